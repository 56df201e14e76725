// SPDX-License-Identifier: MIT
#include "engine/io/json_io.hpp"

#include "engine/io/json_parts.hpp"
#include "engine/reasoning/player_words.hpp"

namespace qh {

using json_parts::write_cell;
using json_parts::write_cells;

namespace {

void write_house_ref(JsonWriter& w, const std::optional<HouseRef>& h) {
  if (!h) {
    w.null();
    return;
  }
  w.begin_object().key("index").number(h->index).key("kind").string(h->kind).end_object();
}

void write_refutation(JsonWriter& w, const Refutation& r) {
  w.begin_object().key("clash");
  write_cells(w, r.clash);
  w.key("empty");
  write_house_ref(w, r.empty);
  w.key("moves").begin_array();
  for (const RefutationMove& m : r.moves) {
    w.begin_object().key("cell");
    if (m.cell)
      write_cell(w, *m.cell);
    else
      w.null();
    w.key("from");
    write_house_ref(w, m.from);
    w.key("kind").string(m.kind).key("to");
    write_house_ref(w, m.to);
    w.end_object();
  }
  w.end_array().key("steps").number(static_cast<int>(r.moves.size())).key("supposed");
  write_cell(w, r.supposed);
  w.end_object();
}

void write_mistake(JsonWriter& w, const Mistake& m) {
  w.begin_object();
  if (!m.alternatives.empty()) {
    w.key("alternatives").begin_array();
    for (const Refutation& r : m.alternatives) write_refutation(w, r);
    w.end_array();
  }
  w.key("cell");
  if (m.cell)
    write_cell(w, *m.cell);
  else
    w.null();
  if (m.house) {
    w.key("house");
    write_house_ref(w, m.house);
  }
  w.key("kind").string(m.kind);
  if (!m.nudge.empty()) w.key("nudge").string(m.nudge);
  if (m.refutation) {
    w.key("refutation");
    write_refutation(w, *m.refutation);
  }
  w.key("related");
  write_cells(w, m.related);
  w.end_object();
}

// {"differs_at": [r, c] or null, "solutions": [[cells], [cells]], "text": "..."}
void write_several_solutions(JsonWriter& w, const SeveralSolutions& several, int stars) {
  w.begin_object().key("differs_at");
  if (several.differs_at)
    write_cell(w, *several.differs_at);
  else
    w.null();
  w.key("solutions").begin_array();
  write_cells(w, several.first);
  if (!several.second.empty()) write_cells(w, several.second);
  w.end_array();
  w.key("text").string(several_solutions_words(several, stars));
  w.end_object();
}

void write_ints(JsonWriter& w, const std::vector<int>& values) {
  w.begin_array();
  for (int v : values) w.number(v);
  w.end_array();
}

void write_board(JsonWriter& w, const Puzzle& puzzle) {
  const int n = puzzle.size();
  if (const ClassicBoard* board = puzzle.classic()) {
    // The classic family: the kind, and the squares as the board file writes them.
    w.begin_object().key("kind").string(kind_name(board->kind)).key("n").number(n);
    if (board->kind == ClassicKind::walls) w.key("queens").number(puzzle.target());
    w.key("squares").begin_array();
    std::string row(static_cast<std::size_t>(n), ' ');
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) row[static_cast<std::size_t>(c)] = square_char(board->at(r, c));
      w.string(row);
    }
    w.end_array().end_object();
    return;
  }
  w.begin_object().key("n").number(n).key("regions").begin_array();
  std::string row(static_cast<std::size_t>(n), ' ');
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c)
      row[static_cast<std::size_t>(c)] = puzzle.letter(puzzle.region(r, c));
    w.string(row);
  }
  w.end_array().end_object();
}

void write_marks(JsonWriter& w, const Marks& m) {
  w.begin_object().key("dead");
  write_cells(w, m.dead);
  w.key("queens");
  write_cells(w, m.queens);
  w.end_object();
}

void write_houses(JsonWriter& w, const Deduction& d) {
  w.begin_object().key("columns");
  write_ints(w, d.columns);
  w.key("regions").begin_array();
  for (char letter : d.regions) w.string(std::string_view(&letter, 1));
  w.end_array().key("rows");
  write_ints(w, d.rows);
  w.end_object();
}

