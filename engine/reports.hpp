// What the engine answers, independent of the board width used inside:
// plain values with 0-based cells, ready to print or serialise.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/puzzle.hpp"

namespace qh {

// One step of reasoning, as shown to a person or written to JSON.
struct Deduction {
  std::string_view rule;   // rule id, e.g. "region-confined-to-line" (static text)
  std::string_view title;  // the rule's title (static text)
  int tier = 0;
  double rating = 0;  // difficulty of this step (see HEURISTICS.md, "Grading")
  std::vector<Cell> placed;
  std::vector<Cell> eliminated;
  std::vector<Cell> focus;  // the cells that justify it
  std::vector<int> rows;    // houses named by the evidence (0-based)
  std::vector<int> columns;
  std::string regions;      // region letters
  std::string explanation;  // empty when text was not asked for
};

// A position: queens and crossed-out cells.
struct Marks {
  std::vector<Cell> queens;
  std::vector<Cell> dead;
};

enum class TraceStatus { solved, stuck, contradiction };

struct TraceReport {
  Marks start;
  std::vector<Deduction> steps;
  TraceStatus status = TraceStatus::stuck;
  std::vector<Cell> solution;  // every queen, in row order, when solved
  int backtracking_steps = 0;
};

// A trace written straight to JSON (Engine::trace_json), and what a caller
// needs to know about it without parsing it.
struct TraceDocument {
  std::string json;
  TraceStatus status = TraceStatus::stuck;
  int steps = 0;
};

struct Mistake {
  std::string kind;           // "queens-clash", "wrong-queen", "wrong-cross", "dead-end"
  std::optional<Cell> cell;   // the wrong cell (none for "dead-end")
  std::vector<Cell> related;  // e.g. the other queen of a clash
};

enum class HintStatus { hint, mistake, solved, stuck };

struct HintReport {
  HintStatus status = HintStatus::stuck;
  Marks position;                 // the position the hint is about
  std::optional<Deduction> step;  // the next move (for "hint"; for "stuck", a search's move if any)
  std::optional<Mistake> mistake;
  std::string explanation;  // always set: the sentence(s) to show
};

struct SolveReport {
  int count = 0;               // solutions found, up to the limit
  int limit = 2;               // the search stopped counting here
  bool exact = true;           // false when the search budget ran out first
  std::vector<Cell> solution;  // the first solution found, in row order
};

struct GradeReport {
  int n = 0;
  int stars = 1;      // K, stars per row, column and region
  int solutions = 0;  // 0, 1, 2 meaning "two or more", or -1: search limit reached
  std::string label;  // see HEURISTICS.md; "no-solution" / "several-solutions" when not graded
  double score = 0;
  std::string hardest_rule;
  int hardest_tier = 0;
  int steps = 0;
  std::map<std::string, int> rules_used;
  int backtracking_steps = 0;
};

const char* to_string(TraceStatus s);
const char* to_string(HintStatus s);

}  // namespace qh
