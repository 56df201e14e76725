#include "engine/engine.hpp"

#include <algorithm>
#include <optional>
#include <variant>

#include "engine/api_checks.hpp"
#include "engine/grading/grading.hpp"
#include "engine/io/json_parts.hpp"
#include "engine/model/validate.hpp"
#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/ladder.hpp"
#include "engine/reasoning/mistakes.hpp"
#include "engine/reasoning/wording.hpp"
#include "engine/search/solver.hpp"

namespace qh {

const char* to_string(TraceStatus s) {
  switch (s) {
    case TraceStatus::solved:
      return "solved";
    case TraceStatus::stuck:
      return "stuck";
    case TraceStatus::contradiction:
      return "contradiction";
  }
  return "stuck";
}

const char* to_string(HintStatus s) {
  switch (s) {
    case HintStatus::hint:
      return "hint";
    case HintStatus::mistake:
      return "mistake";
    case HintStatus::solved:
      return "solved";
    case HintStatus::stuck:
      return "stuck";
    case HintStatus::guess:
      return "guess";
  }
  return "stuck";
}

namespace {

// Walls boards: the budget (search nodes) of the value search and of
// counting optimal placements. A walls node scans every segment of the
// board, so it costs more than a queens node: 1,000,000 keeps a 26x26 board
// to a few seconds, and the answer past it is "unknown" / a lower bound.
constexpr long long kWallsNodeBudget = 1'000'000;

std::vector<int> ordinals(unsigned mask) {
  std::vector<int> out;
  out.reserve(static_cast<std::size_t>(std::popcount(mask)));
  for (unsigned m = mask; m != 0; m &= m - 1) out.push_back(std::countr_zero(m));
  return out;
}

// Everything the engine does, for one cell-set width.
template <class B>
class Core {
 public:
  Core(const Puzzle& puzzle, const RuleSet& rules) : g_(with_value(puzzle)), rules_(&rules) {}

  const Puzzle& puzzle() const { return g_.puzzle(); }

  SolveReport solve(const PlayerMarks& from, int limit, long long budget) const {
    SolveReport report;
    report.limit = limit;
    B first;
    bool complete = true;
    Solver<B> solver(g_);
    if (g_.walls()) {  // the value, then the optimal placements
      bool value_complete = true;
      report.value = solver.walls_value(start_state(g_), kWallsNodeBudget, &value_complete);
      report.value_exact = value_complete;
      const long long walls_budget =
          budget < 0 ? kWallsNodeBudget : std::min(budget, kWallsNodeBudget);
      report.count =
          solver.count_to(state_of(from), report.value, limit, &first, walls_budget, &complete);
      report.exact = complete && value_complete;
      if (report.count > 0) report.solution = cells(first);
      return report;
    }
    report.count = solver.count(state_of(from), limit, &first, budget, &complete);
    report.exact = complete;
    if (report.count > 0) report.solution = cells(first);
    return report;
  }

  TraceReport trace(const PlayerMarks& start, bool with_text, bool fallback) const {
    TraceReport report;
    State<B> s = state_of(start);
    report.start = marks_of(s);
    report.steps.reserve(static_cast<std::size_t>(3 * g_.size()));  // enough for most boards
    report.status = run(s, fallback, [&](const State<B>& before, const Step<B>& step) {
      report.steps.push_back(deduction(before, step, with_text));
      if (step.rule == &rules_->fallback()) ++report.backtracking_steps;
    });
    if (report.status == TraceStatus::solved) report.solution = cells(s.queens);
    return report;
  }

  TraceDocument trace_json(const GradeReport& grade, const PlayerMarks& start, int indent,
                           bool fallback) const {
    struct Taken {
      State<B> before;
      Step<B> step;
    };
    std::vector<Taken> taken;
    taken.reserve(static_cast<std::size_t>(3 * g_.size()));
    State<B> s = state_of(start);
    const Marks start_marks = marks_of(s);
    int backtracking = 0;
    const TraceStatus status = run(s, fallback, [&](const State<B>& before, const Step<B>& step) {
      taken.push_back({before, step});
      if (step.rule == &rules_->fallback()) ++backtracking;
    });
    const std::vector<Cell> solution =
        status == TraceStatus::solved ? cells(s.queens) : std::vector<Cell>{};

    JsonWriter w(indent);
    w.reserve((taken.size() + 2) * json_parts::kBytesPerStep);
    json_parts::begin_trace(w, puzzle(), grade, start_marks, {status, solution, backtracking});
    const Context<B> c = context();
    for (const Taken& t : taken)
      json_parts::write_step(w, g_, t.step, t.step.rule->explain(c, t.before, t.step));
    json_parts::end_trace(w);
    return {w.take(), status, static_cast<int>(taken.size())};
  }