// The grade's members, with "file" and "stars" among them when a file is
// given (grades documents; a trace has "stars" at its top).
void write_grade(JsonWriter& w, const GradeReport& g, const std::string* file) {
  const bool graded = g.solutions == 1;
  w.begin_object().key("backtracking_steps").number(g.backtracking_steps);
  if (file != nullptr) w.key("file").string(*file);
  w.key("hardest_rule");
  graded ? w.string(g.hardest_rule) : w.null();
  w.key("hardest_tier");
  graded ? w.number(g.hardest_tier) : w.null();
  w.key("label").string(g.label);
  w.key("n").number(g.n);
  w.key("rules_used").begin_object();
  for (const auto& [rule, count] : g.rules_used) w.escaped_key(rule).number(count);
  w.end_object();
  w.key("score");
  graded ? w.number(g.score) : w.null();
  w.key("solutions");
  g.solutions >= 0 ? w.number(g.solutions) : w.null();
  if (file != nullptr) w.key("stars").number(g.stars);
  w.key("steps").number(g.steps);
  w.end_object();
}

}  // namespace

namespace json_parts {

void write_deduction(JsonWriter& w, const Deduction& d) {
  w.begin_object().key("eliminated");
  write_cells(w, d.eliminated);
  w.key("explanation").string(d.explanation).key("focus");
  write_cells(w, d.focus);
  w.key("houses");
  write_houses(w, d);
  w.key("placed");
  write_cells(w, d.placed);
  w.key("rating").number(d.rating);
  w.key("rule").string(d.rule);
  w.key("tier").number(d.tier);
  w.key("title").string(d.title);
  w.end_object();
}

void begin_trace(JsonWriter& w, const Puzzle& puzzle, const GradeReport& grade, const Marks& start,
                 const TraceResult& result) {
  w.begin_object().key("board");
  write_board(w, puzzle);
  w.key("format").string("queens-hint/trace");
  w.key("grade");
  write_grade(w, grade, nullptr);
  w.key("result").begin_object().key("backtracking_steps").number(result.backtracking_steps);
  w.key("solution");
  if (result.status == TraceStatus::solved)
    write_cells(w, result.solution);
  else
    w.null();
  w.key("status").string(to_string(result.status));
  w.end_object();
  if (result.several_solutions) {
    w.key("several_solutions");
    write_several_solutions(w, *result.several_solutions, puzzle.stars());
  }
  w.key("stars").number(puzzle.stars());
  w.key("start");
  write_marks(w, start);
  w.key("steps").begin_array();
}

void end_trace(JsonWriter& w) {
  w.end_array();
  w.key("version").number(kJsonVersion);
  w.end_object();
}

}  // namespace json_parts

std::string trace_json(const Puzzle& puzzle, const TraceReport& trace, const GradeReport& grade,
                       int indent) {
  JsonWriter w(indent);
  w.reserve((trace.steps.size() + 2) * json_parts::kBytesPerStep);
  json_parts::begin_trace(w, puzzle, grade, trace.start,
                          {trace.status, trace.solution, trace.backtracking_steps,
                           trace.several_solutions ? &*trace.several_solutions : nullptr});
  for (const Deduction& d : trace.steps) json_parts::write_deduction(w, d);
  json_parts::end_trace(w);
  return w.take();
}

// A hint is the step's members (when there is a step) merged with the
// hint's own, all in alphabetical order; the hint's explanation is the one.
std::string hint_json(const Puzzle& puzzle, const HintReport& hint, int indent) {
  const Deduction* d = hint.step ? &*hint.step : nullptr;
  JsonWriter w(indent);
  w.reserve(2 * json_parts::kBytesPerStep);
  w.begin_object().key("board");
  write_board(w, puzzle);
  if (d != nullptr) {
    w.key("eliminated");
    write_cells(w, d->eliminated);
  }
  w.key("explanation").string(hint.explanation);
  if (d != nullptr) {
    w.key("focus");
    write_cells(w, d->focus);
  }
  w.key("format").string("queens-hint/hint");
  if (hint.status == HintStatus::guess) {
    w.key("guesses");
    write_cells(w, hint.guesses);
  }
  if (d != nullptr) {
    w.key("houses");
    write_houses(w, *d);
  }
  if (hint.ladder) {
    const Ladder& l = *hint.ladder;
    w.key("ladder").begin_object().key("move").string(l.move).key("nudge").string(l.nudge);
    w.key("reason").string(l.reason).key("technique").string(l.technique).end_object();
  }
  if (hint.mistake) {
    w.key("mistake");
    write_mistake(w, *hint.mistake);
  }
  if (d != nullptr) {
    w.key("placed");
    write_cells(w, d->placed);
    w.key("plain_title").string(player_technique_name(d->rule, d->title));
  }
  w.key("position");
  write_marks(w, hint.position);
  if (d != nullptr) w.key("rating").number(d->rating).key("rule").string(d->rule);
  if (hint.several_solutions) {
    w.key("several_solutions");
    write_several_solutions(w, *hint.several_solutions, puzzle.stars());
  }
  w.key("stars").number(puzzle.stars());
  w.key("status").string(to_string(hint.status));
  if (d != nullptr) w.key("tier").number(d->tier).key("title").string(d->title);
  w.key("version").number(kJsonVersion);
  w.end_object();
  return w.take();
}

