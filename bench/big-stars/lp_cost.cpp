// SPDX-License-Identifier: MIT
// queens-lp-cost: what the LP relaxation of Star Battle counting costs in C++
// (docs/big-stars.md, the fourteenth round). The relaxation: x in [0, 1] on
// every cell, every row, column and region adding up to K, every 2x2 window
// at most 1. Per board of the given SBN lists (one board a line), "the LP
// alone" of bench/big-stars/lp-relaxation.py: from the empty board, each
// round asks the LP of every live cell whether a star there is possible
// (x = 1) and then, of the cells not refuted, whether no star there is
// (x = 0); it crosses out the refuted cells and places the forced stars (a
// star crosses out its eight neighbours, a house holding K stars its other
// cells), until a round changes nothing. One Clp model a board: a question
// changes one column's bounds, re-solves with the dual simplex from the last
// basis, keeping Clp's factorization and work areas (--clp-defaults: Clp's
// plain dual(); --cold: every LP from the slack basis with the primal
// simplex) and puts the bounds back. --reuse-points skips the questions a
// point found earlier in the round answers, --reuse-certificates those the
// certificate of an infeasible LP earlier in the round answers, --cover first
// finds points that push the cells no point has shown at 1 (then at 0) there,
// one LP with an objective each (docs/big-stars.md, the seventeenth round).
// The summary counts the LPs with no point (a refuted cell or a forced star).
// Every refutation and forced star is checked against the solution the
// engine proves unique; an unsound one is printed and the exit status is 1.
// Times (steady clock): each LP (bounds, solve, bounds back) and each
// board's whole LP alone (model, rounds; not the engine's uniqueness check).
//
//   queens-lp-cost [--cold | --clp-defaults] [--cover] [--reuse-points] [--reuse-certificates]
//                  FILE...
#include <CLI/CLI.hpp>
#include <ClpSimplex.hpp>
#include <CoinPackedMatrix.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "bench/timing.hpp"
#include "engine/engine.hpp"
#include "engine/io/board_file.hpp"
#include "engine/io/sbn.hpp"
#include "engine/model/puzzle.hpp"

namespace {

using qh::Cell;
using qh::Puzzle;
using qh::bench::percentile;
using Clock = std::chrono::steady_clock;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// The board's houses (rows, columns, regions) and 2x2 windows, as cell
// indices (row * N + column).
struct Geometry {
  int n = 0;
  int k = 0;
  std::vector<std::vector<int>> houses;
  std::vector<std::vector<int>> windows;
};

Geometry geometry_of(const Puzzle& puzzle) {
  const int n = puzzle.size();
  Geometry g{.n = n, .k = puzzle.stars(), .houses = std::vector<std::vector<int>>(at(3 * n))};
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      g.houses[at(r)].push_back(r * n + c);
      g.houses[at(n + c)].push_back(r * n + c);
      g.houses[at(2 * n + puzzle.region(r, c))].push_back(r * n + c);
    }
  }
  for (int r = 0; r + 1 < n; ++r) {
    for (int c = 0; c + 1 < n; ++c)
      g.windows.push_back({r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1});
  }
  return g;
}

// A Farkas certificate of an infeasible LP, y over the rows, read as the
// inequality it proves: L <= a.x <= U for a = y^T A on every x that meets the
// rows (each row's bound taken by the sign of y). With the column bounds of
// the LP it came from, it refutes x_d = v wherever the range a.x can take
// with x_d = v misses [L, U], in O(1) a question. Built from y itself, not
// from Clp's sign conventions: a wrong y refutes nothing.
class Certificate {
 public:
  Certificate(const ClpSimplex& lp, std::vector<double> y) {
    const int rows = lp.numberRows(), columns = lp.numberColumns();
    double norm = 0;
    for (double& w : y) {
      if (std::fabs(w) < kNegligible) w = 0;
      norm += std::fabs(w);
    }
    a_.assign(at(columns), 0.0);
    lp.matrix()->transposeTimes(y.data(), a_.data());
    for (int i = 0; i < rows; ++i) add_row(y[at(i)], lp.rowLower()[i], lp.rowUpper()[i]);
    for (int j = 0; j < columns; ++j)
      add_column(a_[at(j)], lp.columnLower()[j], lp.columnUpper()[j]);
    margin_ = kMargin * norm;
    useful_ = norm > 0;
  }

