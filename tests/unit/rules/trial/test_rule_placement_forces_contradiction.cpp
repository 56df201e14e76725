// SPDX-License-Identifier: MIT
// placement-forces-contradiction: suppose a queen on an open cell and run the
// other rules; if a house runs dry (or queens clash) the cell is crossed
// out. The cell refuted by the shortest chain of steps is reported.
//
// The rule set is pinned to the nine basic rules, so that positions crafted
// to be stuck for the non-trial rules stay stuck when rules are added.
#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../rule_bench.hpp"
#include "../trial_boards.hpp"
#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "engine/reasoning/trial_memo.hpp"
#include "engine/reasoning/trial_propagation.hpp"
#include "engine/search/solver.hpp"
#include "support.hpp"

using namespace qh;

namespace {

const std::vector<std::string> kNineRules = {
    "queen-adjacent-kill",     "single-cell-region",      "single-cell-line",
    "region-confined-to-line", "line-confined-to-region", "adjacency-blocks-region",
    "n-regions-in-n-rows",     "n-regions-in-n-columns",  "placement-forces-contradiction"};

// One board, its geometry, the nine basic rules and the rule under test. Cell
// sets are compared as pictures so that a failing check shows the board.
template <class B>
struct Bench {
  Bench(const std::string& board, std::string_view id)
      : rules(kNineRules, std::nullopt), g(test::board_from(board)), rule(*rules.find(id)) {}

  RuleSet rules;
  Geometry<B> g;
  Context<B> ctx{g, rules.propagation()};
  const Rule& rule;

  State<B> state(const std::string& picture) const { return test::state_from(g, picture); }
  bool find(const State<B>& s, Step<B>& out) const {
    out = Step<B>{};
    return rule.find(ctx, s, out);
  }
  std::string explain(const State<B>& s, const Step<B>& step) const {
    return rule.explain(ctx, s, step);
  }
  std::string show(const B& cells) const {
    std::string out;
    for (int r = 0; r < g.size(); ++r) {
      for (int c = 0; c < g.size(); ++c) out += cells.test(g.index(r, c)) ? '#' : '.';
      out += '\n';
    }
    return out;
  }
  std::string cells(const std::string& picture) const { return show(test::cells_from(g, picture)); }
  // Region indices follow first appearance on the board, not the alphabet.
  unsigned regions(std::string_view letters) const {
    unsigned mask = 0;
    for (char letter : letters) mask |= 1U << g.puzzle().letters().find(letter);
    return mask;
  }
};

// Explanations are checked for the facts they must state (cells, houses,
// counts), not for their exact wording.
inline void check_says(const std::string& text, std::initializer_list<std::string_view> facts) {
  for (std::string_view fact : facts)
    CHECK_MESSAGE(text.find(fact) != std::string::npos,
                  "\"" << text << "\" lacks \"" << fact << "\"");
}

}  // namespace

namespace {

constexpr const char* kId = "placement-forces-contradiction";

// One solution. The position is the fixed point of the nine basic rules.
constexpr const char* kStuckBoard = R"(
  B B B C C C
  B B F C C C
  B B F F C C
  B B E E E C
  D E E E D A
  D D D D D A
)";
constexpr const char* kStuck = R"(
  . . x . . x
  . x . x . x
  . x . x x x
  x x x . . x
  . x x x x .
  . . x x x .
)";

// Number of steps the propagation takes from `s` plus a queen on `cell` to
// reach a contradiction, or -1 when it does not reach one.
template <class B>
int refutation_length(const Context<B>& ctx, const State<B>& s, int cell) {
  State<B> t = s;
  t.queens.set(cell);
  int length = 0;
  const Outcome o = propagate(ctx, ctx.propagation_rules, t, ctx.geometry.cells(),
                              [&](const State<B>&, const Step<B>&) { ++length; });
  return o == Outcome::contradiction ? length : -1;
}

}  // namespace

