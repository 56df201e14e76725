// SPDX-License-Identifier: MIT
// one-by-n (K >= 2): segments that must hold stars. A house H that still
// needs r stars but has room for only r' < r of them outside a house C of
// another kind puts at least r - r' stars in its segment H ∩ C (a 1×n strip
// when C is a line). When the segments of several such houses take all the
// stars C still needs, C's other open cells are crossed out.
//
// Sound: the houses H are of one kind, so their segments in C are disjoint;
// each holds at least its lower bound of stars; C holds exactly the stars it
// still needs; so when the bounds add up to that, no star of C lies outside
// the segments. Room outside C is star_room (engine/model/star_room.hpp):
// exact for lines and for sets of up to 16 cells, an upper bound otherwise,
// so a bound is never overstated. Houses C are looked at rows, columns, then
// regions, each with the houses of the two other kinds as segments (regions
// first); the C with the fewest segments is reported.
#include "rules/catalogue.hpp"
#include "rules/stars/spread_bounds.hpp"
#include "rules/stars/windows.hpp"

namespace qh {
namespace {

struct Segments {
  int container = -1;
  HouseKind kind = HouseKind::region;  // the segments' houses
  unsigned houses = 0;                 // ordinals of that kind
  int count = 0;
};

class OneByN final : public RuleBase<OneByN> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "one-by-n",
      .title = "Segments that must hold stars",
      .tier = 3,
      .rating = {.base = 3.2, .per_size = 0.05, .max = 3.4},
      .max_stars = 0,
      .min_stars = 2,
      .summary =
          "Houses forced to put stars in a line (or region) can fill its quota: the rest "
          "of it is out."};

  // The lower bound house h (needing `need`) puts in house c.
  template <class B>
  static int bound(const Geometry<B>& g, const B& live, int h, int need, int c) {
    const B outside = (g.house(h) & live).without(g.house(c));
    return need - star_room(g, outside, need);
  }

