// SPDX-License-Identifier: MIT
// RuleSet selection (by ids, by tier) and the driver: find_next picks the
// easiest applicable rule, propagate runs to a fixed point, and no rule ever
// hands the driver a step that leaves the position unchanged.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/io/input_error.hpp"
#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "rule_bench.hpp"
#include "support.hpp"

using namespace qh;
using test::kBoard;

namespace {

std::vector<std::string> ids_of(std::span<const Rule* const> rules) {
  std::vector<std::string> ids;
  for (const Rule* rule : rules) ids.emplace_back(rule->id());
  return ids;
}

bool has(const std::vector<std::string>& ids, std::string_view id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// Region C is down to r4c2 (a tier-1 single) and region D lies in row 3 (a
// tier-2 confinement).
constexpr const char* kSingleAndConfined = R"(
  . . . . . .
  . . . . . .
  x x . . . .
  x . x x . .
  . . . . . .
  . . . . . .
)";

}  // namespace

TEST_CASE("the full rule set is the catalogue in order, with backtracking kept as the fallback") {
  const RuleSet rules;
  const auto active = ids_of(rules.active());
  // Rules that are only sound on a puzzle with one solution are opt-in.
  std::vector<std::string> catalogue;
  for (const auto& rule : rules.catalogue())
    if (!rule->info().assumes_unique) catalogue.emplace_back(rule->id());
  CHECK(active == catalogue);
  CHECK(active.front() == "queen-adjacent-kill");
  CHECK(rules.fallback().id() == "backtracking");
  CHECK_FALSE(has(active, "backtracking"));
  // The nine basic rules, easiest first.
  const std::vector<std::string> basic = {
      "queen-adjacent-kill",     "single-cell-region",      "single-cell-line",
      "region-confined-to-line", "line-confined-to-region", "adjacency-blocks-region",
      "n-regions-in-n-rows",     "n-regions-in-n-columns",  "placement-forces-contradiction"};
  std::vector<std::string> seen;
  for (const std::string& id : active)
    if (has(basic, id)) seen.push_back(id);
  CHECK(seen == basic);
  // Propagation is the active list without the rules that reason by trial
  // and those kept out of trials for their cost (in_trials = false).
  std::vector<std::string> expected;
  for (const Rule* rule : rules.active())
    if (!rule->info().trial && rule->info().in_trials) expected.emplace_back(rule->id());
  CHECK(ids_of(rules.propagation()) == expected);
  CHECK_FALSE(has(ids_of(rules.propagation()), "placement-forces-contradiction"));
  CHECK(has(active, "band-region-bounds"));
  CHECK_FALSE(has(ids_of(rules.propagation()), "band-region-bounds"));
  CHECK_FALSE(has(ids_of(rules.propagation()), "band-tiling"));
}

TEST_CASE("restricting by ids keeps catalogue order and always keeps queen-adjacent-kill") {
  const RuleSet rules({"n-regions-in-n-rows", "single-cell-region"}, std::nullopt);
  CHECK(ids_of(rules.active()) == std::vector<std::string>{"queen-adjacent-kill",
                                                           "single-cell-region",
                                                           "n-regions-in-n-rows"});
  CHECK(ids_of(rules.propagation()) == ids_of(rules.active()));
  // Rules left out are still known by name.
  const Rule* hall = rules.find("n-regions-in-n-columns");
  REQUIRE(hall != nullptr);
  CHECK(hall->id() == "n-regions-in-n-columns");
  CHECK(rules.find("no-such-rule") == nullptr);
}

TEST_CASE("restricting by max tier keeps exactly the rules of that tier or easier") {
  for (int tier = kMinTier; tier <= kMaxTier; ++tier) {
    const RuleSet rules({}, tier);
    const auto active = ids_of(rules.active());
    INFO("max tier " << tier);
    CHECK(active.front() == "queen-adjacent-kill");
    for (const auto& rule : rules.catalogue()) {
      if (rule->id() == "queen-adjacent-kill" || rule->info().assumes_unique) continue;
      INFO(rule->id());
      CHECK(has(active, rule->id()) == (rule->tier() <= tier));
    }
  }
  const auto tier1 = ids_of(RuleSet({}, 1).active());
  CHECK(has(tier1, "single-cell-region"));
  CHECK(has(tier1, "single-cell-line"));
  CHECK_FALSE(has(tier1, "region-confined-to-line"));
  CHECK_THROWS_AS(RuleSet({}, 0), InputError);
  CHECK_THROWS_AS(RuleSet({}, 6), InputError);
}

