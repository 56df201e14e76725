// SPDX-License-Identifier: MIT
// both-branches: try every option of an open house with 2 or 3 live cells,
// propagating each with the non-trial rules. A failing option is crossed
// out; otherwise what every branch agrees on is certain. Smallest houses
// first (regions, rows, columns); size = options - 1.
//
// The positions here propagate with a fixed set of easy rules (singles and
// confinement), so that what the branches find does not move when harder
// rules are added to the catalogue. The corpus check uses the full set.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../rule_bench.hpp"
#include "../trial_boards.hpp"
#include "engine/engine.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;
using test::kAgreeOnQueen;
using test::kAgreeOnQueenPosition;
using test::kBoard;

namespace {

const std::vector<std::string> kEasyRules = {"single-cell-region", "single-cell-line",
                                             "region-confined-to-line", "line-confined-to-region"};

// One board, its geometry, the rules the branches propagate with and the
// rule under test. Cell sets are compared as pictures so that a failing
// check shows the board.
template <class B>
struct Bench {
  explicit Bench(const std::string& board)
      : g(test::board_from(board)), rule(*rules.find("both-branches")) {}

  RuleSet rules{kEasyRules, std::nullopt};
  Geometry<B> g;
  Context<B> ctx{g, rules.propagation()};
  const Rule& rule;

  State<B> state(const std::string& picture) const { return test::state_from(g, picture); }
  bool find(const State<B>& s, Step<B>& out) const {
    out = Step<B>{};
    return rule.find(ctx, s, out);
  }
  std::string explain(const State<B>& s, const Step<B>& step) const {
    return rule.explain(ctx, s, step);
  }
  std::string show(const B& cells) const {
    std::string out;
    for (int r = 0; r < g.size(); ++r) {
      for (int c = 0; c < g.size(); ++c) out += cells.test(g.index(r, c)) ? '#' : '.';
      out += '\n';
    }
    return out;
  }
  std::string cells(const std::string& picture) const { return show(test::cells_from(g, picture)); }
  int at(int row, int col) const { return g.index(row - 1, col - 1); }  // 1-based, as in the text
};

// Column 3 is down to three cells; region E's two cells agree on nothing.
constexpr const char* kThreeOptions = R"(
  A A B B C C
  A A B B C C
  B B B B B D
  E E B B D D
  D D D D D D
  D D F F F F
)";

constexpr const char* kOneFails = R"(
  A A B B C C
  A A B B B C
  D A B B B B
  D D D B E E
  D D D D E E
  D D F D D D
)";

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("both-branches: both options of a region lead to the same queen") {
  const Bench<NarrowBits> b(kAgreeOnQueen);
  const auto s = b.state(kAgreeOnQueenPosition);
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed == NarrowBits::single(b.at(5, 5)));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    . . . . . .
    # . . . . .
    . # . . . .
    . # . . # .
    # . . . . .
    . . . . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    . . . . . .
    . . . # . .
    . . . # . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(step.houses == HouseSet{0, 0, 1U << 1});  // region B
  CHECK(step.pivot == b.g.house_id(HouseKind::region, 1));
  CHECK(step.size == 1);
  CHECK(b.rule.tier(step.size) == 5);
  CHECK(b.rule.rating(step.size) == doctest::Approx(5.5));
  CHECK(b.explain(s, step) ==
        "Region B's queen is on r2c4 or r3c4. Either way, r5c5 gets a queen and r2c1, r3c2, "
        "r4c2, r4c5 and r5c1 end up crossed out. For r5c5: if r2c4, region D would keep only "
        "r5c5; if r3c4, region D would keep only r5c5.");
}

