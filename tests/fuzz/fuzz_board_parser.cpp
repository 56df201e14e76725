// SPDX-License-Identifier: MIT
// libFuzzer target: arbitrary bytes -> parse_board.
// The parser must never crash, hang or leak: it either throws qh::InputError
// (a one-line message naming the source) or returns a board that satisfies
// check_board (shape, letters, and a round trip through text and JSON).
// Parsing is linear in the input, so every input is cheap; the engine is
// not run here (see fuzz_pipeline.cpp).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const qh::Puzzle puzzle = qh::parse_board(text, "fuzz");
    qh::fuzz::check_board(puzzle);
  } catch (const qh::InputError& e) {
    // Expected for most inputs; the message starts with the source name.
    QH_FUZZ_CHECK(std::string_view(e.what()).substr(0, 4) == "fuzz");
  }
  return 0;
}