TEST_CASE("ids and a max tier together keep the named rules within the tier") {
  const RuleSet rules({"n-regions-in-n-rows", "single-cell-line"}, 2);
  CHECK(ids_of(rules.active()) ==
        std::vector<std::string>{"queen-adjacent-kill", "single-cell-line"});
}

TEST_CASE("an unknown rule id is refused by name") {
  CHECK_THROWS_AS(RuleSet({"no-such-rule"}, std::nullopt), InputError);
  try {
    const RuleSet rules({"single-cell-line", "queen-kill"}, std::nullopt);
    FAIL("an unknown id was accepted");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).find("queen-kill") != std::string::npos);
  }
}

TEST_CASE("a trial rule is active but never propagates") {
  const RuleSet rules({"placement-forces-contradiction"}, std::nullopt);
  CHECK(ids_of(rules.active()) ==
        std::vector<std::string>{"queen-adjacent-kill", "placement-forces-contradiction"});
  CHECK(ids_of(rules.propagation()) == std::vector<std::string>{"queen-adjacent-kill"});
}

TEST_CASE("find_next takes the easier rule when a tier-1 and a tier-2 rule both apply") {
  const Puzzle p = test::board_from(kBoard);
  const Geometry<NarrowBits> g(p);
  const auto s = test::state_from(g, kSingleAndConfined);
  const RuleSet all;
  const Context<NarrowBits> ctx{g, all.propagation()};
  Step<NarrowBits> step;
  // Both really apply.
  REQUIRE(all.find("region-confined-to-line")->find(ctx, s, step));
  step = Step<NarrowBits>{};
  REQUIRE(all.find("single-cell-region")->find(ctx, s, step));

  REQUIRE(find_next(ctx, all.active(), s, step));
  REQUIRE(step.rule != nullptr);
  CHECK(step.rule->id() == "single-cell-region");
  CHECK(step.placed == NarrowBits::single(g.index(3, 1)));

  // Without the singles, the confinement is next.
  const RuleSet confinement({"region-confined-to-line"}, std::nullopt);
  REQUIRE(find_next(ctx, confinement.active(), s, step));
  CHECK(step.rule->id() == "region-confined-to-line");

  // A queen whose attacks are not crossed out yet comes first of all.
  auto with_queen = s;
  with_queen.queens.set(g.index(0, 5));
  REQUIRE(find_next(ctx, all.active(), with_queen, step));
  CHECK(step.rule->id() == "queen-adjacent-kill");
}

TEST_CASE("find_next takes no step above the context's tier cap") {
  const Puzzle p = test::board_from(kBoard);
  const Geometry<NarrowBits> g(p);
  // Region D lies in row 3 and nothing tier-1 applies.
  const auto s = test::state_from(g, R"(
    . . . . . .
    . . . . . .
    . . . . . .
    . . x x . .
    . . . . . .
    . . . . . .
  )");
  const RuleSet all;
  Step<NarrowBits> step;
  const Context<NarrowBits> tier1{g, all.propagation(), 1};
  CHECK_FALSE(find_next(tier1, all.active(), s, step));
  const Context<NarrowBits> tier2{g, all.propagation(), 2};
  REQUIRE(find_next(tier2, all.active(), s, step));
  CHECK(step.rule->id() == "region-confined-to-line");
}

