// SPDX-License-Identifier: MIT
// nested-trial (K >= 3): a supposed star followed by the non-trial rules and,
// between their fixed points, by rounds of single-star trials taken in turn
// inside the supposed position; the cell is out when a house runs dry.
// size = the cells refuted inside + 1.
//
// The rules run with a fixed set of easy rules (singles and confinement), so
// that the positions where the single-star trials are stuck, and what the
// rule finds there, do not move when harder rules join the catalogue.
#include <doctest/doctest.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../rule_bench.hpp"
#include "../trial_boards.hpp"
#include "engine/generation/generator.hpp"
#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "engine/reasoning/trial_memo.hpp"
#include "engine/search/solver.hpp"
#include "rules/catalogue.hpp"
#include "rules/trial/refutation_in_turn.hpp"
#include "support.hpp"

using namespace qh;

namespace {

const std::vector<std::string> kEasyRules = {"single-cell-region",
                                             "single-cell-line",
                                             "region-confined-to-line",
                                             "line-confined-to-region",
                                             "placement-forces-contradiction",
                                             "nested-trial"};

template <class B>
struct Bench {
  explicit Bench(const Puzzle& puzzle)
      : g(puzzle),
        single(*rules.find("placement-forces-contradiction")),
        nested(*rules.find("nested-trial")) {}

  RuleSet rules{kEasyRules, std::nullopt};
  Geometry<B> g;
  Context<B> ctx{
      .geometry = g, .propagation_rules = rules.propagation(), .logic_rules = rules.logic()};
  const Rule& single;
  const Rule& nested;
};

bool says(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

// The cell nested-trial supposes first: the live cell whose star, followed
// by the rules to their fixed point, gives the most stars and crossed-out
// cells (ties: the lowest cell; a star that collapses comes first). With
// the easy rules every non-trial rule is a rule the single-star trials use.
template <class B>
int most_forcing_cell(const Bench<B>& b, const State<B>& s) {
  int best = -1;
  long best_facts = -1;
  s.live(b.g).for_each([&](int c) {
    State<B> t = s;
    t.queens.set(c);
    const Outcome o = propagate(b.ctx, b.rules.propagation(), t, b.g.cells() + b.g.size(),
                                [](const State<B>&, const Step<B>&) {});
    if (o == Outcome::solved) return;
    const long facts = o == Outcome::contradiction ? LONG_MAX : t.queens.count() + t.dead.count();
    if (facts > best_facts) {
      best_facts = facts;
      best = c;
    }
  });
  return best;
}

}  // namespace

TEST_CASE("nested-trial is sound and refutes stars the single-star trials cannot (14x14 3-star)") {
  // Generated boards with a planted solution. From the empty board: the
  // easy rules to their fixed point, then placement-forces-contradiction
  // while it finds something; where it does not, nested-trial must find a
  // cell off the planted solution, and its inner trials are what did it.
  // When the most forcing star survives its inner trials, the next ones are
  // tried (up to 8): some steps cross out another cell. grade, trace and
  // hint know the solution: its stars survive every trial, so nested-trial
  // passes over them (as survivors) unfollowed; the step must be the one
  // found without knowing it.
  int fired = 0, with_inner = 0, not_first = 0, passed_over = 0;
  test::walk_planted_boards<MediumBits, Bench<MediumBits>>(
      14, 3, 12, 40,
      [&](const Bench<MediumBits>& b, const MediumBits& solution, const State<MediumBits>& s,
          Step<MediumBits>& step) {
        if (b.single.find(b.ctx, s, step)) return true;
        if (!b.nested.find(b.ctx, s, step)) return false;
        ++fired;
        with_inner += step.size > 1 ? 1 : 0;
        not_first += step.pivot != most_forcing_cell(b, s) ? 1 : 0;
        test::check_sound_step(b.g, s, solution, step);
        CHECK(step.placed.none());
        CHECK(step.eliminated.count() == 1);
        CHECK(step.size >= 1);
        Step<MediumBits> again;
        REQUIRE(b.nested.find(b.ctx, s, again));
        CHECK(again.eliminated == step.eliminated);
        TrialMemo<MediumBits> knowing;
        knowing.know_solution(solution);
        Context<MediumBits> told = b.ctx;
        told.trial_memo = &knowing;
        Step<MediumBits> same;
        REQUIRE(b.nested.find(told, s, same));
        CHECK(same.eliminated == step.eliminated);
        CHECK(same.pivot == step.pivot);
        CHECK(same.size == step.size);
        // A solution star among the survivors: this call reached one among
        // its picks (the case the step equality above is about).
        passed_over += (knowing.survivors() & solution).any() ? 1 : 0;
        const std::string text = b.nested.explain(b.ctx, s, step);
        const std::string cell = "r" + std::to_string(b.g.row_of(step.pivot) + 1) + "c" +
                                 std::to_string(b.g.col_of(step.pivot) + 1);
        CHECK_MESSAGE(says(text, "If " + cell + " held a star"), text);
        CHECK_MESSAGE(says(text, "So " + cell + " cannot hold a star: cross it out."), text);
        if (step.size > 1)
          CHECK_MESSAGE(
              says(text, "testing single stars in that position, one at a time, rules out "), text);
        return true;
      });
  CHECK(fired > 0);
  CHECK(with_inner > 0);
  CHECK(not_first > 0);
  CHECK(passed_over > 0);
}

TEST_CASE("nested-trial in a logic loop tries the stars that survived before last") {
  // The walk of the test above, with the logic loop's trial memo kept from
  // position to position: every step is sound, and where the cell a first
  // call (no memo) reports did not survive an earlier call, the loop's call
  // reports it too (the survivors only move behind the others).
  int calls = 0, with_survivors = 0;
  std::vector<Cell> planted;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const Puzzle puzzle = generate_star_board(14, 3, seed, &planted);
    const Bench<MediumBits> b(puzzle);
    const MediumBits solution = test::cell_set(b.g, planted);
    TrialMemo<MediumBits> memo;
    Context<MediumBits> loop = b.ctx;
    loop.trial_memo = &memo;
    State<MediumBits> s = start_state(b.g);
    for (int i = 0; i < 40; ++i) {
      if (propagate(b.ctx, b.rules.propagation(), s, 10000,
                    [](const State<MediumBits>&, const Step<MediumBits>&) {}) != Outcome::stuck)
        break;
      Step<MediumBits> step;
      if (b.single.find(loop, s, step)) {
        apply(s, step);
        continue;
      }
      const MediumBits before = memo.survivors();
      Step<MediumBits> first;
      const bool fresh = b.nested.find(b.ctx, s, first);
      if (!b.nested.find(loop, s, step)) {
        CHECK_FALSE(fresh);
        break;
      }
      ++calls;
      with_survivors += before.any() ? 1 : 0;
      test::check_sound_step(b.g, s, solution, step);
      if (fresh && !before.test(first.pivot)) CHECK(step.pivot == first.pivot);
      apply(s, step);
    }
  }
  CHECK(calls > 0);
  CHECK(with_survivors > 0);
}

