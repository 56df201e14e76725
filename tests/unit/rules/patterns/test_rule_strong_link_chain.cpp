// SPDX-License-Identifier: MIT
// strong-link-chain: a1 = a2 - a3 = a4 ... = a2k (two-cell houses joined by
// attacks) puts a queen on a1 or a2k, so a live cell attacking both ends is
// out. Chains of 2 to 4 strong links; the shortest one that kills is shown.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <string_view>

#include "../rule_bench.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;

namespace {

template <class B>
using Bench = test::RuleBench<B, true>;
using test::check_says;

// Region A is down to r1c2 and r1c3, region B to r2c1 and r3c1; r1c2 and
// r2c1 touch diagonally.
constexpr const char* kCorner = R"(
  A A A C C C
  B D D C C C
  B D D E E E
  B D D E E E
  F F F E E E
  F F F F F F
)";

constexpr const char* kCornerState = R"(
  x . . . . .
  . x . . . .
  . . . . . .
  x . . . . .
  . . . . . .
  . . . . . .
)";

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("strong-link-chain: two two-cell regions joined by a touch") {
  const Bench<NarrowBits> b(kCorner, "strong-link-chain");
  const auto s = b.state(kCornerState);
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(step.placed.none());
  CHECK(step.pivot == b.g.index(0, 2));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . . . . . .
    . . # . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    . # # . . .
    # . . . . .
    # . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  // Regions A and B: letters are numbered in reading order (A, C, B, ...).
  CHECK(step.houses == HouseSet{0, 0, 0b101});
  CHECK(b.explain(s, step) ==
        "Either r1c3 or r3c1 holds a queen: region A's queen is r1c3 or r1c2, r1c2 touches r2c1, "
        "and region B's queen is r2c1 or r3c1. r3c3 shares column 3 with r1c3 and shares row 3 "
        "with r3c1, so cross it out.");
}

TEST_CASE("strong-link-chain names every cell when several are out") {
  const Bench<NarrowBits> b(kCorner, "strong-link-chain");
  // r2c2 is live this time: it touches both ends as well.
  const auto s = b.state(R"(
    x . . . . .
    . . . . . .
    . . . . . .
    x . . . . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    . # . . . .
    . . # . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(contains(b.explain(s, step),
                 "Whichever it is, r2c2 and r3c3 share a line or region with it or touch it: "
                 "cross them out."));
}

TEST_CASE("strong-link-chain does not fire without a chain that kills") {
  const Bench<NarrowBits> b(kCorner, "strong-link-chain");
  Step<NarrowBits> step;
  // No house has two live cells.
  CHECK_FALSE(b.find(State<NarrowBits>{}, step));
  // The chain is there but every cell that sees both ends is already out.
  CHECK_FALSE(b.find(b.state(R"(
    x . . . . .
    . x . . . .
    . . x . . .
    x . . . . .
    . . . . . .
    . . . . . .
  )"),
                     step));
  // One two-cell house alone is pair-attack's job, not a chain.
  CHECK_FALSE(b.find(b.state(R"(
    x . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"),
                     step));
}

TEST_CASE("strong-link-chain finds a three-link chain when no shorter one kills") {
  const Bench<NarrowBits> b(R"(
    A A A B B B B B
    A A A B B C C C
    D A A B C C C C
    D D E E E C F F
    D D E E G G F F
    D E E G G G F F
    H H H G G G G F
    H H H H G F F F
  )",
                            "strong-link-chain");
  const auto s = b.state(R"(
    x x x . . x x x
    x x . x x x x x
    x x x x x x x .
    x x x x . x x x
    . x x x x x x x
    x . x x x x x x
    . x x x x x x x
    . x . x x . x x
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 3);
  CHECK(step.pivot == b.g.index(5, 1));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    # . . . . . . .
    . . . . . . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    . . . # # . . .
    . . # . . . . .
    . . . . . . . .
    . . . . # . . .
    . . . . . . . .
    . # . . . . . .
    . . . . . . . .
    . . # . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 1U << 2, (1U << 1) | (1U << 4)});
  CHECK(b.explain(s, step) ==
        "Either r6c2 or r8c3 holds a queen: region E's queen is r6c2 or r4c5, r4c5 shares column "
        "5 with r1c5, region B's queen is r1c5 or r1c4, r1c4 touches r2c3, and column 3's queen "
        "is r2c3 or r8c3. r7c1 touches r6c2 and shares region H with r8c3, so cross it out.");
}

