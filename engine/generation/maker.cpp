// SPDX-License-Identifier: MIT
#include "engine/generation/maker.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "engine/engine.hpp"
#include "engine/generation/canonical.hpp"
#include "engine/generation/generator.hpp"
#include "engine/io/input_error.hpp"
#include "engine/model/geometry.hpp"
#include "engine/search/solver.hpp"

namespace qh {
namespace {

// Region edits toward uniqueness per unit of size, then the draft is dropped.
constexpr int kEditsPerSize = 20;
// The same with K >= 3, where a draft that is not unique after a few edits
// rarely becomes so: of 261 drafts made unique at 14x14 3-star, 17x17
// 4-star, 21x21 5-star and 25x25 6-star (seeds 1 and 2), none took more
// than 3.5 edits per unit of size (38 at 14x14, 59 at 17x17, 8 and 4 at the
// larger sizes), while the drafts that ran out of 20 per unit took half the
// generator's time (14x14 3-star, seed 1, 20 boards: 35.5 s of CPU with 20
// a unit, 17.9 s with 4). Every draft unique within this budget comes out as
// before.
constexpr int kBigStarEditsPerSize = 4;
// Region sizes break_rival prefers not to go below.
constexpr int kKeepCells = 3;
// The same for the profile styles (shape_style.hpp), whose small regions
// are part of the profile they aim at.
constexpr int kKeepProfileCells = 4;
// Profile styles prefer edits into smaller regions up to this size; beyond
// it that preference makes drafts settle far more slowly (18x18: about 20
// times), and the profile there is extrapolated anyway.
constexpr int kSmallerFirstUpTo = 13;
// Star placements the starbattle style draws for one draft before it gives
// up (when every draw leaves a region's stars unjoined).
constexpr int kStarDraws = 8;
// Search nodes for one uniqueness question about a draft.
constexpr long long kSearchNodes = 2'000'000;

using RegionGrid = std::vector<int>;

struct Board {
  int n = 0;
  int k = 1;
  RegionGrid region;
  std::vector<int> planted;      // cells of the planted solution
  std::vector<char> is_planted;  // per cell
};

double uniform(SplitMix64& rng) {
  return static_cast<double>(rng.next() >> 11) * (1.0 / 9007199254740992.0);
}

template <class T>
void shuffle(std::vector<T>& v, SplitMix64& rng) {
  for (int i = static_cast<int>(v.size()) - 1; i > 0; --i) std::swap(v[i], v[rng.below(i + 1)]);
}

int edge_neighbours(int n, int cell, std::array<int, 4>& out) {
  const int r = cell / n, c = cell % n;
  int k = 0;
  if (r > 0) out[k++] = cell - n;
  if (r + 1 < n) out[k++] = cell + n;
  if (c > 0) out[k++] = cell - 1;
  if (c + 1 < n) out[k++] = cell + 1;
  return k;
}

// One queen per row and column, none touching: columns tried in random order.
bool place_queens(int row, std::vector<int>& cols, std::vector<char>& used, SplitMix64& rng) {
  const int n = static_cast<int>(cols.size());
  if (row == n) return true;
  std::vector<int> order(cols.size());
  for (int c = 0; c < n; ++c) order[c] = c;
  shuffle(order, rng);
  for (int c : order) {
    if (used[c] || (row > 0 && std::abs(cols[row - 1] - c) <= 1)) continue;
    cols[row] = c;
    used[c] = 1;
    if (place_queens(row + 1, cols, used, rng)) return true;
    used[c] = 0;
  }
  return false;
}

// The 2x2 squares that `cell` would complete in region g.
int squares(int n, const RegionGrid& region, int cell, int g) {
  const int r = cell / n, c = cell % n;
  int count = 0;
  for (int dr : {-1, 1}) {
    for (int dc : {-1, 1}) {
      const int rr = r + dr, cc = c + dc;
      if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
      if (region[rr * n + c] == g && region[r * n + cc] == g && region[rr * n + cc] == g) ++count;
    }
  }
  return count;
}

// True when `cell` continues a straight line of two cells of region g.
bool extends_line(int n, const RegionGrid& region, int cell, int g) {
  const int r = cell / n, c = cell % n;
  const auto in = [&](int rr, int cc) {
    return rr >= 0 && rr < n && cc >= 0 && cc < n && region[rr * n + cc] == g;
  };
  return (in(r - 1, c) && in(r - 2, c)) || (in(r + 1, c) && in(r + 2, c)) ||
         (in(r, c - 1) && in(r, c - 2)) || (in(r, c + 1) && in(r, c + 2));
}

// Grows the seeded regions (region[cell] >= 0) until every cell has one.
void grow(int n, RegionGrid& region, int regions, const ShapeParams& shape, SplitMix64& rng) {
  std::vector<double> appetite(static_cast<std::size_t>(regions));
  for (double& a : appetite)
    a = std::pow(1.0 - uniform(rng), shape.appetite_power) + shape.appetite_floor + 1e-3;
  int free_cells = static_cast<int>(std::count(region.begin(), region.end(), -1));
  std::vector<std::vector<std::pair<int, double>>> frontier(appetite.size());
  std::array<int, 4> nb{};
  while (free_cells > 0) {
    for (auto& f : frontier) f.clear();
    for (int cell = 0; cell < n * n; ++cell) {
      if (region[cell] >= 0) continue;
      const int m = edge_neighbours(n, cell, nb);
      for (int i = 0; i < m; ++i) {
        const int g = region[nb[i]];
        if (g < 0) continue;
        int same = 0;
        bool first = true;
        for (int j = 0; j < m; ++j) {
          if (region[nb[j]] != g) continue;
          if (j < i) first = false;
          ++same;
        }
        if (first)
          frontier[g].emplace_back(
              cell, std::pow(shape.compactness, same - 1) *
                        std::pow(shape.block_weight, squares(n, region, cell, g)) *
                        (extends_line(n, region, cell, g) ? shape.straight_weight : 1.0));
      }
    }
    double total = 0;
    for (int g = 0; g < regions; ++g)
      if (!frontier[g].empty()) total += appetite[g];
    double pick = uniform(rng) * total;
    int g = 0;
    for (;; ++g) {
      if (frontier[g].empty()) continue;
      if (pick < appetite[g] || g == regions - 1) break;
      pick -= appetite[g];
    }
    while (frontier[g].empty()) --g;  // rounding at the very top
    double weight = 0;
    for (const auto& [cell, w] : frontier[g]) weight += w;
    double at = uniform(rng) * weight;
    int chosen = frontier[g].back().first;
    for (const auto& [cell, w] : frontier[g]) {
      if (at < w) {
        chosen = cell;
        break;
      }
      at -= w;
    }
    region[chosen] = g;
    --free_cells;
  }
}

// Nothing when the starbattle style found no placement whose regions join.
std::optional<Board> draft(const GenerateRequest& req, SplitMix64& rng) {
  const int n = req.n, k = req.stars;
  const ShapeStyle style = resolve_style(req.style, k);
  Board b;
  b.n = n;
  b.k = k;
  b.is_planted.assign(static_cast<std::size_t>(n) * n, 0);
  if (k == 1) {
    std::vector<int> cols(static_cast<std::size_t>(n), -1);
    std::vector<char> used(static_cast<std::size_t>(n), 0);
    place_queens(0, cols, used, rng);
    b.region.assign(static_cast<std::size_t>(n) * n, -1);
    for (int r = 0; r < n; ++r) {
      b.planted.push_back(r * n + cols[r]);
      b.region[r * n + cols[r]] = r;
    }
    if (style == ShapeStyle::community)
      grow(n, b.region, n, req.shape, rng);
    else
      grow_to_profile(n, b.region, n, style_tuning(style, n, k, req.growth).profile, req.growth,
                      rng);
  } else if (style == ShapeStyle::starbattle) {
    // Groups of K stars joined by paths, grown toward the profile; a draw
    // whose paths are blocked (a region in pieces) is drawn again.
    bool joined = false;
    for (int draw = 0; draw < kStarDraws && !joined; ++draw) {
      const std::vector<std::vector<int>> stars = plant_stars(n, k, rng);
      b.region = star_region_seeds(n, k, stars, rng, &joined, true);
      b.planted.clear();
      for (int r = 0; r < n; ++r)
        for (int c : stars[r]) b.planted.push_back(r * n + c);
    }
    if (!joined) return std::nullopt;
    const StyleTuning tuning = style_tuning(style, n, k, req.growth);
    grow_to_profile(n, b.region, n, tuning.profile, tuning.growth, rng);
  } else {
    std::vector<Cell> planted;
    const Puzzle p = generate_star_board(n, k, rng.next(), &planted);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) b.region.push_back(p.region(r, c));
    for (const Cell& c : planted) b.planted.push_back(c.row * n + c.col);
  }
  for (int c : b.planted) b.is_planted[c] = 1;
  return b;
}

Puzzle to_puzzle(const Board& b) {
  std::vector<char> letter(static_cast<std::size_t>(b.n), 0);
  char next = 'A';
  std::vector<std::string> rows(static_cast<std::size_t>(b.n),
                                std::string(static_cast<std::size_t>(b.n), ' '));
  for (int cell = 0; cell < b.n * b.n; ++cell) {
    char& l = letter[b.region[cell]];
    if (l == 0) l = next++;
    rows[cell / b.n][cell % b.n] = l;
  }
  return Puzzle::from_rows(rows, b.k);
}

bool connected_without(const Board& b, int g, int removed) {
  int start = -1, size = 0;
  for (int c = 0; c < b.n * b.n; ++c)
    if (b.region[c] == g && c != removed) {
      ++size;
      if (start < 0) start = c;
    }
  if (start < 0) return false;
  std::vector<char> seen(b.region.size(), 0);
  std::vector<int> stack{start};
  seen[start] = 1;
  int reached = 1;
  std::array<int, 4> nb{};
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    const int m = edge_neighbours(b.n, c, nb);
    for (int i = 0; i < m; ++i) {
      const int o = nb[i];
      if (seen[o] || o == removed || b.region[o] != g) continue;
      seen[o] = 1;
      ++reached;
      stack.push_back(o);
    }
  }
  return reached == size;
}

