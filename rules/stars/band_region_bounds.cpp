// SPDX-License-Identifier: MIT
// band-region-bounds (K >= 3): composite regions across a band. A band of k
// adjacent rows (or columns) still needs b stars, and every one of them comes
// from the regions (or the crossing lines) that meet it. Each such house R
// puts between lo_R and hi_R of its missing stars into the band: at most
// what its part inside can take, at least what its part outside cannot take.
// Comparing the sum with b bounds each house's share more tightly:
//     share_R >= b - sum of the others' hi,   share_R <= b - sum of the others' lo.
// A part that must hold no star is crossed out; a part that must hold at
// least a stars and whose open cells lie in a 2x2 windows gets one star in
// each (the tiling argument of rules/stars/windows.hpp, which needs only
// "at least a" and "at most one per window").
//
// Bands of 1 to 4 lines (kMaxBandLines), the fewest first.
//
// Sound: the band's missing stars lie on its open cells, and the houses of
// one kind (regions, or the lines crossing the band) partition them, so the
// shares add up to b exactly. A part's stars are pairwise non-touching and
// no more than its lines need, so the part takes at most the room bound
// below; the house holds exactly its missing stars, split between its part
// inside and its part outside. Every bound used is an upper bound on stars
// or follows from exact sums, so the tightened bounds hold in every
// solution.
//
// Room of a part: the least of its cell count, a split into rows and pairs of
// adjacent rows (a row's cells take at most one star per two consecutive
// cells and no more than the row needs; a pair's at most one per 2x2 window
// covering them and no more than the pair needs), and the same split by
// columns.
#include <algorithm>
#include <array>

#include "rules/catalogue.hpp"
#include "rules/stars/band_count.hpp"
#include "rules/stars/band_room.hpp"

