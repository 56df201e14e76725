// SPDX-License-Identifier: MIT
// short-probe: suppose a queen, play one round of forced moves (forced
// queens, then confinements, all at once); a house left empty or two forced
// queens that attack each other refute the cell. The simplest refutation is
// reported: fewest moves in its chain, then fewest forced queens, then the
// lowest cell.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "../rule_bench.hpp"
#include "../trial_boards.hpp"
#include "engine/engine.hpp"
#include "engine/reasoning/probe.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;

using test::Bench;
using test::check_says;
using test::kBoard;
using test::kRanked;
using test::kRankedPosition;
using test::kTwoRounds;
using test::kTwoRoundsPosition;

namespace {

constexpr const char* kForcedRow = R"(
  A A A A B C C
  A A A B B B B
  A A A B B B B
  D E E E E B B
  D D E E B B B
  F D G G G G G
  F D D G G G G
)";

constexpr const char* kClash = R"(
  A B C C B B B
  A B B B B B B
  A D B B B B B
  A D D B B E E
  F D D D B G G
  F D D D G G G
  F F D D G G G
)";

constexpr const char* kWide = R"(
  A A A A A B B B C C C D
  A A A A A B B B B C D D
  A A A A A B B B B D D D
  A A A B B B B B B D D D
  E E A A A B B B F F D D
  E A A A A A A A F F F F
  E A A G G A F F F H H F
  A A A A I J F F H H H H
  A A A I I J J J K H H H
  I L I I I J K K K H H H
  I I I I I I K K K K K K
  I I I I K K K K K K K K
)";

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("short-probe: a confinement in the round empties a column") {
  const Bench<NarrowBits> b(kBoard, "short-probe");
  // A queen on r1c4 takes rows 1-2 of columns 5-6 (region B); column 6 is
  // then all region E, which confines E to column 6 and empties column 5.
  const State<NarrowBits> s;
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(step.eliminated == NarrowBits::single(b.at(1, 4)));
  CHECK(step.focus == NarrowBits::single(b.at(1, 4)));
  CHECK(step.pivot == b.at(1, 4));
  CHECK(step.size == 1);
  CHECK(step.houses == HouseSet{0, (1U << 4) | (1U << 5), 1U << 4});  // columns 5, 6; region E
  CHECK(b.explain(s, step) ==
        "If r1c4 held a queen, column 6 would be confined to region E, and then column 5 would "
        "have no open cell left. So r1c4 cannot hold a queen: cross it out.");
  CHECK(b.rule.tier(step.size) == 4);
  CHECK(b.rule.rating(step.size) == doctest::Approx(4.8));
}

