// SPDX-License-Identifier: MIT
// libFuzzer target: the whole engine on an arbitrary board.
//
// Input: board text, optionally followed by '|' and a position ("the second
// half"): BOARD '|' POSITION. '|' is neither a region letter nor a position
// mark, so the split is unambiguous and survives the fuzzer's mutations
// better than a split at the midpoint would.
//
// On a board that parses: check_board; then, for boards of at most
// kPipelineMaxSize (12) cells a side, the solver's answer, the grade, the
// trace from the empty board (with and without text, with and without the
// fallback), the hint from the empty board and the JSON documents, all
// checked against each other (fuzz_support.hpp). When the position parses
// for the board, the same is done from the position. Larger boards are only
// parsed: the engine's work is bounded (kSearchNodeBudget) but not cheap
// enough for a fuzzer there.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace qh;
  if (size > fuzz::kMaxFuzzInput) return 0;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t bar = input.find('|');
  const std::string_view board_text = input.substr(0, bar);

  std::optional<Puzzle> puzzle;
  try {
    puzzle = parse_board(board_text, "fuzz");
  } catch (const InputError&) {
    return 0;
  }
  fuzz::check_board(*puzzle);
  const int n = puzzle->size();
  if (n > fuzz::kPipelineMaxSize) return 0;
  // Boards with K >= 2 (a stars header, an SBN string) go through the same
  // checks: placement_problem holds the engine to the K-star rules. Up to
  // 8x8 only: on larger ones with several solutions the trial rule runs on
  // every step (0.2 s for a 10x10 trace in Release, over the 10 s limit per
  // input under this build's instrumentation).
  if (puzzle->stars() > 1 && n > 8) return 0;
  const RuleSet rules;
  const Engine engine(*puzzle, rules);
  const fuzz::Truth truth = fuzz::truth_of(engine, n);
  const GradeReport grade = engine.grade();

  // From the empty board.
  const TraceReport empty_trace = fuzz::check_position(engine, truth, grade, PlayerMarks{});
  fuzz::check_grade(grade, truth, empty_trace, n);
  fuzz::check_json(grades_json({{"fuzz", grade}}));
  fuzz::check_json(solve_json(*puzzle, truth.solve));

  // From the position after '|', when it is one for this board.
  if (bar == std::string_view::npos) return 0;
  PlayerMarks marks;
  try {
    marks = parse_position(input.substr(bar + 1), "fuzz-position", n);
  } catch (const InputError&) {
    return 0;
  }
  fuzz::check_position(engine, truth, grade, marks);
  return 0;
}