// Another solution than the planted one (its cells), an empty vector when
// there is none, nothing when the solver could not tell.
template <class B>
std::optional<std::vector<int>> find_rival(const Puzzle& puzzle, const Board& b, SplitMix64& rng) {
  const Geometry<B> g(puzzle);
  Solver<B> solver(g);
  bool complete = true;
  B first;
  if (solver.count(State<B>{}, 2, &first, kSearchNodes, &complete) < 2)
    return complete ? std::optional<std::vector<int>>(std::vector<int>{}) : std::nullopt;
  // K >= 2: the first solution the count found, when it is not the planted
  // one (K = 1 keeps its search below, so that its boards stay as they were).
  if (b.k >= 2) {
    std::vector<int> cells;
    first.for_each([&](int c) { cells.push_back(c); });
    std::vector<int> planted = b.planted;
    std::sort(cells.begin(), cells.end());
    std::sort(planted.begin(), planted.end());
    if (cells != planted) return cells;
  }
  std::vector<int> order = b.planted;
  shuffle(order, rng);
  for (int cell : order) {
    State<B> without;
    without.dead.set(cell);
    B found;
    if (solver.count(without, 1, &found, kSearchNodes, &complete) == 0) {
      if (!complete) return std::nullopt;
      continue;
    }
    std::vector<int> rival;
    found.for_each([&](int c) { rival.push_back(c); });
    return rival;
  }
  return std::nullopt;
}