TEST_CASE("short-probe: a forced queen leaves a row empty") {
  const Bench<NarrowBits> b(kForcedRow, "short-probe");
  const auto s = b.state(R"(
    x x x x x x Q
    x . . . . x x
    x . . . . . x
    x . x . . . x
    x . x . . . x
    . x x . . . x
    . x . . . . x
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.eliminated == NarrowBits::single(b.at(3, 3)));
  CHECK(b.show(step.focus) == b.cells(R"(
    . . . . . . .
    . . . . # . .
    . . # . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{(1U << 1) | (1U << 3), 0, 0});  // rows 2 and 4
  CHECK(b.explain(s, step) ==
        "If r3c3 held a queen, row 2 would keep only r2c5, and then row 4 would have no open cell "
        "left. So r3c3 cannot hold a queen: cross it out.");
}

TEST_CASE("short-probe: two forced queens that attack each other") {
  const Bench<NarrowBits> b(kClash, "short-probe");
  const auto s = b.state(R"(
    x x . . x x x
    . x x x . . .
    . x . . . x x
    x x x x x . .
    x x . . x x x
    x x x x . . .
    x Q x x x x x
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.eliminated == NarrowBits::single(b.at(3, 3)));
  CHECK(b.show(step.focus) == b.cells(R"(
    . . . # . . .
    . . . . . . .
    . . # . . . .
    . . . . . . .
    . . . # . . .
    . . . . . . .
    . . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 0, (1U << 2) | (1U << 3)});  // regions C and D
  CHECK(b.explain(s, step) ==
        "If r3c3 held a queen, region C would keep only r1c4, region D would keep only r5c4, and "
        "then the queens on r1c4 and r5c4 would attack each other. So r3c3 cannot hold a queen: "
        "cross it out.");
}

TEST_CASE("short-probe reports the refutation with the shortest chain") {
  const Bench<NarrowBits> b(kRanked, "short-probe");
  const auto s = b.state(kRankedPosition);
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.eliminated == NarrowBits::single(b.at(3, 6)));
  CHECK(b.explain(s, step) ==
        "If r3c6 held a queen, region E would keep only r4c4, region F would keep only r6c5, and "
        "then region B would have no open cell left. So r3c6 cannot hold a queen: cross it out.");
  // With r3c6 and r2c2 out, r1c5 (a house runs dry) and r6c4 (a clash) both
  // take two forced queens: the lower cell wins.
  auto next = s;
  next.dead.set(b.at(3, 6));
  next.dead.set(b.at(2, 2));
  REQUIRE(b.find(next, step));
  CHECK(step.eliminated == NarrowBits::single(b.at(1, 5)));
  CHECK(b.explain(next, step) ==
        "If r1c5 held a queen, region A would keep only r2c1, region E would keep only r4c4, and "
        "then region C would have no open cell left. So r1c5 cannot hold a queen: cross it out.");
  next.dead.set(b.at(1, 5));
  REQUIRE(b.find(next, step));
  CHECK(step.eliminated == NarrowBits::single(b.at(6, 4)));
  CHECK(contains(b.explain(next, step), "the queens on r4c5 and r5c6 would attack each other"));
}

TEST_CASE("short-probe does not fire when one round refutes nothing") {
  Step<NarrowBits> step;
  {
    const Bench<NarrowBits> b(kTwoRounds, "short-probe");
    CHECK_FALSE(b.find(b.state(kTwoRoundsPosition), step));
  }
  {
    const Bench<NarrowBits> b(R"(
      A A A A A B B
      C C C B B B D
      C C C B B D D
      C E E E D D D
      C E E E D D F
      C E E G G F F
      C C E G G F F
    )",
                              "short-probe");
    CHECK_FALSE(b.find(b.state(R"(
      . . . x x x x
      . x . . . . .
      . . . . . . .
      . . . x . . .
      . . . x . . .
      . . . . . . .
      . . . . . . .
    )"),
                       step));
  }
  {
    // Solved: nothing is live.
    const Bench<NarrowBits> b(kBoard, "short-probe");
    CHECK_FALSE(b.find(b.state(R"(
      x Q x x x x
      x x x x Q x
      x x Q x x x
      Q x x x x x
      x x x Q x x
      x x x x x Q
    )"),
                       step));
  }
}

TEST_CASE("short-probe on a 12x12 board") {
  const Bench<WideBits> b(kWide, "short-probe");
  const auto s = b.state(R"(
    x x x x x x x x . . . x
    x x . . x . . x x x . .
    x x . . x . x . x . x .
    x x . . x . . x x . x x
    Q x x x x x x x x x x x
    x x x x x x x x . . x .
    x x x x Q x x x x x x x
    x x x x x x x x . . . x
    x x x x x . . x x x x x
    x Q x x x x x x x x x x
    x x x . x . . . . . . x
    x x . x x x . . . . . .
  )");
  Step<WideBits> step;
  REQUIRE(b.find(s, step));
  // r11c11's queen runs into the very same moves: one argument, one step.
  CHECK(step.eliminated == (WideBits::single(b.at(11, 9)) | WideBits::single(b.at(11, 11))));
  CHECK(b.explain(s, step) ==
        "If any of r11c9 and r11c11 held a queen, column 8 would keep only r3c8, column 7 would "
        "keep only r9c7, and then column 6 would have no open cell left. So none of them can hold "
        "a queen: cross them out.");
}

