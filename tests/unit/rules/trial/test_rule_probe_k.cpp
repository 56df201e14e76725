// SPDX-License-Identifier: MIT
// probe-k: as short-probe with up to three rounds of forced moves; the
// refutation with the fewest rounds is reported and Step::size is that
// number. Also tests the round machinery it shares with short-probe
// (engine/reasoning/probe.hpp).
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

constexpr const char* kThreeRounds = R"(
  A A A A A B B
  C C C A A B B
  C C C C A B B
  C C C D A E E
  F F C D D D E
  F F C D D D D
  G G G D D D D
)";
constexpr const char* kThreeRoundsPosition = R"(
  . . . . . . .
  . . . . . . .
  . . . . . . x
  x x x . x . .
  . . x . . x .
  . x x . . x x
  . . . x x x x
)";

constexpr const char* kWide = R"(
  A A A A B B B B B B B B
  C C D D D D B B B B B B
  C C D D D D E B B B B B
  C C C D D D E E B B F G
  H H C C D D E E E B F G
  H H C I I I E E E F F G
  H H J J I I E E F F G G
  H H J J I I E E F F G G
  H H J J I I I I I K K G
  H H J J I I I I I K K G
  J J J L L I I I I I K K
  J J J L L L L L I I K K
)";

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("probe-k: two rounds refute a cell that one round does not") {
  const Bench<NarrowBits> b(kTwoRounds, "probe-k");
  const auto s = b.state(kTwoRoundsPosition);
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 2);
  CHECK(step.placed.none());
  CHECK(step.eliminated == NarrowBits::single(b.at(7, 2)));
  CHECK(step.pivot == b.at(7, 2));
  // The focus is the supposed queen and the forced queens of its chain.
  const NarrowBits named = NarrowBits::single(b.at(7, 2)) | NarrowBits::single(b.at(6, 7)) |
                           NarrowBits::single(b.at(1, 6)) | NarrowBits::single(b.at(2, 4));
  CHECK(named.subset_of(step.focus));
  CHECK((step.houses.rows & (1U << 2)) != 0);  // row 3 runs dry
  // Five moves: the story keeps the first two and the last one.
  CHECK(b.explain(s, step) ==
        "If r7c2 held a queen, region G would keep only r6c7, column 6 would keep only r1c6, 3 "
        "moves later column 4 would keep only r2c4, and then row 3 would have no open cell left. "
        "So r7c2 cannot hold a queen: cross it out.");
  CHECK(b.rule.tier(step.size) == 5);
  CHECK(b.rule.rating(step.size) == doctest::Approx(5.3));
  // short-probe, its one-round sibling, sees nothing here.
  Step<NarrowBits> one;
  CHECK_FALSE(b.rules.find("short-probe")->find(b.ctx, s, one));
}

TEST_CASE("probe-k: three rounds") {
  const Bench<NarrowBits> b(kThreeRounds, "probe-k");
  const auto s = b.state(kThreeRoundsPosition);
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 3);
  CHECK(step.eliminated == NarrowBits::single(b.at(2, 1)));
  CHECK(b.explain(s, step) ==
        "If r2c1 held a queen, region F would keep only r5c2, region E would be confined to row "
        "4, 3 moves later row 3 would keep only r3c6, and then region E would have no open cell "
        "left. So r2c1 cannot hold a queen: cross it out.");
  CHECK(b.rule.rating(step.size) == doctest::Approx(5.6));
  // No refutation in fewer rounds.
  const Probe<NarrowBits> two(b.g, s, b.at(2, 1), 2);
  CHECK_FALSE(two.refuted());
}

TEST_CASE("probe-k reports the fewest rounds, then the shortest chain") {
  const Bench<NarrowBits> b(kRanked, "probe-k");
  const auto s = b.state(kRankedPosition);
  const Probe<NarrowBits> low(b.g, s, b.at(1, 6), Probe<NarrowBits>::kMaxRounds);
  REQUIRE(low.refuted());
  CHECK(low.rounds() == 2);
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 1);
  CHECK(step.eliminated == NarrowBits::single(b.at(3, 6)));
  CHECK(b.rule.rating(step.size) == doctest::Approx(5.0));
  CHECK(contains(b.explain(s, step), "If r3c6 held a queen, region E would keep only r4c4"));
}

