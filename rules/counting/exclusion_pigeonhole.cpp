// SPDX-License-Identifier: MIT
// exclusion-pigeonhole: a live cell whose queen would leave some k houses of
// one kind with their remaining cells inside fewer than k houses of another
// kind is dead.
//
// Sound: after a queen on x, the open regions, rows and columns still need
// one queen each, and every pair of kinds must match one-to-one (each open
// region takes its queen from a distinct open row, and so on). A set of k
// houses whose live cells reach fewer than k houses of the other kind cannot
// be served (Hall's theorem), so no solution has a queen on x. This is a
// one-queen lookahead with a counting check: it sees what
// adjacency-blocks-region sees (a house emptied, k = 1) and more, e.g. two
// regions squeezed into one row. The cell with the smallest such set is
// reported (ties: lowest cell), together with every other cell whose queen
// breaks the same count of the same houses: one argument, one step. It supposes a queen, so it
// counts as a trial rule: it is not run inside other trials (which would nest lookaheads and cost
// live-cells-squared matchings per trial step).
//
// K >= 2 stars: the same lookahead with capacities. After a star on x (its
// neighbours out, and the rest of every house it fills), a set S of k houses
// of one kind (k <= 3) that still needs more stars than the houses T of
// another kind holding S's remaining cells still need is a contradiction:
// S's stars all lie in T. k = 1 with no cells left is a house with no room.
#include <array>
#include <climits>
#include <cstdint>

#include "engine/reasoning/hall.hpp"
#include "engine/reasoning/house_sets.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

constexpr HouseKind kPairs[3][2] = {{HouseKind::region, HouseKind::row},
                                    {HouseKind::region, HouseKind::column},
                                    {HouseKind::row, HouseKind::column}};

// The smallest Hall violation after a queen on `cell`, over the three pairs
// of kinds and both sides of each. Returns its size (INT_MAX if none) and
// fills the houses involved.
template <class B>
int smallest_violation(const Geometry<B>& g, const State<B>& s, const B& live, int cell,
                       HouseSet& houses, int& source_kind) {
  State<B> t = s;
  t.queens.set(cell);
  const B after = live.without(g.attack(cell) | B::single(cell));
  int best = INT_MAX;
  for (const auto& pair : kPairs) {
    for (int side = 0; side < 2; ++side) {
      const HouseKind a = pair[side], b = pair[1 - side];
      HallGraph<B> graph(g, t, after, a, b);
      unsigned short_a = 0, short_b = 0;
      if (graph.match(&short_a, &short_b) || short_a == 0) continue;
      const int size = std::popcount(short_a);
      if (size >= best) continue;
      best = size;
      houses = {};
      set_houses(houses, a, short_a);
      set_houses(houses, b, short_b);
      source_kind = static_cast<int>(a);
    }
  }
  return best;
}

// What a star breaks: the sets S (houses of `source`) and T (houses of the
// other kind), and how many stars each still needs.
struct StarViolation {
  int size = INT_MAX;
  HouseKind source = HouseKind::row;
  HouseKind target = HouseKind::row;
  unsigned sources = 0;
  unsigned targets = 0;
  int wanted = 0;
  int room = 0;
};

constexpr int kMaxStarSetSize = 3;

// reach[2p + side][i]: the houses of kind kPairs[p][1 - side] that house i of
// kind kPairs[p][side] still has cells in (bit j: ordinal j).
using Reach = std::array<std::array<unsigned, kMaxSize>, 6>;

// The reach of the live cells, and per pair of kinds how many live cells
// each two houses share: a star's reach is the live cells' reach less the
// cells its star crosses out, found from those cells alone (a few dozen)
// instead of from every live cell left. Also every house's missing stars.
template <class B>
class LiveReach {
 public:
  LiveReach(const Geometry<B>& g, const State<B>& s, const B& live) : g_(g) {
    live.for_each([&](int c) { add(c, 1, reach_); });
    for (int h = 0; h < 3 * g.size(); ++h)
      need_[static_cast<std::size_t>(h)] = stars_needed(g, s, h);
  }

  const std::array<int, 3 * kMaxSize>& need() const { return need_; }

  // The reach of the live cells less `gone` (live cells).
  Reach without(const B& gone) {
    Reach out = reach_;
    gone.for_each([&](int c) { add(c, -1, out); });
    gone.for_each([&](int c) { add(c, 1, out); });  // the counts as they were
    return out;
  }