TEST_CASE("both-branches: three options that all rule out one cell") {
  const Bench<NarrowBits> b(kThreeOptions);
  // Region E (r4c1, r4c2) is tried first and yields nothing; column 3's
  // three options all cross out r3c5.
  const auto s = b.state(R"(
    . . x x . .
    . . x x . .
    x x . . . x
    . . x x x x
    x x . . . .
    x x . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(step.eliminated == NarrowBits::single(b.at(3, 5)));
  CHECK(step.houses == HouseSet{0, 1U << 2, 0});  // column 3
  CHECK(step.size == 2);
  CHECK(b.rule.rating(step.size) == doctest::Approx(5.8));
  CHECK(b.explain(s, step) ==
        "Column 3's queen is on r3c3, r5c3 or r6c3. Either way, r3c5 ends up crossed out: if "
        "r3c3, that queen attacks it; if r5c3, column 4 would keep only r3c4, and that queen "
        "attacks it; if r6c3, column 4 would keep only r3c4, and that queen attacks it.");
}

TEST_CASE("both-branches: an option whose branch fails is crossed out") {
  const Bench<NarrowBits> b(kOneFails);
  const auto s = b.state(R"(
    . . x . . .
    . . x . x .
    . . x . x x
    . . x . . .
    . x x x . .
    x x Q x x x
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed.none());
  CHECK(step.eliminated == NarrowBits::single(b.at(3, 1)));
  CHECK(step.houses == HouseSet{1U << 2, 0, 0});  // row 3
  CHECK(step.size == 2);
  CHECK(b.explain(s, step) ==
        "Row 3's queen is on r3c1, r3c2 or r3c4. A queen on r3c1 fails: region A would keep only "
        "r1c2, region C would keep only r2c6, region B would keep only r4c4, and then region E "
        "would have no open cell left. So cross out r3c1.");
}

TEST_CASE("both-branches does not fire without a small house, or when every branch fails") {
  const Bench<NarrowBits> b(kBoard);
  Step<NarrowBits> step;
  // Every house has four or more open cells.
  CHECK_FALSE(b.find(State<NarrowBits>{}, step));
  // Regions A and B are both confined to row 1: the position is impossible,
  // and both options of region A fail. Nothing is reported.
  const auto impossible = b.state(R"(
    . x . . x .
    x x x x x x
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )");
  CHECK_FALSE(b.find(impossible, step));
  // Small houses whose branches agree on nothing new.
  const Bench<NarrowBits> c(R"(
    A A A A A B B
    C C C B B B D
    C C C B B D D
    C E E E D D D
    C E E E D D F
    C E E G G F F
    C C E G G F F
  )");
  CHECK_FALSE(c.find(c.state(R"(
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

TEST_CASE("both-branches on a 12x12 board") {
  // The 6x6 position of the first test in the top-left corner, an empty
  // copy of kBoard in the bottom-right one, the rest crossed out.
  const Bench<WideBits> b(R"(
    A A A B B C C C C C C C
    A A A B B D C C C C C C
    E E A B D D C C C C C C
    E A A F D D C C C C C C
    E A A F D D C C C C C C
    E F F F D D C C C C C C
    G G G G G G G G G H H H
    G G G G G G G G G H H H
    G G G G G G I I J J K K
    G G G G G G I I J J K K
    G G G G G G L L L L K K
    G G G G G G L L L L K K
  )");
  const auto s = b.state(R"(
    x x x x x Q x x x x x x
    . . x . x x x x x x x x
    . . x . x x x x x x x x
    . . . x . x x x x x x x
    . x x x . x x x x x x x
    x . . x x x x x x x x x
    x x x x x x . . . . . .
    x x x x x x . . . . . .
    x x x x x x . . . . . .
    x x x x x x . . . . . .
    x x x x x x . . . . . .
    x x x x x x . . . . . .
  )");
  Step<WideBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.placed == WideBits::single(b.at(5, 5)));
  CHECK(step.eliminated.count() == 5);
  CHECK(contains(b.explain(s, step),
                 "Region B's queen is on r2c4 or r3c4. Either way, r5c5 gets a queen"));
}

// The rule is sound on every state of every trace of the shared corpus: it
// never crosses out a solution's queen and never places a queen elsewhere.
TEST_CASE("both-branches never contradicts the solution on the corpus") {
  if (!test::corpus_dir()) {
    MESSAGE("shared corpus not found: skipped");
    return;
  }
  const RuleSet rules;
  const Rule& rule = *rules.find("both-branches");
  int fired = 0, agreed = 0;
  const int states =
      test::for_each_corpus_trace_state([&](const test::CorpusBoard& board, const auto& g,
                                            const auto& s, const auto& solution, const Deduction&) {
        using B = std::decay_t<decltype(solution)>;
        Step<B> step;
        if (!rule.find(Context<B>{g, rules.propagation()}, s, step)) return;
        ++fired;
        const B options = g.house(step.pivot) & s.live(g);
        if (step.placed.any() || !step.eliminated.subset_of(options)) ++agreed;
        INFO("board " << board.id);
        test::check_sound_step(g, s, solution, step);
        CHECK((step.size == 1 || step.size == 2));
      });
  MESSAGE("both-branches fired on " << fired << " of " << states << " corpus states (" << agreed
                                    << " by agreement of the branches)");
  CHECK(fired > 0);
}