// The rule is sound on every state of every trace of the shared corpus: it
// never crosses out a solution's queen.
TEST_CASE("short-probe never crosses out a solution cell on the corpus") {
  if (!test::corpus_dir()) {
    MESSAGE("shared corpus not found: skipped");
    return;
  }
  const RuleSet rules;
  const Rule& rule = *rules.find("short-probe");
  int fired = 0;
  const int states =
      test::for_each_corpus_trace_state([&](const test::CorpusBoard& board, const auto& g,
                                            const auto& s, const auto& solution, const Deduction&) {
        using B = std::decay_t<decltype(solution)>;
        Step<B> step;
        if (!rule.find(Context<B>{g, rules.propagation()}, s, step)) return;
        ++fired;
        INFO("board " << board.id);
        test::check_sound_step(g, s, solution, step);
        CHECK(step.placed.none());
        // Every cell it groups is refuted, on its own, by the story it tells.
        const Probe<B> told(g, s, step.pivot, 1);
        step.eliminated.for_each([&](int cell) {
          const Probe<B> p(g, s, cell, 1);
          CHECK(p.refuted());
          CHECK(p.same_story(told));
        });
      });
  MESSAGE("short-probe fired on " << fired << " of " << states << " corpus states");
  CHECK(fired > 0);
}

// Two stars per house. With a star on r10c10, region D (no star yet) keeps
// only r3c7 and r10c2 (its other cells touch a star or lie in a full row or
// column), region J (star on r8c3) keeps only r10c4, and row 10 would hold
// r10c2, r10c4 and r10c10: three stars.
constexpr const char* kTwoStars = R"(stars: 2
  A A B C C C D D E E
  A A B C B B D D E E
  A B B B B D D E E E
  A B B B B D D D E E
  A D D D D D F D E G
  A D H D D D F F F G
  D D H H H F F I G G
  D D J J F F F I F G
  D D D J F F F I F F
  D D D J F F F F F F
)";

constexpr const char* kTwoStarsPosition = R"(
  x . x x x Q x . Q .
  Q . x . x . . . . x
  . . x . x x . x Q x
  x Q x . Q . . x x .
  x . x x . x . x x .
  Q x Q . x x x x x x
  x x . x Q x . Q x x
  . . Q x . . x x . .
  . . . . x . x Q . x
  x . x . . x x . . .
)";

TEST_CASE("short-probe, two stars: houses keep only the cells for their last stars") {
  const Bench<NarrowBits> b(kTwoStars, "short-probe");
  const auto s = b.state(kTwoStarsPosition);
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.eliminated == NarrowBits::single(b.at(10, 10)));
  CHECK(step.size == 1);
  CHECK(b.explain(s, step) ==
        "If r10c10 held a star, region D would keep only r3c7 and r10c2 for its last 2 stars, "
        "region J would keep only r10c4, and then row 10 would get more than 2 stars. So r10c10 "
        "cannot hold a star: cross it out.");
}

TEST_CASE("probe machinery, two stars: forced stars, a crowded row, the chain") {
  const Bench<NarrowBits> b(kTwoStars, "short-probe");
  const auto s = b.state(kTwoStarsPosition);
  const Probe<NarrowBits> p(b.g, s, b.at(10, 10), 1);
  REQUIRE(p.refuted());
  CHECK(p.rounds() == 1);
  CHECK(p.ending().crowded_house == b.g.house_id(HouseKind::row, 9));
  CHECK(p.ending().empty_house < 0);
  CHECK(p.chain().forced == 3);
  CHECK(p.chain().confinements == 0);
  // r10c2 alone is not refuted in one round: region D keeps room for two.
  CHECK_FALSE(Probe<NarrowBits>(b.g, s, b.at(10, 2), 1).refuted());
  // Candidates skip cells next to a star and cells of full houses (row 1).
  const NarrowBits candidates = probe_candidates(b.g, s);
  CHECK_FALSE(candidates.test(b.at(1, 8)));
  CHECK_FALSE(candidates.test(b.at(5, 2)));
  CHECK(candidates.test(b.at(10, 10)));
}
