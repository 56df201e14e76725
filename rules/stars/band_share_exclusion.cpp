// SPDX-License-Identifier: MIT
// band-share-exclusion (K >= 3): the exclusion form of band-region-bounds.
// A band of k adjacent rows (or columns) still needs b stars, all from the
// regions crossing it; each region R puts between lo_R and hi_R of its
// missing stars there (at most what its cells inside can take, at least what
// its cells outside cannot take). A live cell x whose star would leave those
// shares unable to add up to what the band would still need (the upper
// bounds sum to less, the lower ones to more, or one region's lower bound
// is above its upper one) is crossed out.
//
// Bands of 1 to 4 lines (kMaxBandLines, at most N/2), the fewest first; the
// cells refuted by one band are one step. To keep the rule cheap (it runs
// before every trial step), only stars on the band's lines and the lines
// beside it are tried, and a band whose shares have more than kShareSlack
// of slack on both sides is skipped; leaving cells untried is always sound.
//
// Sound: in a solution with a star on x, x's neighbours and the rest of each
// house it fills hold no star, and the band's lines still need b' = b minus
// [x in the band]. Those b' stars lie on the band's remaining open cells,
// each in exactly one region, so they are the sum of the regions' shares.
// Each region's share after x is at most the room of its remaining cells
// inside (capped by its remaining need and by b') and at least its remaining
// need minus the room of its remaining cells outside; the rooms
// (band_room.hpp) are upper bounds on stars. So sum lo' <= b' <= sum hi'
// and lo'_R <= hi'_R in that solution; if not, no solution has a star on x.
// A region that x leaves untouched keeps the bounds it has before x (they
// were computed with needs at least as large, so they are looser: still
// bounds).
#include <algorithm>
#include <array>

#include "rules/catalogue.hpp"
#include "rules/stars/band_count.hpp"
#include "rules/stars/band_room.hpp"