// The cells that leave region(x) with x: x and the cells that removing x
// cuts off from the region's planted cells. Empty when removing x would
// separate two planted cells of the region (K >= 2).
std::vector<int> cut_off(const Board& b, int x) {
  const int g = b.region[x];
  std::vector<char> seen(b.region.size(), 0);
  seen[x] = 1;
  std::vector<int> stack;
  for (int p : b.planted)
    if (b.region[p] == g && stack.empty()) {
      stack.push_back(p);
      seen[p] = 1;
    }
  std::array<int, 4> nb{};
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    const int m = edge_neighbours(b.n, c, nb);
    for (int i = 0; i < m; ++i) {
      const int o = nb[i];
      if (seen[o] || b.region[o] != g) continue;
      seen[o] = 1;
      stack.push_back(o);
    }
  }
  std::vector<int> out{x};
  for (int c = 0; c < b.n * b.n; ++c) {
    if (b.region[c] != g || seen[c]) continue;
    if (b.is_planted[c]) return {};
    out.push_back(c);
  }
  return out;
}

// Moves one cell of the rival solution that is not planted into a
// neighbouring region (which then holds K + 1 of the rival's pieces),
// together with the cells that move cuts off from their region's planted
// cells, so that every region stays connected. Single cells first, from
// regions that keep more than kKeepCells cells (edits that whittle regions
// down would make boards unlike real ones), else the smallest such piece.
// False when no move exists.
// With `to_smaller` (the profile styles), moves into a region smaller than
// the cell's own come first within each group, so that the edits do not
// keep feeding the largest region.
bool break_rival(Board& b, const std::vector<int>& rival, bool to_smaller, SplitMix64& rng) {
  std::vector<std::pair<int, int>> moves;  // (cell, to region)
  std::array<int, 4> nb{};
  for (int x : rival) {
    if (b.is_planted[x]) continue;
    const int m = edge_neighbours(b.n, x, nb);
    for (int i = 0; i < m; ++i)
      if (b.region[nb[i]] != b.region[x]) moves.emplace_back(x, b.region[nb[i]]);
  }
  shuffle(moves, rng);
  std::vector<int> size(static_cast<std::size_t>(b.n), 0);
  for (int g : b.region) ++size[g];
  if (to_smaller)
    std::stable_partition(moves.begin(), moves.end(),
                          [&](const auto& m) { return size[m.second] < size[b.region[m.first]]; });
  std::stable_partition(moves.begin(), moves.end(), [&](const auto& m) {
    return size[b.region[m.first]] > (to_smaller ? kKeepProfileCells : kKeepCells);
  });
  std::vector<int> best;
  int best_to = -1;
  for (const auto& [x, to] : moves) {
    std::vector<int> piece = cut_off(b, x);
    if (piece.empty() || (best_to >= 0 && piece.size() >= best.size())) continue;
    best = std::move(piece);
    best_to = to;
    if (best.size() == 1) break;
  }
  if (best_to < 0) return false;
  for (int c : best) b.region[c] = best_to;
  return true;
}