TEST_CASE("placement-forces-contradiction refutes a cell when no other rule applies") {
  const Bench<NarrowBits> b(kStuckBoard, kId);
  const auto s = b.state(kStuck);
  for (const Rule* rule : b.rules.propagation()) {
    Step<NarrowBits> other;
    INFO(rule->id());
    CHECK_FALSE(rule->find(b.ctx, s, other));
  }
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(step.eliminated == NarrowBits::single(b.g.index(1, 4)));
  CHECK(step.focus == step.eliminated);
  // A queen on r2c5 leaves region F only r3c3, whose queen empties region E:
  // three steps (cross out, place, cross out).
  CHECK(step.size == 4);
  // Sound: the cell holds no queen in the (unique) solution.
  NarrowBits solution;
  REQUIRE(Solver<NarrowBits>(b.g).count(s, 2, &solution) == 1);
  CHECK_FALSE(solution.test(b.g.index(1, 4)));
  check_says(b.explain(s, step), {"If r2c5 held a queen", "region F", "r3c3", "region E",
                                  "no open cell", "r2c5 cannot hold a queen"});
}

TEST_CASE("placement-forces-contradiction reports the cell with the shortest refutation") {
  const Bench<NarrowBits> b(kStuckBoard, kId);
  const auto s = b.state(kStuck);
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  const int pivot = step.eliminated.first();
  const int best = refutation_length(b.ctx, s, pivot);
  CHECK(best == step.size - 1);
  // Cells earlier on the board (r1c1, r1c2, ...) are refuted too, but only
  // by longer chains; none is refuted by a shorter one.
  int refuted = 0;
  s.live(b.g).for_each([&](int cell) {
    const int length = refutation_length(b.ctx, s, cell);
    if (length < 0) return;
    ++refuted;
    INFO(cell_name(b.g.cell_at(cell)));
    CHECK(length >= best);
    if (cell < pivot) CHECK(length > best);
  });
  CHECK(refuted > 1);
  CHECK(refutation_length(b.ctx, s, b.g.index(0, 0)) > best);
}

TEST_CASE("placement-forces-contradiction propagates with the rules it is given, nothing else") {
  const Bench<NarrowBits> b(kStuckBoard, kId);
  const auto s = b.state(kStuck);
  Step<NarrowBits> step;
  // With no rules to follow, a supposed queen never leads anywhere.
  const Context<NarrowBits> bare{b.g, {}};
  CHECK_FALSE(b.rule.find(bare, s, step));
  // The tier-1 rules are enough for the r2c5 refutation.
  const RuleSet tier1({}, 1);
  const Context<NarrowBits> basic{b.g, tier1.propagation()};
  step = Step<NarrowBits>{};
  REQUIRE(b.rule.find(basic, s, step));
  CHECK(step.eliminated == NarrowBits::single(b.g.index(1, 4)));
}

TEST_CASE("placement-forces-contradiction does not fire when every open cell has a solution") {
  const Bench<NarrowBits> b(R"(
    C C E E E E
    C C A A A F
    C C A A A F
    B D D A F F
    D D D F F F
    D D D F F F
  )",
                            kId);
  // Stuck for the basic rules, several solutions: no trial can refute a
  // cell that some solution uses.
  const auto s = b.state(R"(
    x x x . . .
    x Q x x x x
    x x x . . x
    Q x x x x x
    x x . x . .
    x x . x . .
  )");
  Solver<NarrowBits> solver(b.g);
  s.live(b.g).for_each([&](int cell) {
    State<NarrowBits> t = s;
    t.queens.set(cell);
    INFO(cell_name(b.g.cell_at(cell)));
    CHECK(solver.count(t, 1) == 1);
  });
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(s, step));
}

TEST_CASE("placement-forces-contradiction on a 12x12 board") {
  // Every row is a region.
  const Bench<WideBits> b(R"(
    A A A A A A A A A A A A
    B B B B B B B B B B B B
    C C C C C C C C C C C C
    D D D D D D D D D D D D
    E E E E E E E E E E E E
    F F F F F F F F F F F F
    G G G G G G G G G G G G
    H H H H H H H H H H H H
    I I I I I I I I I I I I
    J J J J J J J J J J J J
    K K K K K K K K K K K K
    L L L L L L L L L L L L
  )",
                          kId);
  // Row 2 (region B) is down to r2c1 and r2c2: a queen on r1c1 touches both.
  const auto s = b.state(R"(
    . . . . . . . . . . . .
    . . x x x x x x x x x x
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
  )");
  Step<WideBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.eliminated == WideBits::single(b.g.index(0, 0)));
  CHECK(step.size == 2);
  check_says(b.explain(s, step),
             {"If r1c1 held a queen", "region B would have no open cell", "r1c1 cannot hold"});
}

