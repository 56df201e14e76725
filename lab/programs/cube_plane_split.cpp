// SPDX-License-Identifier: MIT
// cube-plane-split: refutes "T queens on the 4-D box R x C x n x n" by
// splitting on the number of queens in each of its R*C planes (the n x n
// boards at fixed first two coordinates), an experiment towards 5^4
// (docs/lab/cube.md, "Left to do").
//
// The planes form an R x C grid. Plane (i, j) holds at most the value of the
// n x n board, and any a x b block of planes at most the value of the box
// a x b x n x n, so the count matrices with sum T are enumerated under the
// block bounds given (every translate of every block), one per orbit of the
// grid's symmetries (the cube symmetries acting on the first two axes).
// Each matrix is then refuted by CaDiCaL with every plane count fixed by
// assumptions on per-plane totalizers, under lex-leader constraints for the
// symmetries acting on the last two axes, which fix every plane count. If a
// placement of T queens existed, a grid symmetry would move its matrix to
// the representative and a plane symmetry would make it the lex-leader, so
// every matrix refuted proves the box holds fewer than T.
//
//   cube-plane-split --rows 3 --cols 3 --target 18 --bound 1,1,5 ...
#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "lab/common/cardinality.hpp"
#include "lab/common/deadline.hpp"
#include "lab/common/sat_solver.hpp"
#include "lab/common/symmetry_breaking.hpp"
#include "lab/cube/box_geometry.hpp"

namespace {

using qh::lab::BoxGeometry;
using qh::lab::cell_literals;
using qh::lab::Deadline;
using qh::lab::SatResult;
using qh::lab::SatSolver;
using qh::lab::Totalizer;
using qh::lab::true_cells;
using Matrix = std::vector<int>;  // row-major plane counts

// Classes kept at most (a few hundred MB of matrices): past it the enumeration
// stops and the run reports unknown.
constexpr std::size_t kMaxClasses = 2'000'000;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The count matrices R x C with sum `target` meeting every block bound,
// one per orbit of the grid symmetries (reflections, and the transpose
// when R == C).
class MatrixEnumerator {
 public:
  MatrixEnumerator(int rows, int cols, int target, std::map<std::pair<int, int>, int> bounds,
                   const Deadline& deadline)
      : rows_(rows),
        cols_(cols),
        target_(target),
        bounds_(std::move(bounds)),
        deadline_(deadline),
        m_(at(rows * cols), 0) {}

  // Every class, or nothing with complete() false when the deadline or the
  // memory cap came first.
  std::vector<Matrix> run() {
    extend(0, 0);
    if (!complete()) return {};
    return {classes_.begin(), classes_.end()};
  }
  long matrices() const { return matrices_; }
  bool complete() const { return !stopped_; }

 private:
  // The bound of an a x b block (either orientation), or -1 when unknown.
  int bound(int a, int b) const {
    auto it = bounds_.find({std::min(a, b), std::max(a, b)});
    return it == bounds_.end() ? -1 : it->second;
  }

  // Every block whose last cell is (i, j) is within its bound.
  bool blocks_ok(int i, int j) const {
    for (int a = 1; a <= i + 1; ++a) {
      for (int b = 1; b <= j + 1; ++b) {
        const int limit = bound(a, b);
        if (limit < 0) continue;
        int sum = 0;
        for (int x = i - a + 1; x <= i; ++x) {
          for (int y = j - b + 1; y <= j; ++y) sum += m_[at(x * cols_ + y)];
        }
        if (sum > limit) return false;
      }
    }
    return true;
  }

  // At most this many in an a x b block: its bound, or a bound per plane.
  int room(int a, int b) const {
    const int limit = bound(a, b);
    return limit >= 0 ? limit : a * b * bound(1, 1);
  }

  // What the cells after (i, j) can still add: the rows below, then the
  // rest of row i.
  int room_after(int i, int j) const {
    int total = 0;
    if (rows_ - 1 - i > 0) total += room(rows_ - 1 - i, cols_);
    if (cols_ - 1 - j > 0) total += room(1, cols_ - 1 - j);
    return total;
  }

