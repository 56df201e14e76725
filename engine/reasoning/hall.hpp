// SPDX-License-Identifier: MIT
// Hall sets between two kinds of houses (regions and rows, regions and
// columns, rows and columns).
//
// Every open house of one kind needs one queen from an open house of the
// other kind and vice versa, so a solution is a perfect matching between
// them. A set S of k houses whose live cells lie within k houses T of the
// other kind "uses up" T: T's queens all come from S, so T's cells outside S
// are dead. The converse (k houses of the second kind inside k of the first)
// is the same statement read from the other side.
//
// Finding the smallest such set without enumerating subsets: take any
// perfect matching M. A set S is tight (N(S) = M(S)) exactly when it is
// closed under "x in S has a live cell in M(y) => y in S". Every closed set
// is a union of closures of single houses, and a closed set that kills a cell
// contains a house whose own closure kills that cell; so the smallest useful
// tight set is the smallest single-house closure that kills something.
// One BFS per house, exact for any board size. If no perfect matching exists
// the position has no solution; nothing is reported (the driver sees the
// contradiction elsewhere).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>

#include "engine/reasoning/house_sets.hpp"
#include "engine/reasoning/ladder.hpp"
#include "engine/reasoning/rule.hpp"
#include "engine/reasoning/wording.hpp"

namespace qh {

struct HallSet {
  HouseKind source = HouseKind::region;  // S's kind: k houses of this kind ...
  HouseKind target = HouseKind::row;     // ... whose live cells lie in k houses of this kind
  unsigned sources = 0;                  // S (ordinals)
  unsigned targets = 0;                  // T (ordinals)
  int size = 0;                          // k
};

// Open houses of a kind, as an ordinal mask.
template <class B>
unsigned open_houses(const Geometry<B>& g, const State<B>& s, HouseKind kind) {
  unsigned mask = 0;
  for (int i = 0; i < g.size(); ++i)
    if (!g.house(g.house_id(kind, i)).intersects(s.queens)) mask |= 1U << i;
  return mask;
}

template <class B>
int ordinal_in(const Geometry<B>& g, int cell, HouseKind kind) {
  switch (kind) {
    case HouseKind::row:
      return g.row_of(cell);
    case HouseKind::column:
      return g.col_of(cell);
    case HouseKind::region:
      break;
  }
  return g.region_of(cell);
}

template <class B>
B union_of(const Geometry<B>& g, HouseKind kind, unsigned ordinals) {
  B out;
  for (unsigned m = ordinals; m != 0; m &= m - 1)
    out |= g.house(g.house_id(kind, std::countr_zero(m)));
  return out;
}

// The bipartite structure between open houses of kinds a and b.
template <class B>
struct HallGraph {
  int n = 0;
  unsigned open_a = 0, open_b = 0;
  B usable;                           // live cells in an open a-house and an open b-house
  std::array<unsigned, 32> a_to_b{};  // a-house -> b-houses it has usable cells in
  std::array<unsigned, 32> b_to_a{};
  std::array<int, 32> match_a{};  // a-house -> matched b-house
  std::array<int, 32> match_b{};

  HallGraph(const Geometry<B>& g, const State<B>& s, const B& live, HouseKind a, HouseKind b)
      : n(g.size()), open_a(open_houses(g, s, a)), open_b(open_houses(g, s, b)) {
    usable = live & union_of(g, a, open_a) & union_of(g, b, open_b);
    usable.for_each([&](int c) {
      const int x = ordinal_in(g, c, a), y = ordinal_in(g, c, b);
      a_to_b[x] |= 1U << y;
      b_to_a[y] |= 1U << x;
    });
  }

  // Kuhn's augmenting paths. False when no perfect matching exists; then,
  // when the a side is not larger, *short_a gets a set S of a-houses and
  // *short_b its neighbourhood N(S), with |N(S)| < |S| (a Hall violation).
  bool match(unsigned* short_a = nullptr, unsigned* short_b = nullptr) {
    match_a.fill(-1);
    match_b.fill(-1);
    if (short_a) *short_a = 0;
    if (short_b) *short_b = 0;
    if (std::popcount(open_a) != std::popcount(open_b)) return false;
    for (unsigned todo = open_a; todo != 0; todo &= todo - 1) {
      const int root = std::countr_zero(todo);
      unsigned visited = 0;
      if (augment(root, visited)) continue;
      // The alternating tree from root: every b-house it reached is matched
      // to an a-house in the tree, so N(tree) = visited and |tree| = |visited| + 1.
      unsigned tree = 1U << root;
      for (unsigned m = visited; m != 0; m &= m - 1) tree |= 1U << match_b[std::countr_zero(m)];
      if (short_a) *short_a = tree;
      if (short_b) *short_b = visited;
      return false;
    }
    return true;
  }

