// SPDX-License-Identifier: MIT
// band-exclusion (K >= 3): a cell whose star would leave the cells of a band
// of adjacent rows (or columns) outside the regions lying inside it with
// room for fewer stars than they must still hold is crossed out.
//
// Sound. The set has a known count: a band of k adjacent lines holds
// exactly the stars its lines still need; the regions whose open cells all
// lie in the band put exactly their missing stars there, so the band's other
// cells (the composite leftover of composite-regions) hold exactly the rest.
// What a set can take is bounded by splitting the band into single lines and
// pairs of adjacent lines: a line's cells take at most one star per two
// consecutive cells and no more than the line needs; a pair's at most one per
// 2x2 window covering them (pair_cover) and no more than the pair needs. Any
// split gives an upper bound; the least over all splits is used. A star on x
// rules out its neighbours and the rest of every house it fills, takes one
// from each of its lines' needs and, when x lies in the set, one from the
// set's count; if the bound of what remains is below what the set must still
// hold, no solution has a star on x. It is pressured-exclusion's count made
// for composite leftovers. (A plain band needs no rule of its own: its count
// is the sum of its parts' needs, and each part's bound is capped by its
// need, so a band short of room has a line or pair short of room, which
// adjacency-blocks-region or pressured-exclusion finds.)
#include <algorithm>
#include <array>
#include <bit>

#include "rules/catalogue.hpp"
#include "rules/stars/band_count.hpp"
#include "rules/stars/region_lines.hpp"

namespace qh {
namespace {

// The first band found to refute something, and what it refutes.
struct BandPressure {
  HouseKind kind = HouseKind::row;
  int first = 0, lines = 0;
  unsigned inside = 0;  // the regions taken away
  int band_need = 0;    // stars the band's lines still need
  int count = 0;        // stars the set must hold
};

template <class B>
class BandBound {
 public:
  BandBound(const Geometry<B>& g, HouseKind kind, int first, int lines)
      : g_(g), kind_(kind), first_(first), lines_(lines) {}

  using Across = std::array<unsigned, kMaxBandLines>;  // positions with a cell, by line

  // Where `cells` (inside the band) lie: bit p of line i when the cell at
  // position p of line first + i is one of them.
  Across across(const B& cells) const {
    Across out{};
    cells.for_each([&](int c) {
      const int i = line_of(c);
      if (i >= 0 && i < lines_) out[static_cast<std::size_t>(i)] |= bit_of(position_of(c));
    });
    return out;
  }

  // Cell c's line, counted from the band's first (outside 0 .. lines - 1:
  // not on the band), and its position along the lines.
  int line_of(int c) const {
    return (kind_ == HouseKind::row ? g_.row_of(c) : g_.col_of(c)) - first_;
  }
  int position_of(int c) const { return kind_ == HouseKind::row ? g_.col_of(c) : g_.row_of(c); }

  // An upper bound on the stars the cells of `across` can take, with
  // `need[i]` the stars line first + i still needs. A line's cells take at
  // most runs_cover of their positions (the room star_room finds on one
  // line), a pair's at most the pair_cover of both.
  int operator()(const Across& across, const std::array<int, kMaxBandLines>& need) const {
    std::array<int, kMaxBandLines + 1> best{};  // best[i]: lines first .. first + i - 1
    for (int i = 1; i <= lines_; ++i) {
      const unsigned one = across[static_cast<std::size_t>(i - 1)];
      const int single = std::min(need[static_cast<std::size_t>(i - 1)], runs_cover(one));
      int bound = best[static_cast<std::size_t>(i - 1)] + single;
      if (i >= 2) {
        const unsigned two = one | across[static_cast<std::size_t>(i - 2)];
        const int pair =
            std::min(need[static_cast<std::size_t>(i - 1)] + need[static_cast<std::size_t>(i - 2)],
                     runs_cover(two));
        bound = std::min(bound, best[static_cast<std::size_t>(i - 2)] + pair);
      }
      best[static_cast<std::size_t>(i)] = bound;
    }
    return best[static_cast<std::size_t>(lines_)];
  }

  const B& line(int i) const { return g_.house(g_.house_id(kind_, first_ + i)); }