  Matrix image(int g) const {
    Matrix out(m_.size());
    for (int i = 0; i < rows_; ++i) {
      for (int j = 0; j < cols_; ++j) {
        int x = (g & 1) ? rows_ - 1 - i : i;
        int y = (g & 2) ? cols_ - 1 - j : j;
        if (g & 4) std::swap(x, y);
        out[at(x * cols_ + y)] = m_[at(i * cols_ + j)];
      }
    }
    return out;
  }

  void extend(int k, int sum) {
    if (stopped_ || classes_.size() > kMaxClasses ||
        (++nodes_ % 4096 == 0 && deadline_.expired())) {
      stopped_ = true;
      return;
    }
    if (k == rows_ * cols_) {
      if (sum != target_) return;
      ++matrices_;
      Matrix least = m_;
      for (int g = 1; g < 8; ++g) {
        if ((g & 4) && rows_ != cols_) continue;
        least = std::min(least, image(g));
      }
      classes_.insert(std::move(least));
      return;
    }
    const int i = k / cols_;
    const int j = k % cols_;
    const int cap = bound(1, 1);
    for (int c = 0; c <= cap && sum + c <= target_; ++c) {
      m_[at(k)] = c;
      if (sum + c + room_after(i, j) < target_) continue;
      if (blocks_ok(i, j)) extend(k + 1, sum + c);
    }
    m_[at(k)] = 0;
  }

  int rows_;
  int cols_;
  int target_;
  std::map<std::pair<int, int>, int> bounds_;
  const Deadline& deadline_;
  Matrix m_;
  long matrices_ = 0;
  long nodes_ = 0;
  bool stopped_ = false;
  std::set<Matrix> classes_;
};

// One worker's incremental encoding of the box with a totalizer per plane.
class PlaneSolver {
 public:
  PlaneSolver(const BoxGeometry& box, const Deadline& deadline) : sat_(deadline) {
    x_.resize(at(box.cells()));
    for (int& v : x_) v = sat_.new_var();
    for (const auto& line : box.lines()) add_at_most_one(sat_, lits(line));
    std::vector<std::vector<int>> plane_symmetries;
    for (int swap = 0; swap < 2; ++swap) {
      for (int flips = 0; flips < 4; ++flips) {
        if (swap == 0 && flips == 0) continue;
        plane_symmetries.push_back(
            box.symmetry({0, 1, swap ? 3 : 2, swap ? 2 : 3},
                         {false, false, (flips & 1) != 0, (flips & 2) != 0}));
      }
    }
    add_lex_leader(sat_, x_, plane_symmetries, 64);
    const int rows = box.sides()[0];
    const int cols = box.sides()[1];
    std::vector<std::vector<int>> planes(at(rows * cols));
    for (int c = 0; c < box.cells(); ++c) {
      const std::vector<int> p = box.coords(c);
      planes[at(p[0] * cols + p[1])].push_back(c);
    }
    for (const auto& plane : planes) {
      planes_.emplace_back(sat_, lits(plane), box.sides()[2] + 1);
    }
  }

  SatResult solve(const Matrix& counts) {
    std::vector<int> assume;
    for (std::size_t p = 0; p < counts.size(); ++p) {
      const Totalizer& t = planes_[p];
      if (counts[p] > 0) assume.push_back(t.at_least(counts[p]));
      if (counts[p] + 1 <= t.size()) assume.push_back(-t.at_least(counts[p] + 1));
    }
    return sat_.solve(assume);
  }

  // The queens' cells after a sat call.
  std::vector<int> model() const { return true_cells(sat_, x_); }

 private:
  std::vector<int> lits(const std::vector<int>& cells) const { return cell_literals(x_, cells); }

