// SPDX-License-Identifier: MIT
// What the engine answers, independent of the board width used inside:
// plain values with 0-based cells, ready to print or serialise.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "io/moves_file.hpp"
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

// A board with more than one solution (usually a typo in the board): two
// of them and the first cell, in reading order, where they differ.
struct SeveralSolutions {
  std::optional<Cell> differs_at;  // none when the search budget ran out before a second was found
  std::vector<Cell> first;         // every queen of one solution, in row order
  std::vector<Cell> second;        // of another (empty without differs_at)
};

enum class TraceStatus { solved, stuck, contradiction };

struct TraceReport {
  Marks start;
  std::vector<Deduction> steps;
  TraceStatus status = TraceStatus::stuck;
  std::vector<Cell> solution;  // every queen, in row order, when solved
  int backtracking_steps = 0;
  // Set when the board has more than one solution: the trace then takes no
  // search steps (it would only pick one of them) and ends stuck.
  std::optional<SeveralSolutions> several_solutions;
};

// A trace written straight to JSON (Engine::trace_json), and what a caller
// needs to know about it without parsing it.
struct TraceDocument {
  std::string json;
  TraceStatus status = TraceStatus::stuck;
  int steps = 0;
  bool several_solutions = false;
};

// A row, column or region: kind "row", "column" or "region" and its 0-based
// ordinal (regions in letter order).
struct HouseRef {
  std::string kind;
  int index = 0;
  friend bool operator==(const HouseRef&, const HouseRef&) = default;
};

// One forced consequence of a supposed queen (engine/reasoning/probe.hpp):
// "forced": house `from` keeps only `cell`, which gets a queen (and its
// attacks are crossed out); "confined": the open cells of `from` all lie in
// `to`, so the rest of `to` is crossed out.
struct RefutationMove {
  std::string kind;
  std::optional<Cell> cell;  // forced: the queen; confined: `from`'s last cell, if one
  HouseRef from;
  std::optional<HouseRef> to;
};

// Why a queen cannot stand: with it, these moves in order leave `empty` with
// no open cell, or put two queens (`clash`) in each other's way.
struct Refutation {
  Cell supposed;
  std::vector<RefutationMove> moves;
  std::optional<HouseRef> empty;
  std::vector<Cell> clash;  // the two queens, when the chain ends in a clash
};

struct Mistake {
  std::string kind;                      // "queens-clash", "wrong-queen", "wrong-cross", "dead-end"
  std::optional<Cell> cell;              // the wrong cell (none for "dead-end")
  std::vector<Cell> related;             // e.g. the other queen of a clash
  std::optional<Refutation> refutation;  // wrong-queen, wrong-cross: a short chain, when one exists
  std::string nudge;                     // wrong-cross without a short reason: where to look again
  // wrong-cross: the X's cell is the last place for the queen of `house`:
  // each of the house's other open cells refuted (as a wrong queen would be).
  std::optional<HouseRef> house;
  std::vector<Refutation> alternatives;
};

// A step told in four rungs (engine/reasoning/ladder.hpp): where to look,
// which technique, why (the focus cells), the whole move.
struct Ladder {
  std::string nudge;
  std::string technique;
  std::string reason;
  std::string move;
};

// "guess": the position is right, but some of its queens are not forced by
// the rest of it yet (HintReport::guesses); the step is the next one anyway.
enum class HintStatus { hint, mistake, solved, stuck, guess };

struct HintReport {
  HintStatus status = HintStatus::stuck;
  Marks position;                 // the position the hint is about
  std::optional<Deduction> step;  // the next move (for "hint"; for "stuck", a search's move if any)
  std::optional<Mistake> mistake;
  std::string explanation;       // always set: the sentence(s) to show
  std::optional<Ladder> ladder;  // with a step: its four rungs
  std::vector<Cell> guesses;     // status "guess": the queens nothing forces yet
  // Set when the board has more than one solution: the explanation opens
  // with a warning, and only steps that hold in every solution are offered.
  std::optional<SeveralSolutions> several_solutions;
};

// One move of a reviewed game (`queens-hint review`).
struct ReviewedMove {
  PlayerMove move;
  std::string verdict;    // "forced", "guess", "mistake" or "undo"
  std::string_view rule;  // forced: the rule of the hardest step on the way (static text)
  std::string_view title;
  int tier = 0;   // forced: its tier
  int steps = 0;  // forced: the counted steps it took (engine/reasoning/mistakes.hpp)
  std::optional<Deduction> simpler;  // a step of a lower tier that was there to take
  std::string explanation;           // one or two sentences
  std::optional<Mistake> mistake;    // verdict "mistake"
};

struct ReviewReport {
  std::vector<ReviewedMove> moves;
  int forced = 0, guesses = 0, mistakes = 0, undos = 0;
  std::string hardest_rule;  // of the forced moves; empty when none
  int hardest_tier = 0;
  std::vector<std::string> coach;  // the hints a coach would give, one per line
  bool solved = false;             // the moves end on the solution
  bool unique = true;              // false: several or no solutions, nothing judged
  std::optional<SeveralSolutions> several_solutions;  // with several solutions
};

struct SolveReport {
  int count = 0;               // solutions found, up to the limit
  int limit = 2;               // the search stopped counting here
  bool exact = true;           // false when the search budget ran out first
  std::vector<Cell> solution;  // the first solution found, in row order
  // Walls boards: the value (the most queens that fit), and whether the
  // search proved it (false: a lower bound). -1 on other boards. `count`
  // then counts the optimal placements.
  int value = -1;
  bool value_exact = true;
  // Search nodes the count visited (K >= 3: star nodes, each charged
  // kStarNodeCost against the budget, engine/search/budget.hpp). Not part of
  // the JSON: benchmarks read it (bench/big_stars.cpp).
  long long nodes = 0;
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

// "This board has more than one solution (at least 2): check it against the
// puzzle. Two of them differ first at r3c4: one has a queen there, the other
// not. Hints below may depend on a guess." (K >= 2: stars.)
std::string several_solutions_words(const SeveralSolutions& several, int stars);

}  // namespace qh
