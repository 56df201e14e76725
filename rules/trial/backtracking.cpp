// SPDX-License-Identifier: MIT
// backtracking: the fallback when no rule applies. Not a deduction a person
// would make: an exact search (engine/search/solver.hpp) finds the solution from the
// current state, and the step places that solution's queen in the open house
// with the fewest open cells. Logic resumes after it.
//
// Sound when the puzzle has one solution from here (the queen is in every
// solution). When there are several, the explanation says so: the queen is
// then one of the possible choices, and the trace is no longer a proof.
#include <climits>

#include "engine/search/solver.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class Backtracking final : public RuleBase<Backtracking> {
 public:
  static constexpr RuleInfo kInfo{.id = "backtracking",
                                  .title = "Search (no rule applies)",
                                  .tier = 6,
                                  .rating = {.base = 8.0},
                                  .trial = true,
                                  .max_stars = 0,
                                  .boards = kRegionBoards | kLineBoards | kWallBoards,
                                  .summary =
                                      "Fallback when no rule applies: a search places the queen of "
                                      "the most constrained house."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    B solution;
    Solver<B> solver(g);
    bool complete = true;
    const int count = solver.count(s, 2, &solution, kSearchNodeBudget, &complete);
    if (count == 0) return false;  // no solution, or none found within the budget
    const B live = s.live(g);
    int best = -1, best_count = INT_MAX;
    if (g.walls()) {  // no exact houses: the row segment with the fewest open squares
      for (int i = 0; i < g.lines(); ++i) {
        if (g.line_kind(i) != LineKind::row || !g.line(i).intersects(solution.without(s.queens)))
          continue;
        const int c = (g.line(i) & live).count();
        if (c > 0 && c < best_count) {
          best = i;
          best_count = c;
        }
      }
      if (best < 0) return false;
      out.placed = (g.line(best) & solution).without(s.queens);
      out.focus = g.line(best) & live;
      out.size = count;
      return out.placed.any();
    }
    for (int i = 0; i < g.houses(); ++i) {
      const int h = (i + 2 * g.size()) % g.houses();
      if ((g.house(h) & s.queens).count() >= g.stars()) continue;  // full
      const int c = (g.house(h) & live).count();
      if (c > 0 && c < best_count) {
        best = h;
        best_count = c;
      }
    }
    if (best < 0) return false;
    out.placed = (g.house(best) & solution).without(s.queens);
    out.focus = g.house(best) & live;
    out.pivot = best;
    out.size = count;
    return out.placed.any();
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>&, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const char* what = g.stars() == 1 ? "'s queen on " : "'s remaining stars on ";
    if (step.pivot < 0) {
      std::string text =
          "No rule applies here. A search through the remaining possibilities puts a queen on " +
          cells_words(g, step.placed) + ".";
      if (step.size > 1)
        text += " The puzzle has more than one solution from here; this is one of them.";
      return text;
    }
    std::string text = "No rule applies here. A search through the remaining possibilities puts " +
                       house_word(g, step.pivot) + what + cells_words(g, step.placed) + ".";
    if (step.size > 1)
      text += " The puzzle has more than one solution from here; this is one of them.";
    return text;
  }
};

}  // namespace

std::unique_ptr<Rule> make_backtracking() {
  return std::make_unique<Backtracking>();
}

}  // namespace qh
