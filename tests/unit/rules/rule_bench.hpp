// SPDX-License-Identifier: MIT
// The rule tests' workbench: one board, its geometry, a rule set and the
// rule under test. Cell sets are compared as pictures so that a failing
// check shows the board.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/rule.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

namespace qh::test {

// AssumeUnique: include the opt-in uniqueness rules in the rule set.
template <class B, bool AssumeUnique = false>
struct RuleBench {
  RuleBench(const std::string& board, std::string_view id)
      : g(board_from(board)), rule(*rules.find(id)) {}

  RuleSet rules{{}, std::nullopt, AssumeUnique};
  Geometry<B> g;
  Context<B> ctx{g, rules.propagation()};
  const Rule& rule;

  State<B> state(const std::string& picture) const { return state_from(g, picture); }
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
  std::string cells(const std::string& picture) const { return show(cells_from(g, picture)); }
  // Region indices follow first appearance on the board, not the alphabet.
  unsigned regions(std::string_view letters) const {
    unsigned mask = 0;
    for (char letter : letters) mask |= 1U << g.puzzle().letters().find(letter);
    return mask;
  }
  int at(int row, int col) const { return g.index(row - 1, col - 1); }  // 1-based, as in the text
};

template <class B>
using Bench = RuleBench<B>;

// The 6x6 board most rule tests draw their positions on: two 3x2 blocks on
// top, then pairs of 2x2 blocks, and one large region F/E at the bottom.
inline constexpr const char* kBoard = R"(
  A A A B B B
  A A A B B B
  C C D D E E
  C C D D E E
  F F F F E E
  F F F F E E
)";

// A step a rule found at a state of a unique board is sound: it crosses out
// no cell of the solution, places queens only on it, and changes only live
// cells.
template <class B>
void check_sound_step(const Geometry<B>& g, const State<B>& s, const B& solution,
                      const Step<B>& step) {
  CHECK_FALSE(step.eliminated.intersects(solution));
  CHECK(step.placed.subset_of(solution));
  CHECK(step.eliminated.subset_of(s.live(g)));
  CHECK(step.placed.subset_of(s.live(g)));
}

// A generated board's planted solution (generate_star_board) as a cell set.
template <class B>
B cell_set(const Geometry<B>& g, const std::vector<Cell>& cells) {
  B out;
  for (const Cell& c : cells) out.set(g.index(c.row, c.col));
  return out;
}

// Runs the logic loop from the empty board twice in step, with `with` and
// `without` (two contexts that must find the same steps, e.g. with and
// without a trial memo), checking every step is the same; returns the rules
// taken, in order. The board must be solved at the end.
template <class B>
std::vector<const Rule*> same_steps(const Geometry<B>& g, const RuleSet& rules,
                                    const Context<B>& with, const Context<B>& without) {
  std::vector<const Rule*> taken;
  State<B> s = start_state(g);
  while (verdict(g, s) == Verdict::open) {
    Step<B> a, b;
    const bool found = find_next(with, rules.active(), s, a);
    REQUIRE(found == find_next(without, rules.active(), s, b));
    if (!found) break;
    REQUIRE(a.rule == b.rule);
    CHECK(a.eliminated == b.eliminated);
    CHECK(a.placed == b.placed);
    CHECK(a.size == b.size);
    taken.push_back(a.rule);
    apply(s, a);
  }
  CHECK(verdict(g, s) == Verdict::solved);
  return taken;
}

// Explanations are checked for the facts they must state (cells, houses,
// counts), not for their exact wording.
inline void check_says(const std::string& text, std::initializer_list<std::string_view> facts) {
  for (std::string_view fact : facts)
    CHECK_MESSAGE(text.find(fact) != std::string::npos,
                  "\"" << text << "\" lacks \"" << fact << "\"");
}

}  // namespace qh::test