 private:
  // Counts cell c in (delta 1) or out (-1) of the shared counts, setting
  // (clearing) the bits of `reach` whose count leaves (reaches) zero.
  void add(int c, int delta, Reach& reach) {
    const int at[3] = {g_.row_of(c), g_.col_of(c), g_.region_of(c)};
    for (std::size_t p = 0; p < 3; ++p) {
      const int i = at[static_cast<int>(kPairs[p][0])], j = at[static_cast<int>(kPairs[p][1])];
      std::uint8_t& shared = count_[p][static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
      shared = static_cast<std::uint8_t>(shared + delta);
      if (delta > 0 && &reach != &reach_) continue;  // restoring the counts only
      if (delta > 0 ? shared == 1 : shared == 0) {
        reach[2 * p][static_cast<std::size_t>(i)] ^= 1U << j;
        reach[2 * p + 1][static_cast<std::size_t>(j)] ^= 1U << i;
      }
    }
  }

  const Geometry<B>& g_;
  std::array<std::array<std::array<std::uint8_t, kMaxSize>, kMaxSize>, 3> count_{};
  Reach reach_{};
  std::array<int, 3 * kMaxSize> need_{};
};

// K >= 2: the smallest count a star on `cell` breaks (sets of at most
// `limit` houses; size INT_MAX if none). `lives`: the reach of the live
// cells `live` and the position's missing stars.
template <class B>
StarViolation smallest_star_violation(const Geometry<B>& g, const B& live, int cell, int limit,
                                      LiveReach<B>& lives) {
  const int n = g.size();
  std::array<int, 3 * kMaxSize> need = lives.need();
  B after = live.without(g.neighbours(cell));
  after.reset(cell);
  for (int h : {g.row_of(cell), n + g.col_of(cell), 2 * n + g.region_of(cell)})
    if (--need[static_cast<std::size_t>(h)] == 0) after = after.without(g.house(h));
  const Reach reach = lives.without(live.without(after));
  // Per kind, its houses that still need stars.
  std::array<unsigned, 3> open{};
  for (std::size_t kind = 0; kind < 3; ++kind)
    for (int i = 0; i < n; ++i)
      if (need[kind * static_cast<std::size_t>(n) + static_cast<std::size_t>(i)] > 0)
        open[kind] |= 1U << i;
  StarViolation best;
  std::array<CountedHouse, kMaxSize> houses;
  // Per pair of kinds and side, how many houses that still need stars each
  // house reaches: counted for sets of one house, read for larger ones.
  std::array<std::array<std::uint8_t, kMaxSize>, 6> reached{};
  for (int size = 1; size <= limit && best.size == INT_MAX; ++size) {
    for (int p = 0; p < 3; ++p) {
      for (int side = 0; side < 2; ++side) {
        const HouseKind a = kPairs[p][side], b = kPairs[p][1 - side];
        const auto& reach_of = reach[static_cast<std::size_t>(2 * p + side)];
        auto& reaches = reached[static_cast<std::size_t>(2 * p + side)];
        if (size == 1) {
          const unsigned open_b = open[static_cast<std::size_t>(b)];
          for (int i = 0; i < n; ++i)
            reaches[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
                std::popcount(reach_of[static_cast<std::size_t>(i)] & open_b));
        }
        // A set breaks the count only if its houses reach fewer than
        // K * size houses that still need stars (each gives room >= 1, and
        // the set wants at most K * size): houses reaching more are skipped
        // (the subsets left keep their order, so the first one found is
        // the same).
        int m = 0;
        for (int i = 0; i < n; ++i) {
          const int wants = need[static_cast<std::size_t>(g.house_id(a, i))];
          if (wants > 0 && reaches[static_cast<std::size_t>(i)] < g.stars() * size)
            houses[static_cast<std::size_t>(m++)] = {i, reach_of[static_cast<std::size_t>(i)],
                                                     wants};
        }
        if (m < size) continue;
        const std::span<const int> target_need(need.data() + g.house_id(b, 0),
                                               static_cast<std::size_t>(n));
        for_each_counted_set(std::span(houses.data(), static_cast<std::size_t>(m)), size,
                             target_need, g.stars(), -1,
                             [&](unsigned set, unsigned cover, int wanted, int room) {
                               if (wanted <= room) return false;
                               best = {.size = size,
                                       .source = a,
                                       .target = b,
                                       .sources = set,
                                       .targets = cover,
                                       .wanted = wanted,
                                       .room = room};
                               return true;
                             });
        if (best.size != INT_MAX) return best;
      }
    }
  }
  return best;
}

HouseSet houses_of(const StarViolation& v) {
  HouseSet houses;
  set_houses(houses, v.source, v.sources);
  set_houses(houses, v.target, v.targets);
  return houses;
}

class ExclusionPigeonhole final : public RuleBase<ExclusionPigeonhole> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "exclusion-pigeonhole",
      .title = "A queen here breaks a count",
      .tier = 4,
      .rating = {.base = 4.5},
      .trial = true,
      .max_stars = 0,
      .summary =
          "A cell whose queen would leave k houses with fewer than k houses to take queens from is "
          "out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    if (ctx.geometry.stars() != 1) return find_stars(ctx.geometry, s, out);
    const Geometry<B>& g = ctx.geometry;
    const B live = s.live(g);
    int best = INT_MAX;
    HouseSet best_houses;
    B group;  // every cell whose queen breaks the same count: one argument, one step
    live.for_each([&](int cell) {
      HouseSet houses;
      int kind = 0;
      const int size = smallest_violation(g, s, live, cell, houses, kind);
      if (size == INT_MAX || size > best) return;
      if (size == best) {
        if (houses == best_houses) group.set(cell);
        return;
      }
      best = size;
      best_houses = houses;
      group = B::single(cell);
      out.pivot = cell;
    });
    if (best == INT_MAX) return false;
    out.eliminated = group;
    out.focus = group;
    out.houses = best_houses;
    out.size = best;
    return true;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    if (g.stars() != 1) return explain_stars(g, before, step);
    HouseSet houses;
    int kind = 0;
    smallest_violation(g, before, before.live(g), step.pivot, houses, kind);
    const HouseKind source = static_cast<HouseKind>(kind);
    HouseKind target = HouseKind::row;
    for (HouseKind k : {HouseKind::row, HouseKind::column, HouseKind::region})
      if (k != source && houses_of_kind(houses, k) != 0) target = k;
    const std::string& letters = g.puzzle().letters();
    const unsigned from_mask = houses_of_kind(houses, source);
    const unsigned to_mask = houses_of_kind(houses, target);
    const std::string cell = cell_word(g, step.pivot);
    const std::string from = houses_words(source, from_mask, letters);
    std::string consequence;
    if (to_mask == 0) {
      consequence = from + " would have no open cell left";
    } else {
      const int k = std::popcount(from_mask), m = std::popcount(to_mask);
      consequence = from + " would have all their remaining cells in " +
                    houses_words(target, to_mask, letters) + ": " + std::to_string(k) +
                    " queens with room for only " + std::to_string(m);
    }
    if (step.eliminated.count() == 1)
      return concat({"If ", cell, " held a queen, ", consequence, ". So ", cell,
                     " cannot hold a queen: cross it out."});
    return concat({"If any of ", cells_words(g, step.eliminated), " held a queen, ", consequence,
                   ". So none of them can hold a queen: cross them out."});
  }

 private:
  // K >= 2: the cell whose star breaks the smallest count (ties: lowest
  // cell), with every cell whose star breaks the same count.
  template <class B>
  static bool find_stars(const Geometry<B>& g, const State<B>& s, Step<B>& out) {
    const B live = s.live(g);
    int best = kMaxStarSetSize;
    HouseSet best_houses;
    B group;
    LiveReach<B> lives(g, s, live);
    live.for_each([&](int cell) {
      const StarViolation v = smallest_star_violation(g, live, cell, best, lives);
      if (v.size == INT_MAX) return;
      const HouseSet houses = houses_of(v);
      if (v.size == best && group.any()) {
        if (houses == best_houses) group.set(cell);
        return;
      }
      best = v.size;
      best_houses = houses;
      group = B::single(cell);
      out.pivot = cell;
    });
    if (group.none()) return false;
    out.eliminated = group;
    out.focus = group;
    out.houses = best_houses;
    out.size = best;
    return true;
  }

  template <class B>
  static std::string explain_stars(const Geometry<B>& g, const State<B>& before,
                                   const Step<B>& step) {
    const B live = before.live(g);
    LiveReach<B> lives(g, before, live);
    const StarViolation v = smallest_star_violation(g, live, step.pivot, kMaxStarSetSize, lives);
    const std::string& letters = g.puzzle().letters();
    const std::string from = houses_words(v.source, v.sources, letters);
    const bool plural = std::popcount(v.sources) > 1;
    const std::string wanted = std::to_string(v.wanted) + (v.wanted == 1 ? " star" : " stars");
    std::string consequence;
    if (v.targets == 0) {
      consequence = concat({from, " would need ", wanted, " with no open cell left"});
    } else {
      consequence = concat(
          {from, " would still need ", wanted, " with all ", plural ? "their" : "its",
           " remaining cells in ", houses_words(v.target, v.targets, letters), ", which ",
           std::popcount(v.targets) > 1 ? "need" : "needs", " only ", std::to_string(v.room)});
    }
    if (step.eliminated.count() == 1) {
      const std::string cell = cell_word(g, step.pivot);
      return concat({"If ", cell, " held a star, ", consequence, ". So ", cell,
                     " cannot hold a star: cross it out."});
    }
    return concat({"If any of ", cells_words(g, step.eliminated), " held a star, ", consequence,
                   ". So none of them can hold a star: cross them out."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_exclusion_pigeonhole() {
  return std::make_unique<ExclusionPigeonhole>();
}

}  // namespace qh