bool make_unique(Board& b, bool to_smaller, SplitMix64& rng) {
  const int per_size = b.k >= 3 ? kBigStarEditsPerSize : kEditsPerSize;
  for (int edit = 0; edit <= per_size * b.n; ++edit) {
    const Puzzle p = to_puzzle(b);
    const auto rival = with_width(b.n, [&]<class B>() { return find_rival<B>(p, b, rng); });
    if (!rival) return false;
    if (rival->empty()) return true;
    if (!break_rival(b, *rival, to_smaller, rng)) return false;
  }
  return false;
}

// True when the solver proves the planted solution the only one.
bool unique(const Board& b) {
  const Puzzle p = to_puzzle(b);
  return with_width(b.n, [&]<class B>() {
    const Geometry<B> g(p);
    Solver<B> solver(g);
    bool complete = true;
    return solver.count(State<B>{}, 2, nullptr, kSearchNodes, &complete) == 1 && complete;
  });
}

// Uniqueness edits leave more 1-cell regions than real boards have (share
// 0.04 in the corpus): give each one a neighbouring cell (not planted,
// whose region stays connected) when the board stays unique.
//
// The profile styles do this for every region under `below` cells.
// A region of 2+ cells is tried with `percent` % chance, a 1-cell one with
// `single_percent` % chance.
void widen_small_regions(Board& b, int below, int percent, int single_percent, SplitMix64& rng) {
  std::vector<int> size(static_cast<std::size_t>(b.n), 0);
  for (int g : b.region) ++size[g];
  std::array<int, 4> nb{};
  for (int cell = 0; cell < b.n * b.n; ++cell) {
    const int g = b.region[cell];
    if (size[g] >= below) continue;
    const int chance = size[g] == 1 ? single_percent : percent;
    if (chance < 100 && rng.below(100) >= chance) continue;
    const int m = edge_neighbours(b.n, cell, nb);
    std::vector<int> order(nb.begin(), nb.begin() + m);
    shuffle(order, rng);
    for (int y : order) {
      const int from = b.region[y];
      if (from == g || b.is_planted[y] || size[from] <= std::max(2, size[g] + 1) ||
          !connected_without(b, from, y))
        continue;
      b.region[y] = g;
      if (unique(b)) {
        ++size[g];
        --size[from];
        break;
      }
      b.region[y] = from;
    }
  }
}

