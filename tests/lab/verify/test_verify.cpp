// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <sstream>
#include <stdexcept>

#include "lab/verify/check.hpp"
#include "lab/verify/witness.hpp"

using qh::lab::check_witness;
using qh::lab::parse_witness;
using qh::lab::Witness;
using qh::lab::WitnessKind;

namespace {
Witness parse(const std::string& text) {
  std::istringstream in(text);
  return parse_witness(in, "test");
}
}  // namespace

TEST_CASE("verify: a witness file round-trips through write and parse") {
  const Witness w{
      .kind = WitnessKind::attack_exactly, .k = 1, .n = 4, .d = 2, .queens = {{1, 1}, {1, 2}}};
  std::ostringstream out;
  write_witness(out, w);
  const Witness back = parse("# a comment\n" + out.str());
  CHECK(back.kind == WitnessKind::attack_exactly);
  CHECK(back.k == 1);
  CHECK(back.n == 4);
  CHECK(back.queens == w.queens);
}

TEST_CASE("verify: bad files are refused with the line and the problem") {
  CHECK_THROWS_AS(parse("hello\n"), std::invalid_argument);
  CHECK_THROWS_WITH(parse("queens-lab witness 1\nproblem cube\nboard 3 3\nqueens 1\n1 1 4\n"),
                    "test:5: coordinate 4 outside 1..3");
  CHECK_THROWS_WITH(parse("queens-lab witness 1\nproblem cube\nboard 3 3\nqueens 2\n1 1 1\n"),
                    "test:5: file ends after 1 queens");
  CHECK_THROWS_WITH(parse("queens-lab witness 1\nproblem attack-exactly x\n"),
                    "test:2: 'x' is not an integer");
  CHECK_THROWS_WITH(parse("queens-lab witness 1\nproblem cube\nboard 3 3\nqueens 1\n1 1\n"),
                    "test:5: a queen needs 3 coordinates");
}

TEST_CASE("verify: hand-made attack witnesses, good and bad, with blocking") {
  Witness w{
      .kind = WitnessKind::attack_exactly, .k = 1, .n = 4, .d = 2, .queens = {{1, 1}, {1, 2}}};
  CHECK(check_witness(w).ok);
  // A third queen in the row: the middle one now sees two, the ends one
  // each (the middle queen blocks the line between them).
  w.queens.push_back({1, 3});
  const auto bad = check_witness(w);
  CHECK_FALSE(bad.ok);
  CHECK(bad.reason == "queen (1,2) attacks 2 others, not exactly 1");
  w.kind = WitnessKind::attack_at_most;
  w.k = 2;
  CHECK(check_witness(w).ok);
  // A diagonal and a knight's move.
  const Witness diag{.kind = WitnessKind::attack_exactly,
                     .k = 1,
                     .n = 4,
                     .d = 2,
                     .queens = {{1, 1}, {4, 4}, {2, 4}, {4, 3}}};
  CHECK_FALSE(check_witness(diag).ok);  // (4,4) sees (1,1), (2,4) and (4,3)
  const Witness knight{
      .kind = WitnessKind::attack_exactly, .k = 0, .n = 4, .d = 2, .queens = {{1, 1}, {2, 3}}};
  CHECK(check_witness(knight).ok);
  const Witness twice{
      .kind = WitnessKind::attack_at_most, .k = 8, .n = 4, .d = 2, .queens = {{1, 1}, {1, 1}}};
  CHECK(check_witness(twice).reason == "two queens on (1,1)");
}

TEST_CASE("verify: hand-made cube witnesses: triagonals attack, other steps do not") {
  Witness w{.kind = WitnessKind::cube, .k = 0, .n = 3, .d = 3, .queens = {{1, 1, 1}, {2, 3, 2}}};
  CHECK(check_witness(w).ok);
  w.queens.push_back({3, 3, 3});  // on the triagonal of (1,1,1)
  CHECK_FALSE(check_witness(w).ok);
  const Witness four{.kind = WitnessKind::cube,
                     .k = 0,
                     .n = 3,
                     .d = 3,
                     .queens = {{1, 1, 1}, {1, 2, 3}, {2, 3, 1}, {3, 3, 2}}};
  CHECK_FALSE(check_witness(four).ok);  // (2,3,1) and (3,3,2) share a diagonal
}

TEST_CASE("verify: a queen off the segment but on the same side is not a blocker") {
  // (7,5) is one row below (6,2) and three columns right: not between (6,2)
  // and (1,7), which see each other.
  const Witness w{.kind = WitnessKind::attack_exactly,
                  .k = 1,
                  .n = 8,
                  .d = 2,
                  .queens = {{6, 2}, {1, 7}, {7, 5}, {8, 5}}};
  CHECK(check_witness(w).ok);
}
