// SPDX-License-Identifier: MIT
#include "engine/generation/generator.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <utility>

#include "engine/model/bits.hpp"
#include "engine/model/geometry.hpp"
#include "engine/search/solver.hpp"
#include "engine/search/star_search.hpp"

namespace qh {

std::uint64_t SplitMix64::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

int SplitMix64::below(int bound) {
  // Reject the top sliver of the 64-bit range that does not divide evenly.
  const auto b = static_cast<std::uint64_t>(bound);
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % b;
  std::uint64_t x = next();
  while (x >= limit) x = next();
  return static_cast<int>(x % b);
}

namespace {

// A region's appetite is the square of a number drawn from 1..this.
constexpr int kAppetiteRange = 100;
// How many region edits (per unit of size) generate_unique_board makes on
// one board before it moves on to the next seed.
constexpr int kEditsPerSize = 20;
// Search nodes the solver may spend on one question about a draft; a draft
// it cannot settle within that is dropped.
constexpr long long kSearchNodes = 2'000'000;

// The board under construction: the region of every cell, row-major.
using RegionGrid = std::vector<int>;

template <class T>
void shuffle(std::vector<T>& v, SplitMix64& rng) {
  for (int i = static_cast<int>(v.size()) - 1; i > 0; --i) std::swap(v[i], v[rng.below(i + 1)]);
}

// The cells that share an edge with `cell`, then -1s.
std::array<int, 4> edge_neighbours(int n, int cell) {
  const int r = cell / n, c = cell % n;
  std::array<int, 4> out{-1, -1, -1, -1};
  std::size_t k = 0;
  if (r > 0) out[k++] = cell - n;
  if (r + 1 < n) out[k++] = cell + n;
  if (c > 0) out[k++] = cell - 1;
  if (c + 1 < n) out[k++] = cell + 1;
  return out;
}

// The regions of the cells that share an edge with `cell`, each named once,
// then -1s (unassigned neighbours are -1 too).
std::array<int, 4> touching_regions(int n, const RegionGrid& region, int cell) {
  std::array<int, 4> out{-1, -1, -1, -1};
  std::size_t k = 0;
  for (int o : edge_neighbours(n, cell)) {
    if (o < 0) break;
    const int g = region[o];
    if (g >= 0 && std::find(out.begin(), out.end(), g) == out.end()) out[k++] = g;
  }
  return out;
}

// Depth-first search for a column per row, trying columns in a random order
// in each row: one per column, and a row's queen never within one column of
// the previous row's (the only way two queens in consecutive rows can touch).
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

// Grows one region from each queen (region r starts at row r's queen). Each
// region gets a random appetite; at every step a region that can still grow
// is drawn in proportion to its appetite and takes a random unassigned cell
// next to it. Unequal appetites give the mix of small and large regions real
// boards have, and small regions are what make a solution unique.
// `region` holds the seeds (a region per seeded cell, -1 elsewhere).
RegionGrid grow_regions_from(int n, RegionGrid region, SplitMix64& rng) {
  int assigned_at_start = 0;
  for (int g : region) assigned_at_start += g >= 0 ? 1 : 0;
  std::vector<int> appetite(static_cast<std::size_t>(n));
  for (int& a : appetite) {
    const int x = 1 + rng.below(kAppetiteRange);
    a = x * x;
  }
  std::vector<std::vector<int>> reachable(static_cast<std::size_t>(n));  // free cells, per region
  for (int assigned = assigned_at_start; assigned < n * n; ++assigned) {
    for (auto& cells : reachable) cells.clear();
    for (int cell = 0; cell < n * n; ++cell) {
      if (region[cell] >= 0) continue;
      for (int g : touching_regions(n, region, cell))
        if (g >= 0) reachable[g].push_back(cell);
    }
    int total = 0;
    for (int g = 0; g < n; ++g)
      if (!reachable[g].empty()) total += appetite[g];
    int pick = rng.below(total);
    int g = 0;
    for (;; ++g) {
      if (reachable[g].empty()) continue;
      if (pick < appetite[g]) break;
      pick -= appetite[g];
    }
    region[reachable[g][rng.below(static_cast<int>(reachable[g].size()))]] = g;
  }
  return region;
}

RegionGrid grow_regions(int n, const std::vector<int>& cols, SplitMix64& rng) {
  RegionGrid seeds(static_cast<std::size_t>(n) * n, -1);
  for (int r = 0; r < n; ++r) seeds[r * n + cols[r]] = r;
  return grow_regions_from(n, std::move(seeds), rng);
}

// K >= 2: row by row, k columns per row in a random order, none touching a
// star of the row above or of its own row, no column past k. Bounded: false
// when `nodes` runs out (the caller draws again).
bool place_stars(int n, int k, int row, std::vector<std::vector<int>>& stars,
                 std::vector<int>& in_column, long& nodes, SplitMix64& rng) {
  if (row == n) return true;
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int c = 0; c < n; ++c) order[c] = c;
  shuffle(order, rng);
  std::vector<int>& chosen = stars[row];
  const auto allowed = [&](int c) {
    if (in_column[c] >= k) return false;
    for (int o : chosen)
      if (std::abs(o - c) <= 1) return false;
    if (row > 0)
      for (int o : stars[row - 1])
        if (std::abs(o - c) <= 1) return false;
    return true;
  };
  // Pick the row's stars one at a time, from positions after the last pick
  // in `order`, so that each set is tried once.
  const auto pick = [&](auto& self, std::size_t from) -> bool {
    if (--nodes < 0) return false;
    if (static_cast<int>(chosen.size()) == k)
      return place_stars(n, k, row + 1, stars, in_column, nodes, rng);
    for (std::size_t i = from; i < order.size(); ++i) {
      const int c = order[i];
      if (!allowed(c)) continue;
      chosen.push_back(c);
      ++in_column[c];
      if (self(self, i + 1)) return true;
      --in_column[c];
      chosen.pop_back();
      if (nodes < 0) return false;
    }
    return false;
  };
  return pick(pick, 0);
}

// Letters in order of first appearance, so the top-left cell is always A.
Puzzle to_puzzle(int n, const RegionGrid& region, int stars = 1) {
  std::vector<char> letter(static_cast<std::size_t>(n), 0);
  char next_letter = 'A';
  std::vector<std::string> rows(static_cast<std::size_t>(n),
                                std::string(static_cast<std::size_t>(n), ' '));
  for (int cell = 0; cell < n * n; ++cell) {
    char& l = letter[region[cell]];
    if (l == 0) l = next_letter++;
    rows[cell / n][cell % n] = l;
  }
  return Puzzle::from_rows(rows, stars);
}

// What the solver says about a draft: the planted solution is the only one,
// or here is another one, or it could not tell within its budget.
struct Rival {
  enum class Kind { none, found, unknown } kind = Kind::unknown;
  std::vector<int> cols;  // when found: the other solution's column in each row
};

// Any other solution misses some planted queen, so forbidding each planted
// queen in turn finds one; the order is random so that repeated calls on a
// board being edited see different rivals.
template <class B>
Rival find_rival(const Puzzle& puzzle, const std::vector<int>& cols, SplitMix64& rng) {
  const Geometry<B> g(puzzle);
  Solver<B> solver(g);
  bool complete = true;
  const int count = solver.count(State<B>{}, 2, nullptr, kSearchNodes, &complete);
  if (!complete) return {};
  if (count < 2) return {Rival::Kind::none, {}};
  std::vector<int> rows(cols.size());
  for (int r = 0; r < g.size(); ++r) rows[r] = r;
  shuffle(rows, rng);
  for (int r : rows) {
    State<B> without;
    without.dead.set(g.index(r, cols[r]));
    B found;
    if (solver.count(without, 1, &found, kSearchNodes, &complete) == 0) {
      if (!complete) return {};
      continue;
    }
    Rival rival{Rival::Kind::found, std::vector<int>(cols.size())};
    found.for_each([&](int cell) { rival.cols[g.row_of(cell)] = g.col_of(cell); });
    return rival;
  }
  return {};  // not reached: there are two solutions
}

Rival find_rival(int n, const RegionGrid& region, const std::vector<int>& cols, SplitMix64& rng) {
  const Puzzle p = to_puzzle(n, region);
  return with_width(n, [&]<class B>() { return find_rival<B>(p, cols, rng); });
}

// True when the cells of region g form one 4-connected piece.
bool is_connected(int n, const RegionGrid& region, int g) {
  std::vector<int> stack;
  int size = 0;
  for (int c = 0; c < n * n; ++c) {
    if (region[c] != g) continue;
    ++size;
    if (stack.empty()) stack.push_back(c);
  }
  std::vector<char> seen(region.size(), 0);
  for (int c : stack) seen[c] = 1;
  int reached = static_cast<int>(stack.size());
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    for (int o : edge_neighbours(n, c)) {
      if (o < 0 || seen[o] || region[o] != g) continue;
      seen[o] = 1;
      ++reached;
      stack.push_back(o);
    }
  }
  return reached == size;
}

