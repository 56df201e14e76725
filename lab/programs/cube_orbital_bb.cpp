// SPDX-License-Identifier: MIT
// cube-orbital-bb: refutes "T queens on the n^d board" by orbital branching
// over the clique LP, solved by Debian's Clp (docs/lab/cube.md, "5^4").
//
// A node is a set of queens Q, a set of excluded cells Z (attacked by Q, or
// in an orbit excluded above) and a group G of board symmetries fixing Q
// cell by cell and Z as a set; the root has no queen, no excluded cell and
// every symmetry. Its bound is |Q| plus the fractional clique cover of the
// free cells: weights on cliques covering every free cell at least once, of
// least total, which bounds the queens among the free cells because a
// clique holds at most one. The cover is the clique LP's dual: 625 rows for
// 5^4, with the cliques (read from a file, each checked) priced in as
// columns when the cell values (the row duals) put more than 1 on them.
// A node whose bound is below T - 0.001 holds no placement of T queens.
// --box SIDES:VALUE adds every translate and orientation of a box of proven
// value as a weighted column: it covers the box's free cells at the cost of
// VALUE less the queens already in the box (a node with more is pruned).
//
// Otherwise the node branches on the G-orbit of free cells with the most LP
// weight: either the whole orbit is empty (group G), or it holds a queen, and
// then some symmetry in G moves that queen to the orbit's least cell (group:
// the stabiliser of that cell). The node's placements are closed under G,
// so the two children hold an image of every one of them: a search that
// exhausts the tree proves the board holds fewer than T queens.
//
// --parts P --part p splits the work between processes: the nodes at depth
// --split-depth are shared out by their path from the root. Above it every
// process rebuilds the LP from scratch at each node, so all of them branch
// alike and each depth-D node is searched by exactly one process.
//
//   cube-orbital-bb --n 5 --d 4 --cliques cliques.txt --target 39
//       [--box 5x5x5x1:13 ...] [--split-depth 7 --parts 2 --part 0] [--timeout S]
//
// The clique file (lab/scripts/cube_clique_lp.py --write-cliques) has one
// clique per line as cell indices, the last axis fastest.
//
// --certificate FILE writes the part's tree for `queens-lab
// check-orbital-tree` (lab/certify/orbital_tree.hpp): each branch cell, each
// depth-D node left to another part, and at each pruned node the LP's cover
// in exact fractions (weights rounded up to 1/2^24, a cell left short topped
// up on a line through it); a node whose exact cover misses the target is
// branched on instead of pruned. Not with --box (a box's value would be a
// lemma of its own).
#include <CLI/CLI.hpp>
#include <ClpSimplex.hpp>
#include <CoinPackedMatrix.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "lab/common/deadline.hpp"
#include "lab/cube/box_geometry.hpp"