TEST_CASE("nested-trial stays out of K <= 2 and of positions with nothing to refute") {
  // K = 2: the single-star trials are enough there; the rule does not run.
  std::vector<Cell> planted;
  const Puzzle two = generate_star_board(10, 2, 1, &planted);
  const Bench<NarrowBits> b2(two);
  Step<NarrowBits> step;
  CHECK_FALSE(b2.nested.find(b2.ctx, start_state(b2.g), step));
  // K = 3, the planted solution itself: nothing live, nothing to refute.
  const Puzzle three = generate_star_board(14, 3, 1, &planted);
  const Bench<MediumBits> b3(three);
  State<MediumBits> solved = start_state(b3.g);
  solved.queens = test::cell_set(b3.g, planted);
  solved.dead = b3.g.all().without(solved.queens);
  Step<MediumBits> none;
  CHECK_FALSE(b3.nested.find(b3.ctx, solved, none));
}

TEST_CASE(
    "a round of trials in turn, the tightest houses' cells first, crosses out each refuted cell "
    "before the next trial") {
  // nested-trial's inner round (refute_in_turn): at the positions of
  // planted 14x14 3-star boards where placement-forces-contradiction finds
  // a cell, the round refutes cells too, every one off the planted solution,
  // and leaves a position the solution still fits. Each cell it reports is
  // refuted in the position the earlier ones leave: supposed there (those
  // crossed out, the rules followed), its star leads to a contradiction.
  // Some are refuted only that way: from the round's start their trials
  // come to rest.
  int positions = 0, several = 0, only_in_turn = 0;
  test::walk_planted_boards<MediumBits, Bench<MediumBits>>(
      14, 3, 8, 30,
      [&](const Bench<MediumBits>& b, const MediumBits& solution, const State<MediumBits>& s,
          Step<MediumBits>& step) {
        if (!b.single.find(b.ctx, s, step)) return false;
        ++positions;
        State<MediumBits> end = s;
        std::vector<int> refuted;
        const InTurn round = refute_in_turn(b.ctx, end, refuted);
        REQUIRE(round == InTurn::refuted);
        REQUIRE_FALSE(refuted.empty());
        CHECK(end.queens.subset_of(solution));
        CHECK_FALSE(end.dead.intersects(solution));
        several += refuted.size() > 1 ? 1 : 0;
        const int longest = b.g.cells() + b.g.size();
        const auto collapses = [&](const State<MediumBits>& from, int cell) {
          State<MediumBits> t = from;
          t.queens.set(cell);
          return propagate(b.ctx, b.rules.propagation(), t, longest,
                           [](const State<MediumBits>&, const Step<MediumBits>&) {}) ==
                 Outcome::contradiction;
        };
        // The cells of the tightest houses are tried first: the first cell
        // refuted is the first, in that order, whose star collapses the
        // round's start (the ones before it were tried there and survived).
        // Tightness: over the cell's row, column and region, live cells
        // less twice the stars still needed, summed; ties the lowest cell.
        const auto tightness = [&](int cell) {
          int sum = 0;
          for (const int h : {b.g.row_of(cell), b.g.size() + b.g.col_of(cell),
                              2 * b.g.size() + b.g.region_of(cell)})
            sum += (b.g.house(h) & s.live(b.g)).count() -
                   2 * (b.g.stars() - (b.g.house(h) & s.queens).count());
          return sum;
        };
        std::vector<std::pair<int, int>> order;
        s.live(b.g).for_each([&](int cell) { order.emplace_back(tightness(cell), cell); });
        std::sort(order.begin(), order.end());
        const auto first = std::find_if(order.begin(), order.end(),
                                        [&](const auto& o) { return collapses(s, o.second); });
        REQUIRE(first != order.end());
        CHECK(refuted.front() == first->second);
        State<MediumBits> before = s;
        for (const int cell : refuted) {
          CHECK_FALSE(solution.test(cell));
          CHECK(end.dead.test(cell));
          CHECK(collapses(before, cell));
          only_in_turn += collapses(s, cell) ? 0 : 1;
          before.dead.set(cell);
          propagate(b.ctx, b.rules.propagation(), before, longest,
                    [](const State<MediumBits>&, const Step<MediumBits>&) {});
        }
        return true;
      });
  CHECK(positions > 20);
  CHECK(several > 0);
  CHECK(only_in_turn > 0);
}

