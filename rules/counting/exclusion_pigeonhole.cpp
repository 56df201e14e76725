// exclusion-pigeonhole: a live cell whose queen would leave some k houses of
// one kind with their remaining cells inside fewer than k houses of another
// kind is dead.
//
// Sound: after a queen on x, the open regions, rows and columns still need
// one queen each, and every pair of kinds must match one-to-one (each open
// region takes its queen from a distinct open row, and so on). A set of k
// houses whose live cells reach fewer than k houses of the other kind cannot
// be served (Hall's theorem), so no solution has a queen on x. This is a
// one-queen lookahead with a counting check: it sees what
// adjacency-blocks-region sees (a house emptied, k = 1) and more, e.g. two
// regions squeezed into one row. The cell with the smallest such set is
// reported (ties: lowest cell), together with every other cell whose queen
// breaks the same count of the same houses: one argument, one step. It supposes a queen, so it
// counts as a trial rule: it is not run inside other trials (which would nest lookaheads and cost
// live-cells-squared matchings per trial step).
#include <climits>

#include "engine/reasoning/hall.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

constexpr HouseKind kPairs[3][2] = {{HouseKind::region, HouseKind::row},
                                    {HouseKind::region, HouseKind::column},
                                    {HouseKind::row, HouseKind::column}};

// The smallest Hall violation after a queen on `cell`, over the three pairs
// of kinds and both sides of each. Returns its size (INT_MAX if none) and
// fills the houses involved.
template <class B>
int smallest_violation(const Geometry<B>& g, const State<B>& s, const B& live, int cell,
                       HouseSet& houses, int& source_kind) {
  State<B> t = s;
  t.queens.set(cell);
  const B after = live.without(g.attack(cell) | B::single(cell));
  int best = INT_MAX;
  for (const auto& pair : kPairs) {
    for (int side = 0; side < 2; ++side) {
      const HouseKind a = pair[side], b = pair[1 - side];
      HallGraph<B> graph(g, t, after, a, b);
      unsigned short_a = 0, short_b = 0;
      if (graph.match(&short_a, &short_b) || short_a == 0) continue;
      const int size = std::popcount(short_a);
      if (size >= best) continue;
      best = size;
      houses = {};
      set_houses(houses, a, short_a);
      set_houses(houses, b, short_b);
      source_kind = static_cast<int>(a);
    }
  }
  return best;
}

class ExclusionPigeonhole final : public RuleBase<ExclusionPigeonhole> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "exclusion-pigeonhole",
      .title = "A queen here breaks a count",
      .tier = 4,
      .rating = {.base = 4.5},
      .trial = true,
      .summary =
          "A cell whose queen would leave k houses with fewer than k houses to take queens from is "
          "out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const B live = s.live(g);
    int best = INT_MAX;
    HouseSet best_houses;
    B group;  // every cell whose queen breaks the same count: one argument, one step
    live.for_each([&](int cell) {
      HouseSet houses;
      int kind = 0;
      const int size = smallest_violation(g, s, live, cell, houses, kind);
      if (size == INT_MAX || size > best) return;
      if (size == best) {
        if (houses == best_houses) group.set(cell);
        return;
      }
      best = size;
      best_houses = houses;
      group = B::single(cell);
      out.pivot = cell;
    });
    if (best == INT_MAX) return false;
    out.eliminated = group;
    out.focus = group;
    out.houses = best_houses;
    out.size = best;
    return true;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    HouseSet houses;
    int kind = 0;
    smallest_violation(g, before, before.live(g), step.pivot, houses, kind);
    const HouseKind source = static_cast<HouseKind>(kind);
    HouseKind target = HouseKind::row;
    for (HouseKind k : {HouseKind::row, HouseKind::column, HouseKind::region})
      if (k != source && houses_of_kind(houses, k) != 0) target = k;
    const std::string& letters = g.puzzle().letters();
    const unsigned from_mask = houses_of_kind(houses, source);
    const unsigned to_mask = houses_of_kind(houses, target);
    const std::string cell = cell_word(g, step.pivot);
    const std::string from = houses_words(source, from_mask, letters);
    std::string consequence;
    if (to_mask == 0) {
      consequence = from + " would have no open cell left";
    } else {
      const int k = std::popcount(from_mask), m = std::popcount(to_mask);
      consequence = from + " would have all their remaining cells in " +
                    houses_words(target, to_mask, letters) + ": " + std::to_string(k) +
                    " queens with room for only " + std::to_string(m);
    }
    if (step.eliminated.count() == 1)
      return concat({"If ", cell, " held a queen, ", consequence, ". So ", cell,
                     " cannot hold a queen: cross it out."});
    return concat({"If any of ", cells_words(g, step.eliminated), " held a queen, ", consequence,
                   ". So none of them can hold a queen: cross them out."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_exclusion_pigeonhole() {
  return std::make_unique<ExclusionPigeonhole>();
}

}  // namespace qh
