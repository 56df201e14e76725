// SPDX-License-Identifier: MIT
// The rule catalogue: one factory per rule file, and the one ordered list
// (easiest first) that the driver, the CLI, the docs test and `queens-hint
// rules` all read.
#pragma once

#include <memory>
#include <vector>

#include "engine/reasoning/rule.hpp"

namespace qh {

std::unique_ptr<Rule> make_queen_adjacent_kill();
std::unique_ptr<Rule> make_single_cell_region();
std::unique_ptr<Rule> make_single_cell_line();
std::unique_ptr<Rule> make_region_confined_to_line();
std::unique_ptr<Rule> make_cross_lock();
std::unique_ptr<Rule> make_line_confined_to_region();
std::unique_ptr<Rule> make_pair_attack();
std::unique_ptr<Rule> make_adjacency_blocks_region();
std::unique_ptr<Rule> make_two_by_two_tiling();
std::unique_ptr<Rule> make_one_by_n();
std::unique_ptr<Rule> make_n_regions_in_n_rows();
std::unique_ptr<Rule> make_n_regions_in_n_columns();
std::unique_ptr<Rule> make_fish();
std::unique_ptr<Rule> make_diagonal_count();
std::unique_ptr<Rule> make_segment_count();
std::unique_ptr<Rule> make_squeeze();
std::unique_ptr<Rule> make_band_tiling();
std::unique_ptr<Rule> make_finned_n_in_n();
std::unique_ptr<Rule> make_composite_regions();
std::unique_ptr<Rule> make_strong_link_chain();
std::unique_ptr<Rule> make_set_differential();
std::unique_ptr<Rule> make_n_rooks();
std::unique_ptr<Rule> make_exclusion_pigeonhole();
std::unique_ptr<Rule> make_pressured_exclusion();
std::unique_ptr<Rule> make_clique_cover();
std::unique_ptr<Rule> make_band_exclusion();
std::unique_ptr<Rule> make_band_share_exclusion();
std::unique_ptr<Rule> make_band_region_bounds();
std::unique_ptr<Rule> make_region_pair_completions();
std::unique_ptr<Rule> make_short_probe();
std::unique_ptr<Rule> make_probe_k();
std::unique_ptr<Rule> make_both_branches();
std::unique_ptr<Rule> make_swap_pattern();
std::unique_ptr<Rule> make_placement_forces_contradiction();
std::unique_ptr<Rule> make_house_branches();
std::unique_ptr<Rule> make_house_ways();
std::unique_ptr<Rule> make_nested_trial();
std::unique_ptr<Rule> make_backtracking();

// Every logical rule, in the order the driver tries them: sorted by (tier,
// base rating), which the driver's early exit relies on (a test checks it).
std::vector<std::unique_ptr<Rule>> make_catalogue();

}  // namespace qh