 private:
  const Geometry<B>& g_;
  HouseKind kind_;
  int first_, lines_;
};

template <class B>
B refuted_cells(const Geometry<B>& g, const State<B>& s, const std::array<int, 3 * kMaxSize>& needs,
                const BandPressure& p, const B& set) {
  const int n = g.size();
  const B live = s.live(g);
  const B open = set & live;
  const BandBound<B> bound(g, p.kind, p.first, p.lines);
  std::array<int, kMaxBandLines> need{};
  B band;
  for (int i = 0; i < p.lines; ++i) {
    need[static_cast<std::size_t>(i)] =
        std::max(0, needs[static_cast<std::size_t>(g.house_id(p.kind, p.first + i))]);
    band |= bound.line(i);
  }
  // Only a star on an affected cell changes the bound or the count: cells of
  // the band's lines, neighbours of the set, cells of houses of one missing
  // star that cross the set.
  B affected = band;
  open.for_each([&](int c) { affected |= g.neighbours(c); });
  for (int h = 0; h < 3 * n; ++h)
    if (needs[static_cast<std::size_t>(h)] == 1 && g.house(h).intersects(open))
      affected |= g.house(h);
  B refuted;
  using Across = typename BandBound<B>::Across;
  const Across all = bound.across(open);
  // What a star on x takes away (star_kills: its neighbours, and the rest of
  // each of its houses that needs one star only; x itself) is read on the
  // band's lines as positions: the positions of the regions needing one
  // star, worked out once (when a region needs one).
  std::array<Across, kMaxSize> one_star_region{};
  bool some_region_one = false;
  for (int r = 0; r < n && !some_region_one; ++r)
    some_region_one = needs[static_cast<std::size_t>(2 * n + r)] == 1;
  if (some_region_one) {
    band.for_each([&](int c) {
      const int r = g.region_of(c);
      if (needs[static_cast<std::size_t>(2 * n + r)] == 1)
        one_star_region[static_cast<std::size_t>(r)][static_cast<std::size_t>(bound.line_of(c))] |=
            bit_of(bound.position_of(c));
    });
  }
  const unsigned full = (1U << n) - 1U;
  const HouseKind across_kind = p.kind == HouseKind::row ? HouseKind::column : HouseKind::row;
  // Each cell taken away lowers the bound by at most one (it leaves one
  // line's runs, and a pair's, one position fewer), and so does the star's
  // own line needing one star less: a star that takes away too few cells to
  // bring the bound below the count is not worked out.
  const int whole = bound(all, need);
  (live & affected).for_each([&](int x) {
    const int at = bound.line_of(x);
    const int pos = bound.position_of(x);
    const bool on_band = at >= 0 && at < p.lines;
    const unsigned near = ((7U << pos) >> 1) & full;  // x and its neighbours' positions
    const bool fills_along =
        on_band && needs[static_cast<std::size_t>(g.house_id(p.kind, p.first + at))] == 1;
    const bool fills_across = needs[static_cast<std::size_t>(g.house_id(across_kind, pos))] == 1;
    const int r = g.region_of(x);
    const bool fills_region = needs[static_cast<std::size_t>(2 * n + r)] == 1;
    Across left = all;
    int taken = 0;
    for (int i = 0; i < p.lines; ++i) {
      const auto k = static_cast<std::size_t>(i);
      unsigned gone = i - at >= -1 && i - at <= 1 ? near : 0U;
      if (fills_along && i == at) gone = full;
      if (fills_across) gone |= bit_of(pos);
      if (fills_region) gone |= one_star_region[static_cast<std::size_t>(r)][k];
      taken += std::popcount(all[k] & gone);
      left[k] = all[k] & ~gone;
    }
    const bool in_set = on_band && (all[static_cast<std::size_t>(at)] & bit_of(pos)) != 0;
    const int still = p.count - (in_set ? 1 : 0);
    if (whole - taken - (on_band ? 1 : 0) >= still) return;
    std::array<int, kMaxBandLines> after = need;
    if (on_band) --after[static_cast<std::size_t>(at)];
    if (bound(left, after) < still) refuted.set(x);
  });
  return refuted;
}

// The composite leftover of a band and its count.
// The regions that need stars and whose open cells all lie in p's band.
template <class B>
unsigned regions_inside(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs,
                        const RegionLines<B>& on, const BandPressure& p) {
  const int n = g.size();
  unsigned inside = 0;
  const unsigned lines = RegionLines<B>::band(p.first, p.lines);
  for (int r = 0; r < n; ++r) {
    const int need = needs[static_cast<std::size_t>(2 * n + r)];
    const unsigned open = on.of(r, p.kind);  // no bit: no open cell
    if (need <= 0 || open == 0 || (open & ~lines) != 0) continue;
    inside |= bit_of(r);
  }
  return inside;
}

template <class B>
bool band_pressure_set(const Geometry<B>& g, const State<B>& s,
                       const std::array<int, 3 * kMaxSize>& needs, const RegionLines<B>& on,
                       BandPressure& p, B& set) {
  const int n = g.size();
  int band_need = 0;
  for (int i = p.first; i < p.first + p.lines; ++i) {
    const int need = needs[static_cast<std::size_t>(g.house_id(p.kind, i))];
    if (need <= 0) return false;  // a full line: its neighbours' counts say it all
    band_need += need;
  }
  p.inside = regions_inside(g, needs, on, p);
  if (p.inside == 0) return false;
  int region_need = 0;
  for (int r = 0; r < n; ++r)
    if (p.inside & bit_of(r)) region_need += needs[static_cast<std::size_t>(2 * n + r)];
  const B live = s.live(g);
  set = band_cells(g, p.kind, p.first, p.lines).without(regions_cells(g, p.inside));
  p.band_need = band_need;
  p.count = band_need - region_need;
  return p.count > 0 && set.intersects(live);
}

//
// `settled` (Context::settled): a position with the same stars where no band
// refuted anything. A band with the same regions inside as there and no cell
// of its set crossed out since has the same set, count and open cells, and
// each live cell's star leaves the same: it still refutes nothing and is
// not looked at.
template <class B>
bool find_band_pressure(const Geometry<B>& g, const State<B>& s, Step<B>& out, BandPressure& p,
                        const State<B>* settled = nullptr) {
  const int n = g.size();
  const auto needs = house_needs(g, s);
  const B live = s.live(g);
  const RegionLines<B> on(g, live);
  const SinceSettled<B> since(g, settled, s);
  const RegionLines<B> was(g, live | since.crossed_out());  // the settled position's
  // The lines a region with a changed cell had open cells on there: a band
  // on none of them has no changed cell and the same regions inside, so the
  // test below passes it over; this says so before its set is built.
  std::array<unsigned, 2> reached{};
  if (since.known()) {
    const unsigned changed = since.lost(g, HouseKind::region);
    reached = {was.of_regions(changed, HouseKind::row), was.of_regions(changed, HouseKind::column)};
  }
  for (int lines = 1; lines <= kMaxBandLines && lines < n; ++lines) {
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      const unsigned changed = reached[kind == HouseKind::row ? 0 : 1];
      for (int first = 0; first + lines <= n; ++first) {
        if (since.known() && (RegionLines<B>::band(first, lines) & changed) == 0) continue;
        p = BandPressure{.kind = kind, .first = first, .lines = lines};
        B set;
        if (!band_pressure_set(g, s, needs, on, p, set)) continue;
        if (since.unchanged(set) && regions_inside(g, needs, was, p) == p.inside) continue;
        const B refuted = refuted_cells(g, s, needs, p, set);
        if (refuted.none()) continue;
        out.eliminated = refuted;
        out.focus = set & s.live(g);
        set_houses(out.houses, kind, ((1U << lines) - 1U) << first);
        set_houses(out.houses, HouseKind::region, p.inside);
        out.pivot = g.house_id(kind, first);
        out.size = lines;
        return true;
      }
    }
  }
  return false;
}

class BandExclusion final : public RuleBase<BandExclusion> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "band-exclusion",
      .title = "A star here would leave a band's leftover too little room",
      .tier = 4,
      .rating = {.base = 4.62, .per_size = 0.02, .max = 4.68},
      .max_stars = 0,
      .min_stars = 3,
      .summary =
          "A cell whose star would leave the cells of a band of lines outside the "
          "regions inside it room for fewer stars than they must hold is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    BandPressure p;
    return find_band_pressure(ctx.geometry, s, out, p, ctx.settled);
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    BandPressure p;
    Step<B> again;
    find_band_pressure(g, before, again, p);
    const std::string letters = g.puzzle().letters();
    const std::string lines = houses_words(p.kind, ((1U << p.lines) - 1U) << p.first, letters);
    const bool one_region = (p.inside & (p.inside - 1)) == 0;
    const bool one = step.eliminated.is_single();

    const std::string regions = houses_words(HouseKind::region, p.inside, letters);
    return concat({capitalized(lines), p.lines == 1 ? " needs " : " need ",
                   stars_words(p.band_need), p.lines == 1 ? "; " : " between them; ", regions,
                   one_region ? " lies inside and takes " : " lie inside and take ",
                   std::to_string(p.band_need - p.count), ", so the other open cells of ", lines,
                   " hold exactly ", stars_words(p.count), ". A star on ", one ? "" : "any of ",
                   cells_words(g, step.eliminated),
                   " would leave them room for fewer (a line takes at most one star per two "
                   "neighbouring cells, two neighbouring lines at most one per 2x2 block): ",
                   one ? "cross it out." : "cross them out."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_band_exclusion() {
  return std::make_unique<BandExclusion>();
}

}  // namespace qh
