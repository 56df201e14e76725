// SPDX-License-Identifier: MIT
// house-branches (completion and blocked boards): a row or column with two
// to five open squares; suppose its queen on each in turn and follow the
// non-trial rules from there. What every branch that does not collapse
// agrees on holds: a square crossed out in all of them is out, a square
// that gets a queen in all of them holds one.
//
// Sound: the house's queen stands on one of its open squares, so every
// solution lies in one of the branches; a branch that reaches a
// contradiction holds no solution; what is true at the end of every other
// branch (each step there a theorem of its position) is true in every
// solution. Bounded like placement-forces-contradiction: each branch
// propagates at most kTrialStepBudget steps in all, no nested trials, not
// above kMaxTrialBoardSize. The house with the fewest open squares that
// yields something is reported (rows before columns).
#include <algorithm>
#include <array>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"
#include "rules/trial/agreement.hpp"

namespace qh {
namespace {

constexpr int kMaxBranches = 5;

template <class B>
struct Branches : Agreement<B> {  // dead, queens, survivors: what the survivors agree on
  std::array<int, kMaxBranches> cells{};
  std::array<bool, kMaxBranches> collapsed{};
  int count = 0;
  int steps = 0;
};

// The branches of house h from s; false when the budget ran out.
template <class B>
bool branch(const Context<B>& ctx, const State<B>& s, int h, Branches<B>& out) {
  const Geometry<B>& g = ctx.geometry;
  const B live = s.live(g);
  const B cells = g.house(h) & live;
  out.count = 0;
  bool within = true;
  cells.for_each([&](int c) {
    const int i = out.count++;
    out.cells[static_cast<std::size_t>(i)] = c;
    State<B> t = s;
    t.queens.set(c);
    int length = 0;
    const Outcome o =
        propagate(ctx, ctx.propagation_rules, t, std::max(1, kTrialStepBudget / 8 - out.steps),
                  [&](const State<B>&, const Step<B>&) { ++length; });
    out.steps += length;
    if (out.steps >= kTrialStepBudget / 8) within = false;
    out.collapsed[static_cast<std::size_t>(i)] = o == Outcome::contradiction;
    if (o == Outcome::contradiction) return;
    out.add(s, live, t);
  });
  return within;
}

class HouseBranches final : public RuleBase<HouseBranches> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "house-branches",
      .title = "Every way of filling a row or column agrees",
      .tier = 5,
      .rating = {.base = 7.0, .per_size = 0.2, .max = 7.6},
      .trial = true,
      .boards = kLineBoards,
      .summary =
          "Chess queens: suppose a row's (or column's) queen on each of its 2 to 5 open "
          "squares and follow the rules: what every branch agrees on holds."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    if (!g.chess() || g.walls() || g.size() > kMaxTrialBoardSize) return false;
    const B live = s.live(g);
    for (int size = 2; size <= kMaxBranches; ++size)
      for (int h = 0; h < g.houses(); ++h) {
        if (g.house(h).intersects(s.queens) || (g.house(h) & live).count() != size) continue;
        Branches<B> b;
        branch(ctx, s, h, b);
        if (b.survivors == 0) continue;
        const B dead = b.dead.without(g.house(h));
        const B queens = b.queens;
        if (dead.none() && queens.none()) continue;
        out.eliminated = dead.without(queens);
        out.placed = queens;
        out.focus = g.house(h) & live;
        out.houses = house_set_of(g, h);
        out.pivot = h;
        out.size = size - 1;
        return true;
      }
    return false;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    return reason_in(ctx, before, step) + move_words(g, step.placed, step.eliminated, "queen") +
           ".";
  }

  // The ladder's reason rung (no square of the move named).
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    Branches<B> b;
    branch(ctx, before, step.pivot, b);
    std::string collapsed;
    int dead_ends = 0;
    for (int i = 0; i < b.count; ++i)
      if (b.collapsed[static_cast<std::size_t>(i)])
        collapsed += concat(
            {dead_ends++ ? " or on " : "", cell_word(g, b.cells[static_cast<std::size_t>(i)])});
    std::string text = concat({capitalized(house_word(g, step.pivot)), "'s queen is on ",
                               cells_words(g, step.focus), "."});
    // "or" reads better than "and" between the options.
    const std::size_t last_and = text.rfind(" and ");
    if (last_and != std::string::npos) text.replace(last_and, 5, " or ");
    if (dead_ends > 0) text += concat({" A queen on ", collapsed, " leads to a contradiction."});
    const char* from = dead_ends == 0     ? "each of them"
                       : b.survivors == 1 ? "the other one"
                                          : "each of the others";
    return text + concat({" Following the rules from ", from, ", every way agrees"});
  }
};

}  // namespace

std::unique_ptr<Rule> make_house_branches() {
  return std::make_unique<HouseBranches>();
}

}  // namespace qh
