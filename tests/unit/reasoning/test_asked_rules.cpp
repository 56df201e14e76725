// SPDX-License-Identifier: MIT
// The logic loop (Core::run) asks the rules it is given, one for one in the
// active rules' order, else the active ones: queens-big-stars --rule-times
// gives it timed stand-ins (bench/rule_times.hpp) and must see the steps
// grade takes.
#include <doctest/doctest.h>

#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/core.hpp"
#include "support.hpp"

using namespace qh;

TEST_CASE("the logic loop asks the rules it is given, else the active ones") {
  const RuleSet rules;
  std::vector<const Rule*> easy;  // tier 1 only
  for (const Rule* rule : rules.active())
    if (rule->tier() == 1) easy.push_back(rule);
  // A Queens board the rules solve, and a 14x14 3-star board with several
  // solutions, where the loop gets stuck (K >= 3: the rules' quiet positions
  // are kept by index in the list asked).
  for (const char* name : {"gen-10-unique.txt", "star3-14x14-c.txt"}) {
    CAPTURE(name);
    const std::string path = test::fixture(name).string();
    const Puzzle puzzle = parse_board(read_input(path), path);
    with_width(puzzle.size(), [&]<class B>() {
      const Core<B> core(puzzle, rules);
      const auto steps = [&](std::span<const Rule* const> asked) {
        std::vector<std::string> ids;
        State<B> s = start_state(core.geometry());
        const TraceStatus status = core.run(
            s, false,
            [&](const State<B>&, const Step<B>& step) { ids.emplace_back(step.rule->id()); },
            nullptr, asked);
        return std::pair{status, ids};
      };
      const auto by_default = steps({});
      REQUIRE(by_default.second.size() > 10);
      CHECK(by_default.first == (puzzle.stars() == 1 ? TraceStatus::solved : TraceStatus::stuck));
      CHECK(steps(rules.active()) == by_default);
      const auto only_easy = steps(easy);
      CHECK(only_easy.first == TraceStatus::stuck);
      CHECK(only_easy.second.size() < by_default.second.size());
      for (const std::string& id : only_easy.second) CHECK(rules.find(id)->tier() == 1);
    });
  }
}
