// SPDX-License-Identifier: MIT
// Sets of houses counted with capacities (K stars per house): the search the
// K >= 2 Hall rules share (n-regions-in-n-rows and kin, finned-n-in-n,
// exclusion-pigeonhole).
//
// A set S of houses of one kind "wants" the stars its houses still need; the
// houses T of another kind that hold S's live cells give "room", the stars
// they still need. slack = room - wanted: 0 is a tight set (it uses T up),
// below 0 a broken count, 1..K a set tight but for one more house.
#pragma once

#include <bit>
#include <span>

namespace qh {

// One candidate house: the target houses its live cells lie in, and the
// stars it still needs.
struct CountedHouse {
  int ordinal = 0;     // the house, within its kind
  unsigned reach = 0;  // target houses (bit per ordinal)
  int need = 0;
};

// Calls visit(sources, cover, wanted, room) for every `size`-subset of
// `houses` whose slack can still be at most `max_slack`, in colex order (the
// order of Gosper's hack: by largest member, then the next, ...), until visit
// returns true; returns whether it did. Sets are built largest member first,
// and a partial set is cut when its slack minus K for each house still to
// add exceeds max_slack: room never shrinks as houses are added, and each
// adds at most K to wanted. `target_need` gives each target house's need.
// `must` (a bit per ordinal): only sets with at least one of those houses
// are visited (the others keep their order); a partial set without one is
// cut when no house left to add has one.
template <class Visit>
bool for_each_counted_set(std::span<const CountedHouse> houses, int size,
                          std::span<const int> target_need, int stars, int max_slack, Visit&& visit,
                          unsigned must = ~0U) {
  struct Frame {
    unsigned sources = 0, cover = 0;
    int wanted = 0, room = 0;
  };
  // first_must: the lowest index of a house in `must` (a set without one
  // so far can still get one only while it may add a house below e > it).
  int first_must = static_cast<int>(houses.size());
  for (std::size_t e = 0; e < houses.size(); ++e)
    if ((must >> houses[e].ordinal) & 1U) {
      first_must = static_cast<int>(e);
      break;
    }
  const auto walk = [&](const auto& self, int depth, int below, const Frame& f) -> bool {
    const int left = size - depth;
    if (left == 0) return visit(f.sources, f.cover, f.wanted, f.room);
    const bool has = (f.sources & must) != 0;
    for (int e = left - 1; e < below; ++e) {
      const CountedHouse& h = houses[static_cast<std::size_t>(e)];
      // Without a house of `must` so far, this one or one below it (index
      // < e, added later) must be.
      if (!has && !((must >> h.ordinal) & 1U) && (left == 1 || first_must >= e)) continue;
      Frame next = f;
      next.sources |= 1U << h.ordinal;
      for (unsigned t = h.reach & ~f.cover; t != 0; t &= t - 1)
        next.room += target_need[static_cast<std::size_t>(std::countr_zero(t))];
      next.cover |= h.reach;
      next.wanted += h.need;
      if (next.room - next.wanted - stars * (left - 1) > max_slack) continue;
      if (self(self, depth + 1, e, next)) return true;
    }
    return false;
  };
  return walk(walk, 0, static_cast<int>(houses.size()), Frame{});
}

}  // namespace qh