  // Does it prove that no point of the LP has x_cell = value?
  bool refutes(int cell, int value) const {
    if (!useful_) return false;
    const double rest_low = low_ - low_of_[at(cell)], rest_high = high_ - high_of_[at(cell)];
    const double at_value = a_[at(cell)] * value;
    return rest_low + at_value > upper_ + margin_ || rest_high + at_value < lower_ - margin_;
  }

 private:
  static constexpr double kNegligible = 1e-11;  // a multiplier this small is 0
  static constexpr double kMargin = 1e-6;       // a gap smaller than this times |y| proves nothing
  static constexpr double kInfinity = 1e20;     // Clp's infinite bounds are beyond it

  void add_row(double w, double lower, double upper) {
    if (w == 0) return;
    const double low = w > 0 ? lower : upper, high = w > 0 ? upper : lower;
    lower_ = std::fabs(low) >= kInfinity ? -HUGE_VAL : lower_ + w * low;
    upper_ = std::fabs(high) >= kInfinity ? HUGE_VAL : upper_ + w * high;
  }
  void add_column(double coefficient, double lower, double upper) {
    low_of_.push_back(std::min(coefficient * lower, coefficient * upper));
    high_of_.push_back(std::max(coefficient * lower, coefficient * upper));
    low_ += low_of_.back();
    high_ += high_of_.back();
  }

  std::vector<double> a_, low_of_, high_of_;  // a, and each a_j x_j's least and greatest value
  double lower_ = 0, upper_ = 0;              // L and U
  double low_ = 0, high_ = 0;                 // the least and greatest a.x in the column bounds
  double margin_ = 0;
  bool useful_ = false;
};

// How the LPs are solved.
struct LpOptions {
  bool cold = false;          // from the slack basis, primal simplex, every LP
  bool clp_defaults = false;  // warm, but Clp's dual() as it comes (no kept factorization)
};

// The relaxation as one Clp model: a column per cell, a row per house (= K)
// and per window (<= 1). Crossed-out cells have upper bound 0, stars lower
// bound 1.
class CountingLp {
 public:
  CountingLp(const Geometry& g, const LpOptions& options) : options_(options) {
    lp_.setLogLevel(0);
    if (!options_.cold && !options_.clp_defaults) {
      lp_.scaling(0);            // every coefficient is 1
      lp_.setPerturbation(100);  // no cost perturbation: every cost is 0
    }
    CoinPackedMatrix rows(false, 0, 0);
    rows.setDimensions(0, g.n * g.n);
    std::vector<double> row_lower, row_upper;
    const auto add = [&](const std::vector<int>& cells, double lower, double upper) {
      const std::vector<double> ones(cells.size(), 1.0);
      rows.appendRow(static_cast<int>(cells.size()), cells.data(), ones.data());
      row_lower.push_back(lower);
      row_upper.push_back(upper);
    };
    for (const auto& house : g.houses) add(house, g.k, g.k);
    for (const auto& window : g.windows) add(window, -COIN_DBL_MAX, 1.0);
    const std::size_t cells = at(g.n * g.n);
    const std::vector<double> lower(cells, 0.0), upper(cells, 1.0), cost(cells, 0.0);
    lp_.loadProblem(rows, lower.data(), upper.data(), cost.data(), row_lower.data(),
                    row_upper.data());
    if (!solve()) throw std::runtime_error("the relaxation of the empty board is infeasible");
  }

  // Has the relaxation a point (of the current bounds)? Timed; the point is
  // kept (point()).
  bool feasible() {
    const Clock::time_point start = Clock::now();
    const bool found = solve();
    solve_us_.push_back(seconds_since(start) * 1e6);
    return found;
  }

