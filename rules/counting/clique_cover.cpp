// SPDX-License-Identifier: MIT
// clique-cover: two adjacent open rows (a band) need exactly two queens. If
// every live cell of the band lies in two sets that can each hold at most one
// queen (a column, a region, or a 2x2 block inside the band), then each of
// the two sets holds exactly one queen and that queen is in the band: the
// sets' live cells outside the band are dead, and so are band cells lying in
// both sets. The same with columns and rows swapped.
//
// Sound: the band's two queens lie in cover 1 or cover 2; each cover holds
// at most one queen (a line and a region by the rules, a 2x2 block because
// its four cells pairwise touch). So 2 = queens(band) <= queens(band and
// cover 1) + queens(band and cover 2) <= 1 + 1: every inequality is an
// equality. Each cover's queen is in the band (its cells outside are dead),
// and no queen sits in both covers, or the band would get only one.
// Two perpendicular lines are fish and two regions are
// n-regions-in-n-rows, so at least one cover here is a block, or the pair is
// a line and a region. The first band (rows before columns, top or left
// first) that kills something is reported, with a pair using a block
// preferred. If a single set covers the whole band the position is
// impossible; the rule leaves that to others. No heap, O(N^3) set tests.
#include <array>
#include <string>

#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

enum class CoverKind : std::uint8_t { block, line, region };

template <class B>
struct Cover {
  CoverKind kind = CoverKind::block;
  int index = 0;  // block: first perpendicular line; line, region: ordinal
  B cells;        // every cell of the set (a block: its four cells)
};

template <class B>
struct Found {
  HouseKind band = HouseKind::row;  // the band's kind; covers' lines are the other kind
  int first = 0;                    // the band is lines first and first + 1
  Cover<B> a, b;
  B live;                        // live cells of the band
  B outside_a, outside_b, both;  // the kills, by reason
  B kills() const { return outside_a | outside_b | both; }
};

template <class B>
bool find_cover(const Geometry<B>& g, const State<B>& s, Found<B>& found) {
  const int n = g.size();
  const B live = s.live(g);
  std::array<Cover<B>, 3 * kMaxSize> covers;
  for (const HouseKind kind : {HouseKind::row, HouseKind::column}) {
    const HouseKind across = kind == HouseKind::row ? HouseKind::column : HouseKind::row;
    for (int i = 0; i + 1 < n; ++i) {
      const B& one = g.house(g.house_id(kind, i));
      const B& two = g.house(g.house_id(kind, i + 1));
      if (one.intersects(s.queens) || two.intersects(s.queens)) continue;
      const B band = one | two;
      const B here = band & live;
      if (here.none()) continue;
      // Covers touching the band: blocks, then perpendicular lines, then
      // regions; houses that already have their queen hold no more.
      std::size_t count = 0, blocks = 0, lines = 0;
      bool impossible = false;
      const auto add = [&](CoverKind k, int index, const B& cells) {
        if (!cells.intersects(here) || cells.intersects(s.queens)) return;
        impossible = impossible || here.subset_of(cells);
        covers[count++] = {k, index, cells};
      };
      for (int j = 0; j + 1 < n; ++j)
        add(CoverKind::block, j,
            band & (g.house(g.house_id(across, j)) | g.house(g.house_id(across, j + 1))));
      blocks = count;
      for (int j = 0; j < n; ++j) add(CoverKind::line, j, g.house(g.house_id(across, j)));
      lines = count;
      for (int j = 0; j < n; ++j) add(CoverKind::region, j, g.region(j));
      if (impossible) continue;
      const auto try_pair = [&](const Cover<B>& a, const Cover<B>& b) {
        if (!here.subset_of(a.cells | b.cells)) return false;
        found = {kind,
                 i,
                 a,
                 b,
                 here,
                 (live & a.cells).without(band),
                 (live & b.cells).without(band),
                 here & a.cells & b.cells};
        return found.kills().any();
      };
      for (std::size_t x = 0; x < blocks; ++x)
        for (std::size_t y = x + 1; y < count; ++y)
          if (try_pair(covers[x], covers[y])) return true;
      for (std::size_t x = blocks; x < lines; ++x)
        for (std::size_t y = lines; y < count; ++y)
          if (try_pair(covers[x], covers[y])) return true;
    }
  }
  return false;
}