// True when every edge-neighbour of `cell` is in its region.
bool closed_in(const Board& b, int cell) {
  std::array<int, 4> nb{};
  const int m = edge_neighbours(b.n, cell, nb);
  for (int i = 0; i < m; ++i)
    if (b.region[nb[i]] != b.region[cell]) return false;
  return true;
}

// Profile styles: real boards' regions are thinner than grown ones. Up to
// `moves` times, a cell on the edge of a region with a neighbour in that
// region that has no other region beside it (so the move opens that cell up)
// goes to the smallest region beside it, when its own region stays
// connected and over kKeepProfileCells cells and the board stays unique.
void thin_regions(Board& b, int moves, SplitMix64& rng) {
  std::vector<int> size(static_cast<std::size_t>(b.n), 0);
  for (int g : b.region) ++size[g];
  std::array<int, 4> nb{};
  for (int tries = 0; tries < 4 * moves && moves > 0; ++tries) {
    const int x = rng.below(b.n * b.n);
    const int from = b.region[x];
    if (b.is_planted[x] || size[from] <= kKeepProfileCells) continue;
    const int m = edge_neighbours(b.n, x, nb);
    int to = -1, opened = 0;
    for (int i = 0; i < m; ++i) {
      const int g = b.region[nb[i]];
      if (g != from && (to < 0 || size[g] < size[to])) to = g;
      if (g == from && closed_in(b, nb[i])) ++opened;
    }
    if (to < 0 || opened == 0 || !connected_without(b, from, x)) continue;
    b.region[x] = to;
    if (unique(b)) {
      --size[from];
      ++size[to];
      --moves;
    } else {
      b.region[x] = from;
    }
  }
}

// The nodes the engine's uniqueness check visits on `b` (its one budget,
// engine/search/budget.hpp), or -1 when it does not prove one solution.
long long uniqueness_nodes(const Board& b, const RuleSet& rules) {
  const SolveReport r = Engine(to_puzzle(b), rules).solve();
  return r.count == 1 && r.exact ? r.nodes : -1;
}

// One move of the climbs: a random cell that is not planted, to the region
// of a random edge-neighbour, when that region is another one and the
// cell's own stays connected (and, with `keep_small`, over
// kKeepProfileCells cells). Nothing when the draw is not such a move.
struct Move {
  int cell = 0, from = 0, to = 0;
};
std::optional<Move> draw_move(const Board& b, bool keep_small, SplitMix64& rng) {
  const int x = rng.below(b.n * b.n);
  if (b.is_planted[x]) return std::nullopt;
  std::array<int, 4> nb{};
  const int m = edge_neighbours(b.n, x, nb);
  const int to = b.region[nb[rng.below(m)]];
  const int from = b.region[x];
  if (to == from || !connected_without(b, from, x)) return std::nullopt;
  if (keep_small && std::count(b.region.begin(), b.region.end(), from) <= kKeepProfileCells)
    return std::nullopt;
  return Move{.cell = x, .from = from, .to = to};
}

// Region sizes, largest first.
std::vector<int> size_profile(const Board& b) {
  std::vector<int> sizes(static_cast<std::size_t>(b.n), 0);
  for (int g : b.region) ++sizes[static_cast<std::size_t>(g)];
  std::sort(sizes.begin(), sizes.end(), std::greater<>());
  return sizes;
}