namespace {

using qh::lab::BoxGeometry;
using qh::lab::Deadline;
using Perm = std::vector<int>;
using Clique = std::vector<int>;

// A set of cells holding at most `value` queens: a clique (value 1) or a box.
struct CoverSet {
  std::vector<int> cells;
  int value = 1;
};

// A bound this far under the target prunes: far above Clp's tolerances.
constexpr double kMargin = 1e-3;
// Cliques priced into the LP per round, the most violated first.
constexpr std::size_t kColumnsPerRound = 200;

enum class Cell : char { free, queen, excluded };

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Every line is a clique file line of cell indices; each set must be a
// clique of the attack graph (a wrong one would make the bound unsound).
std::vector<Clique> read_cliques(const std::string& path, const BoxGeometry& box,
                                 const std::vector<std::vector<char>>& attacks) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot read the clique file");
  std::vector<Clique> cliques;
  std::string text;
  for (int line = 1; std::getline(in, text); ++line) {
    std::istringstream fields(text);
    Clique clique;
    std::string field;
    while (fields >> field) {
      std::size_t used = 0;
      int cell = -1;
      try {
        cell = std::stoi(field, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (used != field.size() || cell < 0 || cell >= box.cells()) {
        throw std::runtime_error(path + " line " + std::to_string(line) + ": '" + field +
                                 "' is not a cell index below " + std::to_string(box.cells()));
      }
      clique.push_back(cell);
    }
    if (clique.empty()) continue;
    for (std::size_t i = 0; i < clique.size(); ++i) {
      for (std::size_t j = i + 1; j < clique.size(); ++j) {
        if (!attacks[at(clique[i])][at(clique[j])]) {
          throw std::runtime_error(path + " line " + std::to_string(line) + ": cells " +
                                   std::to_string(clique[i]) + " and " + std::to_string(clique[j]) +
                                   " do not attack each other");
        }
      }
    }
    cliques.push_back(std::move(clique));
  }
  if (cliques.empty()) throw std::runtime_error(path + ": no clique");
  return cliques;
}

// The fractional cover of the free cells, by Clp: one row per cell (covered
// at least once while free, relaxed otherwise), one column per cover set in
// the model (every line of the board to start with, then the sets priced in).
class CoverLp {
 public:
  // `sets` starts with the board's lines.
  CoverLp(int cells, int lines, const std::vector<CoverSet>& sets)
      : cells_(cells), sets_(sets), priced_(sets.size(), 0), lp_(new ClpSimplex) {
    lp_->setLogLevel(0);
    CoinPackedMatrix columns(true, 0, 0);
    columns.setDimensions(cells_, 0);
    for (int k = 0; k < lines; ++k) {
      const auto& line = sets_[at(k)].cells;
      const std::vector<double> ones(line.size(), 1.0);
      columns.appendCol(static_cast<int>(line.size()), line.data(), ones.data());
      priced_[at(k)] = 1;
      column_set_.push_back(k);
    }
    const std::size_t n = at(lines);
    const std::vector<double> lower(n, 0.0), upper(n, COIN_DBL_MAX), cost(n, 1.0);
    const std::vector<double> row_lower(at(cells_), 1.0), row_upper(at(cells_), COIN_DBL_MAX);
    lp_->loadProblem(columns, lower.data(), upper.data(), cost.data(), row_lower.data(),
                     row_upper.data());
  }

  // The node's bound (minus infinity when a set holds more queens than its
  // value); `value` gets each cell's LP value (1 for a queen).
  double bound(const std::vector<Cell>& state, std::vector<double>& value) {
    int queens = 0;
    for (int c = 0; c < cells_; ++c) {
      queens += state[at(c)] == Cell::queen;
      lp_->setRowLower(c, state[at(c)] == Cell::free ? 1.0 : -COIN_DBL_MAX);
    }
    for (int j = 0; j < lp_->numberColumns(); ++j) {
      const int cost = room(sets_[at(column_set_[at(j)])], state);
      if (cost < 0) return -COIN_DBL_MAX;
      lp_->setObjectiveCoefficient(j, cost);
    }
    for (;;) {
      lp_->primal();
      if (!lp_->isProvenOptimal()) lp_->dual();
      if (!lp_->isProvenOptimal()) throw std::runtime_error("Clp did not solve a node's LP");
      ++solves_;
      const double* dual = lp_->dualRowSolution();
      value.assign(at(cells_), 0.0);
      for (int c = 0; c < cells_; ++c) {
        if (state[at(c)] == Cell::queen) value[at(c)] = 1.0;
        if (state[at(c)] == Cell::free) value[at(c)] = std::max(0.0, dual[c]);
      }
      const int added = price(state, value);
      if (added < 0) return -COIN_DBL_MAX;
      if (added == 0) return queens + lp_->objectiveValue();
    }
  }

  // The basis, to restart the second child from its parent's optimum.
  struct Basis {
    std::vector<unsigned char> status;
    std::vector<double> columns;
  };
  Basis basis() const {
    const int n = lp_->numberColumns();
    return {{lp_->statusArray(), lp_->statusArray() + n + cells_},
            {lp_->primalColumnSolution(), lp_->primalColumnSolution() + n}};
  }
  void restore(const Basis& b) {
    const int saved = static_cast<int>(b.columns.size());
    const int n = lp_->numberColumns();
    std::vector<unsigned char> status(at(n + cells_));
    const unsigned char* now = lp_->statusArray();
    for (int j = 0; j < n; ++j) {
      // Columns priced in since are non-basic at their lower bound, zero.
      status[at(j)] = j < saved
                          ? b.status[at(j)]
                          : static_cast<unsigned char>((now[j] & ~7) | ClpSimplex::atLowerBound);
    }
    for (int r = 0; r < cells_; ++r) status[at(n + r)] = b.status[at(saved + r)];
    lp_->copyinStatus(status.data());
    double* x = lp_->primalColumnSolution();
    for (int j = 0; j < n; ++j) x[j] = j < saved ? b.columns[at(j)] : 0.0;
  }

  long solves() const { return solves_; }

  // The cover of the last bound(): each model column's set and weight.
  std::vector<std::pair<int, double>> cover() const {
    std::vector<std::pair<int, double>> out;
    const double* x = lp_->primalColumnSolution();
    for (int j = 0; j < lp_->numberColumns(); ++j) {
      if (x[j] > 1e-12) out.emplace_back(column_set_[at(j)], x[j]);
    }
    return out;
  }

 private:
  // The queens the set's free cells may still hold.
  static int room(const CoverSet& set, const std::vector<Cell>& state) {
    int queens = 0;
    for (const int c : set.cells) queens += state[at(c)] == Cell::queen;
    return set.value - queens;
  }

  // Adds the sets the cell values overfill: how many, 0 when none, -1 when
  // a set holds more queens than its value.
  int price(const std::vector<Cell>& state, const std::vector<double>& value) {
    std::vector<std::pair<double, std::size_t>> over;
    for (std::size_t k = 0; k < sets_.size(); ++k) {
      if (priced_[k]) continue;
      const int cost = room(sets_[k], state);
      if (cost < 0) return -1;
      double sum = 0;
      for (const int c : sets_[k].cells) {
        if (state[at(c)] == Cell::free) sum += value[at(c)];
      }
      if (sum > cost + 1e-7) over.emplace_back(cost - sum, k);
    }
    std::sort(over.begin(), over.end());
    if (over.size() > kColumnsPerRound) over.resize(kColumnsPerRound);
    for (const auto& [excess, k] : over) {
      const auto& cells = sets_[k].cells;
      const std::vector<double> ones(cells.size(), 1.0);
      lp_->addColumn(static_cast<int>(cells.size()), cells.data(), ones.data(), 0.0, COIN_DBL_MAX,
                     room(sets_[k], state));
      priced_[k] = 1;
      column_set_.push_back(static_cast<int>(k));
    }
    return static_cast<int>(over.size());
  }

  int cells_;
  const std::vector<CoverSet>& sets_;
  std::vector<char> priced_;
  std::vector<int> column_set_;  // the set of each model column
  std::unique_ptr<ClpSimplex> lp_;
  long solves_ = 0;
};

// Every translate and orientation (axis permutation) of the box `sides` in
// the board, each holding at most `value` queens.
std::vector<CoverSet> box_sets(const BoxGeometry& board, std::vector<int> sides, int value) {
  std::vector<CoverSet> out;
  std::sort(sides.begin(), sides.end());
  const int n = board.sides()[0];
  do {
    std::vector<int> corner(sides.size(), 0);
    for (;;) {
      CoverSet set{.cells = {}, .value = value};
      std::vector<int> offset(sides.size(), 0);
      for (;;) {
        std::vector<int> x(sides.size());
        for (std::size_t i = 0; i < sides.size(); ++i) x[i] = corner[i] + offset[i];
        set.cells.push_back(board.cell_at(x));
        std::size_t i = 0;
        while (i < sides.size() && ++offset[i] == sides[i]) offset[i++] = 0;
        if (i == sides.size()) break;
      }
      out.push_back(std::move(set));
      std::size_t i = 0;
      while (i < sides.size() && ++corner[i] > n - sides[i]) corner[i++] = 0;
      if (i == sides.size()) break;
    }
  } while (std::next_permutation(sides.begin(), sides.end()));
  return out;
}

// The part's tree in the format of lab/certify/orbital_tree.hpp.
class TreeWriter {
 public:
  static constexpr std::int64_t kScale = std::int64_t{1} << 24;

  TreeWriter(const std::string& path, const std::vector<CoverSet>& sets, int lines, int cells)
      : out_(path), sets_(sets), defined_(sets.size(), 0), lines_through_(at(cells)) {
    if (!out_) throw std::runtime_error(path + ": cannot write the certificate");
    for (int k = 0; k < lines; ++k) {
      for (const int c : sets[at(k)].cells) lines_through_[at(c)].push_back(k);
    }
  }

  void header(const std::vector<int>& board, int target, int part, int parts, int depth) {
    out_ << "queens-lab orbital-tree 1\nboard " << board[0] << ' ' << board[1] << "\ntarget "
         << target << "\npart " << part << " of " << parts << " at-depth " << depth << "\nscale "
         << kScale << '\n';
  }
  void branch(int cell) { out_ << "branch " << cell << '\n'; }
  void other() { out_ << "other\n"; }
  void end() {
    out_ << "end\n";
    out_.flush();
    if (!out_) throw std::runtime_error("the certificate could not be written whole");
  }

  // Writes the node's cover as exact fractions and says whether it proves
  // fewer than `target` queens; when not, nothing is written.
  bool cover(const std::vector<std::pair<int, double>>& lp, const std::vector<Cell>& state,
             int target) {
    std::map<int, std::int64_t> weight;
    for (const auto& [set, x] : lp) {
      weight[set] += static_cast<std::int64_t>(std::ceil(x * static_cast<double>(kScale)));
    }
    std::vector<std::int64_t> covered(state.size(), 0);
    for (const auto& [set, w] : weight) {
      for (const int c : sets_[at(set)].cells) covered[at(c)] += w;
    }
    for (std::size_t c = 0; c < state.size(); ++c) {
      if (state[c] != Cell::free || covered[c] >= kScale) continue;
      // A free cell is attacked by no queen, so every line through it has room 1.
      const int line = lines_through_[c].front();
      const std::int64_t short_by = kScale - covered[c];
      weight[line] += short_by;
      for (const int d : sets_[at(line)].cells) covered[at(d)] += short_by;
    }
    std::int64_t total = 0;
    int queens = 0;
    for (const Cell s : state) queens += s == Cell::queen;
    for (const auto& [set, w] : weight) {
      int room = sets_[at(set)].value;
      for (const int c : sets_[at(set)].cells) room -= state[at(c)] == Cell::queen;
      if (room < 0) return false;
      total += w * room;
    }
    if (queens * kScale + total >= target * kScale) return false;
    for (const auto& [set, w] : weight) define(set);
    out_ << "cover";
    for (const auto& [set, w] : weight) out_ << ' ' << set << ':' << w;
    out_ << '\n';
    return true;
  }

 private:
  void define(int set) {
    if (defined_[at(set)]) return;
    defined_[at(set)] = 1;
    out_ << "set " << set;
    for (const int c : sets_[at(set)].cells) out_ << ' ' << c;
    out_ << '\n';
  }

  std::ofstream out_;
  const std::vector<CoverSet>& sets_;
  std::vector<char> defined_;
  std::vector<std::vector<int>> lines_through_;
};

struct Options {
  int n = 5, d = 4, target = 39;
  std::string cliques;
  std::vector<std::string> boxes;  // "5x5x5x1:13"
  int split_depth = 0, part = 0, parts = 1;
  double timeout = 0;
  std::string certificate;  // the tree file, empty: none
};

class Search {
 public:
  Search(const Options& options, const BoxGeometry& box, const std::vector<CoverSet>& sets,
         const std::vector<std::vector<int>>& neighbours, const Deadline& deadline,
         TreeWriter* tree)
      : options_(options),
        box_(box),
        sets_(sets),
        neighbours_(neighbours),
        deadline_(deadline),
        tree_(tree),
        warm_(box.cells(), lines(), sets),
        start_(std::chrono::steady_clock::now()),
        last_report_(start_) {}

  // Searches the whole tree (this process's share of it).
  void run() { visit(std::vector<Cell>(at(box_.cells()), Cell::free), box_.symmetries(), 0, 1); }

  bool found() const { return !placement_.empty(); }
  bool stopped() const { return stopped_; }
  const std::vector<int>& placement() const { return placement_; }
  long nodes() const { return nodes_; }
  long solves() const { return warm_.solves() + fresh_solves_; }
  double seconds() const { return elapsed(); }
  long unproven_prunes() const { return unproven_prunes_; }

 private:
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

  void visit(const std::vector<Cell>& state, const std::vector<Perm>& group, int depth,
             unsigned long path) {
    if (found() || stopped_) return;
    if (deadline_.expired()) {
      stopped_ = true;
      return;
    }
    if (depth == options_.split_depth && options_.parts > 1 &&
        static_cast<int>((path * 2654435761ul >> 7) % static_cast<unsigned long>(options_.parts)) !=
            options_.part) {
      if (tree_ != nullptr) tree_->other();
      return;  // another process's node
    }
    ++nodes_;
    report(depth, group.size());
    std::vector<double> value;
    double bound = 0;
    std::optional<CoverLp> fresh;
    CoverLp* lp = &warm_;
    if (depth < options_.split_depth) {
      lp = &fresh.emplace(box_.cells(), lines(), sets_);  // the same LP in every process
    }
    bound = lp->bound(state, value);
    if (fresh) fresh_solves_ += fresh->solves();
    if (bound < options_.target - kMargin) {
      if (tree_ == nullptr || tree_->cover(lp->cover(), state, options_.target)) return;
      ++unproven_prunes_;  // the exact cover misses: branch instead
    }
    if (integral_placement(value)) return;

    // The orbits of the group on the free cells, each named by its least cell.
    std::vector<int> orbit(at(box_.cells()));
    std::iota(orbit.begin(), orbit.end(), 0);
    const auto root = [&](int c) {
      while (orbit[at(c)] != c) c = orbit[at(c)] = orbit[at(orbit[at(c)])];
      return c;
    };
    for (const Perm& s : group) {
      for (int c = 0; c < box_.cells(); ++c) {
        if (state[at(c)] != Cell::free) continue;
        const int a = root(c), b = root(s[at(c)]);
        if (a != b) orbit[at(std::max(a, b))] = std::min(a, b);
      }
    }
    std::vector<double> weight(at(box_.cells()), 0.0);
    for (int c = 0; c < box_.cells(); ++c) {
      if (state[at(c)] == Cell::free) weight[at(root(c))] += value[at(c)];
    }
    int chosen = -1;
    for (int c = 0; c < box_.cells(); ++c) {
      if (state[at(c)] == Cell::free && root(c) == c &&
          (chosen < 0 || weight[at(c)] > weight[at(chosen)] + 1e-9)) {
        chosen = c;
      }
    }
    if (chosen < 0) {  // no free cell, and the bound said T: cannot happen
      if (tree_ != nullptr) throw std::runtime_error("a node with no free cell was not pruned");
      return;
    }
    if (tree_ != nullptr) tree_->branch(chosen);

    const bool warm = depth >= options_.split_depth;
    CoverLp::Basis basis;
    if (warm) basis = warm_.basis();
    std::vector<Cell> empty_orbit = state;
    for (int c = 0; c < box_.cells(); ++c) {
      if (state[at(c)] == Cell::free && root(c) == chosen) empty_orbit[at(c)] = Cell::excluded;
    }
    visit(empty_orbit, group, depth + 1, path * 2);
    if (warm) warm_.restore(basis);
    std::vector<Cell> queen = state;
    queen[at(chosen)] = Cell::queen;
    for (const int c : neighbours_[at(chosen)]) {
      if (queen[at(c)] == Cell::free) queen[at(c)] = Cell::excluded;
    }
    std::vector<Perm> stabiliser;
    for (const Perm& s : group) {
      if (s[at(chosen)] == chosen) stabiliser.push_back(s);
    }
    visit(queen, stabiliser, depth + 1, path * 2 + 1);
  }

  // A 0/1 LP optimum with T queens is a placement (the free cells with
  // value 1 are pairwise non-attacking: the lines are in the LP).
  bool integral_placement(const std::vector<double>& value) {
    std::vector<int> cells;
    for (int c = 0; c < box_.cells(); ++c) {
      if (value[at(c)] > 1e-6 && value[at(c)] < 1 - 1e-6) return false;
      if (value[at(c)] > 0.5) cells.push_back(c);
    }
    if (static_cast<int>(cells.size()) < options_.target) return false;
    placement_ = cells;
    return true;
  }

  void report(int depth, std::size_t group) {
    const auto now = std::chrono::steady_clock::now();
    if (std::chrono::duration<double>(now - last_report_).count() < 30) return;
    last_report_ = now;
    std::fprintf(stderr, "cube-orbital-bb: %ld nodes, %.0f s, depth %d, group %zu\n", nodes_,
                 elapsed(), depth, group);
  }

  const Options& options_;
  const BoxGeometry& box_;
  int lines() const { return static_cast<int>(box_.lines().size()); }

  const std::vector<CoverSet>& sets_;
  const std::vector<std::vector<int>>& neighbours_;
  const Deadline& deadline_;
  TreeWriter* tree_;  // the certificate, or none
  CoverLp warm_;
  std::chrono::steady_clock::time_point start_, last_report_;
  long nodes_ = 0, fresh_solves_ = 0, unproven_prunes_ = 0;
  bool stopped_ = false;
  std::vector<int> placement_;
};

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Refutes T queens on the n^d board by orbital branching over the clique LP"};
  Options o;
  app.add_option("--n", o.n, "board side")->check(CLI::Range(2, 9));
  app.add_option("--d", o.d, "dimension")->check(CLI::Range(2, 6));
  app.add_option("--cliques", o.cliques, "clique file (cube_clique_lp.py --write-cliques)")
      ->required();
  app.add_option("--target", o.target, "queens to refute")->check(CLI::PositiveNumber);
  app.add_option(
      "--box", o.boxes,
      "SIDES:VALUE, a box of proven value (e.g. 5x5x5x1:13), every translate and orientation");
  app.add_option("--split-depth", o.split_depth, "depth at which --parts share the nodes")
      ->check(CLI::Range(0, 60));
  app.add_option("--parts", o.parts, "processes sharing the search")->check(CLI::Range(1, 1024));
  app.add_option("--part", o.part, "this process's share, 0 .. parts-1")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--timeout", o.timeout, "seconds before reporting unknown (0: none)")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--certificate", o.certificate,
                 "write the part's tree for queens-lab check-orbital-tree (not with --box)");
  CLI11_PARSE(app, argc, argv);
  if (o.part >= o.parts) {
    std::fprintf(stderr, "cube-orbital-bb: --part %d: want 0 .. %d\n", o.part, o.parts - 1);
    return 2;
  }
  if (!o.certificate.empty() && !o.boxes.empty()) {
    std::fprintf(stderr,
                 "cube-orbital-bb: --certificate: not with --box (a box's value is not checked)\n");
    return 2;
  }
  if (std::pow(o.n, o.d) > 4096) {
    std::fprintf(stderr, "cube-orbital-bb: %d^%d: at most 4,096 cells\n", o.n, o.d);
    return 2;
  }
  try {
    const BoxGeometry box(std::vector<int>(at(o.d), o.n));
    std::vector<std::vector<char>> attacks(at(box.cells()), std::vector<char>(at(box.cells()), 0));
    std::vector<std::vector<int>> neighbours(at(box.cells()));
    for (const auto& line : box.lines()) {
      for (const int a : line) {
        for (const int b : line) {
          if (a == b || attacks[at(a)][at(b)]) continue;
          attacks[at(a)][at(b)] = 1;
          neighbours[at(a)].push_back(b);
        }
      }
    }
    const std::vector<Clique> cliques = read_cliques(o.cliques, box, attacks);
    std::vector<CoverSet> sets;  // the lines first, then the cliques and boxes
    for (const auto& line : box.lines()) sets.push_back({.cells = line, .value = 1});
    for (const auto& clique : cliques) sets.push_back({.cells = clique, .value = 1});
    for (const std::string& spec : o.boxes) {
      const auto bad = [&](const std::string& why) {
        return std::runtime_error("--box " + spec + ": " + why);
      };
      const auto colon = spec.find(':');
      if (colon == std::string::npos) throw bad("want SIDES:VALUE, e.g. 5x5x5x1:13");
      std::vector<int> sides;
      std::istringstream parts(spec.substr(0, colon));
      std::string side;
      while (std::getline(parts, side, 'x')) {
        if (side.empty() || side.find_first_not_of("0123456789") != std::string::npos ||
            side.size() > 2 || std::stoi(side) < 1 || std::stoi(side) > o.n) {
          throw bad("each side must be 1.." + std::to_string(o.n));
        }
        sides.push_back(std::stoi(side));
      }
      const std::string value = spec.substr(colon + 1);
      if (static_cast<int>(sides.size()) != o.d)
        throw bad("want " + std::to_string(o.d) + " sides");
      if (value.empty() || value.size() > 6 ||
          value.find_first_not_of("0123456789") != std::string::npos) {
        throw bad("the value must be a number");
      }
      for (auto& set : box_sets(box, sides, std::stoi(value))) sets.push_back(std::move(set));
    }
    const Deadline deadline =
        Deadline::after_seconds(o.timeout > 0 ? std::optional<double>(o.timeout) : std::nullopt);
    std::optional<TreeWriter> tree;
    if (!o.certificate.empty()) {
      tree.emplace(o.certificate, sets, static_cast<int>(box.lines().size()), box.cells());
      tree->header({o.n, o.d}, o.target, o.part, o.parts, o.parts > 1 ? o.split_depth : 0);
    }
    Search search(o, box, sets, neighbours, deadline, tree ? &*tree : nullptr);
    search.run();
    if (tree && !search.found() && !search.stopped()) tree->end();
    const char* verdict = search.found()     ? "found"
                          : search.stopped() ? "unknown (timeout)"
                                             : "exhausted";
    std::printf(
        "%d^%d, %d queens, part %d of %d (split depth %d): %s after %ld nodes, %ld LP solves, "
        "%.1f s (%zu cliques, %zu box sets%s)\n",
        o.n, o.d, o.target, o.part, o.parts, o.split_depth, verdict, search.nodes(),
        search.solves(), search.seconds(), cliques.size(),
        sets.size() - cliques.size() - box.lines().size(),
        tree ? (", certificate written, " + std::to_string(search.unproven_prunes()) +
                " LP prunes branched on for want of an exact cover")
                   .c_str()
             : "");
    if (search.found()) {
      std::printf("queens-lab witness 1\nproblem cube\nboard %d %d\nqueens %zu\n", o.n, o.d,
                  search.placement().size());
      for (const int c : search.placement()) {
        const auto x = box.coords(c);
        for (std::size_t i = 0; i < x.size(); ++i) std::printf("%s%d", i ? " " : "", x[i] + 1);
        std::printf("\n");
      }
    }
    return search.found() ? 1 : search.stopped() ? 3 : 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cube-orbital-bb: %s\n", e.what());
    return 2;
  }
}
