// SPDX-License-Identifier: MIT
// verdict_after (the driver's check after each step) agrees with the full
// verdict on every state it is used in: random steps from random open
// states, on boards of both widths, including steps that empty a house,
// clash two queens, or solve the board.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "engine/engine.hpp"
#include "engine/io/board_file.hpp"
#include "engine/model/state.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// A small deterministic generator (the tests must not depend on a seed).
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  int below(int n) {
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state_ >> 33) % static_cast<std::uint64_t>(n));
  }

 private:
  std::uint64_t state_;
};

struct Tally {
  int open = 0, solved = 0, contradiction = 0;
};

// From the empty board: random steps (a queen on a live cell and/or a few
// crosses) while the state stays open, comparing both verdicts after each.
// Every other walk keeps to the solution (queens on it, crosses off it), so
// that it ends solved.
template <class B>
Tally walk(const Puzzle& puzzle, Random& random, int walks) {
  const Geometry<B> g(puzzle);
  const RuleSet rules;
  const SolveReport solve = Engine(puzzle, rules).solve();
  REQUIRE(solve.count == 1);
  B solution;
  for (const Cell& c : solve.solution) solution.set(g.index(c.row, c.col));
  Tally tally;
  for (int w = 0; w < walks; ++w) {
    const bool on_solution = w % 2 == 0;
    State<B> s;
    for (Verdict v = Verdict::open; v == Verdict::open;) {
      Step<B> step;
      const B live = s.live(g);
      const auto pick = [&](const B& from) {
        std::vector<int> cells;
        from.for_each([&](int c) { cells.push_back(c); });
        return cells.empty()
                   ? -1
                   : cells[static_cast<std::size_t>(random.below(static_cast<int>(cells.size())))];
      };
      if (random.below(3) == 0) {
        const int q = pick(on_solution ? live & solution : live);
        if (q < 0) continue;
        step.placed.set(q);
        // Usually also what the queen rules out, as queen-adjacent-kill would.
        if (random.below(4) != 0) step.eliminated = g.attack(q) & live;
      } else {
        const B crossable = on_solution ? live.without(solution) : live;
        if (crossable.none()) continue;
        const int crosses = 1 + random.below(4);
        for (int k = 0; k < crosses; ++k) step.eliminated.set(pick(crossable));
      }
      s.queens |= step.placed;
      s.dead |= step.eliminated;
      v = verdict(g, s);
      REQUIRE(verdict_after(g, s, step) == v);
      (v == Verdict::open     ? tally.open
       : v == Verdict::solved ? tally.solved
                              : tally.contradiction)++;
    }
  }
  return tally;
}

}  // namespace

TEST_CASE("verdict_after agrees with verdict after random steps, on boards of every width") {
  Random random(20261122);
  for (const char* name : {"spec-7x7.txt", "gen-05-unique.txt", "gen-11-unique.txt",
                           "gen-14-unique.txt", "gen-18-unique.txt", "gen-26-unique.txt"}) {
    CAPTURE(name);
    const auto path = test::fixture(name);
    const Puzzle puzzle = parse_board(read_input(path.string()), path.string());
    const Tally t = with_width(puzzle.size(), [&]<class B>() {
      return walk<B>(puzzle, random, puzzle.size() <= kNarrowMaxSize ? 400 : 100);
    });
    // Every outcome was seen, so each branch of verdict_after was compared.
    CHECK(t.open > 0);
    CHECK(t.contradiction > 0);
    CHECK(t.solved > 0);
  }
}