// A way to take cell x away from its region: the cells of a path inside the
// region from x to a cell y on its border, all handed to the region beyond.
struct Transfer {
  std::vector<int> path;  // x first
  int to = -1;
};

// Every transfer of x along a shortest path, one per border cell and
// neighbouring region. Paths avoid planted queens.
std::vector<Transfer> transfers_of(int n, const RegionGrid& region, int x,
                                   const std::vector<char>& planted) {
  std::vector<Transfer> out;
  std::vector<int> parent(region.size(), -2);
  std::vector<int> queue{x};
  parent[x] = -1;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int y = queue[head];
    for (int g : touching_regions(n, region, y)) {
      if (g < 0 || g == region[x]) continue;
      Transfer t;
      for (int c = y; c >= 0; c = parent[c]) t.path.insert(t.path.begin(), c);
      t.to = g;
      out.push_back(std::move(t));
    }
    for (int o : edge_neighbours(n, y)) {
      if (o < 0 || parent[o] != -2 || region[o] != region[x] || planted[o]) continue;
      parent[o] = y;
      queue.push_back(o);
    }
  }
  return out;
}

// Breaks an unwanted solution: moves one of its queens that is not a
// planted queen (with, when it lies inside its region, a path to the
// region's border) into a neighbouring region, which then holds two of that
// solution's queens. Planted queens keep their regions, so the planted
// solution survives, and every region stays connected. The transfer is drawn
// at random: always taking the shortest lets two edits undo each other
// forever. False when there is none.
bool break_solution(int n, RegionGrid& region, const std::vector<int>& rival,
                    const std::vector<char>& planted, SplitMix64& rng) {
  std::vector<Transfer> options;
  for (int r = 0; r < n; ++r) {
    const int x = r * n + rival[r];
    if (planted[x]) continue;
    for (Transfer& t : transfers_of(n, region, x, planted)) options.push_back(std::move(t));
  }
  shuffle(options, rng);
  for (const Transfer& t : options) {
    RegionGrid changed = region;
    for (int c : t.path) changed[c] = t.to;
    if (!is_connected(n, changed, region[t.path.front()])) continue;
    region = std::move(changed);
    return true;
  }
  return false;
}