  // Has the relaxation a point with x = value (0 or 1) on the live `cell`?
  // Timed; the point is kept (point()).
  bool allows(int cell, int value) {
    const Clock::time_point start = Clock::now();
    if (value == 1) {
      lp_.setColumnLower(cell, 1.0);
    } else {
      lp_.setColumnUpper(cell, 0.0);
    }
    const bool found = solve();
    if (value == 1) {
      lp_.setColumnLower(cell, 0.0);
    } else {
      lp_.setColumnUpper(cell, 1.0);
    }
    solve_us_.push_back(seconds_since(start) * 1e6);
    if (!found) ++empty_;
    return found;
  }

  // The certificate of the last allows() that found no point, with the
  // bounds of the position; none when Clp kept no ray.
  std::optional<Certificate> certificate() const {
    const std::unique_ptr<double[]> ray(lp_.infeasibilityRay());
    if (!ray) return std::nullopt;
    return Certificate(lp_, std::vector<double>(ray.get(), ray.get() + lp_.numberRows()));
  }

  // A point maximising the number of `cells` at `value` (value 1: the sum
  // of their x; value 0: the sum of 1 - x), from the last basis with the
  // primal simplex; the cost is put back to 0. Timed; the point is kept.
  // Throws if Clp finds none (the caller asks only a feasible position).
  void pushes(const std::vector<char>& cells, int value) {
    const Clock::time_point start = Clock::now();
    const int columns = lp_.numberColumns();
    for (int j = 0; j < columns; ++j)
      if (cells[at(j)]) lp_.setObjectiveCoefficient(j, value == 1 ? -1.0 : 1.0);
    lp_.primal();
    const bool found = lp_.status() == 0;
    if (found) {
      const double* x = lp_.primalColumnSolution();
      point_.assign(x, x + columns);
    }
    for (int j = 0; j < columns; ++j)
      if (cells[at(j)]) lp_.setObjectiveCoefficient(j, 0.0);
    solve_us_.push_back(seconds_since(start) * 1e6);
    if (!found) throw std::runtime_error("Clp found no point for a covering objective");
  }

  void cross_out(int cell) { lp_.setColumnUpper(cell, 0.0); }
  void place(int cell) { lp_.setColumnLower(cell, 1.0); }

  // Each cell's value at the last point found.
  const std::vector<double>& point() const { return point_; }
  // Microseconds of each LP (feasible(), allows(), pushes()).
  const std::vector<double>& solve_us() const { return solve_us_; }
  // How many allows() found no point (a refuted cell or a forced star).
  int empty() const { return empty_; }

 private:
  // True when feasible (the point is kept), false when proven infeasible;
  // throws otherwise.
  bool solve() {
    if (options_.cold) {
      lp_.allSlackBasis(true);
      lp_.primal();
    } else if (options_.clp_defaults) {
      lp_.dual();
    } else {
      lp_.dual(0, kKeepFactorization);
    }
    if (lp_.status() == 1) return false;
    if (lp_.status() != 0)
      throw std::runtime_error("Clp gave up on an LP (status " + std::to_string(lp_.status()) +
                               ")");
    const double* x = lp_.primalColumnSolution();
    point_.assign(x, x + lp_.numberColumns());
    return true;
  }

  // Clp's startFinishOptions: keep the work areas and the factorization
  // between solves, use the old factorization, skip what initialisation it
  // can (the bounds are changed through ClpSimplex, which updates them).
  static constexpr int kKeepFactorization = 1 | 2 | 4;

  ClpSimplex lp_;
  LpOptions options_;
  std::vector<double> point_;
  std::vector<double> solve_us_;
  int empty_ = 0;
};

enum class Mark : char { live, out, star };

// A position of the LP alone: each cell's mark, mirrored in the model's bounds.
class Position {
 public:
  Position(const Geometry& g, CountingLp& lp) : g_(g), lp_(lp), marks_(at(g.n * g.n), Mark::live) {}

  Mark mark(int cell) const { return marks_[at(cell)]; }
  int cells() const { return static_cast<int>(marks_.size()); }
  bool solved() const {
    return std::count(marks_.begin(), marks_.end(), Mark::star) == g_.n * g_.k;
  }

