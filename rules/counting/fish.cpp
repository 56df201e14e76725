// SPDX-License-Identifier: MIT
// fish: k rows whose live cells all lie within k columns use up those
// columns, so the columns' other cells are dead (and the same with rows and
// columns swapped). k = 2 is an X-wing, k = 3 a swordfish.
//
// Sound: the k rows need k queens, all inside the k columns, which hold
// exactly k queens; so every queen of those columns comes from those rows.
// Same machinery as n-regions-in-n-rows (engine/reasoning/hall.hpp), on the
// rows/columns pair. k = 1 is single-cell-line's job; sets of 3 or more are
// one tier harder.
#include "engine/reasoning/hall.hpp"
#include "rules/catalogue.hpp"

namespace qh {

template <>
const RuleInfo HallRule<HouseKind::row, HouseKind::column>::kInfo{
    .id = "fish",
    .title = "k rows in k columns (X-wing, swordfish)",
    .tier = 3,
    .rating = {.base = 3.6, .per_size = 0.3, .max = 3.9},
    .harder = {.from_size = 3, .rating = {.base = 4.05, .per_size = 0.05, .max = 4.15}},
    .max_stars = 0,
    .boards = kRegionBoards | kLineBoards,
    .summary =
        "k rows confined to k columns (or the reverse) use those columns up: the rest is out."};

std::unique_ptr<Rule> make_fish() {
  return std::make_unique<HallRule<HouseKind::row, HouseKind::column>>();
}

}  // namespace qh