namespace qh {
namespace {

// The most slack (on either side) a band's shares may have to be tried.
constexpr int kShareSlack = 1;

struct Bounds {
  int lo = 0, hi = 0;
};

// One region's share bounds, given its open cells, its need and the band's.
template <class B>
Bounds share_bounds(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs, const B& open,
                    const B& band, int need, int band_need) {
  need = std::max(0, need);
  return {.lo = need - room_bound(g, needs, open.without(band), need),
          .hi = room_bound(g, needs, open & band, std::min(need, band_need))};
}

// The band and the cells it refutes.
struct Refutation {
  HouseKind kind = HouseKind::row;
  int first = 0, lines = 0;
  int band_need = 0;
};

template <class B>
B refuted_by_band(const Geometry<B>& g, const State<B>& s,
                  const std::array<int, 3 * kMaxSize>& needs, Refutation& r) {
  const int n = g.size();
  const B live = s.live(g);
  const B band = band_cells(g, r.kind, r.first, r.lines);
  r.band_need = 0;
  for (int i = r.first; i < r.first + r.lines; ++i) {
    const int need = needs[static_cast<std::size_t>(g.house_id(r.kind, i))];
    if (need <= 0) return B{};  // a full line: its neighbours' counts say it all
    r.band_need += need;
  }
  if (!(band & live).any()) return B{};
  // The regions crossing the band, with their bounds before any supposed star.
  std::array<int, kMaxSize> crossing{};
  std::array<Bounds, kMaxSize> base{};
  int count = 0, sum_lo = 0, sum_hi = 0;
  B around;  // the crossing regions' open cells
  for (int o = 0; o < n; ++o) {
    const int h = 2 * n + o;
    const B open = g.house(h) & live;
    if (!open.intersects(band)) continue;
    const Bounds b =
        share_bounds(g, needs, open, band, needs[static_cast<std::size_t>(h)], r.band_need);
    if (b.lo > b.hi) return B{};  // no room: other rules say so
    crossing[static_cast<std::size_t>(count)] = h;
    base[static_cast<std::size_t>(count++)] = b;
    sum_lo += b.lo;
    sum_hi += b.hi;
    around |= open;
  }
  if (sum_hi < r.band_need || sum_lo > r.band_need) return B{};  // impossible already
  // A band whose shares have slack on both sides is left alone: one star
  // seldom takes that much, and leaving a band untried is always sound.
  if (sum_hi - r.band_need > kShareSlack && r.band_need - sum_lo > kShareSlack) return B{};
  // Stars on the band's lines and the lines beside it: they take from the
  // band's need or touch its cells (the others are not tried, to keep the
  // rule cheap; leaving cells untried is always sound).
  const B near = band_cells(g, r.kind, std::max(0, r.first - 1),
                            std::min(n, r.first + r.lines + 1) - std::max(0, r.first - 1));
  B refuted;
  (live & near).for_each([&](int x) {
    B gone = star_kills(g, needs, x);
    gone.set(x);
    if (!gone.intersects(around)) return;  // the shares stay as they are
    auto after = needs;
    for (int h : {g.row_of(x), n + g.col_of(x), 2 * n + g.region_of(x)})
      --after[static_cast<std::size_t>(h)];
    const int still = r.band_need - (band.test(x) ? 1 : 0);
    const B left = live.without(gone);
    int lo = 0, hi = 0;
    for (int i = 0; i < count; ++i) {
      const int h = crossing[static_cast<std::size_t>(i)];
      Bounds b = base[static_cast<std::size_t>(i)];
      if (g.house(h).intersects(gone))
        b = share_bounds(g, after, g.house(h) & left, band, after[static_cast<std::size_t>(h)],
                         still);
      if (b.lo > b.hi) {
        refuted.set(x);
        return;
      }
      lo += b.lo;
      hi += std::min(b.hi, still);
    }
    if (hi < still || lo > still) refuted.set(x);
  });
  return refuted;
}

template <class B>
bool find_band_share_exclusion(const Geometry<B>& g, const State<B>& s, Step<B>& out,
                               Refutation& r) {
  const int n = g.size();
  const auto needs = house_needs(g, s);
  for (int lines = 1; lines <= kMaxBandLines && 2 * lines <= n; ++lines) {
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      for (int first = 0; first + lines <= n; ++first) {
        r = Refutation{.kind = kind, .first = first, .lines = lines};
        const B refuted = refuted_by_band(g, s, needs, r);
        if (refuted.none()) continue;
        out.eliminated = refuted;
        out.focus = band_cells(g, kind, first, lines) & s.live(g);
        set_band_houses(g, kind, first, lines, out);
        return true;
      }
    }
  }
  return false;
}

class BandShareExclusion final : public RuleBase<BandShareExclusion> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "band-share-exclusion",
      .title = "A star that leaves a band's region shares short",
      .tier = 4,
      .rating = {.base = 4.64, .per_size = 0.01, .max = 4.67},
      .in_trials = false,
      .max_stars = 0,
      .min_stars = 3,
      .summary =
          "A star that would leave the regions crossing a band of lines unable to give "
          "it exactly the stars it still needs is crossed out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    Refutation r;
    return find_band_share_exclusion(ctx.geometry, s, out, r);
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    Refutation r;
    Step<B> again;
    find_band_share_exclusion(g, before, again, r);
    const std::string lines =
        houses_words(r.kind, ((1U << r.lines) - 1U) << r.first, g.puzzle().letters());
    const bool one_line = r.lines == 1;
    const bool one_cell = step.eliminated.is_single();
    return concat({capitalized(lines), one_line ? " needs " : " need ", stars_words(r.band_need),
                   one_line ? "" : " between them", ", all from the regions crossing ",
                   one_line ? "it" : "them",
                   ". Each of those regions puts at most what its cells there can take, and at "
                   "least what its cells elsewhere cannot. A star on ",
                   one_cell ? "" : "any of ", cells_words(g, step.eliminated),
                   " would leave those shares unable to add up to the stars ", lines,
                   " would still need: ", cross_out_words(g, step.eliminated), "."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_band_share_exclusion() {
  return std::make_unique<BandShareExclusion>();
}

}  // namespace qh