// A board before it is lettered: the planted queen's column in each row,
// and the regions grown around them.
struct Draft {
  std::vector<int> cols;
  RegionGrid region;
};

Draft draft_board(int n, std::uint64_t seed) {
  if (n < 1 || n > kMaxSize || n == 2 || n == 3)
    throw std::invalid_argument("no board of size " + std::to_string(n) +
                                " can be generated (sizes 1 and 4..26 have solutions)");
  SplitMix64 rng(seed);
  Draft d;
  d.cols.assign(static_cast<std::size_t>(n), -1);
  std::vector<char> used(static_cast<std::size_t>(n), 0);
  place_queens(0, d.cols, used, rng);  // always succeeds for these sizes
  d.region = grow_regions(n, d.cols, rng);
  return d;
}

std::vector<Cell> queens_of(const std::vector<int>& cols) {
  std::vector<Cell> out;
  for (int r = 0; r < static_cast<int>(cols.size()); ++r) out.push_back(Cell{r, cols[r]});
  return out;
}

}  // namespace

Puzzle generate_board(int n, std::uint64_t seed, std::vector<Cell>* planted) {
  const Draft d = draft_board(n, seed);
  if (planted != nullptr) *planted = queens_of(d.cols);
  return to_puzzle(n, d.region);
}