TEST_CASE("nested-trial reports the same cell when it knows the solution, with every rule") {
  // The trace of kTightenedFourteenNested, with every rule and the memo a
  // logic loop keeps (as grade runs it). At each position where it takes
  // nested-trial, a first call that knows the solution (its stars passed
  // over: neither followed nor followed on by the band rules) must report
  // the cell a first call without a memo reports.
  const RuleSet rules;
  const Geometry<MediumBits> g(test::board_from(test::kTightenedFourteenNested));
  Solver<MediumBits> solver(g);
  MediumBits solution;
  REQUIRE(solver.count(start_state(g), 2, &solution) == 1);
  const Context<MediumBits> fresh{.geometry = g,
                                  .propagation_rules = rules.propagation(),
                                  .max_tier = rules.max_tier(),
                                  .logic_rules = rules.logic()};
  TrialMemo<MediumBits> loop_memo;
  loop_memo.know_solution(solution);
  Context<MediumBits> loop = fresh;
  loop.trial_memo = &loop_memo;
  const Rule* nested = rules.find("nested-trial");
  REQUIRE(nested != nullptr);
  int compared = 0;
  State<MediumBits> s = start_state(g);
  while (verdict(g, s) == Verdict::open) {
    Step<MediumBits> step;
    REQUIRE(find_next(loop, rules.active(), s, step));
    if (step.rule == nested) {
      TrialMemo<MediumBits> knowing;
      knowing.keep_rounds(false);
      knowing.know_solution(solution);
      Context<MediumBits> told = fresh;
      told.trial_memo = &knowing;
      Step<MediumBits> a, b;
      REQUIRE(nested->find(told, s, a));
      REQUIRE(nested->find(fresh, s, b));
      CHECK(a.eliminated == b.eliminated);
      CHECK(a.size == b.size);
      ++compared;
    }
    apply(s, step);
  }
  CHECK(verdict(g, s) == Verdict::solved);
  CHECK(compared == 18);
}
