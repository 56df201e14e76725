// SPDX-License-Identifier: MIT
// The value of a walls board: the most queens that fit with no two seeing
// each other (a wall between two queens on a line stops sight; blocked
// squares and other queens do not matter for the rule, see below), with one
// optimal placement and the number of optimal placements.
//
// Method: exact branch and bound over the board's row segments (the wall-free
// runs of each row, in reading order). A queen's row segment holds no other
// queen, so each segment takes one of its free squares or none. The bound at
// a node is the number of later row segments, and of column segments, that
// still have a free square: each can add at most one queen. Placements are
// counted while the best size is kept (a better leaf resets the count), and
// the bound prunes only nodes that cannot reach the best, so at the end the
// count is that of the optimal placements.
//
// Queens between two queens: in chess a queen stops sight too, but then the
// outer pair has a queen between it and each of them, which needs a wall on
// either side, so "no two queens see each other" is the same with or without
// queens stopping sight; only walls are taken as stops.
#pragma once

#include <cstdint>

#include "lab/common/deadline.hpp"
#include "lab/common/status.hpp"
#include "lab/walls/walls_board.hpp"

namespace qh::lab {

struct WallsValue {
  int value = 0;                // exact, or the best found (lower bound) when the budget ran out
  std::uint64_t count = 0;      // optimal placements (exact only when proof == exact)
  std::uint64_t placement = 0;  // one placement of `value` queens
  Proof proof = Proof::unknown;
  bool given_conflict = false;  // two given queens see each other: no placement at all
};

WallsValue walls_value(const WallsBoard& board, const Deadline& deadline);

// The squares a queen on `cell` sees (not itself): along the 8 directions up
// to the first wall or the edge.
std::uint64_t sight(const WallsBoard& board, int cell);

// An independent oracle for tests: every set of pairwise non-seeing queens,
// grown square by square in reading order, each new queen checked against
// each placed one by walking the squares between them (small boards only).
WallsValue walls_value_naive(const WallsBoard& board);

}  // namespace qh::lab
