// SPDX-License-Identifier: MIT
// Each move of a game judged from the position before it: forced, a guess,
// a mistake or an undo (engine/core/jobs.hpp).
#include <algorithm>
#include <optional>
#include <string>

#include "engine/core/jobs.hpp"
#include "engine/core/player_mistakes.hpp"
#include "engine/core/uniqueness.hpp"
#include "engine/model/validate.hpp"
#include "engine/reasoning/mistakes.hpp"
#include "engine/reasoning/wording.hpp"

namespace qh {

template <class B>
ReviewReport review(const Core<B>& core, const std::vector<PlayerMove>& moves) {
  const Geometry<B>& g = core.geometry();
  const RuleSet& rules = core.rules();
  ReviewReport report;
  if (star_capacity_problem(g.puzzle())) {
    report.unique = false;
    return report;
  }
  const Uniqueness<B> u = uniqueness(core);
  if (u.solutions != 1) {
    report.unique = false;
    report.several_solutions = u.several;
    return report;
  }
  const B& solution = u.solution;
  const Context<B> c = core.context();
  const Rule* trivial = rules.find("queen-adjacent-kill");
  State<B> s = start_state(g);
  // What the rules decided on the way to judging earlier moves, and how:
  // still forced while the correct marks only grow (a big step's cells,
  // made one by one, are all forced by the step that decided the first).
  std::vector<std::optional<Forcing>> known_queen(static_cast<std::size_t>(g.cells()));
  std::vector<std::optional<Forcing>> known_cross(static_cast<std::size_t>(g.cells()));
  const auto remember = [&](const Step<B>& step, const Forcing& so_far) {
    step.placed.for_each([&](int q) {
      if (!known_queen[static_cast<std::size_t>(q)])
        known_queen[static_cast<std::size_t>(q)] = so_far;
    });
    step.eliminated.for_each([&](int x) {
      if (!known_cross[static_cast<std::size_t>(x)])
        known_cross[static_cast<std::size_t>(x)] = so_far;
    });
  };
  const auto judge = [&](const State<B>& clean, int cell, bool queen) -> std::optional<Forcing> {
    const std::optional<Forcing>& known =
        (queen ? known_queen : known_cross)[static_cast<std::size_t>(cell)];
    if (known) return known;
    return forced_by(c, rules.active(), trivial, clean, cell, queen, remember);
  };
  const auto forget = [&] {
    std::fill(known_queen.begin(), known_queen.end(), std::nullopt);
    std::fill(known_cross.begin(), known_cross.end(), std::nullopt);
  };
  int number = 0;
  for (const PlayerMove& move : moves) {
    ++number;
    ReviewedMove r{.move = move};
    const int cell = g.index(move.cell.row, move.cell.col);
    const bool queen = move.kind == MoveKind::queen || move.kind == MoveKind::undo_queen;
    const bool right = queen == solution.test(cell);
    // What a proof may use: the player's marks that agree with the solution.
    const State<B> clean{s.queens & solution, s.dead.without(solution)};
    const std::string where = concat({"move ", std::to_string(number), " (", move.text, ")"});
    if (move.kind == MoveKind::undo_queen || move.kind == MoveKind::undo_cross) {
      r.verdict = "undo";
      ++report.undos;
      r.explanation = right ? "Undo: takes back a correct mark." : "Undo: takes back a mistake.";
      if (right) forget();  // the correct marks shrink: what they forced may not hold
      if (queen)
        s.queens.reset(cell);
      else
        s.dead.reset(cell);
      report.moves.push_back(std::move(r));
      continue;
    }
    Step<B> next;
    const bool has_next =
        verdict(g, clean) == Verdict::open && find_next(c, rules.active(), clean, next);
    // "look at region C." (the next step's nudge, to follow a colon)
    const auto nudge = [&] { return has_next ? lower_first(nudge_text(g, next)) : std::string(); };
    if (!right) {
      r.verdict = "mistake";
      ++report.mistakes;
      HintReport h;
      if (queen) {
        State<B> with = clean;
        with.dead.reset(cell);
        explain_wrong_queen(core, with, cell, h);
      } else {
        explain_wrong_cross(core, clean, cell, h);
      }
      r.mistake = h.mistake;
      r.explanation = h.explanation;
      if (has_next)
        report.coach.push_back(capitalized(where) + " was a mistake; instead, " + nudge());
    } else if (const std::optional<Forcing> f = judge(clean, cell, queen)) {
      r.verdict = "forced";
      ++report.forced;
      r.rule = f->rule;
      r.title = f->title;
      r.tier = f->tier;
      r.steps = f->steps;
      r.explanation =
          concat({"Forced by ", f->rule, " (tier ", std::to_string(f->tier), ")",
                  f->steps == 1 ? "." : ", " + std::to_string(f->steps) + " steps in all."});
      if (f->tier > report.hardest_tier) {
        report.hardest_tier = f->tier;
        report.hardest_rule = std::string(f->rule);
      }
      // Crossing out a queen's attacks is not the simpler move a coach means.
      if (has_next && next.rule != trivial && next.rule->tier(next.size) < f->tier) {
        r.simpler = core.deduction(clean, next, true);
        r.explanation += concat({" A simpler move was there (", next.rule->id(), ", tier ",
                                 std::to_string(r.simpler->tier), "): ", nudge()});
        report.coach.push_back(concat({capitalized(where), " needed tier ", std::to_string(f->tier),
                                       "; a simpler move was there: ", nudge()}));
      }
    } else {
      r.verdict = "guess";
      ++report.guesses;
      r.explanation = "Guess: correct, but nothing in the position forced it yet.";
      if (has_next) {
        r.simpler = core.deduction(clean, next, true);
        r.explanation += " A logical move was there: " + nudge();
        report.coach.push_back(capitalized(where) +
                               " was a guess; a logical move was there: " + nudge());
      }
    }
    if (queen) {
      s.queens.set(cell);
      s.dead.reset(cell);
    } else {
      s.dead.set(cell);
    }
    report.moves.push_back(std::move(r));
  }
  report.solved = s.queens == solution;
  return report;
}

template ReviewReport review(const Core<NarrowBits>&, const std::vector<PlayerMove>&);
template ReviewReport review(const Core<MediumBits>&, const std::vector<PlayerMove>&);
template ReviewReport review(const Core<WideBits>&, const std::vector<PlayerMove>&);

}  // namespace qh
