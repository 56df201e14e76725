// SPDX-License-Identifier: MIT
// finned-n-in-n: k houses S of one kind (regions, rows or columns) whose live
// cells lie within k houses T of another kind, except for a few "fin" cells
// in one more house. A live cell in T, outside S, that attacks every fin is
// dead.
//
// Sound: either no fin holds a queen, and then S's k queens all lie in T,
// which holds exactly k queens, so T's cells outside S are empty
// (n-regions-in-n-rows' argument); or some fin holds a queen, and the cell
// attacks it. Either way the cell holds no queen. k = 1 is a region (or row)
// confined to one line but for a fin. Sets of up to 4 houses (3 on boards
// larger than 16) and up to 3 fins are searched; the smallest k, then the
// fewest fins, is reported.
//
// K >= 2 stars: S still needs exactly as many stars as T. A star on a fin f
// rules out the cells that touch f and the rest of every house of f that
// needs only that star (for K = 1 that is f's attack set); a cell of T
// outside S ruled out by every fin is dead, by the same two cases.
#include <climits>

#include "engine/reasoning/hall.hpp"
#include "engine/reasoning/house_sets.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

constexpr HouseKind kPairs[3][2] = {{HouseKind::region, HouseKind::row},
                                    {HouseKind::region, HouseKind::column},
                                    {HouseKind::row, HouseKind::column}};
constexpr int kMaxFins = 3;

// Next k-subset of the same size (Gosper's hack).
inline unsigned next_subset(unsigned m) {
  const unsigned low = m & (~m + 1U);
  const unsigned ripple = m + low;
  return ripple | (((m ^ ripple) >> 2) / low);
}

struct Finned {
  HouseKind source, target;
  unsigned sources = 0, targets = 0;
  int fin_house = -1;  // ordinal (of the target kind) holding the fins
  int size = INT_MAX, fins = INT_MAX;
};

// K >= 2: what a star on `fin` rules out: its neighbours, and the rest of
// every house of the fin that needs one more star only.
template <class B>
B star_clash(const Geometry<B>& g, const State<B>& s, int fin) {
  const int n = g.size();
  B out = g.neighbours(fin);
  for (int h : {g.row_of(fin), n + g.col_of(fin), 2 * n + g.region_of(fin)})
    if (g.stars() - (g.house(h) & s.queens).count() == 1) out |= g.house(h);
  out.reset(fin);
  return out;
}

// K >= 2: the smallest finned set with capacities (ties: fewest fins).
//
// `settled` (Context::settled): a position with the same stars where no
// finned set had a cell to cross out. A set none of whose houses lost a cell
// since reaches the same houses with the same needs and the same fins, and
// the cells its fins would rule out are fewer: not looked at (only sets with
// a house that lost a cell are enumerated).
template <class B>
bool find_star_finned(const Geometry<B>& g, const State<B>& s, Finned& best, B& best_kills,
                      B& best_fins, const State<B>* settled) {
  const int n = g.size();
  const B live = s.live(g);
  const SinceSettled<B> since(g, settled, s);
  const int max_k = n > 16 ? 3 : 4;
  for (const auto& pair : kPairs) {
    for (int side = 0; side < 2; ++side) {
      const HouseKind source = pair[side], target = pair[1 - side];
      std::array<unsigned, kMaxSize> reach{};
      std::array<int, kMaxSize> source_need{}, target_need{};
      int ordinal[32];
      int u = 0;
      for (int i = 0; i < n; ++i) {
        source_need[i] = g.stars() - (g.house(g.house_id(source, i)) & s.queens).count();
        target_need[i] = g.stars() - (g.house(g.house_id(target, i)) & s.queens).count();
      }
      for (int i = 0; i < n; ++i) {
        if (source_need[i] <= 0) continue;
        (g.house(g.house_id(source, i)) & live).for_each([&](int c) {
          reach[static_cast<std::size_t>(i)] |= 1U << ordinal_in(g, c, target);
        });
        if (reach[static_cast<std::size_t>(i)] != 0) ordinal[u++] = i;
      }
      unsigned open_target = 0;
      for (int i = 0; i < n; ++i)
        if (target_need[i] > 0) open_target |= 1U << i;
      const unsigned changed = since.lost(g, source);  // the source houses that lost a cell
      for (int k = 1; k <= max_k && k < u && k <= best.size; ++k) {
        // room = wanted + need(F) <= K * (k + 1), and every reached house
        // that needs stars gives room >= 1: houses reaching more are
        // skipped (the subsets left keep their order).
        std::array<CountedHouse, 32> houses{};
        int v = 0;
        for (int j = 0; j < u; ++j) {
          const int o = ordinal[j];
          if (std::popcount(reach[static_cast<std::size_t>(o)] & open_target) <=
              g.stars() * (k + 1))
            houses[static_cast<std::size_t>(v++)] = {o, reach[static_cast<std::size_t>(o)],
                                                     source_need[static_cast<std::size_t>(o)]};
        }
        if (v < k) continue;
        // The fin house F takes the slack: room - wanted = need(F) <= K.
        for_each_counted_set(
            std::span(houses.data(), static_cast<std::size_t>(v)), k,
            std::span(target_need.data(), static_cast<std::size_t>(n)), g.stars(), g.stars(),
            [&](unsigned sources, unsigned cover, int wanted, int room) {
              if (room <= wanted) return false;
              B source_cells;
              for (unsigned f = cover; f != 0; f &= f - 1) {
                const int fin_house = std::countr_zero(f);
                if (room - target_need[static_cast<std::size_t>(fin_house)] != wanted)
                  continue;  // T without F is not tight
                if (source_cells.none()) source_cells = union_of(g, source, sources) & live;
                const B fins = source_cells & g.house(g.house_id(target, fin_house));
                const int fin_count = fins.count();
                if (fin_count > kMaxFins || (k == best.size && fin_count >= best.fins)) continue;
                const unsigned targets = cover & ~(1U << fin_house);
                B kills =
                    (union_of(g, target, targets) & live).without(union_of(g, source, sources));
                fins.for_each([&](int c) { kills &= star_clash(g, s, c); });
                if (kills.none()) continue;
                best = {source, target, sources, targets, fin_house, k, fin_count};
                best_kills = kills;
                best_fins = fins;
              }
              return false;
            },
            changed);
      }
    }
  }
  return best.fin_house >= 0;
}