namespace qh {
namespace {

// One house's share of a band: the bounds on the stars it puts inside.
struct Share {
  int house = -1;
  int need = 0;
  int lo = 0, hi = 0;
};

// What the rule found: the band, the partition, the house and the part.
struct Found {
  HouseKind kind = HouseKind::row;  // the band's lines
  int first = 0, lines = 0;
  HouseKind by = HouseKind::region;  // the houses sharing the band
  int house = -1;
  int band_need = 0;
  int lo = 0, hi = 0;       // the house's tightened share
  int others = 0;           // what the others put in at most (lo raised) or at least (hi cut)
  bool raised = false;      // lo was raised (else hi was cut)
  bool part_inside = true;  // the part the step is about
  int count = 0;            // stars the part holds at least (0: none at all)
};

template <class B>
bool part_step(const Geometry<B>& g, const State<B>& s, const std::array<int, 3 * kMaxSize>& needs,
               const B& part, int at_least, int at_most, Step<B>& out, Tiling& t) {
  const B open = part & s.live(g);
  if (open.none()) return false;
  t = Tiling{};
  if (at_most == 0) {
    out.eliminated = open;
    out.placed = B{};
    out.focus = open;
    return true;
  }
  if (at_least < 1 || at_least > kMaxWindows) return false;
  return find_tiling_step(g, s, needs, part, at_least, anywhere(g.size()), out, t);
}

template <class B>
bool band_shares(const Geometry<B>& g, const State<B>& s,
                 const std::array<int, 3 * kMaxSize>& needs, const HouseLines<B>& by_line, Found& f,
                 Step<B>& out, Tiling& t) {
  const int n = g.size();
  const B live = s.live(g);
  const B band = band_cells(g, f.kind, f.first, f.lines);
  f.band_need = 0;
  for (int i = f.first; i < f.first + f.lines; ++i) {
    const int need = needs[static_cast<std::size_t>(g.house_id(f.kind, i))];
    if (need <= 0) return false;  // a full line: its neighbours' counts say it all
    f.band_need += need;
  }
  std::array<Share, kMaxSize> shares;
  int count = 0, sum_lo = 0, sum_hi = 0;
  for (int o = 0; o < n; ++o) {
    const int h = g.house_id(f.by, o);
    if (!(g.house(h) & live).intersects(band)) continue;
    Share& sh = shares[static_cast<std::size_t>(count++)];
    sh.house = h;
    sh.need = std::max(0, needs[static_cast<std::size_t>(h)]);
    sh.hi = band_part_room(g, needs, by_line, h, f.kind, f.first, f.lines, true,
                           std::min(sh.need, f.band_need));
    sh.lo =
        sh.need - band_part_room(g, needs, by_line, h, f.kind, f.first, f.lines, false, sh.need);
    if (sh.lo > sh.hi) return false;  // no room: other rules say so
    sum_lo += sh.lo;
    sum_hi += sh.hi;
  }
  if (sum_hi < f.band_need || sum_lo > f.band_need) return false;
  for (int i = 0; i < count; ++i) {
    const Share& sh = shares[static_cast<std::size_t>(i)];
    const int lo = std::max(sh.lo, f.band_need - (sum_hi - sh.hi));
    const int hi = std::min(sh.hi, f.band_need - (sum_lo - sh.lo));
    if (lo == sh.lo && hi == sh.hi) continue;  // the band says nothing new about R
    f.house = sh.house;
    f.lo = lo;
    f.hi = hi;
    f.raised = lo > sh.lo;
    f.others = f.raised ? sum_hi - sh.hi : sum_lo - sh.lo;
    // Inside: at least lo, at most hi. Outside: at least need - hi, at most need - lo.
    f.part_inside = true;
    if (part_step(g, s, needs, g.house(sh.house) & band, lo, hi, out, t)) {
      f.count = hi == 0 ? 0 : lo;
      return true;
    }
    f.part_inside = false;
    if (part_step(g, s, needs, g.house(sh.house).without(band), sh.need - hi, sh.need - lo, out,
                  t)) {
      f.count = sh.need == lo ? 0 : sh.need - hi;
      return true;
    }
  }
  return false;
}

// The houses of `by` that lost a cell since the settled position and had
// an open cell in `band` there: a band none of whose sharing houses did
// shares out exactly as there (every share reads only its house's cells,
// and the stars are the same).
template <class B>
bool shares_changed(const Geometry<B>& g, const SinceSettled<B>& since, const B& was_live,
                    HouseKind by, const B& band) {
  if (!since.known()) return true;
  for (unsigned lost = since.lost(g, by); lost != 0; lost &= lost - 1)
    if ((g.house(g.house_id(by, std::countr_zero(lost))) & band).intersects(was_live)) return true;
  return false;
}

// The smallest band (fewest lines; rows before columns, top or left first;
// regions before crossing lines) whose shares prove something.
//
// `settled` (Context::settled): a position with the same stars where no
// band's shares proved anything; a band whose sharing houses read as there
// (shares_changed) still proves nothing and is not looked at.
template <class B>
bool find_band_shares(const Geometry<B>& g, const State<B>& s, Step<B>& out, Found& f, Tiling& t,
                      const State<B>* settled = nullptr) {
  const int n = g.size();
  const auto needs = house_needs(g, s);
  const SinceSettled<B> since(g, settled, s);
  const B live = s.live(g);
  const B was_live = live | since.crossed_out();
  const HouseLines<B> by_line(g, live);
  for (int lines = 1; lines <= kMaxBandLines && 2 * lines <= n; ++lines) {
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      const HouseKind cross = kind == HouseKind::row ? HouseKind::column : HouseKind::row;
      for (int first = 0; first + lines <= n; ++first) {
        for (HouseKind by : {HouseKind::region, cross}) {
          if (!shares_changed(g, since, was_live, by, band_cells(g, kind, first, lines))) continue;
          f = Found{.kind = kind, .first = first, .lines = lines, .by = by};
          if (!band_shares(g, s, needs, by_line, f, out, t)) continue;
          out.houses = HouseSet{};
          set_houses(out.houses, kind, ((1U << lines) - 1U) << first);
          set_houses(out.houses, by, 1U << g.ordinal_of(f.house));
          out.pivot = g.house_id(kind, first);
          out.size = lines;
          return true;
        }
      }
    }
  }
  return false;
}

class BandRegionBounds final : public RuleBase<BandRegionBounds> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "band-region-bounds",
      .title = "Composite regions across a band: each house's share",
      .tier = 4,
      .rating = {.base = 4.52, .per_size = 0.01, .max = 4.54},
      .in_trials = false,
      .max_stars = 0,
      .min_stars = 3,
      .summary =
          "The houses meeting a band of lines give it all its stars; the most (least) the "
          "others can give bounds what one of them puts inside and outside."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    Found f;
    Tiling t;
    return find_band_shares(ctx.geometry, s, out, f, t, ctx.settled);
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    Found f;
    Tiling t;
    Step<B> again;
    find_band_shares(g, before, again, f, t);
    const std::string letters = g.puzzle().letters();
    const std::string lines = houses_words(f.kind, ((1U << f.lines) - 1U) << f.first, letters);
    const bool one_line = f.lines == 1;
    const std::string house = house_word(g, f.house);
    const std::string others = f.by == HouseKind::region ? "the other regions"
                               : f.by == HouseKind::row  ? "the other rows"
                                                         : "the other columns";
    std::string out = concat({capitalized(lines),
                              one_line ? " needs " : " need ",
                              stars_words(f.band_need),
                              one_line ? "" : " between them",
                              ", all from the ",
                              f.by == HouseKind::region ? "regions"
                              : f.by == HouseKind::row  ? "rows"
                                                        : "columns",
                              " crossing ",
                              one_line ? "it" : "them",
                              "; ",
                              others,
                              f.raised ? " can put " : " must put ",
                              f.raised ? "at most " : "at least ",
                              std::to_string(f.others),
                              " there, so ",
                              house,
                              " puts ",
                              f.raised ? "at least " : "at most ",
                              std::to_string(f.raised ? f.lo : f.hi),
                              " of its stars in ",
                              lines});
    const std::string part = f.part_inside ? concat({house, "'s cells in ", lines})
                                           : concat({house, "'s cells outside ", lines});
    if (f.count == 0)
      return concat({out, ": ", part, " hold none: ", cross_out_words(g, step.eliminated), "."});
    return concat({out, ", and ", part, " hold at least ", stars_words(f.count), ". They lie in ",
                   windows_words(g, t),
                   ", and a 2x2 block holds at most one star, so each holds exactly one: ",
                   tiling_effect_words(g, step)});
  }
};

}  // namespace

std::unique_ptr<Rule> make_band_region_bounds() {
  return std::make_unique<BandRegionBounds>();
}

}  // namespace qh