  // The segments of houses of `kind` in c, if their bounds fill c's need.
  // `spreads`, if given, passes over the houses it shows have no bound in
  // c, and over c when it shows the bounds cannot add up to its need.
  template <class B>
  static bool fills(const Geometry<B>& g, const B& live, const std::array<int, 3 * kMaxSize>& needs,
                    int c, HouseKind kind, Segments& out, B& segments,
                    const SpreadBounds<B>* spreads = nullptr) {
    const int need_c = needs[static_cast<std::size_t>(c)];
    const bool lines = kind != HouseKind::region && g.kind_of(c) != HouseKind::region;
    const B open = g.house(c) & live;
    out = Segments{.container = c, .kind = kind};
    segments = B{};
    int total = 0;
    // The houses of `kind` that meet c's open cells, in order, less those
    // `spreads` shows have no bound in c.
    unsigned crossing = ~0U;
    if (spreads != nullptr) {
      crossing = lines ? spreads->tight(kind) : spreads->open(kind);
      if (crossing == 0) return false;  // no bound anywhere: c's need is not met
    }
    crossing &= kind == HouseKind::region ? regions_of(g, open) : lines_of(g, open, kind);
    unsigned bounded = 0;
    int most = 0;  // what the bounds add up to at most
    for (unsigned m = crossing; m != 0; m &= m - 1) {
      const int i = std::countr_zero(m);
      const int h = g.house_id(kind, i);
      const int need = needs[static_cast<std::size_t>(h)];
      if (need <= 0) continue;
      if (spreads != nullptr) {
        const int at_most = spreads->most(g, h, need, c, lines);
        if (at_most <= 0) continue;
        most += at_most;
      }
      bounded |= bit_of(i);
    }
    if (spreads != nullptr && most < need_c) return false;
    for (unsigned m = bounded; m != 0 && total < need_c; m &= m - 1) {
      const int i = std::countr_zero(m);
      const int h = g.house_id(kind, i);
      const int lb = bound(g, live, h, needs[static_cast<std::size_t>(h)], c);
      if (lb <= 0) continue;
      total += lb;
      out.houses |= bit_of(i);
      ++out.count;
      segments |= open & g.house(h);
    }
    return total == need_c;
  }

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    const B live = s.live(g);
    const auto needs = house_needs(g, s);
    const SpreadBounds<B> spreads(g, live, needs);
    // Context::settled: a position where no container was filled. A
    // container whose cells and crossing houses of a kind lost no cell since
    // (a new star is a lost cell of its houses, Stars::own) reads the same
    // there: not looked at.
    const SinceSettled<B> since(g, ctx.settled, s, Stars::own);
    const bool incremental = since.known();
    // Per kind (row, column, region, in HouseKind's order): the houses that
    // lost a cell, and all their cells.
    std::array<unsigned, 3> touched{};
    std::array<B, 3> touched_cells;
    if (incremental)
      for (HouseKind kind : {HouseKind::row, HouseKind::column, HouseKind::region}) {
        const auto k = static_cast<std::size_t>(kind);
        touched[k] = since.lost(g, kind);
        for (unsigned m = touched[k]; m != 0; m &= m - 1)
          touched_cells[k] |= g.house(g.house_id(kind, std::countr_zero(m)));
      }
    int best = 0;
    for (int c = 0; c < 3 * n; ++c) {
      if (needs[static_cast<std::size_t>(c)] <= 0) continue;
      const HouseKind c_kind = g.kind_of(c);
      const bool c_touched =
          incremental && (touched[static_cast<std::size_t>(c_kind)] & bit_of(g.ordinal_of(c))) != 0;
      for (HouseKind kind : {HouseKind::region, HouseKind::row, HouseKind::column}) {
        if (kind == c_kind) continue;
        // Unless c lost a cell: does a house of `kind` that lost one cross c?
        if (incremental && !c_touched &&
            !(g.house(c) & live).intersects(touched_cells[static_cast<std::size_t>(kind)]))
          continue;
        Segments seg;
        B segments;
        if (!fills(g, live, needs, c, kind, seg, segments, &spreads)) continue;
        const B dead = (g.house(c) & live).without(segments);
        if (dead.none() || (best != 0 && seg.count >= best)) continue;
        out.eliminated = dead;
        out.focus = segments;
        out.houses = house_set_of(g, c);
        set_houses(out.houses, kind, seg.houses);
        out.pivot = c;
        out.size = seg.count;
        best = seg.count;
      }
    }
    return best != 0;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const B live = before.live(g);
    const auto needs = house_needs(g, before);
    const int c = step.pivot;
    Segments seg;
    B segments;
    for (HouseKind kind : {HouseKind::region, HouseKind::row, HouseKind::column}) {
      if (kind == g.kind_of(c)) continue;
      if (fills(g, live, needs, c, kind, seg, segments) && segments == step.focus) break;
    }
    const std::string container = house_word(g, c);
    std::string parts;
    int i = 0;
    for (unsigned m = seg.houses; m != 0; m &= m - 1, ++i) {
      const int h = g.house_id(seg.kind, std::countr_zero(m));
      const int need = needs[static_cast<std::size_t>(h)];
      const int lb = bound(g, live, h, need, c);
      if (i > 0) parts += "; ";
      parts += concat({house_word(g, h), " needs ", stars_words(need), " and has room for ",
                       std::to_string(need - lb), " outside ", container, ", so at least ",
                       std::to_string(lb), " ", lb == 1 ? "lies" : "lie", " in ", container, " (",
                       cells_words(g, live & g.house(h) & g.house(c)), ")"});
    }
    const int need_c = needs[static_cast<std::size_t>(c)];
    return concat({capitalized(parts), ". That is all ", stars_words(need_c), " ", container,
                   " needs: ", cross_out_words(g, step.eliminated), "."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_one_by_n() {
  return std::make_unique<OneByN>();
}

}  // namespace qh