// The tightening climb: up to `moves` times, a cell that is not planted
// goes to a neighbouring region (its own staying connected, and over
// kKeepProfileCells cells) when the board stays unique, its uniqueness
// check needs at least as many search nodes, and its region sizes (largest
// first) stay within N cells (L1) of the sizes it started with, so that the
// style's profile stays (docs/generate.md, "Tightening"). Boards the exact
// search finds harder to prove unique are the ones the rules find harder;
// the count stays within the engine's budget, so every command still proves
// the board.
void tighten(Board& b, int moves, const RuleSet& rules, SplitMix64& rng) {
  if (moves <= 0) return;
  long long nodes = uniqueness_nodes(b, rules);
  const std::vector<int> start = size_profile(b);
  for (int move = 0; move < moves; ++move) {
    const std::optional<Move> drawn = draw_move(b, true, rng);
    if (!drawn) continue;
    b.region[drawn->cell] = drawn->to;
    const std::vector<int> sizes = size_profile(b);
    int drift = 0;
    for (std::size_t i = 0; i < sizes.size(); ++i) drift += std::abs(sizes[i] - start[i]);
    const long long next = drift <= b.n ? uniqueness_nodes(b, rules) : -1;
    if (next >= 0 && next >= nodes) {
      nodes = next;
    } else {
      b.region[drawn->cell] = drawn->from;
    }
  }
}

// How far a grade is from the request: 0 when it meets it.
double distance(const GenerateRequest& req, const GradeReport& g) {
  if (g.solutions != 1) return 1e9;
  double d = g.score < req.min_score   ? req.min_score - g.score
             : g.score > req.max_score ? g.score - req.max_score
                                       : 0.0;
  for (const std::string& id : req.require)
    if (g.rules_used.find(id) == g.rules_used.end()) d += 1.0;
  return d;
}

// Scores from here need a trial rule (tier 5), from kSearchScore a search
// step (HEURISTICS.md, "Grading").
constexpr double kTrialScore = 5.0;
constexpr double kSearchScore = 8.0;

int default_climb_moves(int n) {
  return 100 * n;
}

}  // namespace

std::optional<ScoreRange> label_range(std::string_view label) {
  if (label == "beginner") return ScoreRange{0, 1.99};
  if (label == "easy") return ScoreRange{2.0, 2.99};
  if (label == "medium") return ScoreRange{3.0, 3.99};
  if (label == "hard") return ScoreRange{4.0, 4.99};
  if (label == "expert") return ScoreRange{5.0, 7.99};
  if (label == "extreme") return ScoreRange{8.0, 100};
  return std::nullopt;
}

void check_request(const GenerateRequest& req, const RuleSet& rules) {
  // InputError(argument, 0, problem): the problem reads after the argument's
  // name ("size: 0 is out of range (1..26)"); the CLI puts its flag there.
  if (req.n < 1 || req.n > kMaxSize)
    throw InputError("size", 0, std::to_string(req.n) + " is out of range (1..26)");
  if (req.stars < 1 || req.stars > kMaxStars)
    throw InputError(
        "stars", 0,
        std::to_string(req.stars) + " is out of range (1.." + std::to_string(kMaxStars) + ")");
  if (req.stars == 1 && (req.n == 2 || req.n == 3))
    throw InputError(
        "size", 0,
        std::to_string(req.n) + ": no Queens board of this size has a solution (1 or 4..26)");
  if (req.stars > 1 && req.n < min_star_board_size(req.stars))
    throw InputError("stars", 0,
                     std::to_string(req.stars) + " is too many for size " + std::to_string(req.n) +
                         " (K stars need a size of at least 4K, " +
                         std::to_string(min_star_board_size(req.stars)) + ")");
  const ShapeStyle style = resolve_style(req.style, req.stars);
  if (style == ShapeStyle::linkedin && req.stars > 1)
    throw InputError("style", 0,
                     "linkedin is for Queens boards (K = 1); K >= 2 takes starbattle or "
                     "community");
  if (style == ShapeStyle::starbattle && req.stars == 1)
    throw InputError("style", 0,
                     "starbattle is for K >= 2; Queens boards take linkedin or community");
  if (!(req.min_score <= req.max_score) || req.min_score < 0)
    throw InputError("score", 0,
                     "the range " + std::to_string(req.min_score) + ".." +
                         std::to_string(req.max_score) + " is empty or negative");
  for (const std::string& id : req.require)
    if (rules.find(id) == nullptr) throw InputError("require", 0, "unknown rule '" + id + "'");
  if (req.tighten_moves < 0)
    throw InputError("tighten", 0,
                     std::to_string(req.tighten_moves) + " is negative (moves: 0 or more)");
}

