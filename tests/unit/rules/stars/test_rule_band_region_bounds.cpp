// SPDX-License-Identifier: MIT
// band-region-bounds: the houses crossing a band give it all its stars; what
// the others can give at most (or must give at least) bounds one house's
// share inside and outside the band (K >= 3).
#include <doctest/doctest.h>

#include "../rule_bench.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;

namespace {

// 14x14, 3 stars: two-row strips of seven cells, except that region B (the
// right half of rows 1-2) also takes r3c14.
constexpr const char* kStrips3 = R"(stars: 3
  A A A A A A A B B B B B B B
  A A A A A A A B B B B B B B
  C C C C C C C D D D D D D B
  C C C C C C C D D D D D D D
  E E E E E E E F F F F F F F
  E E E E E E E F F F F F F F
  G G G G G G G H H H H H H H
  G G G G G G G H H H H H H H
  I I I I I I I J J J J J J J
  I I I I I I I J J J J J J J
  K K K K K K K L L L L L L L
  K K K K K K K L L L L L L L
  M M M M M M M N N N N N N N
  M M M M M M M N N N N N N N
)";

}  // namespace

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
  const auto s = b.state(R"(
    . . . . . . . x x x x x x x
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
    . . . . . . . . . . . . . .
  )");
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
