// SPDX-License-Identifier: MIT
// band-region-bounds: the houses crossing a band give it all its stars; what
// the others can give at most (or must give at least) bounds one house's
// share inside and outside the band (K >= 3).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "../stars_boards.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kStrips3;

TEST_CASE("band-region-bounds on the open board: region B gives rows 1-2 all its stars") {
  // Rows 1 and 2 need 6 stars, all from regions A and B; region A can give
  // at most 3, so region B gives at least 3, all it needs: r3c14 is out.
  const Bench<MediumBits> b(kStrips3, "band-region-bounds");
  Step<MediumBits> step;
  REQUIRE(b.find(State<MediumBits>{}, step));
  CHECK(step.placed.none());
  CHECK(step.eliminated.count() == 1);
  CHECK(step.eliminated.test(2 * 14 + 13));
  CHECK(step.size == 2);
  check_says(b.explain(State<MediumBits>{}, step),
             {"Rows 1 and 2 need 6 stars between them", "the other regions can put at most 3",
              "region B puts at least 3", "hold none", "cross out r3c14"});
}

TEST_CASE("band-region-bounds: a row left to one region takes all that region's stars") {
  // Row 1's open cells all lie in region A: the other regions can put none
  // there, so region A puts 3 stars in row 1, all it needs, and its cells in
  // row 2 hold none.
  const Bench<MediumBits> b(kStrips3, "band-region-bounds");
  const auto s = b.state(test::kStrips3RowOneInA);
  Step<MediumBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . . . . . . . .
    # # # # # # # . . . . . . .
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
    . . . . . . . . . . . . . .
  )"));
  CHECK(step.size == 1);
  check_says(b.explain(s, step), {"Row 1 needs 3 stars", "the other regions can put at most 0",
                                  "region A puts at least 3", "outside row 1 hold none"});
}

TEST_CASE("band-region-bounds runs for K >= 3 only") {
  const Bench<MediumBits> b(kStrips3, "band-region-bounds");
  CHECK_FALSE(b.rule.handles(1));
  CHECK_FALSE(b.rule.handles(2));
  CHECK(b.rule.handles(3));
  CHECK(b.rule.handles(6));
}
