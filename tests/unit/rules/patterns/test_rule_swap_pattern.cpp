// SPDX-License-Identifier: MIT
// swap-pattern (assumes one solution, opt-in): region B is down to two
// cells of a row, and region A has the two cells of another row in the same
// columns. A queen on either of A's cells could trade places with B's queen
// without anything else noticing, which would make two solutions: so
// neither holds a queen. Also: every rule of this batch (strong-link-chain,
// clique-cover, swap-pattern) is checked at every state of the corpus traces
// against the known solution.
#include <doctest/doctest.h>

#include <array>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "../rule_bench.hpp"
#include "engine/engine.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;

namespace {

template <class B>
using Bench = test::RuleBench<B, true>;
using test::check_says;

// Region A has r1c1 and r1c3, region B is row 3's first three cells.
constexpr const char* kBoard = R"(
  A A A C C C
  D A D C C C
  B B B E E E
  D D D E E E
  D F F F F E
  F F F F F F
)";

// B is down to r3c1 and r3c3; r4c4, which touches r3c3 only, is out.
constexpr const char* kState = R"(
  . . . . . .
  . . . . . .
  . x . . . .
  . . . x . .
  . . . . . .
  . . . . . .
)";

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("swap-pattern is opt-in") {
  const RuleSet plain;
  for (const Rule* rule : plain.active()) CHECK(rule->id() != "swap-pattern");
  const RuleSet unique({}, std::nullopt, true);
  bool present = false;
  for (const Rule* rule : unique.active()) present = present || rule->id() == "swap-pattern";
  CHECK(present);
  CHECK(unique.find("swap-pattern")->info().assumes_unique);
  CHECK_THROWS_AS(RuleSet({"swap-pattern"}, std::nullopt, false), InputError);
}

TEST_CASE("swap-pattern: two cells of a region that could swap with region B's pair") {
  const Bench<NarrowBits> b(kBoard, "swap-pattern");
  const auto s = b.state(kState);
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(step.size == 1);
  CHECK(step.placed.none());
  CHECK(b.show(step.eliminated) == b.cells(R"(
    # . # . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(b.show(step.focus) == b.cells(R"(
    # . # . . .
    . . . . . .
    # . # . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  // Rows 1 and 3, columns 1 and 3, regions A (0) and B (3).
  CHECK(step.houses == HouseSet{0b101, 0b101, 0b1001});
  CHECK(b.explain(s, step) ==
        "Assuming the puzzle has exactly one solution, neither r1c1 nor r1c3 can hold a queen. "
        "Region B's queen is r3c1 or r3c3, so a queen on r1c1 would put it on r3c3, and a queen "
        "on r1c3 would put it on r3c1. Either pair could then be swapped for the other: rows 1 "
        "and 3, columns 1 and 3 and regions A and B would still get one queen each, the new "
        "pair does not touch, and every other open cell sees both pairs alike, so the rest of "
        "the board would fit either way: two solutions. Cross out r1c1 and r1c3.");
}

TEST_CASE("swap-pattern: the same with region B's pair in a column") {
  const Bench<NarrowBits> b(R"(
    A D B D D F
    A A B D F F
    A D B D F F
    C C E E F F
    C C E E F F
    C C E E E F
  )",
                            "swap-pattern");
  const auto s = b.state(R"(
    . . . . . .
    . . x . . .
    . . . . . .
    . . . x . .
    . . . . . .
    . . . . . .
  )");
  Step<NarrowBits> step;
  REQUIRE(b.find(s, step));
  CHECK(b.show(step.eliminated) == b.cells(R"(
    # . . . . .
    . . . . . .
    # . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  CHECK(contains(b.explain(s, step),
                 "Assuming the puzzle has exactly one solution, neither r1c1 nor r3c1 can hold a "
                 "queen. Region B's queen is r1c3 or r3c3, so a queen on r1c1 would put it on "
                 "r3c3, and a queen on r3c1 would put it on r1c3."));
}

TEST_CASE("swap-pattern does not fire when some cell tells the pairs apart") {
  const Bench<NarrowBits> b(kBoard, "swap-pattern");
  Step<NarrowBits> step;
  // r4c4 touches r3c3 but neither r1c3 nor r3c1: a queen there is possible
  // with one pair and not with the other.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    . . . . . .
    . x . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"),
                     step));
  // Region B's cells next to each other: no gap between the columns.
  CHECK_FALSE(b.find(b.state(R"(
    . . . . . .
    . . . . . .
    x . . . . .
    . . . x . .
    . . . . . .
    . . . . . .
  )"),
                     step));
  // One of A's cells is already out.
  CHECK_FALSE(b.find(b.state(R"(
    . . x . . .
    . . . . . .
    . x . . . .
    . . . x . .
    . . . . . .
    . . . . . .
  )"),
                     step));
}

