// SPDX-License-Identifier: MIT
#include "lab/walls/enumerate.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "lab/walls/symmetry.hpp"

namespace qh::lab {

std::uint64_t binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  std::uint64_t r = 1;
  for (int i = 1; i <= k; ++i)
    r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return r;
}

namespace {

struct Task {
  int first = -1, second = -1;
};

class ClassWalker {
 public:
  ClassWalker(int n, int walls, const SquareSymmetry& sym, const Deadline& deadline)
      : n_(n), cells_(n * n), walls_(walls), sym_(sym), deadline_(deadline) {}

  // Every canonical wall set whose smallest cells are the task's.
  bool run(const Task& task, std::vector<ClassRow>& out) {
    chosen_.clear();
    if (task.first >= 0) chosen_.push_back(task.first);
    if (task.second >= 0) chosen_.push_back(task.second);
    const int start = chosen_.empty() ? 0 : chosen_.back() + 1;
    extend(start, out);
    return !aborted_;
  }

 private:
  void extend(int from, std::vector<ClassRow>& out) {
    if (aborted_) return;
    if (static_cast<int>(chosen_.size()) == walls_) {
      visit(out);
      return;
    }
    const int need = walls_ - static_cast<int>(chosen_.size());
    for (int c = from; c <= cells_ - need; ++c) {
      chosen_.push_back(c);
      extend(c + 1, out);
      chosen_.pop_back();
    }
  }

  void visit(std::vector<ClassRow>& out) {
    std::uint64_t mask = 0;
    for (int c : chosen_) mask |= std::uint64_t{1} << c;
    int fixed = 1;
    for (int t = 1; t < 8; ++t) {
      std::uint64_t image = 0;
      for (int c : chosen_) image |= std::uint64_t{1} << sym_.map(t, c);
      if (image < mask) return;  // not the canonical image of its class
      fixed += image == mask ? 1 : 0;
    }
    const WallsBoard board{.n = n_, .walls = mask};
    ClassRow row{.walls = mask, .class_size = 8 / fixed, .value = walls_value(board, deadline_)};
    if (row.value.proof != Proof::exact) aborted_ = true;
    out.push_back(row);
  }

  int n_, cells_, walls_;
  const SquareSymmetry& sym_;
  const Deadline& deadline_;
  std::vector<int> chosen_;
  bool aborted_ = false;
};

}  // namespace

Enumeration enumerate_walls(int n, int walls, int threads, const Deadline& deadline,
                            const EnumerationProgress& progress, double every_seconds,
                            const Shard& shard) {
  if (n < 1 || n > kMaxWallsN)
    throw std::invalid_argument("walls enumerate: --size must be 1 to 8 (got " + std::to_string(n) +
                                ")");
  if (walls < 0 || walls > n * n)
    throw std::invalid_argument("walls enumerate: --walls must be 0 to " + std::to_string(n * n) +
                                " for size " + std::to_string(n));
  const int cells = n * n;
  std::vector<Task> tasks;
  if (walls == 0) {
    tasks.push_back({});
  } else if (walls == 1) {
    for (int a = 0; a < cells; ++a) tasks.push_back({a, -1});
  } else {
    for (int a = 0; a < cells; ++a)
      for (int b = a + 1; b <= cells - (walls - 1); ++b) tasks.push_back({a, b});
  }
  if (shard.active()) {
    std::vector<Task> mine;
    for (std::size_t i = 0; i < tasks.size(); ++i) {
      if (shard.owns(i)) mine.push_back(tasks[i]);
    }
    tasks = std::move(mine);
  }
  const SquareSymmetry sym(n);
  std::atomic<std::size_t> next{0};
  std::atomic<std::uint64_t> done{0};
  std::atomic<std::size_t> classes{0};
  std::atomic<int> running{0};
  std::atomic<bool> complete{true};
  std::mutex merge;
  Enumeration result{.n = n, .walls = walls};

  auto work = [&] {
    ClassWalker walker(n, walls, sym, deadline);
    std::vector<ClassRow> mine;
    for (std::size_t i = next++; i < tasks.size(); i = next++) {
      const std::size_t before = mine.size();
      if (!walker.run(tasks[i], mine)) {
        complete = false;
        break;
      }
      classes += mine.size() - before;
      ++done;
    }
    const std::lock_guard<std::mutex> lock(merge);
    result.rows.insert(result.rows.end(), mine.begin(), mine.end());
    --running;
  };
  threads = std::max(1, threads);
  running = threads;
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work);
  auto last = std::chrono::steady_clock::now();
  while (running.load() > 0) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    const auto now = std::chrono::steady_clock::now();
    if (progress && std::chrono::duration<double>(now - last).count() >= every_seconds) {
      progress(done.load(), tasks.size(), classes.load());
      last = now;
    }
  }
  for (auto& t : pool) t.join();

  std::sort(result.rows.begin(), result.rows.end(),
            [](const ClassRow& a, const ClassRow& b) { return a.walls < b.walls; });
  for (const ClassRow& r : result.rows) result.boards += static_cast<std::uint64_t>(r.class_size);
  result.proof = complete.load() ? Proof::exact : Proof::unknown;
  return result;
}

}  // namespace qh::lab