class FinnedNInN final : public RuleBase<FinnedNInN> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "finned-n-in-n",
      .title = "k houses in k houses but for a fin",
      .tier = 4,
      .rating = {.base = 4.2, .per_size = 0.2, .max = 4.8},
      .max_stars = 0,
      .summary =
          "A Hall set broken only by fin cells: cells attacking every fin and inside the used-up "
          "houses are out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const B live = s.live(g);
    const int max_k = g.size() > 16 ? 3 : 4;
    Finned best;
    B best_kills, best_fins;
    if (g.stars() != 1) {
      if (!find_star_finned(g, s, best, best_kills, best_fins, ctx.settled)) return false;
      return fill(g, best, best_kills, best_fins, out);
    }
    for (const auto& pair : kPairs) {
      HallGraph<B> graph(g, s, live, pair[0], pair[1]);
      for (int side = 0; side < 2; ++side) {
        const HouseKind source = pair[side], target = pair[1 - side];
        const auto& edges = side == 0 ? graph.a_to_b : graph.b_to_a;
        // Compact list of open source houses, so subsets are dense masks.
        int ordinal[32];
        int u = 0;
        for (unsigned m = side == 0 ? graph.open_a : graph.open_b; m != 0; m &= m - 1)
          ordinal[u++] = std::countr_zero(m);
        for (int k = 1; k <= max_k && k < u && k <= best.size; ++k) {
          for (unsigned sub = (1U << k) - 1; sub < (1U << u); sub = next_subset(sub)) {
            unsigned sources = 0, reach = 0;
            for (unsigned m = sub; m != 0; m &= m - 1) {
              const int o = ordinal[std::countr_zero(m)];
              sources |= 1U << o;
              reach |= edges[o];
            }
            if (std::popcount(reach) != k + 1) continue;
            const B source_cells = union_of(g, source, sources) & graph.usable;
            for (unsigned f = reach; f != 0; f &= f - 1) {
              const int fin_house = std::countr_zero(f);
              const B fins = source_cells & g.house(g.house_id(target, fin_house));
              const int fin_count = fins.count();
              if (fin_count > kMaxFins || (k == best.size && fin_count >= best.fins)) continue;
              B kills = union_of(g, target, reach & ~(1U << fin_house)) & live;
              kills = kills.without(union_of(g, source, sources));
              fins.for_each([&](int c) { kills &= g.attack(c); });
              if (kills.none()) continue;
              best = {source, target, sources, reach & ~(1U << fin_house), fin_house, k, fin_count};
              best_kills = kills;
              best_fins = fins;
            }
          }
        }
      }
    }
    if (best.fin_house < 0) return false;
    return fill(g, best, best_kills, best_fins, out);
  }

  template <class B>
  static bool fill(const Geometry<B>&, const Finned& best, const B& best_kills, const B& best_fins,
                   Step<B>& out) {
    out.eliminated = best_kills;
    out.focus = best_fins;
    out.houses = {};
    set_houses(out.houses, best.source, best.sources);
    set_houses(out.houses, best.target, best.targets);
    out.size = best.size;
    out.pivot = static_cast<int>(best.source) * 4 + static_cast<int>(best.target);
    return true;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const HouseKind source = static_cast<HouseKind>(step.pivot / 4);
    const HouseKind target = static_cast<HouseKind>(step.pivot % 4);
    const std::string& letters = g.puzzle().letters();
    const std::string from = houses_words(source, houses_of_kind(step.houses, source), letters);
    const std::string to = houses_words(target, houses_of_kind(step.houses, target), letters);
    const std::string fins = cells_words(g, step.focus);
    const bool one_fin = step.focus.is_single();
    const int fin_count = step.focus.count();
    const bool plural = step.size > 1;
    (void)before;
    const std::string piece = g.stars() == 1 ? "queen" : "star";
    const std::string gets = g.stars() == 1
                                 ? (plural ? " get their queens" : " gets its queen")
                                 : (plural ? " get all their stars" : " gets all its stars");
    return capitalized(from) + (plural ? " have" : " has") + " all " + (plural ? "their" : "its") +
           " remaining cells in " + to + " except " + fins + ". If " +
           (one_fin ? fins + " holds no " + piece
            : fin_count == 2
                ? "neither " + cell_word(g, step.focus.first()) + " nor " +
                      cell_word(g, step.focus.without(B::single(step.focus.first())).first()) +
                      " holds a " + piece
                : "none of " + fins + " holds a " + piece) +
           ", " + to + gets + " from " + from + "; if " + (one_fin ? "it does" : "one does") +
           ", it rules out " + cells_words(g, step.eliminated) + " anyway: cross " +
           (step.eliminated.is_single() ? "it" : "them") + " out.";
  }
};

}  // namespace

std::unique_ptr<Rule> make_finned_n_in_n() {
  return std::make_unique<FinnedNInN>();
}

}  // namespace qh