std::uint64_t candidate_seed(std::uint64_t run_seed, std::uint64_t index) {
  SplitMix64 mix(run_seed * 0x9E3779B97F4A7C15ULL ^ (index + 0x632BE59BD9B4E019ULL));
  mix.next();
  return mix.next();
}

bool meets(const GenerateRequest& request, const GradeReport& grade) {
  return distance(request, grade) == 0;
}

std::optional<Candidate> make_candidate(const GenerateRequest& req, const RuleSet& rules,
                                        std::uint64_t seed, const RuleSet* climb_rules) {
  // What the climb aims at, graded with which rules (see the header).
  GenerateRequest aim = req;
  const RuleSet* climb = &rules;
  if (climb_rules != nullptr && req.max_score < kTrialScore) {
    climb = climb_rules;
  } else if (climb_rules != nullptr && req.min_score >= kTrialScore && req.require.empty()) {
    // Needs a trial or search: without trial rules, the trace falls back on
    // search; the grade with every rule then says which.
    climb = climb_rules;
    aim.min_score = kSearchScore;
    aim.max_score = 100;
  }
  SplitMix64 rng(seed);
  std::optional<Board> drafted = draft(req, rng);
  if (!drafted) return std::nullopt;
  Board& b = *drafted;
  const ShapeStyle style = resolve_style(req.style, req.stars);
  const bool profile = style != ShapeStyle::community;
  if (!make_unique(b, profile && req.n <= kSmallerFirstUpTo, rng)) return std::nullopt;
  if (profile) {
    const StyleTuning tuning = style_tuning(style, req.n, req.stars, req.growth);
    thin_regions(b, tuning.thin_moves, rng);
    widen_small_regions(b, tuning.widen_below, tuning.widen_percent, tuning.single_percent, rng);
  } else {
    widen_small_regions(b, 2, 100, 100, rng);
  }
  tighten(b, req.tighten_moves, rules, rng);
  Puzzle puzzle = to_puzzle(b);
  GradeReport grade = Engine(puzzle, *climb).grade();
  double d = distance(aim, grade);
  const int moves = req.climb_moves >= 0 ? req.climb_moves : default_climb_moves(req.n);
  for (int move = 0; move < moves && d > 0; ++move) {
    // Profile styles: the climb leaves the small regions of the profile be.
    const std::optional<Move> drawn = draw_move(b, profile, rng);
    if (!drawn) continue;
    b.region[drawn->cell] = drawn->to;
    Puzzle next = to_puzzle(b);
    GradeReport next_grade = Engine(next, *climb).grade();
    const double nd = distance(aim, next_grade);
    if (nd <= d) {
      d = nd;
      puzzle = std::move(next);
      grade = std::move(next_grade);
    } else {
      b.region[drawn->cell] = drawn->from;
    }
  }
  if (d > 0) return std::nullopt;
  if (climb != &rules) {
    grade = Engine(puzzle, rules).grade();
    if (!meets(req, grade)) return std::nullopt;
  }
  Candidate c{.puzzle = std::move(puzzle), .grade = std::move(grade), .solution = {}, .seed = seed};
  std::sort(b.planted.begin(), b.planted.end());
  for (int cell : b.planted) c.solution.push_back(Cell{cell / b.n, cell % b.n});
  return c;
}