  GradeReport grade() const {
    GradeReport report;
    report.n = g_.size();
    report.stars = g_.stars();
    Solver<B> solver(g_);
    bool complete = true;
    report.solutions = solver.count(start_state(g_), 2, nullptr, kSearchNodeBudget, &complete);
    if (!complete && report.solutions < 2) {
      report.solutions = -1;
      report.label = "search-limit";
      return report;
    }
    if (report.solutions != 1) {
      report.label = report.solutions == 0 ? "no-solution" : "several-solutions";
      return report;
    }
    Grader grader;
    State<B> s = start_state(g_);
    run(s, true, [&](const State<B>&, const Step<B>& step) { grader.add(*step.rule, step.size); });
    grader.finish(report);
    return report;
  }

  HintReport hint(const PlayerMarks& position) const {
    HintReport report;
    const State<B> s = state_of(position);
    report.position = marks_of(s);
    if (const std::optional<std::string> no_room = star_capacity_problem(g_.puzzle())) {
      // No room for K stars: no solution, said without a search (as the CLI does).
      report.status = HintStatus::stuck;
      report.explanation = "This puzzle has no solution: " + *no_room + ".";
      return report;
    }
    if (find_clash(s, report)) return report;

    Solver<B> solver(g_);
    B solution;
    bool complete = true;
    const int solutions = solver.count(start_state(g_), 2, &solution, kSearchNodeBudget, &complete);
    if (!complete && solutions < 2) {
      // The search could not settle how many solutions there are: the
      // mistake check is skipped, but the rules' deductions stay sound.
    } else if (solutions == 0) {
      report.status = HintStatus::stuck;
      report.explanation = "This puzzle has no solution, so there is no move to suggest.";
      return report;
    } else if (solutions == 1 ? find_wrong_mark(s, solution, report) : find_dead_end(s, report))
      return report;
    if (verdict(g_, s) == Verdict::solved) {
      report.status = HintStatus::solved;
      report.explanation = "The puzzle is solved.";
      return report;
    }
    const Context<B> c = context();
    Step<B> step;
    if (find_next(c, rules_->active(), s, step)) {
      report.status = HintStatus::hint;
      report.step = deduction(s, step, true);
      report.explanation = report.step->explanation;
      report.ladder = ladder_of(s, step, report.explanation);
      if (complete && solutions == 1) {
        const B guessed = guesses(s);
        if (guessed.any()) {
          report.status = HintStatus::guess;
          report.guesses = cells(guessed);
          const bool one = guessed.is_single();
          report.explanation =
              concat({one ? "Your queen on " : "Your queens on ", cells_words(g_, guessed),
                      one ? " is right, but nothing else in your position forces it yet: a guess. "
                          : " are right, but nothing else in your position forces them yet: "
                            "guesses. ",
                      "The next logical step: ", report.explanation});
          if (g_.stars() != 1) report.explanation = for_stars(report.explanation, g_.stars());
        }
      }
      return report;
    }
    report.status = HintStatus::stuck;
    report.explanation = "None of the enabled rules applies to this position.";
    step = Step<B>{};
    if (rules_->fallback().find(c, s, step)) {
      step.rule = &rules_->fallback();
      report.step = deduction(s, step, true);
      report.explanation = report.step->explanation;
      report.ladder = ladder_of(s, step, report.explanation);
    }
    return report;
  }

