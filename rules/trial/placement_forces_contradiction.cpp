// SPDX-License-Identifier: MIT
// placement-forces-contradiction: suppose a queen on a live cell, run the
// non-trial rules from there; if that leads to a contradiction (a row,
// column or region left without a possible queen, or two queens that clash),
// the cell is dead.
//
// Sound: refutation only. If a queen on x forces an impossible state, no
// solution has a queen on x. The trial is bounded: the propagation inside
// uses only the enabled non-trial rules (no nested trials) and stops at their
// fixed point. The cell whose contradiction comes with the shortest chain of
// steps is reported, so the explanation stays short; with K >= 3, in a
// trace, the cells the last call's round refuted are tried first, one at a
// time, shortest chain first, and the first refuted again is reported; then
// those it left unfinished (much cheaper than a round; find_refutation).
// Bounded: at most kTrialStepBudget rule steps per call per pass, and not on
// boards above kMaxTrialBoardSize (engine/reasoning/rule.hpp), where search
// takes over. With K stars per house it supposes a star and propagates with
// the rules that handle K; with K >= 3 a first pass propagates only the
// rules of tiers 1-3 (cheap), and that pass alone also runs above
// kMaxTrialBoardSize.
#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/trial_memo.hpp"
#include "engine/reasoning/trial_propagation.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"
#include "rules/trial/contradiction_words.hpp"