std::optional<Puzzle> generate_unique_board(int n, std::uint64_t seed, int attempts,
                                            std::vector<Cell>* planted) {
  SplitMix64 seeds(seed);
  for (int i = 0; i < attempts; ++i) {
    Draft d = draft_board(n, seeds.next());
    std::vector<char> is_planted(d.region.size(), 0);
    for (int r = 0; r < n; ++r) is_planted[r * n + d.cols[r]] = 1;
    SplitMix64 rng(seeds.next());
    for (int edits = 0; edits <= kEditsPerSize * n; ++edits) {
      const Rival rival = find_rival(n, d.region, d.cols, rng);
      if (rival.kind == Rival::Kind::none) {
        if (planted != nullptr) *planted = queens_of(d.cols);
        return to_puzzle(n, d.region);
      }
      if (rival.kind == Rival::Kind::unknown ||
          !break_solution(n, d.region, rival.cols, is_planted, rng))
        break;
    }
  }
  return std::nullopt;
}

// From 4 stars on the row-by-row placement rarely finishes within its
// budget (21x21 5 stars: 3 seeds of 10, 25x25 6 stars: none): a random
// solution of the board whose regions are its rows, from the star search
// with its branching shuffled, instead.
constexpr long long kPlacementNodes = 20'000;

bool place_stars_by_search(int n, int k, SplitMix64& rng, std::vector<std::vector<int>>& stars,
                           bool every_way) {
  RegionGrid rows(static_cast<std::size_t>(n) * n);
  for (int cell = 0; cell < n * n; ++cell) rows[cell] = cell / n;
  const Puzzle by_rows = to_puzzle(n, rows, k);
  return with_width(n, [&]<class B>() {
    const Geometry<B> g(by_rows);
    StarSearch<B> search(g);
    search.shuffle(rng.next());
    search.sample_every_way(every_way);
    const State<B> s = start_state(g);
    B found;
    bool complete = true;
    if (search.count(s.queens, s.live(g), 1, &found, kPlacementNodes, &complete) != 1) return false;
    found.for_each([&](int cell) { stars[cell / n].push_back(cell % n); });
    return true;
  });
}

}  // namespace qh

