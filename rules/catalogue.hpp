// The rule catalogue: one factory per rule file, and the one ordered list
// (easiest first) that the driver, the CLI, the docs test and `queens-hint
// rules` all read.
#pragma once

#include <memory>
#include <vector>

#include "engine/rule.hpp"

namespace qh {

std::unique_ptr<Rule> make_queen_adjacent_kill();
std::unique_ptr<Rule> make_single_cell_region();
std::unique_ptr<Rule> make_single_cell_line();
std::unique_ptr<Rule> make_region_confined_to_line();
std::unique_ptr<Rule> make_line_confined_to_region();
std::unique_ptr<Rule> make_adjacency_blocks_region();
std::unique_ptr<Rule> make_n_regions_in_n_rows();
std::unique_ptr<Rule> make_n_regions_in_n_columns();
std::unique_ptr<Rule> make_placement_forces_contradiction();
std::unique_ptr<Rule> make_backtracking();

// Every logical rule, in the order the driver tries them.
std::vector<std::unique_ptr<Rule>> make_catalogue();

}  // namespace qh
