// SPDX-License-Identifier: MIT
// n-regions-in-n-rows: k regions whose live cells all lie within k rows use
// up those rows, so other regions' cells in those rows are dead; and the
// converse, k rows whose live cells all lie within k regions use up those
// regions, so those regions' cells outside the rows are dead. Any k.
//
// Sound: the k regions need k queens, all of them inside the k rows, and
// the k rows hold exactly k queens, so every queen of those rows belongs to
// one of the k regions (pigeonhole; Hall's theorem). The converse is the same
// count read the other way. The smallest such set is reported: see
// engine/reasoning/hall.hpp for how it is found without enumerating subsets.
// Sets of 3 or more are one tier harder. With K stars per house the same
// count holds with capacities (engine/reasoning/hall.hpp, find_capacity_hall_set).
#include "engine/reasoning/hall.hpp"
#include "rules/catalogue.hpp"

namespace qh {

template <>
const RuleInfo HallRule<HouseKind::region, HouseKind::row>::kInfo{
    .id = "n-regions-in-n-rows",
    .title = "k regions in k rows",
    .tier = 3,
    .rating = {.base = 3.5, .per_size = 0.3, .max = 3.8},
    .harder = {.from_size = 3, .rating = {.base = 4.0, .per_size = 0.05, .max = 4.1}},
    .max_stars = 0,
    .summary =
        "k regions confined to k rows (or k rows to k regions) use them up: the rest is out."};

std::unique_ptr<Rule> make_n_regions_in_n_rows() {
  return std::make_unique<HallRule<HouseKind::region, HouseKind::row>>();
}

}  // namespace qh
