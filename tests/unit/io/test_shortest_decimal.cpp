// SPDX-License-Identifier: MIT
// shortest_decimal (the WebAssembly build's number formatting) writes what
// std::to_chars writes, so the JS API's documents match the CLI's bytes.
#include <doctest/doctest.h>

#include <charconv>
#include <cmath>
#include <random>
#include <string>

#include "engine/io/json_writer.hpp"

namespace {

std::string with_to_chars(double value, bool fixed) {
  char buffer[400];
  const auto result =
      std::to_chars(buffer, buffer + sizeof buffer, value,
                    fixed ? std::chars_format::fixed : std::chars_format::scientific);
  return std::string(buffer, result.ptr);
}

}  // namespace

TEST_CASE("shortest_decimal matches std::to_chars") {
  const double values[] = {0.0,     1.0,      3.0,    0.5,      2.75,   4.2,
                           1.0 / 3, 123456.5, 1e-4,   0.000123, 1e14,   999999999999999.0,
                           -7.25,   1e15,     1.5e20, -2.5e-7,  1e-300, 6.02214076e23};
  for (const double v : values) {
    CAPTURE(v);
    // Fixed notation only where JsonWriter uses it (below 1e15): beyond,
    // to_chars writes the exact integer, not the shortest digits.
    if (std::fabs(v) < 1e15) CHECK(qh::shortest_decimal(v, true) == with_to_chars(v, true));
    CHECK(qh::shortest_decimal(v, false) == with_to_chars(v, false));
  }
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> score(0.0, 12.0);
  std::uniform_int_distribution<int> hundredths(0, 1200);
  for (int i = 0; i < 2000; ++i) {
    const double a = score(rng);
    const double b = hundredths(rng) / 100.0;  // ratings and scores are mostly like these
    CHECK(qh::shortest_decimal(a, true) == with_to_chars(a, true));
    CHECK(qh::shortest_decimal(b, true) == with_to_chars(b, true));
    CHECK(qh::shortest_decimal(a, false) == with_to_chars(a, false));
  }
}
