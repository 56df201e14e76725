// SPDX-License-Identifier: MIT
// house-ways: the ways a house can take its missing stars (r of its open
// cells, none touching, none overfilling a house), each followed with the
// non-trial rules; what every surviving way agrees on. Fewest ways first;
// size = the number of ways.
//
// The branches propagate with a fixed set of easy rules (singles and
// confinement), so that what they find does not move when harder rules are
// added to the catalogue.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../rule_bench.hpp"
#include "../trial_boards.hpp"
#include "engine/generation/generator.hpp"
#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "engine/reasoning/trial_memo.hpp"
#include "support.hpp"

using namespace qh;

namespace {

const std::vector<std::string> kEasyRules = {"single-cell-region", "single-cell-line",
                                             "region-confined-to-line", "line-confined-to-region",
                                             "house-ways"};

template <class B>
struct Bench {
  explicit Bench(const Puzzle& puzzle) : g(puzzle), rule(*rules.find("house-ways")) {}

  RuleSet rules{kEasyRules, std::nullopt};
  Geometry<B> g;
  Context<B> ctx{g, rules.propagation()};
  const Rule& rule;

  bool find(const State<B>& s, Step<B>& out) const {
    out = Step<B>{};
    return rule.find(ctx, s, out);
  }
  std::string explain(const State<B>& s, const Step<B>& step) const {
    return rule.explain(ctx, s, step);
  }
  int at(int row, int col) const { return g.index(row - 1, col - 1); }  // 1-based
};

bool says(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("house-ways: the two ways of a region agree on a queen") {
  const Bench<NarrowBits> b(test::board_from(test::kAgreeOnQueen));
  const auto s = test::state_from(b.g, test::kAgreeOnQueenPosition);
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  // The house with the fewest ways that yields something: region B's two.
  CHECK(step.pivot == b.g.house_id(HouseKind::region, 1));
  CHECK(step.size == 2);
  CHECK(step.placed.test(b.at(5, 5)));
  CHECK(step.focus == (NarrowBits::single(b.at(2, 4)) | NarrowBits::single(b.at(3, 4))));
  CHECK(b.rule.tier(step.size) == 5);
  CHECK(b.rule.rating(step.size) == doctest::Approx(7.65));
  const std::string text = b.explain(s, step);
  CHECK_MESSAGE(says(text, "Region B's queen is on r2c4 or r3c4."), text);
  CHECK_MESSAGE(says(text, "every one agrees: r5c5"), text);
  // The reason rung names the ways only.
  const std::string reason = b.rule.reason(b.ctx, s, step);
  CHECK_MESSAGE(!says(reason, "r5c5"), reason);
}

TEST_CASE("house-ways is sound and fires on stuck 14x14 3-star positions") {
  // Generated boards with a planted solution, propagated with the easy rules
  // to their fixed point: house-ways then finds a step on some of them, and
  // every step it finds agrees with the planted stars.
  int fired = 0;
  test::walk_planted_boards<MediumBits, Bench<MediumBits>>(
      14, 3, 6, 6,
      [&](const Bench<MediumBits>& b, const MediumBits& solution, const State<MediumBits>& s,
          Step<MediumBits>& step) {
        if (!b.find(s, step)) return false;
        ++fired;
        CHECK(step.placed.subset_of(solution));
        CHECK_FALSE(step.eliminated.intersects(solution));
        CHECK((step.placed | step.eliminated).subset_of(s.live(b.g)));
        CHECK(step.size >= 1);
        CHECK(step.size <= 64);
        const std::string text = b.explain(s, step);
        CHECK_MESSAGE((says(text, "ways only") || says(text, "one way only: ") ||
                       says(text, "'s last star is on")),
                      text);
        CHECK_MESSAGE(says(text, "Following the rules from "), text);
        return true;
      });
  CHECK(fired > 0);
}

TEST_CASE("house-ways does not fire on an impossible or finished position") {
  const Bench<NarrowBits> b(test::board_from(test::kAgreeOnQueen));
  Step<NarrowBits> step;
  // Regions A and E both confined to column 1 below row 1: impossible, so
  // every way of some house fails and nothing is reported.
  const auto impossible = test::state_from(b.g, R"(
    x x x . . .
    . x x . . .
    . x x . . .
    . x x . . .
    . x x . . .
    . x x . . .
  )");
  CHECK_FALSE(b.find(impossible, step));
  // Solved: no house needs a queen.
  const auto solved = test::state_from(b.g, R"(
    x x x x x Q
    x x Q x x x
    Q x x x x x
    x x x x Q x
    x Q x x x x
    x x x Q x x
  )");
  CHECK_FALSE(b.find(solved, step));
}

TEST_CASE("house-ways and nested-trial take up rested and refuted ways without changing a step") {
  // kTightenedFourteen, whose trace takes house-ways 9 times and
  // nested-trial 4 times. With a memo kept over the whole trace
  // (as the logic loop keeps one), a way whose branch came to rest before is
  // taken up from that fixed point, one that collapsed collapses again, and
  // nested-trial takes each star's fixed point from the memo: every step
  // must be the step found without a memo (the memo keeps no rounds of
  // placement-forces-contradiction, which would change its cells).
  const RuleSet rules;
  const Geometry<MediumBits> g(test::board_from(test::kTightenedFourteen));
  TrialMemo<MediumBits> memo;
  memo.keep_rounds(false);
  Context<MediumBits> with_memo{.geometry = g,
                                .propagation_rules = rules.propagation(),
                                .max_tier = rules.max_tier(),
                                .logic_rules = rules.logic()};
  with_memo.trial_memo = &memo;
  Context<MediumBits> without = with_memo;
  without.trial_memo = nullptr;
  const Rule* ways = rules.find("house-ways");
  const Rule* nested = rules.find("nested-trial");
  REQUIRE(ways != nullptr);
  REQUIRE(nested != nullptr);
  const std::vector<const Rule*> taken = test::same_steps(g, rules, with_memo, without);
  CHECK(std::count(taken.begin(), taken.end(), ways) == 9);
  CHECK(std::count(taken.begin(), taken.end(), nested) == 4);
}

TEST_CASE("trial memo: fixed points kept by the supposed stars, refuted stars kept") {
  const Geometry<NarrowBits> g(test::board_from(test::kTwoRounds));
  TrialMemo<NarrowBits> memo;
  const NarrowBits one = NarrowBits::single(3);
  NarrowBits two = one;
  two.set(20);
  State<NarrowBits> rest = start_state(g);
  rest.queens = two;
  memo.note_rest(7, two, rest);
  CHECK(memo.rest_of(7, one) == nullptr);  // a way of two stars is not its first star
  REQUIRE(memo.rest_of(7, two) != nullptr);
  CHECK(*memo.rest_of(7, two) == rest);
  CHECK(memo.rest_of(8, two) == nullptr);  // another rule list
  CHECK_FALSE(memo.refuted(two));
  memo.note_refuted(two);
  CHECK(memo.refuted(two));
  CHECK_FALSE(memo.refuted(one));
}
