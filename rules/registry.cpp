// SPDX-License-Identifier: MIT
#include "rules/catalogue.hpp"

namespace qh {

std::vector<std::unique_ptr<Rule>> make_catalogue() {
  std::vector<std::unique_ptr<Rule>> rules;
  rules.push_back(make_queen_adjacent_kill());
  rules.push_back(make_single_cell_region());
  rules.push_back(make_single_cell_line());
  rules.push_back(make_region_confined_to_line());
  rules.push_back(make_cross_lock());
  rules.push_back(make_line_confined_to_region());
  rules.push_back(make_segment_count());
  rules.push_back(make_pair_attack());
  rules.push_back(make_adjacency_blocks_region());
  rules.push_back(make_two_by_two_tiling());
  rules.push_back(make_one_by_n());
  rules.push_back(make_n_regions_in_n_rows());
  rules.push_back(make_n_regions_in_n_columns());
  rules.push_back(make_fish());
  rules.push_back(make_diagonal_count());
  rules.push_back(make_squeeze());
  rules.push_back(make_band_tiling());
  rules.push_back(make_finned_n_in_n());
  rules.push_back(make_composite_regions());
  rules.push_back(make_strong_link_chain());
  rules.push_back(make_set_differential());
  rules.push_back(make_n_rooks());
  rules.push_back(make_exclusion_pigeonhole());
  rules.push_back(make_band_region_bounds());
  rules.push_back(make_pressured_exclusion());
  rules.push_back(make_clique_cover());
  rules.push_back(make_band_exclusion());
  rules.push_back(make_band_share_exclusion());
  rules.push_back(make_region_pair_completions());
  rules.push_back(make_short_probe());
  rules.push_back(make_probe_k());
  rules.push_back(make_both_branches());
  rules.push_back(make_swap_pattern());
  rules.push_back(make_placement_forces_contradiction());
  rules.push_back(make_house_branches());
  rules.push_back(make_house_ways());
  rules.push_back(make_nested_trial());
  return rules;
}

}  // namespace qh