  ReviewReport review(const std::vector<PlayerMove>& moves) const {
    ReviewReport report;
    Solver<B> solver(g_);
    B solution;
    bool complete = true;
    if (star_capacity_problem(g_.puzzle()) ||
        solver.count(start_state(g_), 2, &solution, kSearchNodeBudget, &complete) != 1 ||
        !complete) {
      report.unique = false;
      return report;
    }
    const Context<B> c = context();
    const Rule* trivial = rules_->find("queen-adjacent-kill");
    State<B> s = start_state(g_);
    int number = 0;
    for (const PlayerMove& move : moves) {
      ++number;
      ReviewedMove r{.move = move};
      const int cell = g_.index(move.cell.row, move.cell.col);
      const bool queen = move.kind == MoveKind::queen || move.kind == MoveKind::undo_queen;
      const bool right = queen == solution.test(cell);
      // What a proof may use: the player's marks that agree with the solution.
      const State<B> clean{s.queens & solution, s.dead.without(solution)};
      const std::string where = concat({"move ", std::to_string(number), " (", move.text, ")"});
      if (move.kind == MoveKind::undo_queen || move.kind == MoveKind::undo_cross) {
        r.verdict = "undo";
        ++report.undos;
        r.explanation = right ? "Undo: takes back a correct mark." : "Undo: takes back a mistake.";
        if (queen)
          s.queens.reset(cell);
        else
          s.dead.reset(cell);
        report.moves.push_back(std::move(r));
        continue;
      }
      Step<B> next;
      const bool has_next =
          verdict(g_, clean) == Verdict::open && find_next(c, rules_->active(), clean, next);
      // "look at region C." (the next step's nudge, to follow a colon)
      const auto nudge = [&] {
        return has_next ? lower_first(nudge_text(g_, next)) : std::string();
      };
      if (!right) {
        r.verdict = "mistake";
        ++report.mistakes;
        HintReport h;
        if (queen) {
          State<B> with = clean;
          with.dead.reset(cell);
          explain_wrong_queen(with, cell, h);
        } else {
          explain_wrong_cross(clean, cell, h);
        }
        r.mistake = h.mistake;
        r.explanation = h.explanation;
        if (has_next)
          report.coach.push_back(capitalized(where) + " was a mistake; instead, " + nudge());
      } else if (const std::optional<Forcing> f =
                     forced_by(c, rules_->active(), trivial, clean, cell, queen)) {
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
          r.simpler = deduction(clean, next, true);
          r.explanation += concat({" A simpler move was there (", next.rule->id(), ", tier ",
                                   std::to_string(r.simpler->tier), "): ", nudge()});
          report.coach.push_back(
              concat({capitalized(where), " needed tier ", std::to_string(f->tier),
                      "; a simpler move was there: ", nudge()}));
        }
      } else {
        r.verdict = "guess";
        ++report.guesses;
        r.explanation = "Guess: correct, but nothing in the position forced it yet.";
        if (has_next) {
          r.simpler = deduction(clean, next, true);
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

 private:
  Context<B> context() const { return {g_, rules_->propagation(), rules_->max_tier()}; }

  // The logic loop with the backtracking fallback; calls on_step(before, step).
  template <class OnStep>
  TraceStatus run(State<B>& s, bool fallback, OnStep&& on_step) const {
    const Context<B> c = context();
    Step<B> step;
    Verdict v = verdict(g_, s);
    // Every step changes at least one cell, so this bound is never reached
    // unless a rule reports an empty step (a bug the tests look for).
    for (int taken = 0; taken <= g_.cells() + g_.size(); ++taken) {
      if (v == Verdict::solved) return TraceStatus::solved;
      if (v == Verdict::contradiction) return TraceStatus::contradiction;
      bool found = find_next(c, rules_->active(), s, step);
      if (!found && fallback) {
        step = Step<B>{};
        found = rules_->fallback().find(c, s, step);
        step.rule = &rules_->fallback();
        if (!found) {
          // No solution from here, or none found within the search budget.
          Solver<B> solver(g_);
          bool complete = true;
          solver.count(s, 1, nullptr, kSearchNodeBudget, &complete);
          return complete ? TraceStatus::contradiction : TraceStatus::stuck;
        }
      }
      if (!found) return TraceStatus::stuck;
      const State<B> before = s;
      apply(s, step);
      if (s == before) return TraceStatus::stuck;
      on_step(before, step);
      v = verdict_after(g_, s, step);
    }
    return TraceStatus::stuck;
  }

  // A walls board whose target is not known yet gets its value.
  static Puzzle with_value(const Puzzle& puzzle) {
    const ClassicBoard* board = puzzle.classic();
    if (board == nullptr || board->kind != ClassicKind::walls || puzzle.target() > 0) return puzzle;
    const Geometry<B> g(puzzle);
    Solver<B> solver(g);
    return puzzle.with_target(solver.walls_value(start_state(g), kWallsNodeBudget, nullptr));
  }

  State<B> state_of(const PlayerMarks& m) const {
    State<B> s = start_state(g_);
    for (const Cell& c : m.queens) s.queens.set(g_.index(c.row, c.col));
    for (const Cell& c : m.crossed) s.dead.set(g_.index(c.row, c.col));
    s.dead = s.dead.without(s.queens);
    return s;
  }

  std::vector<Cell> cells(const B& bits) const {
    std::vector<Cell> out;
    out.reserve(static_cast<std::size_t>(bits.count()));
    bits.for_each([&](int c) { out.push_back(g_.cell_at(c)); });
    return out;
  }

  Marks marks_of(const State<B>& s) const { return {cells(s.queens), cells(s.dead)}; }

  Deduction deduction(const State<B>& before, const Step<B>& step, bool with_text) const {
    const Rule& rule = *step.rule;
    Deduction d;
    d.rule = rule.id();
    d.title = rule.info().title;
    d.tier = rule.tier(step.size);
    d.rating = rule.rating(step.size);
    d.placed = cells(step.placed);
    d.eliminated = cells(step.eliminated);
    d.focus = cells(step.focus);
    d.rows = ordinals(step.houses.rows);
    d.columns = ordinals(step.houses.columns);
    for (int r : ordinals(step.houses.regions)) d.regions.push_back(g_.puzzle().letter(r));
    if (with_text) d.explanation = rule.explain(context(), before, step);
    return d;
  }

  // Two of the player's queens attack each other: name the later one.
  bool find_clash(const State<B>& s, HintReport& report) const {
    if (g_.stars() != 1 && find_overfull_house(s, report)) return true;
    B earlier;
    bool found = false;
    s.queens.for_each([&](int q) {
      if (found) return;
      // With K >= 2 stars only touching ones clash (full houses are checked above).
      const B hit = (g_.stars() == 1 ? g_.attack(q) : g_.neighbours(q)) & earlier;
      earlier.set(q);
      if (hit.none()) return;
      const int other = hit.first();
      std::string why;
      if (g_.row_of(q) == g_.row_of(other))
        why = "are both in row " + std::to_string(g_.row_of(q) + 1);
      else if (g_.col_of(q) == g_.col_of(other))
        why = "are both in column " + std::to_string(g_.col_of(q) + 1);
      else if (g_.chess())
        why = "see each other along a diagonal";
      else if (g_.region_of(q) == g_.region_of(other))
        why = "are both in " + region_word(g_, g_.region_of(q));
      else
        why = "touch";
      report.status = HintStatus::mistake;
      report.mistake = Mistake{"queens-clash", g_.cell_at(q), {g_.cell_at(other)}};
      report.explanation = "Mistake: the queens on " + cell_word(g_, other) + " and " +
                           cell_word(g_, q) + " " + why + "; remove one of them.";
      found = true;
    });
    return found;
  }

  // K >= 2: a house with more than K stars; name its last star.
  bool find_overfull_house(const State<B>& s, HintReport& report) const {
    for (int h = 0; h < g_.houses(); ++h) {
      const B in_house = g_.house(h) & s.queens;
      if (in_house.count() <= g_.stars()) continue;
      int last = -1;
      in_house.for_each([&](int c) { last = c; });
      std::vector<Cell> others;
      in_house.for_each([&](int c) {
        if (c != last) others.push_back(g_.cell_at(c));
      });
      report.status = HintStatus::mistake;
      report.mistake = Mistake{"queens-clash", g_.cell_at(last), std::move(others)};
      report.explanation =
          concat({"Mistake: ", house_word(g_, h), " holds ", std::to_string(in_house.count()),
                  " stars but only ", std::to_string(g_.stars()),
                  " belong there; remove the one on ", cell_word(g_, last), " or another."});
      return true;
    }
    return false;
  }

  // With one solution: a queen off it, or a cross on it.
  bool find_wrong_mark(const State<B>& s, const B& solution, HintReport& report) const {
    // What a refutation may use: the player's marks that agree with the solution.
    const State<B> clean{s.queens & solution, s.dead.without(solution)};
    const B wrong_queens = s.queens.without(solution);
    if (wrong_queens.any()) {
      explain_wrong_queen(clean, wrong_queens.first(), report);
      return true;
    }
    const B wrong_crosses = s.dead & solution;
    if (wrong_crosses.any()) {
      explain_wrong_cross(clean, wrong_crosses.first(), report);
      return true;
    }
    return false;
  }

  // A queen on `q`, off the solution; `clean` holds only correct marks.
  void explain_wrong_queen(const State<B>& clean, int q, HintReport& report) const {
    report.status = HintStatus::mistake;
    report.mistake = Mistake{"wrong-queen", g_.cell_at(q), {}};
    report.mistake->refutation = refute_queen(g_, clean, q);
    if (report.mistake->refutation) {
      report.explanation = concat({"Mistake: ", refutation_words(g_, clean, q), ". So ",
                                   cell_word(g_, q), " cannot hold a queen: remove it."});
      for (const RefutationMove& m : report.mistake->refutation->moves)
        if (m.cell) report.mistake->related.push_back(*m.cell);
      return;
    }
    report.explanation = for_stars(
        concat({"Mistake: the queen on ", cell_word(g_, q),
                " cannot be part of the solution; with it the puzzle cannot be completed. Remove "
                "it. (No short chain of forced moves shows why: it takes a search.)"}),
        g_.stars());
  }

  // A cross on `x`, a cell of the solution; `clean` holds only correct marks.
  void explain_wrong_cross(const State<B>& clean, int x, HintReport& report) const {
    report.status = HintStatus::mistake;
    report.mistake = Mistake{"wrong-cross", g_.cell_at(x), {}};
    State<B> crossed = clean;
    crossed.dead.set(x);
    const std::string cell = cell_word(g_, x);
    const int h = house_emptied_by_cross(g_, crossed, x);
    if (h >= 0) {
      const std::string house = house_word(g_, h);
      report.explanation =
          g_.stars() == 1
              ? concat({"Mistake: ", cell, " was crossed out, but it is the only cell of ", house,
                        " that can still hold a queen. Clear that mark."})
              : concat({"Mistake: ", cell, " was crossed out, but without it ", house,
                        " has no room left for its stars. Clear that mark."});
      return;
    }
    const int tight = tightest_house(g_, crossed, x);
    report.mistake->nudge = tight < 0 ? std::string("Look at the lines through it again.")
                                      : concat({"Look at ", house_word(g_, tight), " again."});
    report.explanation = for_stars(concat({"Mistake: ", cell,
                                           " is crossed out, but the solution has a queen there: "
                                           "this X removes a cell the solution needs. Clear that "
                                           "mark. ",
                                           report.mistake->nudge}),
                                   g_.stars());
  }

  // The player's queens (all the solution's) that the rest of the position
  // does not force within kForcedHorizon steps. Crosses in a queen's own
  // lines and region are set aside with it: the queen may be their reason.
  B guesses(const State<B>& s) const {
    const Context<B> c = context();
    const Rule* trivial = rules_->find("queen-adjacent-kill");
    B out;
    // Given queens (the classic family) are part of the puzzle, not guesses.
    s.queens.without(g_.givens()).for_each([&](int q) {
      State<B> without = s;
      without.queens.reset(q);
      without.dead = without.dead.without(g_.attack(q));
      if (!forced_by(c, rules_->active(), trivial, without, q, true)) out.set(q);
    });
    return out;
  }

  Ladder ladder_of(const State<B>& before, const Step<B>& step, const std::string& move) const {
    const Rule& rule = *step.rule;
    return {nudge_text(g_, step),
            technique_text(g_, rule.info().title, reminder_text(rule.info()), step),
            rule.reason(context(), before, step), move};
  }

  // With several solutions: the position must still extend to one of them.
  bool find_dead_end(const State<B>& s, HintReport& report) const {
    Solver<B> solver(g_);
    bool complete = true;
    if (solver.count(s, 1, nullptr, kSearchNodeBudget, &complete) > 0 || !complete) return false;
    report.status = HintStatus::mistake;
    report.mistake = Mistake{"dead-end", std::nullopt, {}};
    report.explanation =
        "Mistake: no solution extends this position (this puzzle has several solutions, so the "
        "wrong mark cannot be pinned down); undo your latest marks.";
    return true;
  }

  Geometry<B> g_;
  const RuleSet* rules_;
};

using AnyCore = std::variant<Core<NarrowBits>, Core<MediumBits>, Core<WideBits>>;

AnyCore make_core(const Puzzle& puzzle, const RuleSet& rules) {
  return with_width(puzzle.size(),
                    [&]<class B>() { return AnyCore(std::in_place_type<Core<B>>, puzzle, rules); });
}

}  // namespace

// The rules are held before the core that points at them: `owned` is null
// when the caller lends them (Engine(puzzle, const RuleSet&)).
struct Engine::Impl {
  std::shared_ptr<const RuleSet> owned;
  AnyCore core;
};

namespace {

AnyCore checked_core(const Puzzle& puzzle, const RuleSet& rules) {
  check_puzzle(puzzle);
  return make_core(puzzle, rules);
}

std::shared_ptr<const RuleSet> non_null(std::shared_ptr<const RuleSet> rules) {
  if (!rules) throw InputError("rules", 0, "the shared RuleSet is null");
  return rules;
}

}  // namespace

Engine::Engine(const Puzzle& puzzle) : Engine(puzzle, RuleSet()) {}
Engine::Engine(const Puzzle& puzzle, const RuleSet& rules)
    : impl_(std::make_unique<Impl>(Impl{.owned = nullptr, .core = checked_core(puzzle, rules)})) {}
Engine::Engine(const Puzzle& puzzle, RuleSet&& rules)
    : Engine(puzzle, std::make_shared<const RuleSet>(std::move(rules))) {}
Engine::Engine(const Puzzle& puzzle, std::shared_ptr<const RuleSet> rules)
    : impl_(std::make_unique<Impl>(
          Impl{.owned = non_null(rules), .core = checked_core(puzzle, *rules)})) {}
Engine::~Engine() = default;
Engine::Engine(Engine&&) noexcept = default;
Engine& Engine::operator=(Engine&&) noexcept = default;

const Puzzle& Engine::puzzle() const {
  return std::visit([](const auto& c) -> const Puzzle& { return c.puzzle(); }, impl_->core);
}

SolveReport Engine::solve(const PlayerMarks& from, int limit, long long node_budget) const {
  check_marks(puzzle(), from, "from");
  check_limit(limit);
  return std::visit([&](const auto& c) { return c.solve(from, limit, node_budget); }, impl_->core);
}

HintReport Engine::hint(const PlayerMarks& position) const {
  check_marks(puzzle(), position, "position");
  return std::visit([&](const auto& c) { return c.hint(position); }, impl_->core);
}

TraceReport Engine::trace(const PlayerMarks& start, bool with_text, bool fallback) const {
  check_marks(puzzle(), start, "start");
  return std::visit([&](const auto& c) { return c.trace(start, with_text, fallback); },
                    impl_->core);
}

TraceDocument Engine::trace_json(const GradeReport& grade, const PlayerMarks& start, int indent,
                                 bool fallback) const {
  check_marks(puzzle(), start, "start");
  check_indent(indent);
  return std::visit([&](const auto& c) { return c.trace_json(grade, start, indent, fallback); },
                    impl_->core);
}

TraceDocument Engine::trace_document(const PlayerMarks& start, int indent, bool fallback) const {
  return trace_json(grade(), start, indent, fallback);
}

ReviewReport Engine::review(const std::vector<PlayerMove>& moves) const {
  check_moves(puzzle(), moves);
  return std::visit([&](const auto& c) { return c.review(moves); }, impl_->core);
}

GradeReport Engine::grade() const {
  return std::visit([](const auto& c) { return c.grade(); }, impl_->core);
}

}  // namespace qh
