// SPDX-License-Identifier: MIT
#include "lab/cube/layer_split.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "lab/common/cardinality.hpp"
#include "lab/common/symmetry_breaking.hpp"
#include "lab/cube/box_geometry.hpp"

namespace qh::lab {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

void extend(int n, int target, const LayerBounds& bounds, std::vector<int>& prefix, int sum,
            std::vector<std::vector<int>>& out) {
  const int i = static_cast<int>(prefix.size());
  if (i == n) {
    if (sum != target) return;
    std::vector<int> rev(prefix.rbegin(), prefix.rend());
    if (prefix <= rev) out.push_back(prefix);
    return;
  }
  for (int c = 0; c <= bounds.layer; ++c) {
    const int s = sum + c;
    if (s > target) break;
    if (s + (n - 1 - i) * bounds.layer < target) continue;
    prefix.push_back(c);
    bool ok = true;
    int window = 0;
    for (int h = 1; h <= i + 1 && ok; ++h) {
      window += prefix[at(i + 1 - h)];
      if (h < static_cast<int>(bounds.window.size()) && bounds.window[at(h)] > 0) {
        ok = window <= bounds.window[at(h)];
      }
    }
    if (ok) extend(n, target, bounds, prefix, s, out);
    prefix.pop_back();
  }
}

// One worker's encoding: queens, lines, lex-leader for the symmetries that
// fix the layers along axis 0, and a totalizer per layer of every axis as
// long as axis 0 (the axes a symmetry can swap with it).
class Worker {
 public:
  Worker(const BoxGeometry& box, const LayerBounds& bounds, bool cross_windows, int symmetry_depth,
         const Deadline& deadline)
      : sat_(deadline), cap_(bounds.layer + 1) {
    x_.resize(at(box.cells()));
    for (int& v : x_) v = sat_.new_var();
    for (const auto& line : box.lines()) add_at_most_one(sat_, lits(line));
    if (symmetry_depth > 0) {
      add_lex_leader(sat_, x_, box.symmetries_fixing_layers(0), symmetry_depth);
    }
    const int n = box.sides()[0];
    int axes = 0;
    for (int a = 0; a < box.dims(); ++a) {
      if (box.sides()[at(a)] != n) continue;
      ++axes;
      for (int i = 0; i < n; ++i) layers_.emplace_back(sat_, lits(box.layer(a, i)), cap_);
    }
    n_ = n;
    // The window bounds along the other axes (axis 0's counts are fixed):
    // a totalizer over the unary layer counts of h consecutive layers.
    for (int a = 1; cross_windows && a < axes; ++a) {
      for (int h = 2; h < n && h < static_cast<int>(bounds.window.size()); ++h) {
        const int w = bounds.window[at(h)];
        if (w <= 0 || w >= h * bounds.layer) continue;
        for (int i = 0; i + h <= n; ++i) {
          std::vector<int> counts;
          for (int j = i; j < i + h; ++j) {
            const Totalizer& layer = layers_[at(a * n + j)];
            for (int k = 1; k <= layer.size(); ++k) counts.push_back(layer.at_least(k));
          }
          const Totalizer sum(sat_, counts, w + 1);
          if (sum.size() > w) sat_.add_clause({-sum.at_least(w + 1)});
        }
      }
    }
  }

  SatResult solve(const std::vector<int>& c) {
    const int m = *std::max_element(c.begin(), c.end());
    std::vector<int> assume;
    for (std::size_t t = 0; t < layers_.size(); ++t) {
      const Totalizer& layer = layers_[t];
      const bool axis0 = t < at(n_);
      const int lo = axis0 ? c[t] : 0;
      const int hi = axis0 ? c[t] : m;
      if (lo > 0) assume.push_back(layer.at_least(lo));
      if (hi + 1 <= layer.size()) assume.push_back(-layer.at_least(hi + 1));
    }
    return sat_.solve(assume);
  }

  // Excludes these placements (cell lists) from every later call.
  void block(const std::vector<std::vector<int>>& placements) {
    for (const auto& cells : placements) {
      std::vector<int> clause;
      clause.reserve(cells.size());
      for (const int c : cells) clause.push_back(-x_[at(c)]);
      sat_.add_clause(clause);
    }
  }

  std::vector<int> model() const { return true_cells(sat_, x_); }

 private:
  std::vector<int> lits(const std::vector<int>& cells) const { return cell_literals(x_, cells); }

