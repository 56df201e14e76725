// SPDX-License-Identifier: MIT
// Sets with a known star count made from a band of k adjacent lines and the
// regions around it (K >= 2), shared by composite-regions and
// set-differential.
//
// A band of k adjacent rows still needs the sum of its rows' missing stars,
// all on its open cells.
//  - composite-regions: the open regions whose open cells all lie inside the
//    band put all their missing stars there; the band's other cells (the
//    leftover, a "composite region") hold exactly the rest.
//  - set-differential: the open regions that have open cells in the band
//    hold every star the band still needs; their cells outside the band hold
//    exactly their missing stars minus the band's.
// A leftover that must hold no star is crossed out; one that must hold c
// stars and whose open cells lie in c 2x2 windows gets one star in each
// (rules/stars/windows.hpp).
#pragma once

#include <array>
#include <bit>

#include "rules/stars/region_lines.hpp"
#include "rules/stars/windows.hpp"

namespace qh {

enum class BandCount { composite, differential };

// Bands of up to this many lines; leftovers of up to this many stars are tiled.
inline constexpr int kMaxBandLines = 4;
inline constexpr int kMaxLeftoverStars = 6;

struct BandSet {
  HouseKind kind = HouseKind::row;
  int first = 0;         // the band's first line
  int lines = 0;         // k
  unsigned regions = 0;  // the regions taken away (composite) or added (differential)
  int band_need = 0;     // stars the band still needs
  int region_need = 0;   // stars those regions still need
  int leftover = 0;      // stars the leftover holds
};

template <class B>
B band_cells(const Geometry<B>& g, HouseKind kind, int first, int lines) {
  B out;
  for (int i = first; i < first + lines; ++i) out |= g.house(g.house_id(kind, i));
  return out;
}

// A band step's houses (the band's lines), pivot (its first line) and size.
template <class B>
void set_band_houses(const Geometry<B>& g, HouseKind kind, int first, int lines, Step<B>& out) {
  out.houses = HouseSet{};
  set_houses(out.houses, kind, ((1U << lines) - 1U) << first);
  out.pivot = g.house_id(kind, first);
  out.size = lines;
}

template <class B>
B regions_cells(const Geometry<B>& g, unsigned regions) {
  B out;
  for (unsigned m = regions; m != 0; m &= m - 1) out |= g.region(std::countr_zero(m));
  return out;
}

// The set and its count for one band; false when there is none worth looking at.
template <class B>
bool band_set(const Geometry<B>& g, const State<B>& s, const std::array<int, 3 * kMaxSize>& needs,
              const RegionLines<B>& on, BandCount mode, HouseKind kind, int first, int lines,
              BandSet& out, B& set) {
  const int n = g.size();
  out = BandSet{.kind = kind, .first = first, .lines = lines};
  for (int i = first; i < first + lines; ++i)
    out.band_need += needs[static_cast<std::size_t>(g.house_id(kind, i))];
  if (out.band_need <= 0) return false;
  const unsigned mask = RegionLines<B>::band(first, lines);
  for (int r = 0; r < n; ++r) {
    const int need = needs[static_cast<std::size_t>(2 * n + r)];
    const unsigned open = on.of(r, kind);  // no bit: no open cell
    if (need <= 0 || open == 0) continue;
    const bool take = mode == BandCount::composite ? (open & ~mask) == 0 : (open & mask) != 0;
    if (!take) continue;
    out.regions |= bit_of(r);
    out.region_need += need;
  }
  if (out.regions == 0) return false;
  const B live = s.live(g);
  const B band = band_cells(g, kind, first, lines);
  const B regions = regions_cells(g, out.regions);
  if (mode == BandCount::composite) {
    set = band.without(regions);
    out.leftover = out.band_need - out.region_need;
  } else {
    if (!(band & live).subset_of(regions)) return false;
    set = regions.without(band);
    out.leftover = out.region_need - out.band_need;
  }
  return out.leftover >= 0 && out.leftover <= kMaxLeftoverStars && set.intersects(live);
}

// What the leftover proves: all of it out (count 0), or a tiling step.
template <class B>
bool band_step(const Geometry<B>& g, const State<B>& s, const std::array<int, 3 * kMaxSize>& needs,
               const BandSet& b, const B& set, Step<B>& out, Tiling& t) {
  t = Tiling{};
  if (b.leftover == 0) {
    out.eliminated = set & s.live(g);
    out.focus = out.eliminated;
    return true;
  }
  return find_tiling_step(g, s, needs, set, b.leftover, anywhere(g.size()), out, t);
}

// The first band (fewest lines; rows before columns, top or left first)
// whose leftover proves something.
//
// `settled` (Context::settled): a position with the same stars where no band
// proved anything. A band none of whose cells was crossed out since, whose
// regions picked are those picked there (no region that lost a cell changed
// its lines of `kind`, and for set-differential none of them is picked), has
// the same set, count and open cells: it still proves nothing and is not
// looked at.
template <class B>
bool find_band_count(const Geometry<B>& g, const State<B>& s, BandCount mode, Step<B>& out,
                     const State<B>* settled = nullptr) {
  const int n = g.size();
  const auto needs = house_needs(g, s);
  const B live = s.live(g);
  const RegionLines<B> on(g, live);
  const SinceSettled<B> since(g, settled, s);
  const unsigned lost_regions = since.known() ? since.lost(g, HouseKind::region) : 0;
  std::array<unsigned, 2> lost_lines{};  // per kind (row, column): lines that lost a cell
  std::array<bool, 2> same_picks{};      // per kind: every band picks the regions it picked there
  // Per kind: the lines the regions that lost a cell had open cells on
  // there. A band on none of them has no cell crossed out and picks the
  // regions it picked there (a region that lost a cell met it in neither).
  std::array<unsigned, 2> reached{};
  if (since.known()) {
    const B was_live = live | since.crossed_out();
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      const auto k = static_cast<std::size_t>(kind == HouseKind::row ? 0 : 1);
      lost_lines[k] = since.lost(g, kind);
      same_picks[k] = true;
      for (unsigned m = lost_regions; m != 0; m &= m - 1) {
        const int r = std::countr_zero(m);
        const unsigned was = lines_of(g, g.region(r) & was_live, kind);
        reached[k] |= was;
        if (was != on.of(r, kind)) same_picks[k] = false;
      }
    }
  }
  for (int lines = 1; lines <= kMaxBandLines && lines < n; ++lines) {
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      const auto k = static_cast<std::size_t>(kind == HouseKind::row ? 0 : 1);
      for (int first = 0; first + lines <= n; ++first) {
        const unsigned mask = RegionLines<B>::band(first, lines);
        if (since.known() && (reached[k] & mask) == 0) continue;
        if (same_picks[k] && (lost_lines[k] & mask) == 0) {
          if (mode == BandCount::composite) continue;
          // set-differential's set is its picked regions' cells outside the band.
          bool picks_lost = false;
          for (unsigned m = lost_regions; m != 0 && !picks_lost; m &= m - 1) {
            const int r = std::countr_zero(m);
            picks_lost =
                needs[static_cast<std::size_t>(2 * n + r)] > 0 && (on.of(r, kind) & mask) != 0;
          }
          if (!picks_lost) continue;
        }
        BandSet b;
        B set;
        if (!band_set(g, s, needs, on, mode, kind, first, lines, b, set)) continue;
        Tiling t;
        if (!band_step(g, s, needs, b, set, out, t)) continue;
        set_houses(out.houses, kind, ((1U << lines) - 1U) << first);
        set_houses(out.houses, HouseKind::region, b.regions);
        out.pivot = g.house_id(kind, first);
        out.size = lines;
        return true;
      }
    }
  }
  return false;
}