TEST_CASE(
    "placement-forces-contradiction leaves out rested trials and a known solution's without "
    "changing a step") {
  // A generated 14x14 3-star board whose trace takes the trial rule 7 times.
  // With a memo kept over the whole trace (as the logic loop keeps one, but
  // keeping no rounds: see the next test), the trials of cells whose last
  // trial came to rest in a fixed point the new trial starts inside, or
  // joins without a contradiction, are left out: every step, the trial
  // rule's included, must be the step found without a memo.
  const RuleSet rules;
  const Geometry<MediumBits> g(test::board_from(R"(
    stars: 3
    A A A A A A B B B B B B B B
    A A C A A B B B D B B D D B
    A A C A A A B E D D D D D D
    A C C C C C C E D D D D D D
    A F C G C E C E H H D D D D
    A F C G G E E E H H H H H H
    F F F G E E E E I I H J J H
    F F G G G I E I I I J J J J
    G G G G G I I I I I I J K K
    G G G G G I L L I M J J K K
    G G M M M I L L M M K K K K
    M M M N M M M L M M M K K K
    N M N N M M L L L M K K K K
    N N N N N M M M M M M M K K
  )"));
  TrialMemo<MediumBits> memo;
  memo.keep_rounds(false);
  Context<MediumBits> with_memo{g, rules.propagation(), rules.max_tier()};
  with_memo.trial_memo = &memo;
  const Context<MediumBits> without{g, rules.propagation(), rules.max_tier()};
  const Rule* trial = rules.find(kId);
  REQUIRE(trial != nullptr);
  const std::vector<const Rule*> taken = test::same_steps(g, rules, with_memo, without);
  CHECK(std::count(taken.begin(), taken.end(), trial) == 7);
  // Where trials came to rest, which later calls start from.
  CHECK(memo.rests() > 0);

  // A memo that knows the solution leaves out the trials of its stars
  // (none of them can collapse): the same steps again, and fewer fixed
  // points kept, since the solution's stars were never tried.
  Solver<MediumBits> solver(g);
  MediumBits solution;
  REQUIRE(solver.count(start_state(g), 2, &solution) == 1);
  TrialMemo<MediumBits> knowing;
  knowing.keep_rounds(false);
  knowing.know_solution(solution);
  Context<MediumBits> with_solution{g, rules.propagation(), rules.max_tier()};
  with_solution.trial_memo = &knowing;
  const std::vector<const Rule*> again = test::same_steps(g, rules, with_solution, without);
  CHECK(std::count(again.begin(), again.end(), trial) == 7);
  CHECK(knowing.rests() < memo.rests());
}

TEST_CASE(
    "placement-forces-contradiction in a trace tries the last round's cells first: each step a "
    "true refutation, no shorter than the shortest, and nothing only where a round finds "
    "nothing") {
  // The logic loop's memo keeps each round's refuted and unfinished cells,
  // and the next call tries them first. Every step it takes that way must
  // still be a cell whose star collapses under the rules from the step's
  // position (it holds no star in the solution), with a chain no shorter
  // than the shortest a whole round finds there, and it must differ from
  // that round's cell somewhere on this board (the rounds are kept). Where
  // the loop goes on to house-ways or nested-trial, the rule found nothing
  // (every trial resting where it did before, joined with the position):
  // a whole round without the memo must find nothing there either.
  const RuleSet rules;
  const Geometry<MediumBits> g(test::board_from(test::kTightenedFourteen));
  Solver<MediumBits> solver(g);
  MediumBits solution;
  REQUIRE(solver.count(start_state(g), 2, &solution) == 1);
  TrialMemo<MediumBits> memo;
  Context<MediumBits> kept{g, rules.propagation(), rules.max_tier()};
  kept.trial_memo = &memo;
  const Context<MediumBits> fresh{g, rules.propagation(), rules.max_tier()};
  const Rule* trial = rules.find(kId);
  REQUIRE(trial != nullptr);
  const Rule* ways = rules.find("house-ways");
  const Rule* nested = rules.find("nested-trial");
  REQUIRE(ways != nullptr);
  REQUIRE(nested != nullptr);
  int taken = 0;
  int other_cell = 0;
  int after_nothing = 0;
  State<MediumBits> s = start_state(g);
  while (verdict(g, s) == Verdict::open) {
    Step<MediumBits> step;
    REQUIRE(find_next(kept, rules.active(), s, step));
    if (step.rule == trial) {
      ++taken;
      CHECK_FALSE(solution.test(step.pivot));
      State<MediumBits> t = s;
      t.queens.set(step.pivot);
      CHECK(propagate(fresh, rules.propagation(), t, g.cells() + g.size(),
                      [](const State<MediumBits>&, const Step<MediumBits>&) {}) ==
            Outcome::contradiction);
      Step<MediumBits> shortest;
      REQUIRE(trial->find(fresh, s, shortest));
      CHECK(step.size >= shortest.size);
      if (step.pivot != shortest.pivot) ++other_cell;
    } else if (step.rule == ways || step.rule == nested) {
      ++after_nothing;
      Step<MediumBits> none;
      CHECK_FALSE(trial->find(fresh, s, none));
    }
    apply(s, step);
  }
  CHECK(verdict(g, s) == Verdict::solved);
  CHECK(taken >= 5);
  CHECK(other_cell > 0);
  CHECK(after_nothing >= 5);
}

TEST_CASE(
    "placement-forces-contradiction in a trace keeps a round's refuted cells shortest chain first "
    "and reports them in that order") {
  // At the first position of kTightenedFourteen's trace where a whole round
  // of the quick rules (tiers 1-3) refutes more than one cell, a call with
  // the logic loop's memo keeps the cells it refuted: each one collapses
  // under those rules from that position, in the order of their chains
  // (ties: the lowest cell), the step's cell first. The next call, that
  // cell crossed out, reports the next of them still refuted.
  const RuleSet rules;
  const Geometry<MediumBits> g(test::board_from(test::kTightenedFourteen));
  const Context<MediumBits> fresh{g, rules.propagation(), rules.max_tier()};
  const Rule* trial = rules.find(kId);
  REQUIRE(trial != nullptr);
  const std::vector<const Rule*> quick = quick_rules(fresh);
  // The chain of a cell's star from `at`, counted as a round counts it.
  const auto chain = [&](const State<MediumBits>& at, int cell) {
    State<MediumBits> t = at;
    t.queens.set(cell);
    int steps = 0;
    const Outcome o =
        propagate(fresh, quick, t, g.cells() + g.size(),
                  [&](const State<MediumBits>&, const Step<MediumBits>&) { ++steps; });
    return o == Outcome::contradiction ? steps : -1;
  };

  State<MediumBits> s = start_state(g);
  TrialMemo<MediumBits> memo;
  Context<MediumBits> kept{g, rules.propagation(), rules.max_tier()};
  kept.trial_memo = &memo;
  Step<MediumBits> first;
  TrialMemo<MediumBits>::Round round;
  int positions = 0;
  for (Step<MediumBits> step; find_next(fresh, rules.active(), s, step); apply(s, step)) {
    if (step.rule != trial) continue;
    ++positions;
    memo = TrialMemo<MediumBits>();
    REQUIRE(trial->find(kept, s, first));
    round = memo.last_round(rules_key(quick));
    if (round.refuted.size() >= 2) break;
  }
  INFO("positions where the rule was the step: " << positions);
  REQUIRE(round.refuted.size() >= 2);
  CHECK(round.refuted.front() == first.pivot);
  CHECK(first.size == chain(s, first.pivot) + 1);
  for (std::size_t i = 0; i + 1 < round.refuted.size(); ++i) {
    const int a = round.refuted[i];
    const int b = round.refuted[i + 1];
    CHECK(chain(s, a) > 0);
    CHECK((chain(s, a) < chain(s, b) || (chain(s, a) == chain(s, b) && a < b)));
  }

  // The next call, the step's cell crossed out: the next kept cell still
  // refuted comes next, found without a round.
  State<MediumBits> next = s;
  apply(next, first);
  Step<MediumBits> second;
  REQUIRE(trial->find(kept, next, second));
  const auto kept_next = std::find_if(round.refuted.begin() + 1, round.refuted.end(), [&](int c) {
    return next.live(g).test(c) && chain(next, c) >= 0;
  });
  REQUIRE(kept_next != round.refuted.end());
  CHECK(second.pivot == *kept_next);
}
