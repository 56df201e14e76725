// SPDX-License-Identifier: MIT
// nested-trial (K >= 3): suppose a star on the cell whose star forces the
// most, and follow the non-trial rules *and* single-star trials from there
// (a trial inside the trial): a round of inner trials, taken in turn, crosses
// out each cell it refutes in the supposed position (refute_in_turn,
// rules/trial/refutation_in_turn.hpp), and the rules run on. If a house runs
// dry, the cell is dead.
//
// Sound: refutation only. Every step inside is a theorem of the supposed
// position (an inner refutation included: a cell whose star contradicts the
// supposed position holds no star in any solution that has the supposed
// star), so a contradiction proves that no solution has a star on the cell.
//
// Which cell: every live cell's star is followed by the single-star trials'
// rules (read from the trial memo: placement-forces-contradiction has just
// followed them from this position); the kShortlist whose fixed points hold
// the most stars and crossed-out cells are followed on by every non-trial
// rule (the band rules the single-star trials leave out for cost; not the
// stars of a solution the caller knows, which are passed over untried), and
// they are tried in that order, the one that forces the most first: the first
// whose inner trials reach a contradiction is reported. On the boards that
// led to the rule the first cell was refuted every time; on harder ones it
// survives at some positions and another of the first kTries is refuted
// (HEURISTICS.md). In a logic loop the cells that survived an earlier call
// are tried after the others (TrialMemo::note_survivor).
//
// The last rule before search (tier 5, rated above house-ways): the driver
// asks it only when every other rule found nothing. Bounded: at most kTries
// cells a call, each with at most kInnerRounds rounds of inner refutations
// (so at most kInnerRounds + 1 inner rounds, each within its own step
// budget), not on boards above kMaxTrialBoardSize, and only for K >= 3,
// where the single-star trials are not enough for the hardest boards.
#include <algorithm>
#include <climits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/trial_memo.hpp"
#include "engine/reasoning/trial_propagation.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"
#include "rules/trial/contradiction_words.hpp"
#include "rules/trial/refutation_in_turn.hpp"