namespace qh {

std::vector<std::vector<int>> plant_stars(int n, int k, SplitMix64& rng) {
  if (k < 1 || n < 1 || n > kMaxSize || n < min_star_board_size(k))
    throw std::invalid_argument("no star board of size " + std::to_string(n) + " with " +
                                std::to_string(k) + " stars per house");
  // Draws 64..127 (K >= 4) sample every way of a house: at 24x24 with 6
  // stars a row has 27,132 ways, and the first 4,096 of them, which the
  // first draws try, hold no placement. Only the sizes the first draws fail
  // on reach them, so every other board stays the one it was.
  const int draws = k >= 4 ? 128 : 64;
  std::vector<std::vector<int>> stars;
  for (int draw = 0;; ++draw) {
    if (draw == draws)
      throw std::invalid_argument("no placement of " + std::to_string(k) +
                                  " stars per house found on a board of size " + std::to_string(n));
    stars.assign(static_cast<std::size_t>(n), {});
    std::vector<int> in_column(static_cast<std::size_t>(n), 0);
    long nodes = 200'000;
    if (k >= 4 ? place_stars_by_search(n, k, rng, stars, draw >= 64)
               : place_stars(n, k, 0, stars, in_column, nodes, rng))
      return stars;
  }
}

std::vector<int> star_region_seeds(int n, int k, const std::vector<std::vector<int>>& stars,
                                   SplitMix64& rng, bool* joined, bool whole) {
  if (joined != nullptr) *joined = true;
  // Regions of k stars each: a random star and the k - 1 free stars nearest
  // to it (ties at random), then grown together.
  std::vector<int> cells;
  for (int r = 0; r < n; ++r)
    for (int c : stars[r]) cells.push_back(r * n + c);
  shuffle(cells, rng);
  RegionGrid seeds(static_cast<std::size_t>(n) * n, -1);
  int next_region = 0;
  for (int first : cells) {
    if (seeds[first] >= 0) continue;
    seeds[first] = next_region;
    for (int more = 1; more < k; ++more) {
      int best = -1, best_d = 1 << 20;
      for (int other : cells) {
        if (seeds[other] >= 0) continue;
        const int d = std::abs(other / n - first / n) + std::abs(other % n - first % n);
        if (d < best_d) best = other, best_d = d;
      }
      seeds[best] = next_region;
    }
    ++next_region;
  }
  // Join each region's stars by a shortest path through free cells before
  // growing, so that regions come out in one piece (when paths exist).
  // Closest groups first: their paths are short and rarely blocked.
  std::vector<std::vector<int>> groups(static_cast<std::size_t>(next_region));
  for (int c : cells) groups[seeds[c]].push_back(c);
  const auto spread = [n](const std::vector<int>& m) {
    int d = 0;
    for (int a : m)
      for (int b : m) d = std::max(d, std::abs(a / n - b / n) + std::abs(a % n - b % n));
    return d;
  };
  std::vector<int> order(static_cast<std::size_t>(next_region));
  for (int g = 0; g < next_region; ++g) order[g] = g;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return spread(groups[a]) < spread(groups[b]); });
  for (int g : order) {
    const std::vector<int>& members = groups[g];
    // whole: the piece of g holding its first star, which every other star
    // joins (through free cells and g's own cells).
    std::vector<char> piece(seeds.size(), 0);
    const auto flood_piece = [&] {
      std::vector<int> stack{members.front()};
      piece.assign(seeds.size(), 0);
      piece[members.front()] = 1;
      while (!stack.empty()) {
        const int c = stack.back();
        stack.pop_back();
        for (int o : edge_neighbours(n, c))
          if (o >= 0 && !piece[o] && seeds[o] == g) {
            piece[o] = 1;
            stack.push_back(o);
          }
      }
    };
    if (whole) flood_piece();
    for (std::size_t m = 1; m < members.size(); ++m) {
      if (whole && piece[members[m]]) continue;
      std::vector<int> from(seeds.size(), -2);  // BFS parents; -2 unseen
      std::vector<int> queue{members[m]};
      from[members[m]] = -1;
      int reached = -1;
      for (std::size_t q = 0; q < queue.size() && reached < 0; ++q) {
        for (int o : edge_neighbours(n, queue[q])) {
          if (o < 0 || from[o] != -2) continue;
          if (whole ? piece[o] != 0 : seeds[o] == g && o != members[m]) {
            from[o] = queue[q];
            reached = o;
            break;
          }
          if (seeds[o] >= 0 && !(whole && seeds[o] == g)) continue;
          from[o] = queue[q];
          queue.push_back(o);
        }
      }
      if (reached < 0 && joined != nullptr) *joined = false;
      for (int c = reached; c >= 0; c = from[c]) seeds[c] = g;
      if (whole && reached >= 0) flood_piece();
    }
  }
  return seeds;
}

Puzzle generate_star_board(int n, int k, std::uint64_t seed, std::vector<Cell>* planted) {
  SplitMix64 rng(seed);
  const std::vector<std::vector<int>> stars = plant_stars(n, k, rng);
  RegionGrid seeds = star_region_seeds(n, k, stars, rng, nullptr, false);
  if (planted != nullptr) {
    planted->clear();
    for (int r = 0; r < n; ++r) {
      std::vector<int> row = stars[r];
      std::sort(row.begin(), row.end());
      for (int c : row) planted->push_back(Cell{r, c});
    }
  }
  return to_puzzle(n, grow_regions_from(n, std::move(seeds), rng), k);
}

}  // namespace qh
