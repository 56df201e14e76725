// SPDX-License-Identifier: MIT
// both-branches: an open house with two or three live cells has its queen on
// one of them. Suppose each in turn and run the non-trial rules to their
// fixed point. An option whose branch ends in a contradiction is crossed
// out. If every branch survives, what they all agree on is certain: a live
// cell crossed out in every branch is crossed out, and a queen placed in
// every branch is placed.
//
// Sound: the options cover every solution (the house holds exactly one
// queen, on one of its live cells), and each branch only draws consequences
// of its supposed queen, so a branch that fails holds no solution and a fact
// shared by every other branch holds in every solution. Only surviving
// branches are intersected; if none survives the position is impossible and
// nothing is reported. Houses are tried smallest first (regions, then rows,
// then columns), and the first one that yields something new is reported.
// Trials never nest: the branches use ctx.propagation_rules only. Bounded:
// not on boards above kMaxTrialBoardSize, and at most kTrialStepBudget rule
// steps per call over all branches (engine/reasoning/rule.hpp).
//
// K >= 2 stars: the houses tried are those that need one more star and have
// two or three live cells (exactly one of them gets it); the branches
// propagate with the rules that handle K.
#include <algorithm>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/ladder.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"
#include "rules/trial/agreement.hpp"
#include "rules/trial/contradiction_words.hpp"

