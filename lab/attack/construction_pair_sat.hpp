// Q_1(n) at the pair bound 2 * floor(2n/3) when 3 divides n, by SAT on the
// exact structure such a board must have (docs/lab/attack.md,
// "Constructions"). With n = 3m and 4m queens every attacking pair spans
// exactly three lines (the pair argument is tight), so: every row and every
// column holds one or two queens; each queen shares a line with two queens
// in exactly one of its row and its column; and no two queens share a
// diagonal. Conversely every such board has each queen attacking exactly
// one other. The model has no counting of queens at all (the size follows),
// so CaDiCaL finds boards far past the general encoding's reach; searching
// half-turn symmetric boards only is faster again. Not a formula: a search
// with a deadline, whose every answer is checked by lab/verify.
#pragma once

#include <optional>
#include <vector>

#include "lab/common/deadline.hpp"

namespace qh::lab {

struct PairStructureResult {
  // 1-based (row, column) queens; empty when none was found in time or none
  // exists among the boards searched.
  std::vector<std::vector<int>> queens;
  bool proven_none = false;  // the (symmetric) model is unsatisfiable
  bool half_turn = false;    // the board found (or refuted) is half-turn symmetric
  int sat_calls = 0;
  int vars = 0;  // of the last call
  long clauses = 0;
};

// n must be a positive multiple of 3. half_turn: only boards a half turn
// maps onto themselves (unsatisfiable then says nothing about other boards).
PairStructureResult build_q1_pair_structure(int n, bool half_turn, const Deadline& deadline);

// Half-turn symmetric boards first (fast), then, if provably none, all
// boards: proven_none then means Q_1(n) < 2 * floor(2n/3).
PairStructureResult build_q1_at_pair_bound(int n, const Deadline& deadline);

}  // namespace qh::lab
