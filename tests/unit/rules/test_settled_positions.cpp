// SPDX-License-Identifier: MIT
// Context::settled: a rule told a position where every rule found nothing
// (fewer cells crossed out, the same or fewer stars) may look only where the
// state differs from it, and must find exactly what it finds without being
// told.
// Checked for every non-trial rule (those left out of trials for cost
// included: the logic loop tells them too) on 14x14 3-star boards: the
// settled positions are where trials come to rest (a supposed star, then
// the rules to their fixed point), the states those positions with more cells crossed
// out, as when placement-forces-contradiction joins a trial's last rest with
// the position of its next call, or with a star more and its neighbours
// crossed out (and the rest of a house it fills), as when a trial goes on
// from where the rules found nothing before its supposed star.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "engine/generation/generator.hpp"
#include "engine/model/geometry.hpp"
#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;

namespace {

using B = MediumBits;

bool same_step(const Step<B>& a, const Step<B>& b) {
  return a.eliminated == b.eliminated && a.placed == b.placed && a.pivot == b.pivot &&
         a.size == b.size;
}

}  // namespace

TEST_CASE("a rule told a settled position finds what it finds without it (14x14, 3 stars)") {
  const RuleSet rules;
  int compared = 0, found = 0;
  // Three boards; one under the sanitizers (test::whole_or_sample).
  const std::uint64_t boards = test::whole_or_sample<std::uint64_t>(3, 1);
  for (std::uint64_t seed = 1; seed <= boards; ++seed) {
    const Puzzle puzzle = generate_star_board(14, 3, seed);
    const Geometry<B> g(puzzle);
    const Context<B> ctx{g, rules.propagation(), rules.max_tier()};
    State<B> s;
    // Positions along the logic loop's way, a few steps apart.
    for (int step_no = 0; step_no < 40; ++step_no) {
      Step<B> step;
      if (verdict(g, s) != Verdict::open || !find_next(ctx, rules.active(), s, step)) break;
      apply(s, step);
      if (step_no % 8 != 0) continue;
      std::uint64_t rng = seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(step_no);
      int tried = 0;
      s.live(g).for_each([&](int c) {
        if (tried >= 6 || (c * 7 + step_no) % 5 != 0) return;
        State<B> settled = s;
        settled.queens.set(c);
        if (propagate(ctx, rules.logic(), settled, g.cells() + g.size(),
                      [](const State<B>&, const Step<B>&) {}) != Outcome::stuck)
          return;
        ++tried;
        // The state: the settled position with about a fifth of its live
        // cells crossed out, then with a single one; then with a star more
        // (the live cell after the k-th, k random), alone and with a fifth of
        // the other live cells crossed out.
        for (int variant = 0; variant < 4; ++variant) {
          State<B> state = settled;
          const auto next = [&] {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            return rng;
          };
          if (variant >= 2) {
            const B live = settled.live(g);
            int skip = static_cast<int>(next() % static_cast<std::uint64_t>(live.count() + 1));
            int star = -1;
            live.for_each([&](int x) {
              if (star < 0 && skip-- <= 0) star = x;
            });
            if (star < 0) continue;
            state.queens.set(star);
            state.dead |= g.neighbours(star) & live;
            for (int h :
                 {g.row_of(star), g.size() + g.col_of(star), 2 * g.size() + g.region_of(star)})
              if ((g.house(h) & state.queens).count() == g.stars())
                state.dead |= g.house(h).without(state.queens);
            if (verdict(g, state) != Verdict::open) continue;
          }
          settled.live(g).for_each([&](int x) {
            const std::uint64_t r = next();
            if (variant == 1 ? state == settled : variant != 2 && r % 5 == 0) state.dead.set(x);
          });
          state.dead = state.dead.without(state.queens);
          if (state == settled) continue;
          Context<B> told = ctx;
          told.settled = &settled;
          for (const Rule* rule : rules.logic()) {
            Step<B> plain, incremental;
            const bool a = rule->find(ctx, state, plain);
            const bool b = rule->find(told, state, incremental);
            INFO("rule " << std::string(rule->id()) << ", seed " << seed << ", step " << step_no
                         << ", cell " << c << ", variant " << variant);
            CHECK(a == b);
            if (a && b) CHECK(same_step(plain, incremental));
            ++compared;
            found += a ? 1 : 0;
          }
        }
      });
    }
  }
  // Not vacuous: many comparisons, and rules that do find steps there.
  CHECK(compared > 300 * static_cast<int>(boards));
  CHECK(found > 30 * static_cast<int>(boards));
}