  // Closure of one house under "has a usable cell in the house matched to".
  // `from_a`: start on the a side. Returns the closure; `cover` gets the
  // houses of the other kind it reaches (equal in number: a tight set).
  unsigned closure(int start, bool from_a, unsigned& cover) const {
    const auto& edges = from_a ? a_to_b : b_to_a;
    const auto& owner = from_a ? match_b : match_a;
    unsigned set = 1U << start, grown = set;
    cover = 0;
    while (grown != 0) {
      unsigned next = 0;
      for (unsigned m = grown; m != 0; m &= m - 1) {
        const unsigned fresh = edges[std::countr_zero(m)] & ~cover;
        cover |= fresh;
        for (unsigned f = fresh; f != 0; f &= f - 1) next |= 1U << owner[std::countr_zero(f)];
      }
      grown = next & ~set;
      set |= grown;
    }
    return set;
  }

 private:
  bool augment(int x, unsigned& visited) {
    for (unsigned m = a_to_b[x] & ~visited; m != 0; m &= m - 1) {
      const int y = std::countr_zero(m);
      if (visited >> y & 1U) continue;
      visited |= 1U << y;
      if (match_b[y] < 0 || augment(match_b[y], visited)) {
        match_b[y] = x;
        match_a[x] = y;
        return true;
      }
    }
    return false;
  }
};

// The smallest tight set between kinds a and b (either direction) that
// kills a live cell, of size at most max_size.
template <class B>
bool find_hall_set(const Geometry<B>& g, const State<B>& s, HouseKind a, HouseKind b, HallSet& best,
                   B& best_kills, int max_size = 32) {
  HallGraph<B> graph(g, s, s.live(g), a, b);
  if (!graph.match()) return false;
  bool found = false;
  for (int side = 0; side < 2; ++side) {
    const bool from_a = side == 0;
    const HouseKind source = from_a ? a : b, target = from_a ? b : a;
    for (unsigned todo = from_a ? graph.open_a : graph.open_b; todo != 0; todo &= todo - 1) {
      unsigned cover = 0;
      const unsigned set = graph.closure(std::countr_zero(todo), from_a, cover);
      const int size = std::popcount(set);
      if (size > max_size || (found && size >= best.size)) continue;
      const B kills = (union_of(g, target, cover) & graph.usable).without(union_of(g, source, set));
      if (kills.none()) continue;
      best = {source, target, set, cover, size};
      best_kills = kills;
      found = true;
    }
  }
  return found;
}

// K >= 2 stars per house: Hall's count with capacities. A set S of k houses
// of one kind whose live cells lie within houses T of another kind, where S
// still needs exactly as many stars as T does, uses T up: T's live cells
// outside S are dead. Sets are enumerated by size (2..max_size; size 1 is a
// confinement rule's), the smaller kind of each pair first.
//
// `settled` (Context::settled): a position with the same stars where no set
// was tight with a cell to cross out. A set none of whose houses lost a cell
// since reaches the same houses with the same needs, so it is tight as it
// was, and T's live cells outside it are fewer: not looked at (only sets
// with a house that lost a cell are enumerated).
template <class B>
bool find_capacity_hall_set(const Geometry<B>& g, const State<B>& s, HouseKind a, HouseKind b,
                            HallSet& best, B& best_kills, int max_size,
                            const State<B>* settled = nullptr) {
  const int n = g.size();
  const B live = s.live(g);
  const SinceSettled<B> since(g, settled, s);
  const auto need = [&](HouseKind kind, int i) {
    return g.stars() - (g.house(g.house_id(kind, i)) & s.queens).count();
  };
  // Per side: each open source house's reach (the target houses its live
  // cells lie in), and both kinds' needs; computed once for every size.
  struct Side {
    std::array<unsigned, 32> reach{};
    std::array<int, 32> source_need{}, target_need{};
    unsigned open = 0;
    unsigned changed = ~0U;  // the source houses that lost a cell since `settled`
  };
  std::array<Side, 2> sides{};
  // The houses of `a` each house of `b` reaches are the transpose of what
  // each house of `a` reaches: one pass over the live cells for both.
  Side& first = sides[0];
  Side& second = sides[1];
  for (int i = 0; i < n; ++i) {
    first.source_need[i] = second.target_need[i] = need(a, i);
    first.target_need[i] = second.source_need[i] = need(b, i);
    (g.house(g.house_id(a, i)) & live).for_each([&](int c) {
      first.reach[i] |= 1U << ordinal_in(g, c, b);
    });
    for (unsigned m = first.reach[i]; m != 0; m &= m - 1)
      second.reach[std::countr_zero(m)] |= 1U << i;
  }
  for (Side& d : sides) {
    for (int i = 0; i < n; ++i) {
      if (d.source_need[i] <= 0) d.reach[i] = 0;
      if (d.reach[i] != 0) d.open |= 1U << i;
    }
  }
  first.changed = since.lost(g, a);
  second.changed = since.lost(g, b);
  for (int size = 2; size <= max_size; ++size) {
    for (int side = 0; side < 2; ++side) {
      const HouseKind source = side == 0 ? a : b, target = side == 0 ? b : a;
      const auto& [reach, source_need, target_need, open, changed] =
          sides[static_cast<std::size_t>(side)];
      if (std::popcount(open) < size || (open & changed) == 0) continue;
      // Every subset of `open` with `size` members, in colex order. A tight set (room == wanted <=
      // K * size) reaches at most K * size target houses that still need stars: houses reaching
      // more are skipped (the subsets left keep their order).
      unsigned open_target = 0;
      for (int i = 0; i < n; ++i)
        if (target_need[i] > 0) open_target |= 1U << i;
      std::array<CountedHouse, 32> houses{};
      int m = 0;
      for (unsigned o = open; o != 0; o &= o - 1) {
        const int i = std::countr_zero(o);
        if (std::popcount(reach[i] & open_target) <= g.stars() * size)
          houses[static_cast<std::size_t>(m++)] = {i, reach[i], source_need[i]};
      }
      if (m < size) continue;
      const bool found = for_each_counted_set(
          std::span(houses.data(), static_cast<std::size_t>(m)), size,
          std::span(target_need.data(), static_cast<std::size_t>(n)), g.stars(), 0,
          [&](unsigned set, unsigned cover, int wanted, int room) {
            if (room != wanted) return false;
            const B kills = (union_of(g, target, cover) & live).without(union_of(g, source, set));
            if (kills.none()) return false;
            best = {source, target, set, cover, size};
            best_kills = kills;
            return true;
          },
          changed);
      if (found) return true;
    }
  }
  return false;
}

// Fills a step from a Hall set. pivot = S's kind, so the text can say which
// side the set was found on.
template <class B>
void hall_step(const Geometry<B>& g, const State<B>& s, const HallSet& set, const B& kills,
               Step<B>& out) {
  out.eliminated = kills;
  out.focus = union_of(g, set.source, set.sources) & s.live(g);
  out.houses = {};
  set_houses(out.houses, set.source, set.sources);
  set_houses(out.houses, set.target, set.targets);
  out.size = set.size;
  out.pivot = static_cast<int>(set.source);
}

inline unsigned houses_of_kind(const HouseSet& h, HouseKind kind) {
  return kind == HouseKind::row ? h.rows : kind == HouseKind::column ? h.columns : h.regions;
}

// `a`, `b`: the rule's pair of kinds; the step's pivot says which is S.
template <class B>
std::string hall_explanation(const Geometry<B>& g, const State<B>& before, HouseKind a, HouseKind b,
                             const Step<B>& step) {
  const HouseKind source = static_cast<HouseKind>(step.pivot);
  const HouseKind target = source == a ? b : a;
  const std::string& letters = g.puzzle().letters();
  const std::string from = houses_words(source, houses_of_kind(step.houses, source), letters);
  const std::string to = houses_words(target, houses_of_kind(step.houses, target), letters);
  const std::string kills = cross_out_words(g, step.eliminated);
  if (g.stars() != 1) {
    // Stars still needed by S, read off the position the step was found in.
    int wanted = 0;
    for (unsigned m = houses_of_kind(step.houses, source); m != 0; m &= m - 1)
      wanted +=
          g.stars() - (g.house(g.house_id(source, std::countr_zero(m))) & before.queens).count();
    const std::string w = std::to_string(wanted);
    return concat({capitalized(from), " have all their remaining cells in ", to,
                   ". They still need ", w, " stars, as many as ", to,
                   " still need, so every star left in ", to, " belongs to ", from, ": ", kills,
                   "."});
  }
  if (step.size == 1)
    return concat({"All remaining cells of ", from, " lie in ", to, ", so ", to, "'s queen is in ",
                   from, ": ", kills, "."});
  const std::string k = std::to_string(step.size);
  return concat({capitalized(from), " have all their remaining cells in ", to, ". Those ", k,
                 " need ", k, " queens and ", to, " hold exactly ", k, ", so every queen of ", to,
                 " belongs to ", from, ": ", kills, "."});
}

// The rule object for one pair of kinds; each rule file supplies its RuleInfo.
template <HouseKind A, HouseKind B2>
class HallRule final : public RuleBase<HallRule<A, B2>> {
 public:
  static const RuleInfo kInfo;

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    HallSet set;
    B kills;
    if (ctx.geometry.stars() != 1) {
      const int max_size = ctx.geometry.size() > 16 ? 3 : 4;
      if (!find_capacity_hall_set(ctx.geometry, s, A, B2, set, kills, max_size, ctx.settled))
        return false;
    } else if (!find_hall_set(ctx.geometry, s, A, B2, set, kills)) {
      return false;
    }
    hall_step(ctx.geometry, s, set, kills, out);
    return true;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return hall_explanation(ctx.geometry, before, A, B2, step);
  }

  // The ladder's reason rung: the explanation without its move.
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return without_move(explain_in(ctx, before, step));
  }
};

}  // namespace qh