TEST_CASE("propagate solves the spec example and reaches a fixed point elsewhere") {
  const RuleSet rules;
  SUBCASE("the spec's 7x7 board is solved by logic") {
    const Puzzle p = parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
    const Geometry<NarrowBits> g(p);
    const Context<NarrowBits> ctx{g, rules.propagation()};
    State<NarrowBits> s;
    State<NarrowBits> replay;
    int steps = 0;
    const Outcome o = propagate(ctx, rules.propagation(), s, 1000,
                                [&](const State<NarrowBits>& before, const Step<NarrowBits>& step) {
                                  // on_step sees each state before its step is applied.
                                  CHECK(before == replay);
                                  apply(replay, step);
                                  ++steps;
                                });
    CHECK(o == Outcome::solved);
    CHECK(s == replay);
    CHECK(verdict(g, s) == Verdict::solved);
    CHECK(s.queens.count() == 7);
    CHECK(steps > 7);
  }
  SUBCASE("a board with many solutions gets stuck at a true fixed point") {
    const Puzzle p = test::board_from(kBoard);
    const Geometry<NarrowBits> g(p);
    const Context<NarrowBits> ctx{g, rules.propagation()};
    State<NarrowBits> s = test::state_from(g, kSingleAndConfined);
    const Outcome o = propagate(ctx, rules.propagation(), s, 1000,
                                [](const State<NarrowBits>&, const Step<NarrowBits>&) {});
    CHECK(o == Outcome::stuck);
    CHECK(verdict(g, s) == Verdict::open);
    CHECK(s.queens.test(g.index(3, 1)));  // the forced queen was placed
    Step<NarrowBits> step;
    CHECK_FALSE(find_next(ctx, rules.propagation(), s, step));
  }
  SUBCASE("max_steps bounds the run") {
    const Puzzle p = parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
    const Geometry<NarrowBits> g(p);
    const Context<NarrowBits> ctx{g, rules.propagation()};
    State<NarrowBits> s;
    int steps = 0;
    const Outcome o =
        propagate(ctx, rules.propagation(), s, 2,
                  [&](const State<NarrowBits>&, const Step<NarrowBits>&) { ++steps; });
    CHECK(o == Outcome::stuck);
    CHECK(steps == 2);
    CHECK(verdict(g, s) == Verdict::open);
  }
  SUBCASE("a contradictory start stops at once") {
    const Puzzle p = test::board_from(kBoard);
    const Geometry<NarrowBits> g(p);
    const Context<NarrowBits> ctx{g, rules.propagation()};
    State<NarrowBits> s = test::state_from(g, R"(
      Q . . . Q .
      . . . . . .
      . . . . . .
      . . . . . .
      . . . . . .
      . . . . . .
    )");
    int steps = 0;
    const Outcome o =
        propagate(ctx, rules.propagation(), s, 1000,
                  [&](const State<NarrowBits>&, const Step<NarrowBits>&) { ++steps; });
    CHECK(o == Outcome::contradiction);
    CHECK(steps == 0);
  }
}

namespace {

// Walks a board to the end with every active rule and, at each state on the
// way, asks every rule for its step: each one found must change the
// position (only open cells, at least one), and on a unique board it must
// agree with the solution. Returns the number of steps checked.
template <class B>
int check_every_step(const Puzzle& p, const RuleSet& rules,
                     const std::vector<int>& solution_columns, bool every_rule) {
  const Geometry<B> g(p);
  const Context<B> ctx{g, rules.propagation()};
  B solution;
  for (std::size_t r = 0; r < solution_columns.size(); ++r)
    solution.set(g.index(static_cast<int>(r), solution_columns[r]));
  int checked = 0;
  auto check = [&](const State<B>& before, const Step<B>& step, const Rule& rule) {
    INFO(rule.id());
    const B live = before.live(g);
    CHECK((step.placed | step.eliminated).any());
    CHECK(step.placed.subset_of(live));
    CHECK(step.eliminated.subset_of(live));
    CHECK_FALSE(step.placed.intersects(step.eliminated));
    if (solution.any()) {
      CHECK(step.placed.subset_of(solution));
      CHECK_FALSE(step.eliminated.intersects(solution));
    }
    ++checked;
  };
  State<B> s;
  propagate(ctx, rules.active(), s, 10 * g.cells(),
            [&](const State<B>& before, const Step<B>& step) {
              REQUIRE(step.rule != nullptr);
              check(before, step, *step.rule);
              if (!every_rule) return;
              for (const Rule* rule : rules.active()) {
                Step<B> other;
                if (rule != step.rule && rule->find(ctx, before, other))
                  check(before, other, *rule);
              }
            });
  return checked;
}

}  // namespace

TEST_CASE("no rule ever returns a step that leaves the position unchanged") {
  const RuleSet rules;
  const Puzzle spec = parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
  CHECK(check_every_step<NarrowBits>(spec, rules, {}, true) > 0);

  // The shared corpus, when present: every rule at every state of small
  // boards, the chosen step only on the larger ones (trials there are slow).
  int boards = 0;
  for (const test::CorpusBoard& board : test::corpus_boards()) {
    const Puzzle p = parse_board(read_input(board.path), board.path);
    INFO(board.path);
    const std::vector<int>& solution =
        board.solutions == "1" ? board.solution_columns : std::vector<int>{};
    with_width(p.size(),
               [&]<class B>() { check_every_step<B>(p, rules, solution, p.size() <= 8); });
    ++boards;
  }
  MESSAGE(boards << " corpus boards walked");
}
