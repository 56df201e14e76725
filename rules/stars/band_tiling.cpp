// SPDX-License-Identifier: MIT
// band-tiling (K >= 3): three or four adjacent rows (or columns) that still
// need r stars between them and whose open cells all lie in r 2x2 windows
// get exactly one star in each window.
//
// Sound: the tiling argument of rules/stars/windows.hpp with S = the band,
// which holds exactly the stars its lines still need: each window holds one
// of them, so its cells outside the band hold none, a cell in two windows
// holds none, a cell whose star would rule out every open cell a window has
// in the band holds none, and a window with one open cell gets its star
// there. squeeze is the two-line case and two-by-two-tiling the one-line
// case; here a window may straddle the band's edge (its cells outside are
// then crossed out). The first band that proves something is reported:
// three lines before four, rows top first, then columns left first.
#include "rules/catalogue.hpp"
#include "rules/stars/band_count.hpp"

namespace qh {
namespace {

inline constexpr int kFewestBandTilingLines = 3;

template <class B>
WindowRange band_range(const Geometry<B>& g, HouseKind kind, int first, int lines) {
  const int n = g.size();
  if (kind == HouseKind::row)
    return {.row_lo = first - 1, .row_hi = first + lines - 1, .col_lo = -1, .col_hi = n - 1};
  return {.row_lo = -1, .row_hi = n - 1, .col_lo = first - 1, .col_hi = first + lines - 1};
}

// The band's stars still needed, or 0 when it has none to place.
template <class B>
int band_need(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs, HouseKind kind,
              int first, int lines) {
  int need = 0;
  for (int i = first; i < first + lines; ++i)
    need += std::max(0, needs[static_cast<std::size_t>(g.house_id(kind, i))]);
  return need;
}

template <class B>
bool find_band_tiling(const Geometry<B>& g, const State<B>& s, Step<B>& out, Tiling& t) {
  const int n = g.size();
  const auto needs = house_needs(g, s);
  for (int lines = kFewestBandTilingLines; lines <= kMaxBandLines && lines < n; ++lines) {
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
      for (int first = 0; first + lines <= n; ++first) {
        const int need = band_need(g, needs, kind, first, lines);
        if (need <= 0 || need > kMaxWindows) continue;
        if (!find_tiling_step(g, s, needs, band_cells(g, kind, first, lines), need,
                              band_range(g, kind, first, lines), out, t))
          continue;
        set_band_houses(g, kind, first, lines, out);
        return true;
      }
    }
  }
  return false;
}

class BandTiling final : public RuleBase<BandTiling> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "band-tiling",
      .title = "2x2 blocks tile a band of lines",
      .tier = 3,
      .rating = {.base = 3.75, .per_size = 0.05, .max = 3.8},
      .in_trials = false,
      .max_stars = 0,
      .min_stars = 3,
      .summary =
          "Three or four adjacent lines needing r stars whose open cells lie in r 2x2 "
          "blocks have one star in each block."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    Tiling t;
    return find_band_tiling(ctx.geometry, s, out, t);
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    Step<B> again;
    Tiling t;
    find_band_tiling(g, before, again, t);
    const HouseKind kind = g.kind_of(step.pivot);
    const int first = g.ordinal_of(step.pivot);
    const std::string lines = houses_words(kind, ((1U << step.size) - 1U) << first, "");
    return concat({capitalized(lines), " need ", stars_words(t.count),
                   " between them, and all their open cells lie in ", windows_words(g, t),
                   ". A 2x2 block holds at most one star, so each holds exactly one: ",
                   tiling_effect_words(g, step)});
  }
};

}  // namespace

std::unique_ptr<Rule> make_band_tiling() {
  return std::make_unique<BandTiling>();
}

}  // namespace qh