namespace qh {
namespace {

// The rules of the first, cheaper round (quick_rules, K >= 3). Empty for
// K <= 2, where every trial runs with all of them, and when they are all
// the rules (one round).
template <class B>
std::vector<const Rule*> first_round_rules(const Context<B>& ctx) {
  if (ctx.geometry.stars() < 3) return {};
  std::vector<const Rule*> out = quick_rules(ctx);
  if (out.size() == ctx.propagation_rules.size()) out.clear();
  return out;
}

// The stars and crossed-out cells of a position.
template <class B>
int facts(const State<B>& s) {
  return s.queens.count() + s.dead.count();
}

// How far a cell's trial of the quick round (K >= 3, the rules up to tier
// 3) got on the way the trial of the round with every rule takes: as long as
// the quick rules find a step of tier 3 or lower, every rule finds the same
// one (the other rules' steps are of tier 4 or more, and ties go to the
// earlier rule in both lists), so both trials pass through the same
// positions. `state` is the position after `length` such steps; `quick_done`:
// no quick rule applies there, so every rule finds what the others find.
template <class B>
struct TrialStart {
  int length = 0;
  State<B> state;
  bool quick_done = false;
};

// The steps a trial taken up from where it came to rest before (rests_at)
// may take to come to rest again; past them it is run from the start like
// any other. Most such trials take no step (3,245 of 3,437 on tightened
// 17x17 4-star line 5, 31 more than 5); one that runs long is usually on
// its way to a contradiction (533 of them took 6 steps or more, 0.33 ms
// each), and runs again from the start anyway. About 3 % faster on the
// tightened 17x17 boards; the same steps (a trial run from the start is
// what the memo stands in for).
inline constexpr int kJoinSteps = 6;

// The trials of one round, and where each of them stands.
template <class B>
struct Trial {
  int cell;
  int length;      // the steps taken, counted as if the trial started at 0
  State<B> state;  // the position after `ahead` steps (ahead >= length)
  int ahead;
  bool quick_done;    // no quick rule applies at `state` (see TrialStart)
  std::size_t index;  // its place among the live cells, for the starts
  // Where each rule found nothing on the trial's way (K >= 3), kept from
  // one round to the next; from the position the trials start from at first.
  std::optional<QuietPositions<B>> quiet;
};

// The logic loop's memo when it keeps this rule's rounds for its next call
// (K >= 3, a memo that keeps rounds), else null.
template <class B>
TrialMemo<B>* round_memo(const Context<B>& ctx) {
  TrialMemo<B>* memo = ctx.geometry.stars() >= 3 ? ctx.trial_memo : nullptr;
  return memo != nullptr && memo->keeps_rounds() ? memo : nullptr;
}

// The cell of `cells` (live cells) whose supposed star reaches a
// contradiction under `rules` in the fewest steps (ties: the lowest cell).
// The trials deepen together: every cell's trial runs to `limit` steps a
// round (4, 8, 16, ...), and one that came to rest is dropped. Propagation
// is deterministic, so a trial cut at the limit resumes from its state
// exactly as if it had never stopped, and the first round that finds a
// contradiction finds the shortest chain. Most refutations are short, found
// before the long trials of the other cells run on to their fixed points.
//
// Within that round a trial stops one step short of the best chain so far.
// With K >= 3 and a memo that keeps rounds (the logic loop's), the cells
// the round refuted (shortest chain first, ties the lowest cell) and those
// whose trials it stopped while still running (at its limit, or short of
// the best chain) are kept (TrialMemo::note_round) for the next call to try
// first (find_refutation); a trial already as long as the best chain when
// its turn comes is not run again and not kept.
//
// `record` (the quick round): where each trial got on the way of the round
// with every rule (TrialStart). `resume` (that round): each trial starts
// there instead, `rest` being the rules that are not quick; it counts the
// steps it skips as taken, in the round and budget they would have been
// taken in, so the outcome is exactly that of a trial run from the start.
template <class B>
bool refute(const Context<B>& ctx, std::span<const Rule* const> rules, const State<B>& s,
            const B& cells, Step<B>& out, std::vector<TrialStart<B>>* record,
            const std::vector<TrialStart<B>>* resume, std::span<const Rule* const> rest,
            bool leave_out_rested, bool& exact) {
  const Geometry<B>& g = ctx.geometry;
  // Where trials came to rest is kept and used with K >= 3 only, where it
  // pays (K = 1: 0 to 3 % slower with it).
  TrialMemo<B>* memo = g.stars() >= 3 ? ctx.trial_memo : nullptr;
  // The stars of a known solution: their trials never reach a contradiction.
  const B* solution = memo != nullptr ? memo->solution() : nullptr;
  // The round's cells are kept for the next call (find_refutation).
  const bool keep = round_memo(ctx) != nullptr;
  const std::uintptr_t key = rules_key(rules);
  // The steps the trials left out (rests_at found where they come to rest)
  // could take at most: each step adds a star or a crossed-out cell of that
  // fixed point.
  int left_out = 0;
  std::vector<Trial<B>> pending;
  std::size_t index = 0;
  const int longest = g.cells() + g.size();
  cells.for_each([&](int cell) {
    State<B> start = s;
    start.queens.set(cell);
    if (record != nullptr) record->push_back({.length = 0, .state = start});
    if (solution != nullptr && solution->test(cell)) {
      ++index;
      return;
    }
    if (leave_out_rested && memo != nullptr) {
      State<B> at;
      int taken = 0;
      if (take_up_rest(ctx, *memo, rules, key, B::single(cell), start, kJoinSteps, at, taken)) {
        left_out += facts(at) - facts(start);
        ++index;
        return;
      }
    }
    pending.push_back({.cell = cell,
                       .length = 0,
                       .state = start,
                       .ahead = 0,
                       .quick_done = false,
                       .index = index});
    Trial<B>& trial = pending.back();
    if (resume != nullptr) {
      const TrialStart<B>& from = (*resume)[index];
      trial.state = from.state;
      trial.ahead = from.length;
      trial.quick_done = from.quick_done;
    }
    ++index;
  });
  // Leaving trials out changes nothing as long as all of them together,
  // those left out at their most, stay within the budget.
  exact = true;
  const auto within = [&](int spent) {
    if (left_out > 0 && spent + left_out >= kTrialStepBudget) exact = false;
  };
  int best_cell = -1;
  int best_length = INT_MAX;
  int spent = 0;
  std::vector<std::pair<int, int>> refuted;  // chain length and cell, kept for the next call
  // Where the rules find nothing at `s` (K >= 3): every trial starts from
  // there, so they need not look again where it changed nothing.
  const std::optional<QuietPositions<B>> at_start =
      pending.empty() ? std::nullopt : quiet_at(ctx, rules, s);
  for (int limit = 4; best_cell < 0 && !pending.empty(); limit = std::min(2 * limit, longest)) {
    std::size_t kept = 0;
    for (Trial<B>& trial : pending) {
      if (spent >= kTrialStepBudget) {
        within(spent);
        return false;
      }
      const int cap = best_length == INT_MAX ? limit : std::min(limit, best_length - 1);
      const int budget = std::min(cap - trial.length, kTrialStepBudget - spent);
      if (budget <= 0) continue;  // cannot beat the best any more
      // The steps already known (resume) are all open positions but the
      // last, so they count as taken without running them.
      const int skip = trial.ahead - trial.length;
      int taken = budget;
      Outcome o = Outcome::stuck;
      if (budget >= skip) {
        TrialStart<B>* start = record != nullptr ? &(*record)[trial.index] : nullptr;
        bool same = start != nullptr && start->length == trial.length;
        if (at_start && !trial.quiet) trial.quiet = *at_start;
        o = propagate_trial(
            ctx, rules, trial.quick_done ? rest : rules, trial.state, budget - skip, taken,
            [&](const State<B>& before, int tier) {
              if (same && tier > 3) {  // the rounds part here
                start->state = before;
                same = false;
              }
              if (same) ++start->length;
            },
            static_cast<const State<B>*>(nullptr), trial.quiet ? &*trial.quiet : nullptr);
        const bool at_rest = o == Outcome::stuck && taken < budget - skip;
        if (same) {
          start->state = trial.state;
          start->quick_done = at_rest;
        }
        if (at_rest && memo != nullptr) memo->note_rest(key, B::single(trial.cell), trial.state);
        taken += skip;
        trial.ahead = trial.length + taken;
        trial.quick_done = false;
      }
      spent += taken;
      trial.length += taken;
      if (o == Outcome::contradiction) {
        refuted.emplace_back(trial.length, trial.cell);
        if (trial.length < best_length) {
          best_cell = trial.cell;
          best_length = trial.length;
        }
      } else if (o == Outcome::stuck && taken == budget) {
        // Cut at the limit: resume in the next round.
        if (&pending[kept] != &trial) pending[kept] = std::move(trial);
        ++kept;
      }
    }
    pending.resize(kept);
    if (limit == longest) break;
  }
  within(spent);
  if (keep) {
    std::sort(refuted.begin(), refuted.end());
    typename TrialMemo<B>::Round round;
    for (const auto& [length, cell] : refuted) round.refuted.push_back(cell);
    for (const Trial<B>& trial : pending) round.unfinished.set(trial.cell);
    memo->note_round(key, std::move(round));
  }
  if (best_cell < 0) return false;
  out.eliminated = B::single(best_cell);
  out.focus = B::single(best_cell);
  out.pivot = best_cell;
  out.size = best_length + 1;
  return true;
}

// refute over `cells`, leaving out (K >= 3) the trials of cells whose last
// trial came to rest where the new one would (rests_at): without a
// contradiction, as long as the rules' fixed point does not depend on the
// order they fire in (see HEURISTICS.md: one-by-n breaks that on positions
// with a contradiction no verdict sees, which changes one of 209 dev
// traces). When the trials left out might have run into the step budget,
// the call is made again with all of them, so the budget is spent as in the
// call with all.
template <class B>
bool refute_cells(const Context<B>& ctx, std::span<const Rule* const> rules, const State<B>& s,
                  const B& cells, Step<B>& out, std::vector<TrialStart<B>>* record,
                  const std::vector<TrialStart<B>>* resume, std::span<const Rule* const> rest) {
  bool exact = true;
  const bool found = refute(ctx, rules, s, cells, out, record, resume, rest, true, exact);
  if (exact) return found;
  if (record != nullptr) record->clear();
  return refute(ctx, rules, s, cells, out, record, resume, rest, false, exact);
}

// A round over the live cells (refute_cells). In the logic loop (K >= 3)
// the last round under `rules` is taken up first: a cell refuted once holds
// a star in no solution, and its trial mostly collapses again, so
// - the cells it refuted that are still live are tried one at a time, in
//   the order of their chains there (shortest first), and the first refuted
//   again is the step: a round's refutations come one call after another
//   for the price of one trial each, instead of a trial of every kept cell
//   at every call (tightened 17x17 4-star boards of seed 13: 8.5 % fewer
//   instructions, the chains a little longer; docs/big-stars.md, the
//   twenty-seventh round);
// - when none is, the cells it left unfinished are tried together, the
//   shortest of their chains being the step.
// The step may be longer than the shortest chain of a whole round.
template <class B>
bool find_refutation(const Context<B>& ctx, std::span<const Rule* const> rules, const State<B>& s,
                     Step<B>& out, std::vector<TrialStart<B>>* record = nullptr,
                     const std::vector<TrialStart<B>>* resume = nullptr,
                     std::span<const Rule* const> rest = {}) {
  const Geometry<B>& g = ctx.geometry;
  const B live = s.live(g);
  if (TrialMemo<B>* memo = round_memo(ctx)) {
    const std::uintptr_t key = rules_key(rules);
    const typename TrialMemo<B>::Round last = memo->last_round(key);
    for (auto it = last.refuted.begin(); it != last.refuted.end(); ++it) {
      if (!live.test(*it) ||
          !refute_cells<B>(ctx, rules, s, B::single(*it), out, nullptr, nullptr, {}))
        continue;
      memo->note_round(key,
                       {.refuted = {it + 1, last.refuted.end()}, .unfinished = last.unfinished});
      return true;
    }
    const B again = last.unfinished & live;
    if (again.any() && refute_cells<B>(ctx, rules, s, again, out, nullptr, nullptr, {}))
      return true;
  }
  return refute_cells(ctx, rules, s, live, out, record, resume, rest);
}

// Whether every live cell's trial with every rule comes to rest without a
// contradiction where its last one did, joined with `s` (take_up_rest; the
// logic loop's memo, K >= 3), the cells of a known solution passed over.
// Then the call finds nothing: the round with every rule leaves every trial
// out, and the quick round cannot refute a cell either, since its rules are
// among those rules and their fixed point from a cell's star lies inside
// the one every rule comes to rest at (a house that runs dry or two stars
// that clash there would be in that one too). Before each house-ways and
// nested-trial step the call finds nothing, and this costs one join a cell
// instead of two (the quick round's and this one's): on tightened 14x14
// 3-star line 35 of seed 21, 2.3 % fewer instructions, the same steps.
template <class B>
bool every_trial_rests(const Context<B>& ctx, const State<B>& s) {
  TrialMemo<B>* memo = round_memo(ctx);
  if (memo == nullptr) return false;
  const std::span<const Rule* const> rules = ctx.propagation_rules;
  const std::uintptr_t key = rules_key(rules);
  const B* solution = memo->solution();
  bool rests = true;
  s.live(ctx.geometry).for_each([&](int cell) {
    if (!rests || (solution != nullptr && solution->test(cell))) return;
    State<B> start = s;
    start.queens.set(cell);
    State<B> at;
    int taken = 0;
    rests = take_up_rest(ctx, *memo, rules, key, B::single(cell), start, kJoinSteps, at, taken);
  });
  return rests;
}

class PlacementForcesContradiction final : public RuleBase<PlacementForcesContradiction> {
 public:
  static constexpr RuleInfo kInfo{.id = "placement-forces-contradiction",
                                  .title = "A queen here leads to a contradiction",
                                  .tier = 5,
                                  .rating = {.base = 6.0, .per_size = 0.1, .max = 7.5},
                                  .trial = true,
                                  .max_stars = 0,
                                  .boards = kRegionBoards | kLineBoards | kWallBoards,
                                  .summary =
                                      "Suppose a queen on a cell and follow the other rules: if "
                                      "some house runs dry, the cell is "
                                      "out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    // K >= 3: first with the rules up to tier 3 only, whose fixed point is
    // cheap to reach; the trials that come to rest there without a
    // contradiction are the costly part of a round with every rule. Above
    // kMaxTrialBoardSize only that first round runs (K >= 3 only).
    const bool big = g.size() > kMaxTrialBoardSize;
    if (ctx.trial_memo != nullptr) ctx.trial_memo->next_call();
    const std::vector<const Rule*> quick = first_round_rules(ctx);
    if (big && quick.empty()) return false;
    if (quick.empty()) return find_refutation(ctx, ctx.propagation_rules, s, out);
    // The rounds that find nothing keep no cells for the next call.
    if (!big && every_trial_rests(ctx, s)) {
      ctx.trial_memo->note_round(rules_key(quick), {});
      ctx.trial_memo->note_round(rules_key(ctx.propagation_rules), {});
      return false;
    }
    std::vector<TrialStart<B>> starts;
    if (find_refutation(ctx, quick, s, out, &starts)) return true;
    if (big) return false;
    // The round with every rule takes up each trial where the quick round
    // left it, on the same way (TrialStart).
    std::vector<const Rule*> rest;
    for (const Rule* rule : ctx.propagation_rules)
      if (rule->info().tier > 3) rest.push_back(rule);
    return find_refutation<B>(ctx, ctx.propagation_rules, s, out, nullptr, &starts, rest);
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    // The rules the step was found with: the quick ones when they refute
    // the cell (find_in tried them first), else all of them.
    const std::vector<const Rule*> quick = first_round_rules(ctx);
    std::span<const Rule* const> rules = ctx.propagation_rules;
    State<B> t = before;
    t.queens.set(step.pivot);
    if (!quick.empty() &&
        propagate(ctx, quick, t, g.cells() + g.size(), [](const State<B>&, const Step<B>&) {}) ==
            Outcome::contradiction)
      rules = quick;
    t = before;
    t.queens.set(step.pivot);
    const std::string piece = g.stars() == 1 ? "queen" : "star";
    std::vector<std::string> forced;
    propagate(ctx, rules, t, g.cells() + g.size(), [&](const State<B>&, const Step<B>& sub) {
      if (sub.placed.none()) return;
      const std::string cell = cells_words(g, sub.placed);
      forced.push_back(sub.pivot >= 0 && sub.pivot < g.houses()
                           ? house_word(g, sub.pivot) + " would keep only " + cell + ", so " +
                                 cell + " would hold a " + piece
                           : cell + " would have to hold a " + piece);
    });
    std::string chain;
    const std::size_t shown = forced.size() > 4 ? 3 : forced.size();
    for (std::size_t i = 0; i < shown; ++i) chain += (i ? "; then " : "") + forced[i];
    if (shown < forced.size())
      chain +=
          "; and after " + std::to_string(forced.size() - shown) + " more forced " + piece + "s";
    const std::string cell = cell_word(g, step.pivot);
    return "If " + cell + " held a " + piece + ", " + (chain.empty() ? "" : chain + "; then ") +
           what_ran_dry(g, t) + ". So " + cell + " cannot hold a " + piece + ": cross it out.";
  }
};

}  // namespace

std::unique_ptr<Rule> make_placement_forces_contradiction() {
  return std::make_unique<PlacementForcesContradiction>();
}

}  // namespace qh