TEST_CASE("probe machinery: rounds, chains and endings") {
  const Geometry<NarrowBits> g(test::board_from(kBoard));
  const State<NarrowBits> empty;
  SUBCASE("a chain of one confinement") {
    const Probe<NarrowBits> p(g, empty, g.index(0, 3), 1);  // r1c4
    REQUIRE(p.refuted());
    CHECK(p.rounds() == 1);
    CHECK(p.chain().forced == 0);
    CHECK(p.chain().confinements == 1);
    CHECK(p.ending().empty_house == g.house_id(HouseKind::column, 4));
  }
  SUBCASE("a chain of one forced queen") {
    const Probe<NarrowBits> p(g, empty, g.index(2, 4), 1);  // r3c5: region D keeps only r4c3
    REQUIRE(p.refuted());
    CHECK(p.chain().forced == 1);
    CHECK(p.chain().confinements == 0);
    int links = 0;
    p.for_each_link([&](const Probe<NarrowBits>::Event& e) {
      ++links;
      CHECK(e.kind == Probe<NarrowBits>::Kind::forced);
      CHECK(e.cell == g.index(3, 2));
      CHECK(e.from == g.house_id(HouseKind::region, 3));
    });
    CHECK(links == 1);
    CHECK(p.ending().empty_house == g.house_id(HouseKind::region, 2));  // region C
  }
  SUBCASE("a cell that survives") {
    const Probe<NarrowBits> p(g, empty, g.index(0, 0), Probe<NarrowBits>::kMaxRounds);  // r1c1
    CHECK_FALSE(p.refuted());
    CHECK(p.rounds() == 0);
  }
  SUBCASE("candidates skip cells a queen already attacks") {
    const State<NarrowBits> s = test::state_from(g, R"(
      Q . . . . .
      . . . . . .
      . . . . . .
      . . . . . .
      . . . . . .
      . . . . . .
    )");
    const NarrowBits cells = probe_candidates(g, s);
    CHECK_FALSE(cells.intersects(g.attack(0)));
    CHECK_FALSE(cells.test(0));
    CHECK(cells.count() == 36 - 1 - g.attack(0).count());
  }
}

TEST_CASE("probe-k does not fire when three rounds refute nothing") {
  const Bench<NarrowBits> b(R"(
    A A A A A B B
    C C C B B B D
    C C C B B D D
    C E E E D D D
    C E E E D D F
    C E E G G F F
    C C E G G F F
  )",
                            "probe-k");
  Step<NarrowBits> step;
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

TEST_CASE("probe-k on a 12x12 board") {
  const Bench<WideBits> b(kWide, "probe-k");
  const auto s = b.state(R"(
    . . . . x x x x x x x x
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . . . . . . . . . . . .
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
  CHECK(step.eliminated == WideBits::single(b.at(2, 3)));
  CHECK(b.explain(s, step) ==
        "If r2c3 held a queen, region A would keep only r1c1, region H would be confined to "
        "column 2, region C would keep only r5c4, and then region J would have no open cell "
        "left. So r2c3 cannot hold a queen: cross it out.");
}

// The rule is sound on every state of every trace of the shared corpus: it
// never crosses out a solution's queen.
TEST_CASE("probe-k never crosses out a solution cell on the corpus") {
  if (!test::corpus_dir()) {
    MESSAGE("shared corpus not found: skipped");
    return;
  }
  const RuleSet rules;
  const Rule& rule = *rules.find("probe-k");
  int fired = 0, deeper = 0;
  const int states =
      test::for_each_corpus_trace_state([&](const test::CorpusBoard& board, const auto& g,
                                            const auto& s, const auto& solution, const Deduction&) {
        using B = std::decay_t<decltype(solution)>;
        Step<B> step;
        if (!rule.find(Context<B>{g, rules.propagation()}, s, step)) return;
        ++fired;
        if (step.size > 1) ++deeper;
        INFO("board " << board.id);
        test::check_sound_step(g, s, solution, step);
        CHECK(step.placed.none());
        CHECK((step.size >= 1 && step.size <= Probe<B>::kMaxRounds));
        // Every cell it groups is refuted, on its own, by the story it tells.
        const Probe<B> told(g, s, step.pivot, step.size);
        step.eliminated.for_each([&](int cell) {
          const Probe<B> p(g, s, cell, step.size);
          CHECK(p.refuted());
          CHECK(p.same_story(told));
        });
      });
  MESSAGE("probe-k fired on " << fired << " of " << states << " corpus states (" << deeper
                              << " needing 2 or 3 rounds)");
  CHECK(fired > 0);
}