  void cross_out(int cell) {
    if (mark(cell) != Mark::live) return;
    marks_[at(cell)] = Mark::out;
    lp_.cross_out(cell);
  }

  // A star, its neighbours crossed out.
  void place(int cell) {
    if (mark(cell) != Mark::live) return;
    marks_[at(cell)] = Mark::star;
    lp_.place(cell);
    const int row = cell / g_.n, col = cell % g_.n;
    for (int r = std::max(0, row - 1); r <= std::min(g_.n - 1, row + 1); ++r) {
      for (int c = std::max(0, col - 1); c <= std::min(g_.n - 1, col + 1); ++c)
        cross_out(r * g_.n + c);
    }
  }

  // Crosses out the other cells of every house holding K stars.
  void close_full_houses() {
    for (const auto& house : g_.houses) {
      const auto stars = std::count_if(house.begin(), house.end(),
                                       [&](int cell) { return mark(cell) == Mark::star; });
      if (stars < g_.k) continue;
      for (const int cell : house) cross_out(cell);
    }
  }

 private:
  const Geometry& g_;
  CountingLp& lp_;
  std::vector<Mark> marks_;
};

struct BoardResult {
  bool solved = false;
  int rounds = 0;
  double total_ms = 0;
  std::vector<double> solve_us;
  int empty = 0;  // LPs with no point
  std::vector<std::string> unsound;
};

std::vector<char> solution_cells(const Puzzle& puzzle, const std::string& name) {
  const qh::SolveReport report = qh::Engine(puzzle).solve();
  if (report.count != 1 || !report.exact)
    throw std::runtime_error(name + ": the engine does not prove the board unique");
  std::vector<char> star(at(puzzle.size() * puzzle.size()), 0);
  for (const Cell& c : report.solution) star[at(c.row * puzzle.size() + c.col)] = 1;
  return star;
}

std::string cell_name(const Geometry& g, int cell) {
  return qh::cell_name(Cell{.row = cell / g.n, .col = cell % g.n});
}

// What the points found in one round show: a cell at 1 in one of them can
// hold a star, a cell at 0 in one can be empty, and neither question needs
// an LP (--reuse-points).
class Witnesses {
 public:
  explicit Witnesses(int cells) : star_(at(cells), 0), empty_(at(cells), 0) {}

  void add(const std::vector<double>& point) {
    for (std::size_t i = 0; i < point.size(); ++i) {
      star_[i] |= point[i] > 1 - kTolerance;
      empty_[i] |= point[i] < kTolerance;
    }
  }
  bool shown(int cell, int value) const { return (value == 1 ? star_ : empty_)[at(cell)] != 0; }

 private:
  static constexpr double kTolerance = 1e-7;  // Clp's primal tolerance
  std::vector<char> star_, empty_;
};

struct RunOptions {
  LpOptions lp;
  bool cover = false;
  bool reuse_points = false;
  bool reuse_certificates = false;
};

// The LP's answers in one round, with the shortcuts asked for: points and
// certificates found earlier in the round answer a question without an LP.
class Questions {
 public:
  Questions(CountingLp& lp, int cells, const RunOptions& options)
      : lp_(lp), options_(options), seen_(cells) {
    if (!options_.reuse_points) return;
    if (!lp_.feasible()) throw std::runtime_error("the relaxation of a position is infeasible");
    seen_.add(lp_.point());
  }

  // --cover: points that push the live cells no point has shown at `value`
  // to it, until one shows no new cell there.
  void cover(const std::vector<char>& live, int value) {
    auto [cells, left] = unseen(live, value);
    while (left > 0) {
      lp_.pushes(cells, value);
      seen_.add(lp_.point());
      auto [still, now] = unseen(live, value);
      if (now == left) return;  // the point showed no new cell
      cells = std::move(still);
      left = now;
    }
  }

  // Has the relaxation a point with x = value on the live cell?
  bool allows(int cell, int value) {
    if (options_.reuse_points && seen_.shown(cell, value)) return true;
    if (options_.reuse_certificates &&
        std::any_of(proofs_.begin(), proofs_.end(),
                    [&](const Certificate& proof) { return proof.refutes(cell, value); }))
      return false;
    const bool found = lp_.allows(cell, value);
    if (found && options_.reuse_points) seen_.add(lp_.point());
    if (!found && options_.reuse_certificates) {
      if (std::optional<Certificate> proof = lp_.certificate())
        proofs_.push_back(std::move(*proof));
    }
    return found;
  }

