// Hall sets between regions and lines (rows, or columns).
//
// Every unsolved region needs one queen from an unsolved line and vice versa,
// so a solution is a perfect matching between them. A set S of k regions
// whose live cells lie within k lines T "uses up" T: T's queens all come from
// S, so T's cells outside S are dead. The converse (k lines inside k regions)
// is the same statement read from the other side.
//
// Finding the smallest such set without enumerating subsets: take any
// perfect matching M. A set of regions S is tight (lines(S) = M(S)) exactly
// when it is closed under "region x has a live cell in the line matched to
// region y => y is in S". Every closed set is a union of closures of single
// regions, and a closed set that kills a cell contains a region whose own
// closure kills that cell; so the smallest useful tight set is the smallest
// single-region closure that kills something. Linear-size BFS per region,
// exact for any board size. If no perfect matching exists the state has no
// solution; this code then reports nothing (the driver sees the
// contradiction elsewhere).
#pragma once

#include <array>
#include <bit>

#include "engine/rule.hpp"

namespace qh {

struct HallSet {
  bool regions_side = true;  // true: k regions inside k lines; false: k lines inside k regions
  unsigned regions = 0;      // the regions involved (S, or the regions of T)
  unsigned lines = 0;        // the lines involved
  int size = 0;              // k
};

template <class B>
bool find_hall_set(const Geometry<B>& g, const State<B>& s, HouseKind line_kind, HallSet& best,
                   B& best_kills) {
  const int n = g.size();
  const int line_base = line_kind == HouseKind::row ? 0 : n;
  unsigned open_regions = 0, open_lines = 0;
  for (int i = 0; i < n; ++i) {
    if (!g.region(i).intersects(s.queens)) open_regions |= 1U << i;
    if (!g.house(line_base + i).intersects(s.queens)) open_lines |= 1U << i;
  }
  // Live cells that could still hold a queen: in an open region and an open line.
  B usable;
  for (int i = 0; i < n; ++i)
    if (open_lines >> i & 1U) usable |= g.house(line_base + i);
  B in_open_regions;
  for (int i = 0; i < n; ++i)
    if (open_regions >> i & 1U) in_open_regions |= g.region(i);
  usable &= in_open_regions;
  usable = usable.without(s.queens | s.dead);

  std::array<unsigned, 32> lines_of_region{};  // region -> lines with its usable cells
  std::array<unsigned, 32> regions_of_line{};  // line -> regions with its usable cells
  usable.for_each([&](int c) {
    const int reg = g.region_of(c);
    const int line = line_kind == HouseKind::row ? g.row_of(c) : g.col_of(c);
    lines_of_region[reg] |= 1U << line;
    regions_of_line[line] |= 1U << reg;
  });
  if (std::popcount(open_regions) != std::popcount(open_lines)) return false;

  // Perfect matching region -> line (Kuhn's augmenting paths).
  std::array<int, 32> line_owner;  // line -> region
  std::array<int, 32> region_line; // region -> line
  line_owner.fill(-1);
  region_line.fill(-1);
  for (unsigned todo = open_regions; todo != 0; todo &= todo - 1) {
    const int root = std::countr_zero(todo);
    unsigned visited = 0;
    auto augment = [&](auto&& self, int reg) -> bool {
      for (unsigned m = lines_of_region[reg] & ~visited; m != 0; m &= m - 1) {
        const int line = std::countr_zero(m);
        if (visited >> line & 1U) continue;
        visited |= 1U << line;
        if (line_owner[line] < 0 || self(self, line_owner[line])) {
          line_owner[line] = reg;
          region_line[reg] = line;
          return true;
        }
      }
      return false;
    };
    if (!augment(augment, root)) return false;  // Hall violation: no solution from here
  }

  bool found = false;
  auto consider = [&](bool regions_side, unsigned regions, unsigned lines, int size) {
    if (found && size >= best.size) return;
    B line_cells, region_cells;
    for (unsigned m = lines; m != 0; m &= m - 1) line_cells |= g.house(line_base + std::countr_zero(m));
    for (unsigned m = regions; m != 0; m &= m - 1) region_cells |= g.region(std::countr_zero(m));
    const B kills = regions_side ? (line_cells & usable).without(region_cells)
                                 : (region_cells & usable).without(line_cells);
    if (kills.none()) return;
    best = {regions_side, regions, lines, size};
    best_kills = kills;
    found = true;
  };

  // Regions side: closure of each region under "has a cell in the line matched to".
  for (unsigned todo = open_regions; todo != 0; todo &= todo - 1) {
    unsigned closure = 1U << std::countr_zero(todo), lines = 0, grown = closure;
    while (grown != 0) {
      unsigned next = 0;
      for (unsigned m = grown; m != 0; m &= m - 1) {
        const unsigned new_lines = lines_of_region[std::countr_zero(m)] & ~lines;
        lines |= new_lines;
        for (unsigned l = new_lines; l != 0; l &= l - 1)
          next |= 1U << line_owner[std::countr_zero(l)];
      }
      grown = next & ~closure;
      closure |= grown;
    }
    consider(true, closure, lines, std::popcount(closure));
  }
  // Lines side: closure of each line under "has a cell in the region matched to".
  for (unsigned todo = open_lines; todo != 0; todo &= todo - 1) {
    unsigned closure = 1U << std::countr_zero(todo), regions = 0, grown = closure;
    while (grown != 0) {
      unsigned next = 0;
      for (unsigned m = grown; m != 0; m &= m - 1) {
        const unsigned new_regions = regions_of_line[std::countr_zero(m)] & ~regions;
        regions |= new_regions;
        for (unsigned r = new_regions; r != 0; r &= r - 1)
          next |= 1U << region_line[std::countr_zero(r)];
      }
      grown = next & ~closure;
      closure |= grown;
    }
    consider(false, regions, closure, std::popcount(closure));
  }
  return found;
}

}  // namespace qh