  SatSolver sat_;
  int cap_;
  int n_ = 0;
  std::vector<int> x_;
  std::vector<Totalizer> layers_;
};

// The distinct images of a placement under the symmetries, each sorted.
std::vector<std::vector<int>> orbit(const std::vector<int>& cells,
                                    const std::vector<std::vector<int>>& symmetries) {
  std::vector<std::vector<int>> images;
  for (const auto& s : symmetries) {
    std::vector<int> image;
    image.reserve(cells.size());
    for (const int c : cells) image.push_back(s[at(c)]);
    std::sort(image.begin(), image.end());
    images.push_back(std::move(image));
  }
  std::sort(images.begin(), images.end());
  images.erase(std::unique(images.begin(), images.end()), images.end());
  return images;
}

}  // namespace

std::vector<std::vector<int>> layer_count_vectors(int n, int target, const LayerBounds& bounds) {
  std::vector<std::vector<int>> out;
  std::vector<int> prefix;
  extend(n, target, bounds, prefix, 0, out);
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    return *std::max_element(a.begin(), a.end()) < *std::max_element(b.begin(), b.end());
  });
  return out;
}

SplitOutcome solve_by_layer_counts(const SplitOptions& options, const Deadline& deadline,
                                   const std::function<void(const std::string&)>& progress) {
  const std::vector<int> sides =
      options.sides.empty() ? std::vector<int>(at(options.d), options.n) : options.sides;
  if (!std::is_sorted(sides.begin(), sides.end(), std::greater<>())) {
    throw std::invalid_argument("layer split: box sides must be longest first");
  }
  const BoxGeometry box(sides);
  std::vector<std::vector<int>> vectors =
      layer_count_vectors(sides[0], options.target, options.bounds);
  if (options.shard.active()) {
    std::vector<std::vector<int>> mine;
    for (std::size_t i = 0; i < vectors.size(); ++i) {
      if (options.shard.owns(i)) mine.push_back(std::move(vectors[i]));
    }
    vectors = std::move(mine);
  }
  SplitOutcome out;
  out.vectors = static_cast<std::int64_t>(vectors.size());
  progress(box_name(sides) + ": " + std::to_string(vectors.size()) + " layer-count vectors for " +
           std::to_string(options.target) + " queens");

  Deadline local = deadline;  // stopped early when one worker finds a model
  std::atomic<std::size_t> next{0};
  std::atomic<std::int64_t> refuted{0};
  std::atomic<bool> found{false};
  std::mutex mutex;
  std::set<std::vector<int>> classes;  // least images of the classes counted
  auto last_report = std::chrono::steady_clock::now();
  auto work = [&] {
    Worker worker(box, options.bounds, options.cross_windows, options.symmetry_depth, local);
    while (!local.expired()) {
      const std::size_t i = next.fetch_add(1);
      if (i >= vectors.size()) return;
      SatResult r = worker.solve(vectors[i]);
      while (options.count && r == SatResult::sat) {
        // Record the class (its least image), block the whole orbit, go on.
        const auto images = orbit(worker.model(), box.symmetries());
        worker.block(images);
        {
          const std::lock_guard<std::mutex> lock(mutex);
          if (classes.insert(images.front()).second) {
            out.total += static_cast<std::int64_t>(images.size());
            if (out.witness.empty()) {
              for (const int c : images.front()) out.witness.push_back(box.coords(c));
            }
            progress("counted " + std::to_string(classes.size()) + " classes, " +
                     std::to_string(out.total) + " placements so far");
          }
        }
        r = worker.solve(vectors[i]);
      }
      if (r == SatResult::unsat) {
        const std::int64_t done = ++refuted;
        const std::lock_guard<std::mutex> lock(mutex);
        const auto now = std::chrono::steady_clock::now();
        if (done % 256 == 0 || now - last_report > std::chrono::seconds(30)) {
          last_report = now;
          progress(box_name(sides) + ": refuted " + std::to_string(done) + " of " +
                   std::to_string(vectors.size()) + " vectors");
        }
      } else if (r == SatResult::sat) {
        const std::lock_guard<std::mutex> lock(mutex);
        if (!found.exchange(true)) {
          for (const int c : worker.model()) out.witness.push_back(box.coords(c));
        }
        local.stop();
        return;
      } else {
        return;
      }
    }
  };
  const int threads = std::max(1, options.threads);
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  out.refuted = refuted.load();
  out.classes = static_cast<std::int64_t>(classes.size());
  if (options.count) {
    out.result = out.refuted == out.vectors ? SatResult::unsat : SatResult::unknown;
    return out;
  }
  out.result = found                        ? SatResult::sat
               : out.refuted == out.vectors ? SatResult::unsat
                                            : SatResult::unknown;
  return out;
}

}  // namespace qh::lab