 private:
  // The live cells no point has shown at `value`, and their count.
  std::pair<std::vector<char>, int> unseen(const std::vector<char>& live, int value) const {
    std::pair<std::vector<char>, int> cells{std::vector<char>(live.size(), 0), 0};
    for (std::size_t i = 0; i < live.size(); ++i)
      if (live[i] && !seen_.shown(static_cast<int>(i), value)) cells.first[i] = 1, ++cells.second;
    return cells;
  }

  CountingLp& lp_;
  const RunOptions& options_;
  Witnesses seen_;
  std::vector<Certificate> proofs_;
};

// One round: the refuted cells and the forced stars of the position, checked
// against the solution. False when the round changes nothing.
bool lp_round(const Geometry& g, CountingLp& lp, Position& position, const RunOptions& options,
              const std::vector<char>& solution, std::vector<std::string>& unsound) {
  Questions lp_says(lp, position.cells(), options);
  std::vector<char> live(at(position.cells()), 0);
  for (int cell = 0; cell < position.cells(); ++cell)
    live[at(cell)] = position.mark(cell) == Mark::live;
  if (options.cover) lp_says.cover(live, 1);
  std::vector<char> refuted(at(position.cells()), 0);
  std::vector<int> out, forced;
  for (int cell = 0; cell < position.cells(); ++cell) {
    if (position.mark(cell) == Mark::live && !lp_says.allows(cell, 1)) {
      out.push_back(cell);
      refuted[at(cell)] = 1;
    }
  }
  if (options.cover) {
    for (const int cell : out) live[at(cell)] = 0;
    lp_says.cover(live, 0);
  }
  for (int cell = 0; cell < position.cells(); ++cell) {
    if (position.mark(cell) == Mark::live && !refuted[at(cell)] && !lp_says.allows(cell, 0))
      forced.push_back(cell);
  }
  for (const int cell : out) {
    if (solution[at(cell)]) unsound.push_back("refuted " + cell_name(g, cell));
    position.cross_out(cell);
  }
  for (const int cell : forced) {
    if (!solution[at(cell)]) unsound.push_back("forced " + cell_name(g, cell));
    position.place(cell);
  }
  position.close_full_houses();
  return !out.empty() || !forced.empty();
}

BoardResult lp_alone(const Puzzle& puzzle, const std::vector<char>& solution,
                     const RunOptions& options) {
  const Clock::time_point start = Clock::now();
  const Geometry g = geometry_of(puzzle);
  CountingLp lp(g, options.lp);
  Position position(g, lp);
  BoardResult result;
  for (;;) {
    ++result.rounds;
    if (!lp_round(g, lp, position, options, solution, result.unsound) || position.solved()) break;
  }
  result.solved = position.solved();
  result.total_ms = seconds_since(start) * 1e3;
  result.solve_us = lp.solve_us();
  result.empty = lp.empty();
  return result;
}

double sum(const std::vector<double>& v) {
  double total = 0;
  for (const double x : v) total += x;
  return total;
}

void print_board(const std::string& file, int number, const Puzzle& puzzle, const BoardResult& r) {
  const auto solves = r.solve_us.size();
  std::printf(
      "%s:%d  N %d  K %d  solved %s  rounds %d  LPs %zu (%d with no point)  total %.1f ms  %.1f "
      "us/LP\n",
      file.c_str(), number, puzzle.size(), puzzle.stars(), r.solved ? "yes" : "no", r.rounds,
      solves, r.empty, r.total_ms, solves ? sum(r.solve_us) / static_cast<double>(solves) : 0.0);
  for (const std::string& what : r.unsound)
    std::printf("%s:%d  UNSOUND: %s\n", file.c_str(), number, what.c_str());
  std::fflush(stdout);
}