RunStats run_generation(const GenerateRequest& request, const RuleSet& rules, int count,
                        std::uint64_t run_seed, long long max_attempts, unsigned threads,
                        const std::function<void(const Candidate&, long long)>& on_board,
                        const std::function<void(int, long long, double)>& on_progress,
                        IndexShard shard) {
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  const RuleSet up_to_tier_4({}, 4);
  std::mutex mutex;
  std::condition_variable settled;
  // The run's j-th index (j = 0, 1, ...), and how many there are.
  const auto index_of = [&](long long j) { return shard.index + shard.count * j; };
  const long long indices =
      max_attempts > shard.index ? (max_attempts - shard.index + shard.count - 1) / shard.count : 0;
  std::map<long long, std::optional<Candidate>> done;  // settled, not yet taken in order (by j)
  std::atomic<long long> next{0};
  std::atomic<bool> stop{false};
  // An index whose candidate threw (a request no board can meet): when the
  // run reaches that index in order, it stops and throws the error from the
  // calling thread, as the run without threads does there, instead of
  // ending the program from a worker. A run that has its boards before that
  // index ends as it would without threads.
  std::map<long long, std::exception_ptr> failed;
  std::exception_ptr failure;
  auto worker = [&] {
    for (long long j; !stop.load() && (j = next.fetch_add(1)) < indices;) {
      std::optional<Candidate> c;
      std::exception_ptr error;
      try {
        c = make_candidate(request, rules,
                           candidate_seed(run_seed, static_cast<std::uint64_t>(index_of(j))),
                           &up_to_tier_4);
      } catch (...) {
        error = std::current_exception();
      }
      const std::lock_guard lock(mutex);
      if (error)
        failed.emplace(j, error);
      else
        done.emplace(j, std::move(c));
      settled.notify_one();
    }
  };
  RunStats stats;
  std::set<std::string> seen;
  if (threads == 0) {
    // No thread at all (builds without threads: the WebAssembly one): the
    // calling thread settles every index itself, in order, so the boards are
    // the same as with threads.
    for (long long j = 0; stats.boards < count && j < indices; ++j) {
      const long long i = index_of(j);
      const std::optional<Candidate> c = make_candidate(
          request, rules, candidate_seed(run_seed, static_cast<std::uint64_t>(i)), &up_to_tier_4);
      ++stats.attempts;
      stats.settled_through = i;
      if (!c) continue;
      if (!seen.insert(canonical_form(c->puzzle)).second) {
        ++stats.duplicates;
        continue;
      }
      ++stats.boards;
      on_board(*c, i);
    }
    stats.seconds = elapsed();
    return stats;
  }
  {
    // Joins its threads when it goes, as a vector of std::jthread would
    // (libc++ 14, the WebAssembly build's, has no jthread).
    struct Pool {
      std::vector<std::thread> threads;
      ~Pool() {
        for (std::thread& t : threads)
          if (t.joinable()) t.join();
      }
    } pool;
    struct StopGuard {
      std::atomic<bool>& stop;
      ~StopGuard() { stop.store(true); }
    };
    for (unsigned t = 0; t < threads; ++t) pool.threads.emplace_back(worker);
    const StopGuard guard{stop};  // destroyed before the pool joins
    std::unique_lock lock(mutex);
    auto last_progress = std::chrono::steady_clock::now();
    while (stats.boards < count && stats.attempts < indices && !failure) {
      settled.wait_for(lock, std::chrono::milliseconds(100), [&] {
        return done.count(stats.attempts) > 0 || failed.count(stats.attempts) > 0;
      });
      while (stats.boards < count) {
        if (const auto f = failed.find(stats.attempts); f != failed.end()) {
          failure = f->second;
          break;
        }
        auto it = done.find(stats.attempts);
        if (it == done.end()) break;
        std::optional<Candidate> c = std::move(it->second);
        const long long index = index_of(it->first);
        done.erase(it);
        ++stats.attempts;
        stats.settled_through = index;
        if (!c) continue;
        if (!seen.insert(canonical_form(c->puzzle)).second) {
          ++stats.duplicates;
          continue;
        }
        ++stats.boards;
        lock.unlock();
        on_board(*c, index);
        lock.lock();
      }
      if (on_progress &&
          std::chrono::steady_clock::now() - last_progress > std::chrono::milliseconds(100)) {
        last_progress = std::chrono::steady_clock::now();
        on_progress(stats.boards, stats.attempts, elapsed());
      }
    }
  }
  if (failure) std::rethrow_exception(failure);
  stats.seconds = elapsed();
  return stats;
}

}  // namespace qh
