// SPDX-License-Identifier: MIT
#include "lab/cube/neighbourhood_search.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <random>
#include <stdexcept>

#include "lab/common/cardinality.hpp"
#include "lab/common/sat_solver.hpp"
#include "lab/cube/box_geometry.hpp"
#include "lab/cube/cube_solver.hpp"

namespace qh::lab {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The board's lines, and the lines through each cell.
struct LineTables {
  explicit LineTables(const BoxGeometry& box) : through(at(box.cells())) {
    const auto& lines = box.lines();
    for (std::size_t l = 0; l < lines.size(); ++l) {
      for (const int c : lines[l]) through[at(c)].push_back(static_cast<int>(l));
    }
  }
  std::vector<std::vector<int>> through;
};

// One refill question: the cells no kept queen attacks, and whether they
// hold `want` queens (besides `not_all_of`, when given: not every one of
// those cells at once). Returns the refill's cells, empty when none was
// found within the limit.
class Refill {
 public:
  Refill(const BoxGeometry& box, const std::vector<char>& blocked, const Deadline& deadline)
      : sat_(deadline), var_(at(box.cells()), 0) {
    for (int c = 0; c < box.cells(); ++c) {
      if (!blocked[at(c)]) {
        var_[at(c)] = sat_.new_var();
        cells_.push_back(c);
      }
    }
    for (const auto& line : box.lines()) {
      std::vector<int> lits;
      for (const int c : line) {
        if (var_[at(c)] != 0) lits.push_back(var_[at(c)]);
      }
      add_at_most_one(sat_, lits);
    }
  }

  int free_cells() const { return static_cast<int>(cells_.size()); }

  // Prepares the totalizer for targets up to `cap`.
  void count_up_to(int cap) {
    std::vector<int> lits;
    for (const int c : cells_) lits.push_back(var_[at(c)]);
    size_ = std::make_unique<Totalizer>(sat_, lits, std::min(cap, free_cells()));
  }

  void forbid_all_of(const std::vector<int>& cells) {
    std::vector<int> clause;
    for (const int c : cells) clause.push_back(-var_[at(c)]);
    if (!clause.empty()) sat_.add_clause(clause);
  }

  // SatResult and, when sat, the refill in `out`.
  SatResult ask(int want, int conflict_limit, std::vector<int>& out) {
    out.clear();
    if (want > size_->size()) return SatResult::unsat;
    const SatResult r = want > 0 ? sat_.solve({size_->at_least(want)}, conflict_limit)
                                 : sat_.solve({}, conflict_limit);
    if (r == SatResult::sat) {
      for (const int c : cells_) {
        if (sat_.value(var_[at(c)])) out.push_back(c);
      }
    }
    return r;
  }

 private:
  SatSolver sat_;
  std::vector<int> var_;  // cell -> variable, 0 when blocked
  std::vector<int> cells_;
  std::unique_ptr<Totalizer> size_;
};

class Search {
 public:
  Search(const ImproveOptions& options, const Deadline& deadline,
         const std::function<void(const std::string&)>& progress)
      : options_(options),
        deadline_(deadline),
        progress_(progress),
        box_(std::vector<int>(at(options.d), options.n)),
        tables_(box_),
        rng_(options.rng_seed) {
    kinds_ = options.kinds;
    if (kinds_.empty()) {
      kinds_ = {Neighbourhood::window, Neighbourhood::box, Neighbourhood::ball,
                Neighbourhood::random};
    }
    free_target_.fill(std::max(1, options.initial_free));
    target_ = options.target;
    if (target_ <= 0) target_ = box_.cells() / options.n;
  }

  ImproveResult run(const std::vector<std::vector<int>>& start) {
    ImproveResult result;
    queens_ = cells_of(start);
    result.start = static_cast<int>(queens_.size());
    best_ = queens_;
    last_report_ = std::chrono::steady_clock::now();
    while (static_cast<int>(best_.size()) < target_ && !deadline_.expired() &&
           (options_.max_calls < 0 || result.sat_calls < options_.max_calls)) {
      step(result);
      report(result, false);
    }
    report(result, true);
    for (const int c : best_) result.best.push_back(box_.coords(c));
    std::sort(result.best.begin(), result.best.end());
    return result;
  }