namespace qh {
namespace {

// The most forcing cells (under the single-star trials' rules) that are
// followed on by every non-trial rule before the most forcing is chosen:
// as many as a call tries. On 309 development 14x14 3-star and 17x17
// 4-star boards 16, 8 and 4 leave 0, 0 and 2 search steps; 8 grades the 40
// tightened 14x14 boards of seed 21 in 22.2 s instead of 23.2 s (the
// slowest 2.1 s instead of 2.6 s; docs/big-stars.md, the thirteenth round).
constexpr std::size_t kShortlist = 8;
// Rounds of inner trials the supposed star may take before it is given up;
// each round gives every live cell a trial, in turn, run to its end
// (refute_in_turn).
constexpr int kInnerRounds = 16;

// The supposed stars tried a call, the most forcing first: the first whose
// inner trials reach a contradiction is reported. Chosen on 80 development
// 14x14 3-star boards traced with the easy rules and the two single-star
// trial rules only (HEURISTICS.md): 1, 3, 8 and 16 tries left 480, 378, 286
// and 239 search steps, in 20, 21, 24 and 31 s.
constexpr std::size_t kTries = 8;
// Every shortlisted star is tried (most_forcing leaves the stars of a known
// solution where the single-star trials' rules put them).
static_assert(kTries >= kShortlist);

// A live cell, how much its supposed star forces (stars + crossed-out cells
// of `rest`, INT_MAX when it collapses), and where it leads.
template <class B>
struct Candidate {
  int forcing;
  int cell;
  State<B> rest;
};

// What the supposed star led to: a contradiction or not, and the cells the
// inner trials crossed out on the way, in order.
template <class B>
struct Nested {
  bool refuted = false;
  std::vector<int> inner;
  int rounds = 0;  // inner rounds that refuted something
  State<B> end;    // the position reached
};

class NestedTrial final : public RuleBase<NestedTrial> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "nested-trial",
      .title = "A star here fails even with trials inside",
      .tier = 5,
      .rating = {.base = 7.96, .per_size = 0.002, .max = 7.99},
      .trial = true,
      .max_stars = 0,
      .min_stars = 3,
      .boards = kRegionBoards,
      .summary =
          "Suppose the star that forces the most, follow the other rules and test single "
          "stars inside that position: if some house runs dry, the cell is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    if (g.size() > kMaxTrialBoardSize || g.stars() < 3) return false;
    const std::vector<Candidate<B>> order = most_forcing(ctx, s);
    // In a logic loop the stars that survived an earlier call mostly
    // survive again: up to kTries others are tried first, then the
    // survivors among the kTries most forcing (what a first call tries).
    TrialMemo<B>* loop =
        ctx.trial_memo != nullptr && ctx.trial_memo->keeps_rounds() ? ctx.trial_memo : nullptr;
    std::vector<std::size_t> picks;
    for (std::size_t i = 0; i < order.size() && picks.size() < kTries; ++i)
      if (loop == nullptr || !loop->survivors().test(order[i].cell)) picks.push_back(i);
    if (loop != nullptr)
      for (std::size_t i = 0; i < std::min(order.size(), kTries); ++i)
        if (loop->survivors().test(order[i].cell)) picks.push_back(i);
    // The stars of a known solution survive every trial of sound rules: they
    // are passed over (as survivors) without being followed, so the step is
    // the one found without knowing the solution, only sooner.
    const B* solution = ctx.trial_memo != nullptr ? ctx.trial_memo->solution() : nullptr;
    for (const std::size_t i : picks) {
      if (solution != nullptr && solution->test(order[i].cell)) {
        if (loop != nullptr) loop->note_survivor(order[i].cell);
        continue;
      }
      // The inner trials keep their own memo: the logic loop's stays as the
      // single-star trials left it, for the next position.
      TrialMemo<B> memo;
      Context<B> inner = ctx;
      inner.trial_memo = &memo;
      const Nested<B> n = follow(inner, order[i].rest);
      if (!n.refuted) {
        if (loop != nullptr) loop->note_survivor(order[i].cell);
        continue;
      }
      const int cell = order[i].cell;
      out.eliminated = B::single(cell);
      out.focus = B::single(cell);
      out.pivot = cell;
      out.size = static_cast<int>(n.inner.size()) + 1;
      return true;
    }
    return false;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    TrialMemo<B> memo;
    Context<B> own = ctx;
    own.trial_memo = &memo;
    State<B> start = before;
    start.queens.set(step.pivot);
    lead(own, start, logic_rules(ctx));
    const Nested<B> n = follow(own, start);
    const std::string cell = cell_word(g, step.pivot);
    std::string middle;
    if (!n.inner.empty()) {
      const std::size_t shown = n.inner.size() > 4 ? 3 : n.inner.size();
      std::string cells;
      for (std::size_t i = 0; i < shown; ++i)
        cells += concat({i == 0                                      ? ""
                         : i + 1 == shown && shown == n.inner.size() ? " and "
                                                                     : ", ",
                         cell_word(g, n.inner[i])});
      if (shown < n.inner.size())
        cells += concat({" and ", std::to_string(n.inner.size() - shown), " more cells"});
      middle = concat({"; testing single stars in that position, one at a time, rules out ", cells,
                       n.inner.size() == 1 ? " (a star there would lead to a contradiction)"
                                           : " (a star on each would lead to a contradiction once "
                                             "the ones before it are crossed out)"});
    }
    return concat({"If ", cell, " held a star, the other rules would follow from it", middle,
                   "; in the end ", what_ran_dry(g, n.end), ". So ", cell,
                   " cannot hold a star: cross it out."});
  }

 private:
  template <class B>
  static int facts(const State<B>& s) {
    return s.queens.count() + s.dead.count();
  }

  // What the supposed star is followed with: every enabled non-trial rule,
  // the band rules that the single-star trials leave out for cost included
  // (one supposed star can afford them).
  template <class B>
  static std::span<const Rule* const> logic_rules(const Context<B>& ctx) {
    return ctx.logic_rules.empty() ? ctx.propagation_rules : ctx.logic_rules;
  }

  // Follows a supposed star: the single-star trials' rules to their fixed
  // point (most of the way is in the trial memo), then `more` (every
  // non-trial rule) on from there, when given and different.
  template <class B>
  static Outcome lead(const Context<B>& ctx, State<B>& t, std::span<const Rule* const> more) {
    const int longest = ctx.geometry.cells() + ctx.geometry.size();
    int taken = 0;
    const Outcome o = propagate_trial(ctx, ctx.propagation_rules, ctx.propagation_rules, t, longest,
                                      taken, [](const State<B>&, int) {});
    if (o != Outcome::stuck || more.empty() || more.size() == ctx.propagation_rules.size())
      return o;
    return propagate_trial(ctx, more, more, t, longest, taken, [](const State<B>&, int) {});
  }