TEST_CASE("swap-pattern on a 12x12 board") {
  const Bench<WideBits> b(R"(
    A A A C C C C C C C C C
    D A D C C C C C C C C C
    B B B E E E E E E E E E
    D D D E E E E E E E E E
    D F F F F E E E E E E E
    F F F F F F G G G G G G
    H H H H H H G G G G G G
    H H H H H H I I I I I I
    J J J J J J I I I I I I
    J J J J J J K K K K K K
    L L L L L L K K K K K K
    L L L L L L K K K K K K
  )",
                          "swap-pattern");
  const auto s = b.state(R"(
    . . . . . . . . . . . .
    . . . . . . . . . . . .
    . x . . . . . . . . . .
    . . . x . . . . . . . .
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
  CHECK(step.eliminated == (WideBits::single(b.g.index(0, 0)) | WideBits::single(b.g.index(0, 2))));
  CHECK(contains(b.explain(s, step),
                 "Assuming the puzzle has exactly one solution, neither r1c1 "
                 "nor r1c3 can hold a queen."));
}

// ---- The corpus: no rule of this batch ever crosses out a solution cell. ----

namespace {

constexpr std::array<std::string_view, 3> kBatch{"strong-link-chain", "clique-cover",
                                                 "swap-pattern"};

struct Tally {
  int boards = 0, states = 0;
  std::map<std::string, int> fired, cells, wrong, unworded, chosen;
};

}  // namespace

// On every state of the default trace of every unique corpus board, each
// rule of the batch is asked for a step.
TEST_CASE("corpus: strong-link-chain, clique-cover and swap-pattern never remove a solution cell") {
  if (!test::corpus_dir()) {
    MESSAGE("shared corpus not found: skipped");
    return;
  }
  const RuleSet all({}, std::nullopt, true);
  Tally tally;
  std::set<int> boards;
  tally.states =
      test::for_each_corpus_trace_state([&](const test::CorpusBoard& board, const auto& g,
                                            const auto& s, const auto& answer, const Deduction& d) {
        using B = std::decay_t<decltype(answer)>;
        const Context<B> ctx{g, all.propagation()};
        boards.insert(board.id);
        ++tally.chosen[std::string(d.rule)];
        for (std::string_view id : kBatch) {
          const Rule& rule = *all.find(id);
          Step<B> step;
          if (!rule.find(ctx, s, step)) continue;
          const std::string name(id);
          ++tally.fired[name];
          tally.cells[name] += step.eliminated.count();
          const std::string text = rule.explain(ctx, s, step);
          if (step.eliminated.intersects(answer) || !step.placed.subset_of(answer)) {
            ++tally.wrong[name];
            FAIL_CHECK(id << " removes a solution cell on board " << board.id << ": " << text);
          }
          // The explanation finds the same step again (not its fallback wording).
          const auto opens = [&](std::string_view start) { return text.rfind(start, 0) == 0; };
          const bool worded = id == "strong-link-chain" ? opens("Either ")
                              : id == "clique-cover"
                                  ? opens("Rows ") || opens("Columns ")
                                  : opens("Assuming the puzzle has exactly one solution, neither ");
          if (!worded) {
            ++tally.unworded[name];
            FAIL_CHECK(id << " could not word its step: " << text);
          }
        }
      });
  tally.boards = static_cast<int>(boards.size());
  CHECK(tally.boards > 0);
  for (std::string_view id : kBatch) {
    const std::string name(id);
    MESSAGE(name << ": fired at " << tally.fired[name] << " of " << tally.states << " states on "
                 << tally.boards << " unique boards, " << tally.cells[name]
                 << " cells crossed out, chosen by the default trace " << tally.chosen[name]
                 << " times, wrong " << tally.wrong[name] << " times");
    CHECK(tally.wrong[name] == 0);
    CHECK(tally.unworded[name] == 0);
  }
}
