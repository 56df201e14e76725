// SPDX-License-Identifier: MIT
// band-exclusion: a cell whose star would leave a band's composite leftover
// (its cells outside the regions lying inside it) room for fewer stars than
// the leftover must hold is out (K >= 3).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kStrips3;

TEST_CASE("band-exclusion: rows 1 and 2 outside region A hold exactly 3 stars") {
  const Bench<MediumBits> b(kStrips3, "band-exclusion");
  // Rows 1 and 2 need 6 stars; region A lies inside and takes 3, so their
  // other open cells, r2c8-r2c14, hold exactly 3. A star on r2c1-r2c7 leaves
  // row 2 two stars for them. A star on r3c9, r3c11 or r3c13 cuts the run of
  // seven cells into pieces with room for 2.
  const auto s = b.state(test::kStrips3RowOneInA);
  Step<MediumBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . . . . . .
    # # # # # # # . . . . . . .
    . . . . . . . . # . # . # .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
    . . . . . . . . . . . . . .
  )"));
  CHECK(step.size == 2);
  check_says(b.explain(s, step),
             {"Rows 1 and 2 need 6 stars between them", "region A lies inside and takes 3",
              "hold exactly 3 stars", "cross them out"});
}

TEST_CASE("band-exclusion on the open board: r3c14 would starve row 3") {
  // Rows 1-3 need 9 stars; regions A and B lie inside and take 6, so
  // r3c1-r3c13 hold exactly 3: all of row 3's. A star on r3c14 leaves row 3
  // two.
  const Bench<MediumBits> b(kStrips3, "band-exclusion");
  Step<MediumBits> step;
  REQUIRE(b.find(State<MediumBits>{}, step));
  CHECK(step.eliminated.count() == 1);
  CHECK(step.eliminated.test(2 * 14 + 13));
  CHECK(step.size == 3);
  check_says(b.explain(State<MediumBits>{}, step),
             {"Rows 1, 2 and 3 need 9 stars between them", "regions A and B lie inside and take 6",
              "A star on r3c14", "cross it out"});
}

TEST_CASE("band-exclusion runs for K >= 3 only") {
  const Bench<MediumBits> b(kStrips3, "band-exclusion");
  CHECK_FALSE(b.rule.handles(1));
  CHECK_FALSE(b.rule.handles(2));
  CHECK(b.rule.handles(3));
  CHECK(b.rule.handles(6));
}