template <class B>
std::string cover_words(const Geometry<B>& g, HouseKind band, const Cover<B>& c) {
  switch (c.kind) {
    case CoverKind::block: {
      const int top_left = c.cells.first();
      const int bottom_right = g.index(g.row_of(top_left) + 1, g.col_of(top_left) + 1);
      return "the 2x2 block " + cell_word(g, top_left) + "-" + cell_word(g, bottom_right);
    }
    case CoverKind::line:
      return house_word(
          g, g.house_id(band == HouseKind::row ? HouseKind::column : HouseKind::row, c.index));
    case CoverKind::region:
      break;
  }
  return region_word(g, c.index);
}

// "the rest of column 7 (r1c7 and r3c7)"
template <class B>
std::string rest_words(const std::string& house, const Geometry<B>& g, const B& cells) {
  const std::string list =
      cells.count() > 6 ? std::to_string(cells.count()) + " cells" : cells_words(g, cells);
  return "the rest of " + house + " (" + list + ")";
}

class CliqueCover final : public RuleBase<CliqueCover> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "clique-cover",
      .title = "Two adjacent lines covered by two one-queen sets",
      .tier = 4,
      .rating = {.base = 4.6},
      .summary =
          "Two adjacent lines whose open cells fit in two sets of at most one queen each (a 2x2 "
          "block, a crossing line, a region): each set's queen is in the band."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    Found<B> f;
    if (!find_cover(g, s, f)) return false;
    out.eliminated = f.kills();
    out.focus = f.live;
    out.houses = {};
    const unsigned band_bits = bit_of(f.first) | bit_of(f.first + 1);
    (f.band == HouseKind::row ? out.houses.rows : out.houses.columns) |= band_bits;
    for (const Cover<B>* c : {&f.a, &f.b}) {
      if (c->kind == CoverKind::region) out.houses.regions |= bit_of(c->index);
      if (c->kind == CoverKind::line)
        (f.band == HouseKind::row ? out.houses.columns : out.houses.rows) |= bit_of(c->index);
    }
    out.size = 2;
    out.pivot = g.house_id(f.band, f.first);
    return true;
  }

  // The step is found again from `before` to recover its two covers.
  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    Found<B> f;
    if (!find_cover(g, before, f) || f.kills() != step.eliminated)
      return "Two adjacent lines need two queens but fit in two sets that hold one queen each: " +
             cross_out_words(g, step.eliminated) + ".";
    const std::string band =
        houses_words(f.band, bit_of(f.first) | bit_of(f.first + 1), g.puzzle().letters());
    const std::string a = cover_words(g, f.band, f.a), b = cover_words(g, f.band, f.b);
    const std::string opening =
        capitalized(band) + " need two queens, but all their open cells lie in " + a + " and " + b;
    // A block and a house, killing only outside the band: the plain story.
    if (f.a.kind == CoverKind::block && f.b.kind != CoverKind::block && f.both.none())
      return opening + ". The block can hold only one of them, so the other must be " + b +
             "'s queen: cross out " + rest_words(b, g, f.outside_b) + ".";
    std::string parts;
    const auto add = [&](const std::string& part) {
      parts += (parts.empty() ? "" : " and ") + part;
    };
    if (f.outside_a.any()) add(rest_words(a, g, f.outside_a));
    if (f.outside_b.any()) add(rest_words(b, g, f.outside_b));
    if (f.both.any())
      add(cells_words(g, f.both) +
          (f.both.is_single() ? ", which lies in both" : ", which lie in both"));
    return opening +
           ", and each of those can hold only one queen. So each holds exactly one of the "
           "two, inside " +
           band + ": cross out " + parts + ".";
  }
};

}  // namespace

std::unique_ptr<Rule> make_clique_cover() {
  return std::make_unique<CliqueCover>();
}

}  // namespace qh