#include "engine/wording.hpp"

namespace qh {

// Fills a step from a Hall set found for lines of `kind`.
template <class B>
void hall_step(const Geometry<B>& g, const State<B>& s, HouseKind kind, const HallSet& set,
               const B& kills, Step<B>& out) {
  const int n = g.size();
  const int line_base = kind == HouseKind::row ? 0 : n;
  B focus;
  if (set.regions_side) {
    for (unsigned m = set.regions; m != 0; m &= m - 1) focus |= g.region(std::countr_zero(m));
  } else {
    for (unsigned m = set.lines; m != 0; m &= m - 1)
      focus |= g.house(line_base + std::countr_zero(m));
  }
  out.eliminated = kills;
  out.focus = focus & s.live(g);
  out.houses = {};
  out.houses.regions = set.regions;
  (kind == HouseKind::row ? out.houses.rows : out.houses.columns) = set.lines;
  out.size = set.size;
  out.pivot = set.regions_side ? 0 : 1;
}

template <class B>
std::string hall_explanation(const Geometry<B>& g, HouseKind kind, const Step<B>& step) {
  const std::string& letters = g.puzzle().letters();
  const unsigned lines_mask = kind == HouseKind::row ? step.houses.rows : step.houses.columns;
  const std::string regions = houses_words(HouseKind::region, step.houses.regions, letters);
  const std::string lines = houses_words(kind, lines_mask, letters);
  const std::string count = std::to_string(step.size);
  const std::string kills = step.eliminated.count() > 6
                                ? "cross out the " + std::to_string(step.eliminated.count()) +
                                      " marked cells"
                                : "cross out " + cells_words(g, step.eliminated);
  if (step.pivot == 0) {
    if (step.size == 1)
      return "All remaining cells of " + regions + " lie in " + lines + ", so " + lines +
             "'s queen is in it: " + kills + ".";
    return capitalized(regions) + " have all their remaining cells in " + lines + ": these " +
           count + " regions need " + count + " queens from those " + count + " lines, so " +
           lines + " have none to spare for other regions: " + kills + ".";
  }
  if (step.size == 1)
    return "All remaining cells of " + lines + " lie in " + regions + ", so " + regions +
           "'s queen is in " + lines + ": " + kills + ".";
  return capitalized(lines) + " have all their remaining cells in " + regions + ": these " + count +
         " lines need " + count + " queens from those " + count + " regions, so " + regions +
         " have no queen to spare outside " + lines + ": " + kills + ".";
}

}  // namespace qh

namespace qh {

// The rule object for one line kind; each rule file supplies its RuleInfo.
template <HouseKind Kind>
class HallRule final : public RuleBase<HallRule<Kind>> {
 public:
  static const RuleInfo kInfo;

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    HallSet set;
    B kills;
    if (!find_hall_set(ctx.geometry, s, Kind, set, kills)) return false;
    hall_step(ctx.geometry, s, Kind, set, kills, out);
    return true;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>&, const Step<B>& step) const {
    return hall_explanation(ctx.geometry, Kind, step);
  }
};

}  // namespace qh