std::string review_json(const Puzzle& puzzle, const ReviewReport& review, int indent) {
  JsonWriter w(indent);
  w.begin_object().key("board");
  write_board(w, puzzle);
  w.key("format").string("queens-hint/review").key("moves").begin_array();
  for (const ReviewedMove& m : review.moves) {
    const char* kind = m.move.kind == MoveKind::queen        ? "queen"
                       : m.move.kind == MoveKind::cross      ? "cross"
                       : m.move.kind == MoveKind::undo_queen ? "undo-queen"
                                                             : "undo-cross";
    w.begin_object().key("cell");
    write_cell(w, m.move.cell);
    w.key("explanation").string(m.explanation).key("kind").string(kind);
    w.key("line").number(m.move.line);
    if (m.mistake) {
      w.key("mistake");
      write_mistake(w, *m.mistake);
    }
    w.key("move").string(m.move.text);
    const bool forced = m.verdict == "forced";
    if (forced) w.key("rule").string(m.rule);
    w.key("simpler");
    if (m.simpler)
      json_parts::write_deduction(w, *m.simpler);
    else
      w.null();
    if (forced) w.key("steps").number(m.steps).key("tier").number(m.tier);
    w.key("verdict").string(m.verdict).end_object();
  }
  w.end_array();
  if (review.several_solutions) {
    w.key("several_solutions");
    write_several_solutions(w, *review.several_solutions, puzzle.stars());
  }
  w.key("stars").number(puzzle.stars()).key("summary").begin_object();
  w.key("coach").begin_array();
  for (const std::string& line : review.coach) w.string(line);
  w.end_array().key("forced").number(review.forced).key("guesses").number(review.guesses);
  w.key("hardest_rule");
  if (review.hardest_rule.empty())
    w.null();
  else
    w.string(review.hardest_rule);
  w.key("hardest_tier").number(review.hardest_tier);
  w.key("mistakes").number(review.mistakes);
  w.key("moves").number(static_cast<int>(review.moves.size()));
  w.key("solved").boolean(review.solved).key("undos").number(review.undos).end_object();
  w.key("unique").boolean(review.unique).key("version").number(kJsonVersion).end_object();
  return w.take();
}

std::string grades_json(const std::vector<FileGrade>& grades, int indent) {
  JsonWriter w(indent);
  w.begin_object().key("format").string("queens-hint/grades").key("puzzles").begin_array();
  for (const FileGrade& g : grades) write_grade(w, g.grade, &g.file);
  w.end_array().key("version").number(kJsonVersion).end_object();
  return w.take();
}

std::string solve_json(const Puzzle& puzzle, const SolveReport& solve, int indent) {
  JsonWriter w(indent);
  w.begin_object().key("board");
  write_board(w, puzzle);
  w.key("exact").boolean(solve.exact);
  w.key("format").string("queens-hint/solve");
  w.key("limit").number(solve.limit);
  w.key("solution");
  if (solve.count > 0)
    write_cells(w, solve.solution);
  else
    w.null();
  w.key("solutions").number(solve.count);
  w.key("stars").number(puzzle.stars());
  if (solve.value >= 0)
    w.key("value").number(solve.value).key("value_exact").boolean(solve.value_exact);
  w.key("version").number(kJsonVersion);
  w.end_object();
  return w.take();
}

}  // namespace qh