// Per file: the boards' results pooled.
struct FileSummary {
  int boards = 0;
  int solved = 0;
  int unsound = 0;
  int empty = 0;
  std::vector<double> solve_us;
  std::vector<double> board_ms;

  void add(const BoardResult& r) {
    ++boards;
    solved += r.solved;
    unsound += static_cast<int>(r.unsound.size());
    empty += r.empty;
    solve_us.insert(solve_us.end(), r.solve_us.begin(), r.solve_us.end());
    board_ms.push_back(r.total_ms);
  }
};

// The way the LPs were solved, for the summary line.
std::string mode_name(const RunOptions& options) {
  std::string mode = options.lp.cold           ? "cold"
                     : options.lp.clp_defaults ? "warm, Clp defaults"
                                               : "warm";
  if (options.cover) mode += ", covering points";
  if (options.reuse_points) mode += ", points reused";
  if (options.reuse_certificates) mode += ", certificates reused";
  return mode;
}

void print_summary(const std::string& file, const RunOptions& options, const FileSummary& s) {
  std::printf(
      "%s (%s): %d boards, %d solved by the LP alone, %zu LPs (%d with no point), us per LP p50 "
      "%.1f p99 %.1f, board total ms p50 %.1f p99 %.1f max %.1f, %d unsound\n",
      file.c_str(), mode_name(options).c_str(), s.boards, s.solved, s.solve_us.size(), s.empty,
      percentile(s.solve_us, 50), percentile(s.solve_us, 99), percentile(s.board_ms, 50),
      percentile(s.board_ms, 99), percentile(s.board_ms, 100), s.unsound);
  std::fflush(stdout);
}

// Runs every board of the file; returns its summary.
FileSummary run_file(const std::string& file, const RunOptions& options) {
  FileSummary summary;
  const std::string text = qh::read_input(file, qh::kMaxListBytes);
  for (const qh::ListedSbn& listed : qh::sbn_lines(text)) {
    const int number = listed.line;
    const Puzzle puzzle = qh::parse_sbn(listed.sbn, file, number);
    const std::vector<char> solution = solution_cells(puzzle, file + ":" + std::to_string(number));
    const BoardResult result = lp_alone(puzzle, solution, options);
    print_board(file, number, puzzle, result);
    summary.add(result);
  }
  return summary;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"The cost of the LP relaxation of Star Battle counting, in C++ with Clp"};
  std::vector<std::string> files;
  RunOptions options;
  app.add_option("files", files, "Files of SBN strings, one board a line")->required();
  app.add_flag("--cold", options.lp.cold,
               "Solve every LP from the slack basis with the primal simplex (no warm start)");
  app.add_flag("--clp-defaults", options.lp.clp_defaults,
               "Warm start with Clp's dual() as it comes: scaling, cost perturbation, a new "
               "factorization every solve");
  app.add_flag("--reuse-points", options.reuse_points,
               "Ask no LP a question a point found earlier in the round answers (a cell at 1 "
               "can hold a star, a cell at 0 can be empty); one more LP a round finds a first "
               "point");
  app.add_flag("--cover", options.cover,
               "Before the questions of a round, points that push the cells no point has shown "
               "at 1 (then at 0) there, one LP with an objective each, until one shows no new "
               "cell (implies --reuse-points)");
  app.add_flag("--reuse-certificates", options.reuse_certificates,
               "Ask no LP a question the Farkas certificate of an infeasible LP earlier in the "
               "round answers (read as the inequality it proves, with the round's bounds)");
  CLI11_PARSE(app, argc, argv);
  if (options.cover) options.reuse_points = true;
  if (options.lp.cold && options.lp.clp_defaults) {
    std::cerr << "queens-lp-cost: --cold and --clp-defaults exclude each other\n";
    return 2;
  }
  int unsound = 0;
  try {
    for (const std::string& file : files) {
      const FileSummary summary = run_file(file, options);
      print_summary(file, options, summary);
      unsound += summary.unsound;
    }
  } catch (const std::exception& e) {
    std::cerr << "queens-lp-cost: " << e.what() << "\n";
    return 2;
  }
  return unsound > 0 ? 1 : 0;
}