namespace qh {
namespace {

// "r2c3 or r2c6", "r2c3, r2c6 or r4c1"
template <class B>
std::string options_words(const Geometry<B>& g, const B& cells, const char* conjunction) {
  std::vector<std::string> names;
  cells.for_each([&](int c) { names.push_back(cell_word(g, c)); });
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? conjunction : ", ";
    out += names[i];
  }
  return out;
}

// Why a contradictory branch is contradictory.
template <class B>
std::string failure_words(const Geometry<B>& g, const State<B>& t) {
  if (g.stars() != 1) return what_ran_dry(g, t);
  const B live = t.live(g);
  for (int i = 0; i < g.houses(); ++i) {
    const int h = (i + 2 * g.size()) % g.houses();
    const int queens = (g.house(h) & t.queens).count();
    if (queens > 1) return house_word(g, h) + " would hold two queens";
    if (queens == 0 && !g.house(h).intersects(live))
      return house_word(g, h) + " would have no open cell left";
  }
  int a = -1, b = -1;
  t.queens.for_each([&](int q) {
    const B near = g.neighbours(q) & t.queens;
    if (a < 0 && near.any()) a = q, b = near.first();
  });
  if (a < 0) return "the position would be impossible";
  return "the queens on " + cell_word(g, a) + " and " + cell_word(g, b) + " would touch";
}

// One branch replayed for its explanation: the steps it took.
template <class B>
struct Branch {
  int option = -1;
  Outcome outcome = Outcome::stuck;
  State<B> end;
  std::vector<Step<B>> steps;
};

template <class B>
Branch<B> replay(const Context<B>& ctx, const State<B>& s, int option) {
  const Geometry<B>& g = ctx.geometry;
  Branch<B> branch;
  branch.option = option;
  branch.end = s;
  branch.end.queens.set(option);
  const auto record = [&](const State<B>&, const Step<B>& sub) { branch.steps.push_back(sub); };
  branch.outcome = propagate(ctx, ctx.propagation_rules, branch.end, g.cells() + g.size(), record);
  return branch;
}

// How `cell` got its queen in a branch: "that queen" for the supposed one,
// "region E would keep only r4c5" for a forced one.
template <class B>
std::string queen_words(const Geometry<B>& g, const Branch<B>& branch, int cell) {
  if (cell == branch.option) return "that queen";
  for (std::size_t i = 0; i < branch.steps.size(); ++i) {
    const Step<B>& sub = branch.steps[i];
    if (!sub.placed.test(cell)) continue;
    if (sub.placed.is_single() && sub.pivot >= 0 && sub.pivot < g.houses() &&
        sub.rule->id().starts_with("single-cell"))
      return house_word(g, sub.pivot) + " would keep only " + cell_word(g, cell);
    return cell_word(g, cell) + " would get a queen after " + std::to_string(i + 1) +
           (i == 0 ? " step (" : " steps (") + std::string(sub.rule->info().title) + ")";
  }
  return "the queen on " + cell_word(g, cell);
}

// Why `cell` ends up crossed out (or with a queen) in a branch.
template <class B>
std::string reason_words(const Geometry<B>& g, const Branch<B>& branch, int cell) {
  for (std::size_t i = 0; i < branch.steps.size(); ++i) {
    const Step<B>& sub = branch.steps[i];
    if (sub.placed.test(cell)) return queen_words(g, branch, cell);
    if (!sub.eliminated.test(cell)) continue;
    if (sub.rule->id() == "queen-adjacent-kill")
      return sub.pivot == branch.option
                 ? "that queen attacks it"
                 : queen_words(g, branch, sub.pivot) + ", and that queen attacks it";
    return "it is crossed out after " + std::to_string(i + 1) + " step" + (i > 0 ? "s" : "") +
           " (" + std::string(sub.rule->info().title) + ")";
  }
  return "it ends up crossed out";
}

// How a branch fails: its first forced queens, then what runs dry.
template <class B>
std::string failure_story(const Geometry<B>& g, const Branch<B>& branch) {
  std::vector<std::string> forced;
  for (const Step<B>& sub : branch.steps)
    sub.placed.for_each([&](int q) { forced.push_back(queen_words(g, branch, q)); });
  const std::size_t shown = forced.size() > 3 ? 2 : forced.size();
  std::string text;
  for (std::size_t i = 0; i < shown; ++i) text += forced[i] + ", ";
  if (shown < forced.size()) {
    const std::size_t more = forced.size() - shown;
    text += "after " + std::to_string(more) + " more forced queen" + (more > 1 ? "s" : "") + ", ";
  } else if (shown > 0) {
    text += "and then ";
  }
  return text + failure_words(g, branch.end);
}

class BothBranches final : public RuleBase<BothBranches> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "both-branches",
      .title = "Every option of a small house agrees",
      .tier = 5,
      .rating = {.base = 5.5, .per_size = 0.3, .max = 5.8},
      .trial = true,
      .max_stars = 0,
      .summary = "Try each open cell of a 2-3 cell house: what every branch agrees on is certain."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    if (n > kMaxTrialBoardSize) return false;
    const B live = s.live(g);
    int spent = 0;  // rule steps over all branches tried (at most kTrialStepBudget)
    for (int size = 2; size <= 3; ++size) {
      for (int i = 0; i < 3 * n; ++i) {
        const int h = (i + 2 * n) % (3 * n);  // regions, then rows, then columns
        // A house whose last queen (star) is still to come.
        if (g.stars() == 1 ? g.house(h).intersects(s.queens)
                           : (g.house(h) & s.queens).count() != g.stars() - 1)
          continue;
        const B options = g.house(h) & live;
        if (options.count() != size) continue;
        B refuted;
        Agreement<B> agreed;
        options.for_each([&](int option) {
          State<B> t = s;
          t.queens.set(option);
          // A branch cut short by the budget counts as surviving: it then
          // agrees on less, which is still sound.
          const int budget = std::min(g.cells() + n, kTrialStepBudget - spent);
          const auto count = [&](const State<B>&, const Step<B>&) { ++spent; };
          if (propagate(ctx, ctx.propagation_rules, t, budget, count) == Outcome::contradiction) {
            refuted.set(option);
          } else {
            agreed.add(s, live, t);
          }
        });
        if (refuted == options) return false;  // no option works: the position is impossible
        out = Step<B>{};
        if (refuted.any()) {
          out.eliminated = refuted;
        } else {
          out.eliminated = agreed.dead;
          out.placed = agreed.queens;
        }
        if (out.eliminated.none() && out.placed.none()) {
          if (spent >= kTrialStepBudget) return false;
          continue;
        }
        out.focus = options;
        out.houses = house_set_of(g, h);
        out.pivot = h;
        out.size = size - 1;
        return true;
      }
    }
    return false;
  }

  // Told with queens; with K >= 2 the pieces read as stars (for_stars).
  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return for_stars(story(ctx, before, step), ctx.geometry.stars());
  }

 private:
  template <class B>
  std::string story(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const B options = g.house(step.pivot) & before.live(g);
    std::vector<Branch<B>> branches;
    options.for_each([&](int option) { branches.push_back(replay(ctx, before, option)); });
    std::string text = capitalized(house_word(g, step.pivot)) +
                       (g.stars() == 1 ? "'s queen is on " : "'s last queen is on ") +
                       options_words(g, options, " or ") + ".";

    if (step.placed.none() && step.eliminated.subset_of(options)) {
      // Some options fail on their own.
      const bool one = step.eliminated.is_single();
      std::string why;
      for (const Branch<B>& b : branches) {
        if (!step.eliminated.test(b.option)) continue;
        if (!why.empty()) why += "; ";
        if (!one) why += "if " + cell_word(g, b.option) + ", ";
        why += failure_story(g, b);
      }
      return text + " " +
             (one ? "A queen on " + cell_word(g, step.eliminated.first()) + " fails: "
                  : "Queens on " + cells_words(g, step.eliminated) + " both fail: ") +
             why + ". So " + cross_out_words(g, step.eliminated) + ".";
    }

    // Every branch agrees: say what, then why for one of the cells.
    const bool placing = step.placed.any();
    std::string agreed;
    if (placing)
      agreed =
          cells_words(g, step.placed) + (step.placed.is_single() ? " gets a queen" : " get queens");
    if (step.eliminated.any()) {
      const int count = step.eliminated.count();
      agreed += std::string(placing ? " and " : "") +
                (count > 6 ? std::to_string(count) + " cells" : cells_words(g, step.eliminated)) +
                (count == 1 ? " ends" : " end") + " up crossed out";
    }
    const int shown = placing ? step.placed.first() : step.eliminated.first();
    std::string why;
    for (const Branch<B>& b : branches)
      why += (why.empty() ? "if " : "; if ") + cell_word(g, b.option) + ", " +
             reason_words(g, b, shown);
    const bool one = step.placed.count() + step.eliminated.count() == 1;
    return text + " Either way, " + agreed + (one ? ": " : ". For " + cell_word(g, shown) + ": ") +
           why + ".";
  }
};

}  // namespace

std::unique_ptr<Rule> make_both_branches() {
  return std::make_unique<BothBranches>();
}

}  // namespace qh