 private:
  // Distinct, in-range, mutually non-attacking cells of `queens`.
  std::vector<int> cells_of(const std::vector<std::vector<int>>& queens) const {
    std::vector<int> cells;
    for (const auto& q : queens) {
      if (static_cast<int>(q.size()) != options_.d) {
        throw std::invalid_argument("improve: a start queen has the wrong dimension");
      }
      for (const int v : q) {
        if (v < 0 || v >= options_.n)
          throw std::invalid_argument("improve: a start queen is off the board");
      }
      cells.push_back(box_.cell_at(q));
    }
    std::vector<char> blocked(at(box_.cells()), 0);
    for (const int c : cells) {
      if (blocked[at(c)]) throw std::invalid_argument("improve: the start placement is not valid");
      block(c, blocked);
    }
    return cells;
  }

  // Marks q and every cell on a line through it.
  void block(int q, std::vector<char>& blocked) const {
    blocked[at(q)] = 1;
    for (const int l : tables_.through[at(q)]) {
      for (const int c : box_.lines()[at(l)]) blocked[at(c)] = 1;
    }
  }

  int uniform(int lo, int hi) {  // lo..hi inclusive
    return std::uniform_int_distribution<int>(lo, hi)(rng_);
  }

  // The queens of the current placement the neighbourhood frees.
  std::vector<int> pick(Neighbourhood kind, int free_target) {
    const int n = options_.n;
    const int d = options_.d;
    const double share =
        std::min(1.0, static_cast<double>(free_target) /
                          static_cast<double>(std::max<std::size_t>(1, queens_.size())));
    std::vector<int> lo(at(d), 0);
    std::vector<int> hi(at(d), n - 1);
    switch (kind) {
      case Neighbourhood::window: {
        const int w = std::clamp(static_cast<int>(std::lround(share * n)), 1, n);
        const int axis = uniform(0, d - 1);
        lo[at(axis)] = uniform(0, n - w);
        hi[at(axis)] = lo[at(axis)] + w - 1;
        return queens_in(lo, hi);
      }
      case Neighbourhood::box: {
        const int b = std::clamp(
            static_cast<int>(std::lround(n * std::pow(share, 1.0 / static_cast<double>(d)))), 2, n);
        for (int a = 0; a < d; ++a) {
          lo[at(a)] = uniform(0, n - b);
          hi[at(a)] = lo[at(a)] + b - 1;
        }
        return queens_in(lo, hi);
      }
      case Neighbourhood::ball: {
        const std::vector<int> centre = box_.coords(uniform(0, box_.cells() - 1));
        std::vector<std::pair<int, int>> by_distance;  // (distance, queen)
        std::vector<int> order = queens_;
        std::shuffle(order.begin(), order.end(), rng_);
        for (const int q : order) {
          const std::vector<int> p = box_.coords(q);
          int dist = 0;
          for (int a = 0; a < d; ++a) dist = std::max(dist, std::abs(p[at(a)] - centre[at(a)]));
          by_distance.emplace_back(dist, q);
        }
        std::stable_sort(by_distance.begin(), by_distance.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
        std::vector<int> out;
        for (std::size_t i = 0; i < by_distance.size() && static_cast<int>(i) < free_target; ++i) {
          out.push_back(by_distance[i].second);
        }
        return out;
      }
      case Neighbourhood::random:
        break;
    }
    std::vector<int> order = queens_;
    std::shuffle(order.begin(), order.end(), rng_);
    order.resize(std::min(order.size(), at(free_target)));
    return order;
  }

  std::vector<int> queens_in(const std::vector<int>& lo, const std::vector<int>& hi) const {
    std::vector<int> out;
    for (const int q : queens_) {
      const std::vector<int> p = box_.coords(q);
      bool inside = true;
      for (std::size_t a = 0; a < p.size(); ++a) inside = inside && lo[a] <= p[a] && p[a] <= hi[a];
      if (inside) out.push_back(q);
    }
    return out;
  }

  void step(ImproveResult& result) {
    const Neighbourhood kind = kinds_[at(uniform(0, static_cast<int>(kinds_.size()) - 1))];
    int& free_target = free_target_[at(static_cast<int>(kind))];
    NeighbourhoodStats& stats = result.per_kind[at(static_cast<int>(kind))];
    ++stats.steps;
    std::vector<int> freed = pick(kind, free_target);
    std::sort(freed.begin(), freed.end());
    std::vector<char> blocked(at(box_.cells()), 0);
    std::vector<int> kept;
    for (const int q : queens_) {
      if (!std::binary_search(freed.begin(), freed.end(), q)) {
        kept.push_back(q);
        block(q, blocked);
      }
    }
    const int k = static_cast<int>(freed.size());
    Refill refill(box_, blocked, deadline_);
    refill.count_up_to(k + 1);
    std::vector<int> cells;
    ++result.sat_calls;
    const SatResult more = refill.ask(k + 1, options_.conflict_limit, cells);
    // Adapt the size: proven hopeless means free more next time, a search
    // cut off by the limit means free fewer.
    if (more == SatResult::unsat) {
      free_target = std::min(free_target + 1, std::max(1, static_cast<int>(queens_.size())));
    } else if (more == SatResult::unknown) {
      free_target = std::max(2, free_target - 1);
    }
    // No larger refill: take a different one that keeps the placement
    // within `slack` queens of the best (a plateau move when slack is 0).
    const int current = static_cast<int>(queens_.size());
    const int floor = static_cast<int>(best_.size()) - options_.slack;
    const int want = std::max(0, k - std::max(0, current - floor));
    if (more != SatResult::sat) {
      if (k == 0 || (options_.max_calls >= 0 && result.sat_calls >= options_.max_calls)) return;
      refill.forbid_all_of(freed);
      ++result.sat_calls;
      if (refill.ask(want, options_.conflict_limit, cells) != SatResult::sat) return;
      ++stats.plateau_moves;
    }
    kept.insert(kept.end(), cells.begin(), cells.end());
    queens_ = std::move(kept);
    if (queens_.size() > best_.size()) {
      ++stats.improvements;
      best_ = queens_;
      progress_("improve: " + std::to_string(best_.size()) + " queens (" +
                neighbourhood_name(kind) + ", " + std::to_string(k) + " freed, SAT call " +
                std::to_string(result.sat_calls) + ")");
    }
  }

  void report(const ImproveResult& result, bool last) {
    const auto now = std::chrono::steady_clock::now();
    if (!last && now - last_report_ < std::chrono::seconds(10)) return;
    last_report_ = now;
    std::string line = "improve: best " + std::to_string(best_.size()) + ", " +
                       std::to_string(result.sat_calls) + " SAT calls;";
    for (const Neighbourhood kind : kinds_) {
      const auto i = at(static_cast<int>(kind));
      line += std::string(" ") + neighbourhood_name(kind) + " " +
              std::to_string(result.per_kind[i].steps) + " steps/" +
              std::to_string(result.per_kind[i].improvements) + " up/" +
              std::to_string(result.per_kind[i].plateau_moves) + " side, frees " +
              std::to_string(free_target_[i]) + ";";
    }
    progress_(line);
  }

  const ImproveOptions& options_;
  const Deadline& deadline_;
  const std::function<void(const std::string&)>& progress_;
  BoxGeometry box_;
  LineTables tables_;
  std::mt19937_64 rng_;
  std::vector<Neighbourhood> kinds_;
  std::array<int, kNeighbourhoods> free_target_{};
  int target_ = 0;
  std::vector<int> queens_;  // current placement, as cells
  std::vector<int> best_;
  std::chrono::steady_clock::time_point last_report_;
};

}  // namespace

Neighbourhood neighbourhood_named(const std::string& name) {
  for (const Neighbourhood kind :
       {Neighbourhood::window, Neighbourhood::box, Neighbourhood::ball, Neighbourhood::random}) {
    if (name == neighbourhood_name(kind)) return kind;
  }
  throw std::invalid_argument("cube: unknown neighbourhood '" + name +
                              "' (window, box, ball or random)");
}

const char* neighbourhood_name(Neighbourhood kind) {
  switch (kind) {
    case Neighbourhood::window:
      return "window";
    case Neighbourhood::box:
      return "box";
    case Neighbourhood::ball:
      return "ball";
    case Neighbourhood::random:
      return "random";
  }
  return "?";
}

ImproveResult improve_placement(const ImproveOptions& options,
                                const std::vector<std::vector<int>>& start,
                                const Deadline& deadline,
                                const std::function<void(const std::string&)>& progress) {
  if (options.n < 1 || options.d < 1) throw std::invalid_argument("improve: needs n, d >= 1");
  Search search(options, deadline, progress);
  return search.run(start);
}

void improve_cube_result(CubeResult& result, const ImproveOptions& options,
                         const std::optional<std::vector<std::vector<int>>>& start_instead,
                         const Deadline& deadline,
                         const std::function<void(const std::string&)>& progress) {
  std::vector<std::vector<int>> start;
  if (start_instead) {
    start = *start_instead;
  } else {
    start = shift_coordinates(result.witness, -1);
  }
  progress("improve: starting from " + std::to_string(start.size()) + " queens");
  const ImproveResult r = improve_placement(options, start, deadline, progress);
  result.sat_calls += static_cast<int>(r.sat_calls);
  if (r.best.size() < result.witness.size()) return;
  result.witness = shift_coordinates(r.best, 1);
  result.lower = static_cast<int>(result.witness.size());
  result.status = bounds_status(result.lower, result.upper);
}

}  // namespace qh::lab
