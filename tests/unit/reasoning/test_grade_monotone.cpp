// SPDX-License-Identifier: MIT
// Grading is monotone in the rule set: taking a rule away can only make a
// puzzle harder (a higher hardest tier, or search needed), never easier.
#include <doctest/doctest.h>

#include "engine/engine.hpp"
#include "engine/reasoning/rule.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// Every catalogue rule id except `dropped` (queen-adjacent-kill is always on).
std::vector<std::string> all_but(const RuleSet& full, std::string_view dropped) {
  std::vector<std::string> ids;
  for (const auto& rule : full.catalogue())
    if (rule->id() != dropped && !rule->info().assumes_unique) ids.emplace_back(rule->id());
  return ids;
}

void check_monotone(const Puzzle& puzzle, const std::string& name) {
  const RuleSet full;
  const GradeReport base = Engine(puzzle, full).grade();
  REQUIRE(base.solutions == 1);
  for (const auto& rule : full.catalogue()) {
    if (rule->id() == "queen-adjacent-kill" || rule->info().assumes_unique) continue;
    const RuleSet fewer(all_but(full, rule->id()), std::nullopt);
    const GradeReport g = Engine(puzzle, fewer).grade();
    INFO(name << " without " << rule->id() << ": tier " << g.hardest_tier << " vs "
              << base.hardest_tier);
    CHECK(g.hardest_tier >= base.hardest_tier);
    CHECK(g.backtracking_steps >= base.backtracking_steps);
  }
}

}  // namespace

TEST_CASE("removing a rule never lowers the hardest tier: spec example") {
  const Puzzle p = parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
  check_monotone(p, "spec-7x7");
}

TEST_CASE("removing a rule never lowers the hardest tier: shared corpus sample") {
  const auto boards = test::corpus_boards();
  if (boards.empty()) {
    MESSAGE("shared corpus not found: skipped");
    return;
  }
  int checked = 0;
  for (std::size_t i = 0; i < boards.size(); i += 4) {
    const test::CorpusBoard& b = boards[i];
    if (b.solutions != "1" || b.n > 11) continue;
    check_monotone(parse_board(read_input(b.path), b.path), b.path);
    ++checked;
  }
  MESSAGE("monotonicity checked on " << checked << " corpus boards");
  CHECK(checked > 50);
}
