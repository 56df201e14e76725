// SPDX-License-Identifier: MIT
// queen-adjacent-kill: a queen rules out every other cell of its row, its
// column and its region, and the eight cells around it.
//
// Sound by the rules of the game: each house holds exactly one queen and
// queens never touch. This is LinkedIn's "auto-place Xs"; it is part of every
// rule set because the other rules assume a queen's attacks are crossed out.
// With K stars per house (Star Battle) a star rules out the eight cells
// around it, and the rest of each of its houses once that house holds K.
#include <cstdint>
#include <string>

#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class QueenAdjacentKill final : public RuleBase<QueenAdjacentKill> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "queen-adjacent-kill",
      .title = "Queen rules out its lines, region and neighbours",
      .tier = 1,
      .rating = {.base = 1.0},
      .max_stars = 0,
      .boards = kRegionBoards | kLineBoards | kWallBoards,
      .summary = "A queen rules out its row, column and region and the eight cells around it."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const B live = s.live(g);
    if (g.stars() != 1) return find_stars(g, s, live, out);
    bool found = false;
    s.queens.for_each([&](int q) {
      if (found) return;
      const B kills = g.attack(q) & live;
      if (kills.none()) return;
      out.eliminated = kills;
      out.focus = B::single(q);
      out.houses.rows = bit_of(g.row_of(q));
      out.houses.columns = bit_of(g.col_of(q));
      out.houses.regions = g.chess() ? 0U : bit_of(g.region_of(q));
      out.pivot = q;
      found = true;
    });
    return found;
  }

  // K >= 2: a star's neighbours, and the rest of its full houses.
  template <class B>
  static bool find_stars(const Geometry<B>& g, const State<B>& s, const B& live, Step<B>& out) {
    bool found = false;
    s.queens.for_each([&](int q) {
      if (found) return;
      B kills = g.neighbours(q);
      HouseSet full;
      const auto take = [&](HouseKind kind, int ordinal, std::uint32_t& bits) {
        const B& house = g.house(g.house_id(kind, ordinal));
        if ((house & s.queens).count() < g.stars() || !house.intersects(live)) return;
        kills |= house;
        bits |= bit_of(ordinal);
      };
      take(HouseKind::row, g.row_of(q), full.rows);
      take(HouseKind::column, g.col_of(q), full.columns);
      take(HouseKind::region, g.region_of(q), full.regions);
      kills = kills & live;
      if (kills.none()) return;
      out.eliminated = kills;
      out.focus = B::single(q);
      out.houses = full;
      out.pivot = q;
      found = true;
    });
    return found;
  }

  // The ladder's reason rung: the explanation without its move.
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    return without_move(explain_in(ctx, before, step));
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>&, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const int q = step.pivot;
    if (g.chess()) {
      const std::string where = g.walls() ? " up to the walls" : "";
      if (step.eliminated.is_single()) {
        const int x = step.eliminated.first();
        return concat({"The queen on ", cell_word(g, q), " sees ", cell_word(g, x), " ",
                       sight_words(g, q, x), ": cross it out."});
      }
      return concat({"The queen on ", cell_word(g, q),
                     " sees every square along its row, its column and its diagonals", where, ": ",
                     cross_out_words(g, step.eliminated), "."});
    }
    if (g.stars() != 1) {
      std::string full;  // "row 3 and region B"
      int count = 0;
      const auto add = [&](std::string word) { full += (count++ == 0 ? "" : " and ") + word; };
      if (step.houses.rows) add("row " + std::to_string(g.row_of(q) + 1));
      if (step.houses.columns) add("column " + std::to_string(g.col_of(q) + 1));
      if (step.houses.regions) add(region_word(g, g.region_of(q)));
      const std::string then =
          count == 0 ? ""
                     : concat({", and ", full, count == 1 ? " now holds " : " now each hold ",
                               std::to_string(g.stars()), " stars, so nothing else there can"});
      return concat({"The star on ", cell_word(g, q), " rules out every cell touching it", then,
                     ": ", cross_out_words(g, step.eliminated), "."});
    }
    return concat({"The queen on ", cell_word(g, q), " rules out the rest of row ",
                   std::to_string(g.row_of(q) + 1), ", column ", std::to_string(g.col_of(q) + 1),
                   " and ", region_word(g, g.region_of(q)),
                   ", and every cell touching it: ", cross_out_words(g, step.eliminated), "."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_queen_adjacent_kill() {
  return std::make_unique<QueenAdjacentKill>();
}

}  // namespace qh
