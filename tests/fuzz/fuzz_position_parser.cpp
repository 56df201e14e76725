// SPDX-License-Identifier: MIT
// libFuzzer target: a fixed, valid 6x6 board (unique solution) plus
// arbitrary bytes -> parse_position. The parser must never crash; on success
// the position goes through the engine (hint, traces with and without text
// and fallback, JSON), whose answers are checked against the solver
// (check_position in fuzz_support.hpp). A 6x6 board keeps every input cheap.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "tests/fuzz/fuzz_support.hpp"

namespace {

// Written for this target; its one solution is r1c6 r2c4 r3c1 r4c3 r5c5 r6c2.
constexpr std::string_view kBoard =
    "DDBBBA\n"
    "DDBBBB\n"
    "CDDBBB\n"
    "DDDDEB\n"
    "DDDEEE\n"
    "DFDEEE\n";

struct Fixture {
  qh::Puzzle puzzle = qh::parse_board(kBoard, "fixed-board");
  qh::RuleSet rules;
  qh::Engine engine{puzzle, rules};
  qh::fuzz::Truth truth = qh::fuzz::truth_of(engine, puzzle.size());
  qh::GradeReport grade = engine.grade();
};

const Fixture& fixture() {
  static const Fixture f;  // built once: the board never changes
  return f;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > qh::fuzz::kMaxFuzzInput) return 0;
  const Fixture& f = fixture();
  QH_FUZZ_CHECK(f.truth.unique.has_value());
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  qh::PlayerMarks marks;
  try {
    marks = qh::parse_position(text, "fuzz", f.puzzle.size());
  } catch (const qh::InputError& e) {
    QH_FUZZ_CHECK(std::string_view(e.what()).substr(0, 4) == "fuzz");
    return 0;
  }
  qh::fuzz::check_position(f.engine, f.truth, f.grade, marks);
  return 0;
}
