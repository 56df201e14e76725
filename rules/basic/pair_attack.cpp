// SPDX-License-Identifier: MIT
// pair-attack: when a house (region, row or column) has exactly two live
// cells, any live cell outside it that attacks both is dead.
//
// Sound: the house's queen is on one of the two cells, and a queen on a cell
// attacking both would leave the house empty. This is adjacency-blocks-region
// for two-cell houses, kept as its own rule because it is the easiest attack
// cover to see and explain ("whichever of the two gets the queen ...").
//
// K >= 2 stars: a house with exactly two ways of completing it (two sets of
// the stars it still needs among its live cells, none touching, no house
// overfilled). A live cell in neither way that clashes with both (touches one
// of its stars, or lies in a house that way fills) is dead. Sound: one of
// the two ways is the solution's, and a star on the cell would break it.
#include <array>
#include <bit>
#include <cstdint>

#include "rules/basic/house_completions.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

// K >= 2: the first house (regions, then rows, then columns) with exactly
// two ways of completing it that kill a live cell. `settled`
// (Context::settled): a position where no house did; a house none of whose
// cells changed since (Stars::any: its ways read the needs of the houses
// that cross it) has the same ways, which kill no more now, and is not
// looked at.
template <class B>
bool find_two_ways_cover(const Geometry<B>& g, const State<B>& s, Step<B>& out,
                         const State<B>* settled = nullptr) {
  const int n = g.size();
  const B live = s.live(g);
  const SinceSettled<B> since(g, settled, s, Stars::any);
  std::array<int, 3 * kMaxSize> room{};
  for (int x = 0; x < 3 * n; ++x) room[static_cast<std::size_t>(x)] = stars_needed(g, s, x);
  for (int i = 0; i < 3 * n; ++i) {
    const int h = (i + 2 * n) % (3 * n);
    const int need = room[static_cast<std::size_t>(h)];
    if (need <= 0 || since.unchanged(g.house(h))) continue;
    const B open = g.house(h) & live;
    const int cells = open.count();
    if (cells <= need || cells > HouseCompletions<B>::kMaxCells) continue;
    if (need == 1) {  // a way is one cell whose houses all take a star: count to three
      int fitting = 0;
      open.for_each([&](int c) {
        if (room[static_cast<std::size_t>(g.row_of(c))] > 0 &&
            room[static_cast<std::size_t>(n + g.col_of(c))] > 0 &&
            room[static_cast<std::size_t>(2 * n + g.region_of(c))] > 0)
          ++fitting;
      });
      if (fitting > 2) continue;
    }
    if (need >= 2 && many_ways(g, room, h, need, open)) continue;
    const HouseCompletions<B> ways(g, room, live, h, need);
    if (!ways.exactly_two()) continue;
    const B dead = (live & ways.clashes(ways.way(0)) & ways.clashes(ways.way(1)))
                       .without(ways.way(0) | ways.way(1));
    if (dead.none()) continue;
    out.eliminated = dead;
    out.focus = ways.way(0) | ways.way(1);
    out.houses = house_set_of(g, h);
    out.pivot = h;
    out.size = 2;
    return true;
  }
  return false;
}

class PairAttack final : public RuleBase<PairAttack> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "pair-attack",
      .title = "Cells that touch both options of a two-cell house",
      .tier = 2,
      .rating = {.base = 2.4},
      .max_stars = 0,
      .boards = kRegionBoards | kLineBoards,
      .summary =
          "A house with two open cells (with K stars: two ways to complete it): a cell "
          "clashing with both is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    if (ctx.geometry.stars() != 1) return find_two_ways_cover(ctx.geometry, s, out, ctx.settled);
    return find_attack_cover(ctx.geometry, s, 2, out) && out.size == 2;
  }

  // The ladder's reason rung (no cell of the move named).
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    if (g.stars() != 1) {
      const std::string text = explain_two_ways(g, before, step);
      return text.substr(0, text.find(" Either way,")) +
             " Either way, a star on some cells would touch one of them or overfill a row, "
             "column or region.";
    }
    const int a = step.focus.first();
    const int b = step.focus.without(B::single(a)).first();
    if (g.chess())
      return concat({capitalized(house_word(g, step.pivot)), "'s queen is on ", cell_word(g, a),
                     " or ", cell_word(g, b), ". Whichever it is, it sees some other squares."});
    return concat({capitalized(house_word(g, step.pivot)), "'s queen is on ", cell_word(g, a),
                   " or ", cell_word(g, b),
                   ". Whichever it is, some cells share a line or region with it or touch it."});
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    if (g.stars() != 1) return explain_two_ways(g, before, step);
    const int a = step.focus.first();
    const int b = step.focus.without(B::single(a)).first();
    const std::string house = house_word(g, step.pivot);
    const bool one = step.eliminated.is_single();
    if (g.chess()) {
      const std::string opening = concat(
          {capitalized(house), "'s queen is on ", cell_word(g, a), " or ", cell_word(g, b), ". "});
      if (one) {
        const int x = step.eliminated.first();
        return concat({opening, cell_word(g, a), " sees ", cell_word(g, x), " ",
                       sight_words(g, a, x), " and ", cell_word(g, b), " sees it ",
                       sight_words(g, b, x), ": cross it out."});
      }
      return concat({opening, "Whichever it is, it sees ", cells_words(g, step.eliminated),
                     ": cross them out."});
    }
    return concat({capitalized(house), "'s queen is on ", cell_word(g, a), " or ", cell_word(g, b),
                   ". Whichever it is, ", cells_words(g, step.eliminated),
                   one ? " shares a line or region with it or touches it: cross it out."
                       : " share a line or region with it or touch it: cross them out."});
  }

 private:
  template <class B>
  static std::string explain_two_ways(const Geometry<B>& g, const State<B>& before,
                                      const Step<B>& step) {
    std::array<int, 3 * kMaxSize> room{};
    for (int x = 0; x < g.houses(); ++x)
      room[static_cast<std::size_t>(x)] = stars_needed(g, before, x);
    const int need = room[static_cast<std::size_t>(step.pivot)];
    const HouseCompletions<B> ways(g, room, before.live(g), step.pivot, need);
    const bool one = step.eliminated.is_single();
    const std::string house = house_word(g, step.pivot);
    const std::string stars = need == 1 ? "its star" : "its " + std::to_string(need) + " stars";
    return concat({capitalized(house), " can get ", stars,
                   " in only two ways: ", cells_words(g, ways.way(0)), ", or ",
                   cells_words(g, ways.way(1)), ". Either way, a star on ", one ? "" : "any of ",
                   cells_words(g, step.eliminated),
                   " would touch one of them or overfill a row, column or region: ",
                   one ? "cross it out." : "cross them out."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_pair_attack() {
  return std::make_unique<PairAttack>();
}

}  // namespace qh