TEST_CASE("strong-link-chain on a 12x12 board") {
  const Bench<WideBits> b(R"(
    A A A C C C C C C C C C
    B D D C C C C C C C C C
    B D D E E E E E E E E E
    B D D E E E E E E E E E
    F F F E E E E E E E E E
    F F F F F F F F F F F F
    G G G G G G H H H H H H
    G G G G G G H H H H H H
    I I I I I I J J J J J J
    I I I I I I J J J J J J
    K K K K K K L L L L L L
    K K K K K K L L L L L L
  )",
                          "strong-link-chain");
  const auto s = b.state(R"(
    x . . . . . . . . . . .
    . x . . . . . . . . . .
    . . . . . . . . . . . .
    x . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
  )");
  Step<WideBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(step.eliminated == WideBits::single(b.g.index(2, 2)));
  CHECK(contains(b.explain(s, step),
                 "Either r1c3 or r3c1 holds a queen: region A's queen is r1c3 "
                 "or r1c2, r1c2 touches r2c1"));
}

// Two stars: a strong link is a house that needs one more star and has two
// live cells; a weak link, two cells that touch or share a house needing one
// more star. Column 3 (star on r4c3) is down to r2c3 and r5c3; row 5 (star
// on r5c6) needs one more, so r5c3 rules out r5c8; region F (r5c6..r5c8,
// star on r5c6) is down to r5c7 and r5c8. So r2c3 or r5c7 holds a star, and
// r5c5 is in region A (star on r4c3, needs one more) with r2c3 and in row 5
// with r5c7.
constexpr const char* kTwoStars = R"(stars: 2
  A A B B B B C B
  D A A B B B C B
  D D A B B B C B
  D A A A B B B B
  E E E A A F F F
  E E E E E E E E
  E E E E E G G G
  E H H H E E E E
)";

TEST_CASE("strong-link-chain, two stars: houses that need one more star") {
  const Bench<NarrowBits> b(kTwoStars, "strong-link-chain");
  const auto s = b.state(R"(
    . . x . Q . Q .
    . . . x . x . .
    . . x . . x Q .
    . x Q . . . . .
    . x . x . Q . .
    x Q x . x . . .
    x . x . x . x .
    . . x Q . x x x
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . # . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
  )"));
  CHECK(b.explain(s, step) ==
        "Either r2c3 or r5c7 holds a star: column 3's last star is on r2c3 or r5c3, r5c3 shares "
        "row 5, which needs one more star, with r5c8, and region F's last star is on r5c8 or "
        "r5c7. r5c5 shares region A, which needs one more star, with r2c3 and shares row 5, which "
        "needs one more star, with r5c7, so cross it out.");
}

TEST_CASE("strong-link-chain, two stars: houses needing two more stars link nothing") {
  const Bench<NarrowBits> b(kTwoStars, "strong-link-chain");
  // Without the star on r5c6, row 5 needs two more: r5c3 no longer rules out
  // r5c8, region F has three live cells, and no chain is left.
  const auto s = b.state(R"(
    . . x . Q . Q .
    . . . x . x . .
    . . x . . x Q .
    . x Q . . . . .
    . x . x . . . .
    x Q x . x . . .
    x . x . x . x .
    . . x Q . x x x
  )");
  Step<NarrowBits> step;
  CHECK_FALSE(b.find(s, step));
}