  SatSolver sat_;
  std::vector<int> x_;
  std::vector<Totalizer> planes_;
};

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"cube-plane-split: refute T queens on the box R x C x n x n by plane counts"};
  int rows = 0;
  int cols = 0;
  int side = 5;
  int target = 0;
  int threads = 2;
  double timeout = 600;
  bool count_only = false;
  std::vector<std::string> bound_args;
  app.add_option("--rows", rows, "planes along the first axis")
      ->required()
      ->check(CLI::Range(1, 8));
  app.add_option("--cols", cols, "planes along the second axis")
      ->required()
      ->check(CLI::Range(1, 8));
  app.add_option("--side", side, "side n of each plane (the last two axes)")
      ->check(CLI::Range(1, 8));
  app.add_option("--target", target, "queens to refute")->required()->check(CLI::PositiveNumber);
  app.add_option("--bound", bound_args,
                 "a,b,v: any a x b block of planes holds at most v (a proven value; repeatable)");
  app.add_option("--threads", threads, "worker threads")->check(CLI::Range(1, 64));
  app.add_option("--timeout", timeout, "seconds")->check(CLI::PositiveNumber);
  app.add_flag("--count-only", count_only, "only count the matrices");
  CLI11_PARSE(app, argc, argv);

  std::map<std::pair<int, int>, int> bounds;
  for (const std::string& arg : bound_args) {
    int a = 0;
    int b = 0;
    int v = 0;
    if (std::sscanf(arg.c_str(), "%d,%d,%d", &a, &b, &v) != 3 || a < 1 || b < 1 || v < 0) {
      std::fprintf(stderr, "cube-plane-split: --bound %s: expected a,b,v with a, b >= 1, v >= 0\n",
                   arg.c_str());
      return 2;
    }
    bounds[{std::min(a, b), std::max(a, b)}] = v;
  }
  if (bounds.count({1, 1}) == 0) bounds[{1, 1}] = side;  // a plane's rows are lines

  const auto t0 = std::chrono::steady_clock::now();
  Deadline deadline = Deadline::after_seconds(timeout);
  MatrixEnumerator enumerator(rows, cols, target, bounds, deadline);
  const std::vector<Matrix> classes = enumerator.run();
  if (!enumerator.complete()) {
    std::printf(
        "unknown: the count matrices were not all enumerated (%.0f s, %zu classes at most)\n",
        timeout, kMaxClasses);
    return 0;
  }
  std::printf("%dx%dx%dx%d, %d queens: %ld count matrices, %zu up to symmetry (%.1f s)\n", rows,
              cols, side, side, target, enumerator.matrices(), classes.size(), seconds_since(t0));
  std::fflush(stdout);
  if (count_only) return 0;

  const BoxGeometry box({rows, cols, side, side});
  std::atomic<std::size_t> next{0};
  std::atomic<long> refuted{0};
  std::atomic<bool> found{false};
  std::mutex mutex;
  Matrix witness_matrix;
  std::vector<int> witness_cells;
  auto work = [&] {
    PlaneSolver solver(box, deadline);
    while (!found) {
      const std::size_t i = next.fetch_add(1);
      if (i >= classes.size()) return;
      const SatResult r = solver.solve(classes[i]);
      if (r == SatResult::unsat) {
        ++refuted;
      } else if (r == SatResult::sat) {
        const std::lock_guard<std::mutex> lock(mutex);
        if (!found.exchange(true)) {
          witness_matrix = classes[i];
          witness_cells = solver.model();
        }
        deadline.stop();
        return;
      } else {
        return;
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();

  const long done = refuted.load();
  if (found) {
    std::printf("placement found with the plane counts");
    for (const int c : witness_matrix) std::printf(" %d", c);
    std::printf(" (%.1f s)\n", seconds_since(t0));
    // 1-based coordinates, one queen a line: the body of a queens-lab
    // witness file (the box sits in a corner of any cube that contains it).
    for (const int c : witness_cells) {
      const std::vector<int> p = box.coords(c);
      std::printf("%d %d %d %d\n", p[0] + 1, p[1] + 1, p[2] + 1, p[3] + 1);
    }
  } else if (done == static_cast<long>(classes.size())) {
    std::printf("refuted: every matrix unsat, so at most %d queens (%.1f s)\n", target - 1,
                seconds_since(t0));
  } else {
    std::printf("unknown: %ld of %zu matrices refuted (%.1f s)\n", done, classes.size(),
                seconds_since(t0));
  }
  return 0;
}