  // Follows the star on `cell` under `rules` from `t` (a position with that
  // star) to their fixed point, as lead does, taking it up where the last
  // trial of that star under those rules came to rest when the memo kept it
  // (follow_supposed, engine/reasoning/trial_propagation.hpp). `quiet`:
  // where each of `rules` finds nothing at the position `t` adds the star
  // to (quiet_at), or null.
  template <class B>
  static Outcome settle(const Context<B>& ctx, std::span<const Rule* const> rules, int cell,
                        State<B>& t, const QuietPositions<B>* quiet = nullptr) {
    const int longest = ctx.geometry.cells() + ctx.geometry.size();
    int taken = 0;
    if (ctx.trial_memo != nullptr)
      return follow_supposed(ctx, *ctx.trial_memo, rules, B::single(cell), t, longest, taken,
                             quiet);
    return propagate_trial(ctx, rules, rules, t, longest, taken, [](const State<B>&, int) {});
  }

  // The live cells whose stars force the most (at most kShortlist, the
  // most forcing first, ties: the lowest cell), each with where its star
  // leads under every non-trial rule. A star the single-star trials' rules
  // refute (one placement-forces-contradiction missed by its budget) comes
  // alone. Empty when every live star completes the board.
  template <class B>
  static std::vector<Candidate<B>> most_forcing(const Context<B>& ctx, const State<B>& s) {
    const Geometry<B>& g = ctx.geometry;
    std::vector<Candidate<B>> order;
    bool refuted = false;
    const std::optional<QuietPositions<B>> quiet = quiet_at(ctx, ctx.propagation_rules, s);
    s.live(g).for_each([&](int c) {
      if (refuted) return;
      State<B> t = s;
      t.queens.set(c);
      const Outcome o = settle(ctx, ctx.propagation_rules, c, t, quiet ? &*quiet : nullptr);
      if (o == Outcome::solved) return;
      refuted = o == Outcome::contradiction;
      if (refuted) order.clear();
      order.push_back({refuted ? INT_MAX : facts(t), c, t});
    });
    if (order.empty()) return order;
    const auto more = [](const Candidate<B>& a, const Candidate<B>& b) {
      return a.forcing > b.forcing;
    };
    std::stable_sort(order.begin(), order.end(), more);
    order.resize(std::min(order.size(), kShortlist));
    // Every non-trial rule on from each shortlisted star's fixed point
    // (the band rules, when the single-star trials leave them out). Not for
    // the stars of a known solution: find_in passes them over, and where
    // they come in the order changes nothing for the others (every
    // shortlisted star is tried, kTries >= kShortlist, and the sort is
    // stable), so the step is the same.
    const std::span<const Rule* const> logic = logic_rules(ctx);
    const B* solution = ctx.trial_memo != nullptr ? ctx.trial_memo->solution() : nullptr;
    if (logic.size() != ctx.propagation_rules.size()) {
      for (Candidate<B>& c : order) {
        if (c.forcing == INT_MAX || (solution != nullptr && solution->test(c.cell))) continue;
        c.forcing =
            settle(ctx, logic, c.cell, c.rest) == Outcome::contradiction ? INT_MAX : facts(c.rest);
      }
    }
    std::stable_sort(order.begin(), order.end(), more);
    return order;
  }

  // From `start` (a supposed star, perhaps followed some way already), runs
  // every non-trial rule, and a round of inner trials between their fixed
  // points, at most kInnerRounds rounds.
  template <class B>
  static Nested<B> follow(const Context<B>& ctx, const State<B>& start) {
    const Geometry<B>& g = ctx.geometry;
    const std::span<const Rule* const> rules = logic_rules(ctx);
    const int longest = g.cells() + g.size();
    Nested<B> n;
    n.end = start;
    for (;;) {
      int taken = 0;
      const Outcome o =
          propagate_trial(ctx, rules, rules, n.end, longest, taken, [](const State<B>&, int) {});
      n.refuted = o == Outcome::contradiction;
      if (o != Outcome::stuck || n.rounds >= kInnerRounds) return n;
      const InTurn round = refute_in_turn(ctx, n.end, n.inner);
      if (round == InTurn::nothing) return n;
      ++n.rounds;
      if (round == InTurn::collapsed || verdict(g, n.end) == Verdict::contradiction) {
        n.refuted = true;
        return n;
      }
    }
  }
};

}  // namespace

std::unique_ptr<Rule> make_nested_trial() {
  return std::make_unique<NestedTrial>();
}

}  // namespace qh
