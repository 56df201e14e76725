// SPDX-License-Identifier: MIT
// Random boards for tests, fuzzing and fixtures.
//
// A board is made backwards from its answer: plant N queens that obey the
// rules (one per row and column, no two touching), then grow one region
// around each queen by random 4-connected flood fill until every cell
// belongs to a region. The planted queens are therefore always a solution.
//
// Whether they are the only one is up to chance, and for large boards the
// chance is small, so generate_unique_board edits the draft: while the exact
// solver finds a rival solution, one of the rival's queens (that is not a
// planted queen) is handed to a neighbouring region, together with a path to
// that region when it lies inside its own. That region now holds two of the
// rival's queens, so the rival is gone; the planted queens never move, so
// the planted solution stays; regions stay 4-connected. Edits can create new
// rivals, so the loop is bounded, and a draft that does not settle is
// replaced by the next seed's. In practice most drafts settle: about 95 % at
// size 8, 75 % at 14, 80 % at 18; size 26 rarely does within the budget.
//
// Everything is a function of (n, seed): the random numbers come from a
// self-contained splitmix64 with its own bounded draw, so the same seed gives
// the same board with every compiler and standard library. No global state.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "../model/puzzle.hpp"

namespace qh {

// splitmix64 (Steele, Lea and Flood): tiny, fast and good enough for shapes.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // Uniform in [0, bound), bound > 0, without modulo bias.
  int below(int bound);

 private:
  std::uint64_t state_;
};

// A board of size n (1 or 4..26) with a planted solution; the queens, one per
// row in row order, go to *planted when given. Region letters follow the
// order in which regions first appear reading row by row (the top-left cell
// is always in region A). Throws std::invalid_argument for sizes that have no
// valid placement (2, 3) or are outside 1..26.
Puzzle generate_board(int n, std::uint64_t seed, std::vector<Cell>* planted = nullptr);

// Star Battle (k >= 1 stars per house, 4k - 1 <= n): a planted placement of
// k stars per row and column, none touching; each region starts from k
// nearby stars joined by a shortest path through free cells, and regions
// then grow at random. The planted stars are a solution (*planted, row by
// row), not necessarily the only one. When a path is blocked a region stays
// in pieces (2.5 % of 10x10 2-star boards). Deterministic per (n, k, seed).
// Throws std::invalid_argument when no placement can exist (n below
// min_star_board_size(k)) or none was found.
Puzzle generate_star_board(int n, int k, std::uint64_t seed, std::vector<Cell>* planted = nullptr);

// The smallest board above 1x1 with a placement of k stars per row and
// column, none touching: 4k (4 for Queens too). At 4k - 1 no placement
// exists: two adjacent rows hold 2k stars, at most one in each 2x2 window,
// so in 4k - 1 columns they take exactly every even column, and the odd
// columns get no star at all.
constexpr int min_star_board_size(int k) {
  return 4 * k;
}

// The two first steps of generate_star_board, for other region growers
// (the starbattle style, shape_style.hpp). plant_stars: a placement of k
// stars per row and column, none touching (stars[r]: the columns of row r's
// stars); throws std::invalid_argument as generate_star_board does.
// star_region_seeds: the n regions' seeds (region per cell, -1 for free
// cells): k nearby stars each, joined by shortest paths through free cells;
// *joined (when given) says whether every path was found (else a region is
// in pieces). With `whole`, each star joins the piece holding the region's
// first star, so a region is in one piece whenever *joined; without it
// (generate_star_board's joining, kept so that its boards stay as they
// were), each star joins the nearest cell of its region, and two stars of a
// region of K >= 3 can join each other and leave the third apart.
std::vector<std::vector<int>> plant_stars(int n, int k, SplitMix64& rng);
std::vector<int> star_region_seeds(int n, int k, const std::vector<std::vector<int>>& stars,
                                   SplitMix64& rng, bool* joined, bool whole);

// A board with exactly one solution, proved by the solver: drafts from a
// sequence of seeds derived from `seed`, each edited as described above,
// at most `attempts` drafts; nothing when none settles. The solution is the
// planted one (*planted, when given).
std::optional<Puzzle> generate_unique_board(int n, std::uint64_t seed, int attempts,
                                            std::vector<Cell>* planted = nullptr);

}  // namespace qh