template <class B>
std::string band_count_words(const Geometry<B>& g, const State<B>& before, BandCount mode,
                             const Step<B>& step) {
  const auto needs = house_needs(g, before);
  const HouseKind kind = g.kind_of(step.pivot);
  const int first = g.ordinal_of(step.pivot);
  BandSet b;
  B set;
  band_set(g, before, needs, RegionLines<B>(g, before.live(g)), mode, kind, first, step.size, b,
           set);
  Step<B> again;
  Tiling t;
  band_step(g, before, needs, b, set, again, t);
  const std::string letters = g.puzzle().letters();
  const unsigned line_mask = ((1U << step.size) - 1U) << first;
  const std::string lines = houses_words(kind, line_mask, letters);
  const std::string regions = houses_words(HouseKind::region, b.regions, letters);
  const bool one_region = (b.regions & (b.regions - 1)) == 0;
  const bool one_line = step.size == 1;
  std::string out = concat({capitalized(lines), one_line ? " needs " : " need ",
                            stars_words(b.band_need), one_line ? "" : " between them"});
  if (mode == BandCount::composite) {
    out +=
        concat({"; ", regions, one_region ? " lies" : " lie", " inside and ",
                one_region ? "takes " : "take ", std::to_string(b.region_need),
                ", so the other open cells of ", lines, " (", cells_words(g, set & before.live(g)),
                ") hold exactly ", stars_words(b.leftover)});
  } else {
    out += concat({", all from ", regions, ", which ", one_region ? "needs " : "need ",
                   std::to_string(b.region_need), ", so ", one_region ? "its" : "their",
                   " open cells outside ", lines, " (", cells_words(g, set & before.live(g)),
                   ") hold exactly ", stars_words(b.leftover)});
  }
  if (b.leftover == 0) return out + ": " + cross_out_words(g, step.eliminated) + ".";
  return concat({out, ". They lie in ", windows_words(g, t),
                 ", and a 2x2 block holds at most one star, so each holds exactly one: ",
                 tiling_effect_words(g, step)});
}

}  // namespace qh
