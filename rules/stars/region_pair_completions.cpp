// SPDX-License-Identifier: MIT
// region-pair-completions (K >= 2): two open regions that interact (an open
// cell of one touches, or shares a row or column with, an open cell of the
// other) and still need few stars between them. Every joint way of
// completing both is enumerated: each region gets exactly its missing stars
// on its open cells, no two stars touch each other or a star already placed,
// and no row or column gets more than K. Then
//   - an open cell of the two regions that no joint way uses is crossed out;
//   - a cell every joint way uses gets a star;
//   - an open cell outside them that every joint way rules out (one of its
//     stars touches it, or its row or column is filled to K by the way) is
//     crossed out.
// Sound: the solution completes both regions in one of the enumerated ways.
// This is pair-attack's K >= 2 form ("cells clashing with every way of
// completing a house") for two regions at once; it finds the deductions of
// the Star Battle guides' two-region shape patterns (the pictures are not
// matched). Cheap by construction: at most kMaxCells open cells and
// kMaxStars missing stars per pair, and kMaxNodes search nodes per pair (a
// pair cut short says nothing). The search also stops once the ways found
// use every open cell of the two regions, share no cell and rule out no
// outside cell together: more ways cannot change that.
#include <algorithm>
#include <array>

#include "rules/catalogue.hpp"
#include "rules/stars/windows.hpp"

namespace qh {
namespace {

constexpr int kMaxCells = 20;  // open cells of the two regions
constexpr int kMaxStars = 4;   // stars the two regions still need
constexpr int kMaxNodes = 3000;

template <class B>
struct JointWays {
  int ways = 0;
  bool cut = false;
  bool futile = false;  // the ways so far prove nothing, and more ways cannot
  B used;               // cells some way uses
  B common;             // cells every way uses
  B clashes;            // cells every way rules out
};

template <class B>
class PairSearch {
 public:
  PairSearch(const Geometry<B>& g, const std::array<int, 3 * kMaxSize>& needs, const B& usable,
             const B& live, int a, int b)
      : g_(g),
        needs_(needs),
        inside_(live & (g.region(a) | g.region(b))),
        outside_(live.without(g.region(a) | g.region(b))),
        n_(g.size()) {
    for (int region : {a, b}) {
      (g.region(region) & usable).for_each([&](int c) {
        cells_[static_cast<std::size_t>(count_)] = c;
        ++count_;
      });
    }
    want_[0] = needs[static_cast<std::size_t>(2 * g.size() + a)];
    want_[1] = needs[static_cast<std::size_t>(2 * g.size() + b)];
    first_b_ = (g.region(a) & usable).count();
    search(0, 0, 0, B{}, B{});
  }
  const JointWays<B>& result() const { return out_; }

 private:
  // Stars of region `part` (0: a, 1: b) go on its cells from index `from`
  // on; `placed` of them are placed so far.
  void search(int part, int from, int placed, const B& chosen, const B& blocked) {
    if (out_.cut || out_.futile) return;
    if (++nodes_ > kMaxNodes) {
      out_.cut = true;
      return;
    }
    if (placed == want_[static_cast<std::size_t>(part)]) {
      if (part == 0) return search(1, first_b_, 0, chosen, blocked);
      return leaf(chosen, blocked);
    }
    const int end = part == 0 ? first_b_ : count_;
    const int left = want_[static_cast<std::size_t>(part)] - placed;
    for (int i = from; i + left <= end; ++i) {
      const int c = cells_[static_cast<std::size_t>(i)];
      if (blocked.test(c) || !fits(c)) continue;
      B with = chosen;
      with.set(c);
      ++count_of(g_.row_of(c));
      ++count_of(n_ + g_.col_of(c));
      search(part, i + 1, placed + 1, with, blocked | g_.neighbours(c));
      --count_of(g_.row_of(c));
      --count_of(n_ + g_.col_of(c));
    }
  }
  void leaf(const B& chosen, const B& blocked) {
    const bool first = out_.ways++ == 0;
    out_.used |= chosen;
    out_.common = first ? chosen : out_.common & chosen;
    B rules_out = blocked;
    chosen.for_each([&](int c) {
      for (int h : {g_.row_of(c), n_ + g_.col_of(c)})
        if (count_of(h) >= needs_[static_cast<std::size_t>(h)]) rules_out |= g_.house(h);
    });
    out_.clashes = first ? rules_out.without(chosen) : out_.clashes & rules_out.without(chosen);
    // More ways only add used cells and take away common and ruled-out
    // ones: once every open cell of the two regions is used, no cell is
    // common and no cell outside is ruled out by all, the pair proves
    // nothing, and the search stops.
    out_.futile = out_.common.none() && inside_.without(out_.used).none() &&
                  !out_.clashes.intersects(outside_);
  }
  // Whether a star on c keeps its row and column within their need.
  bool fits(int c) const {
    for (int h : {g_.row_of(c), n_ + g_.col_of(c)})
      if (count_of(h) + 1 > needs_[static_cast<std::size_t>(h)]) return false;
    return true;
  }
  // The new stars in line h (rows 0..N-1, columns N..2N-1).
  int& count_of(int h) { return counts_[static_cast<std::size_t>(h)]; }
  int count_of(int h) const { return counts_[static_cast<std::size_t>(h)]; }

  const Geometry<B>& g_;
  const std::array<int, 3 * kMaxSize>& needs_;
  B inside_;   // the open cells of the two regions
  B outside_;  // the open cells outside them
  std::array<int, kMaxCells> cells_{};
  std::array<int, 2> want_{};
  std::array<int, 2 * kMaxSize> counts_{};
  int n_ = 0;
  int count_ = 0;
  int first_b_ = 0;
  int nodes_ = 0;
  JointWays<B> out_;
};

struct Pair {
  int a = 0, b = 0, cells = 0;
};

// The open cells a star may still go on: live, not touching a star, in a
// row and column that still need one.
template <class B>
B usable_cells(const Geometry<B>& g, const State<B>& s,
               const std::array<int, 3 * kMaxSize>& needs) {
  const int n = g.size();
  B near;
  s.queens.for_each([&](int q) { near |= g.neighbours(q); });
  B out;
  s.live(g).without(near).for_each([&](int c) {
    if (needs[static_cast<std::size_t>(g.row_of(c))] > 0 &&
        needs[static_cast<std::size_t>(n + g.col_of(c))] > 0)
      out.set(c);
  });
  return out;
}

// The cells a star on some cell of `cells` would touch or share a line with.
template <class B>
B reach_of(const Geometry<B>& g, const B& cells) {
  const int n = g.size();
  B reach;
  cells.for_each(
      [&](int c) { reach |= g.neighbours(c) | g.house(g.row_of(c)) | g.house(n + g.col_of(c)); });
  return reach;
}

// What the joint ways of regions a and b prove.
template <class B>
bool pair_step(const Geometry<B>& g, const State<B>& s, const std::array<int, 3 * kMaxSize>& needs,
               const B& usable, int a, int b, Step<B>& out, JointWays<B>& ways) {
  const B live = s.live(g);
  const PairSearch<B> search(g, needs, usable, live, a, b);
  ways = search.result();
  if (ways.cut || ways.futile || ways.ways == 0) return false;
  const B both = g.region(a) | g.region(b);
  const B dead = ((live & both).without(ways.used)) | (live.without(both) & ways.clashes);
  const B placed = ways.common;
  if (dead.none() && placed.none()) return false;
  out.eliminated = dead;
  out.placed = placed;
  out.focus = ways.used;
  out.houses = HouseSet{};
  set_houses(out.houses, HouseKind::region, bit_of(a) | bit_of(b));
  out.pivot = -1;
  out.size = needs[static_cast<std::size_t>(2 * g.size() + a)] +
             needs[static_cast<std::size_t>(2 * g.size() + b)];
  return true;
}

class RegionPairCompletions final : public RuleBase<RegionPairCompletions> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "region-pair-completions",
      .title = "Every way to complete two regions",
      .tier = 4,
      .rating = {.base = 4.7, .per_size = 0, .max = 0},
      .max_stars = 0,
      .min_stars = 2,
      .summary =
          "Two neighbouring regions needing few stars: a cell no joint completion uses, or that "
          "every one rules out, is out; a cell every one uses gets a star."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    const auto needs = house_needs(g, s);
    const B usable = usable_cells(g, s, needs);
    std::array<Pair, kMaxSize*(kMaxSize - 1) / 2> pairs{};
    std::array<B, kMaxSize> open{}, reach{};
    int count = 0;
    for (int a = 0; a < n; ++a) {
      open[static_cast<std::size_t>(a)] = g.region(a) & usable;
      reach[static_cast<std::size_t>(a)] = reach_of(g, open[static_cast<std::size_t>(a)]);
      const int need_a = needs[static_cast<std::size_t>(2 * n + a)];
      if (need_a <= 0) continue;
      for (int b = 0; b < a; ++b) {
        const int need_b = needs[static_cast<std::size_t>(2 * n + b)];
        if (need_b <= 0 || need_a + need_b > kMaxStars) continue;
        const B& oa = open[static_cast<std::size_t>(a)];
        const B& ob = open[static_cast<std::size_t>(b)];
        const int cells = oa.count() + ob.count();
        if (cells > kMaxCells || oa.none() || ob.none() ||
            !reach[static_cast<std::size_t>(a)].intersects(ob))
          continue;
        pairs[static_cast<std::size_t>(count++)] = Pair{.a = b, .b = a, .cells = cells};
      }
    }
    // The smallest pairs first: the most local argument.
    std::sort(pairs.begin(), pairs.begin() + count, [](const Pair& x, const Pair& y) {
      return x.cells != y.cells ? x.cells < y.cells : x.a != y.a ? x.a < y.a : x.b < y.b;
    });
    // Context::settled: a position where no pair proved anything. A pair of
    // regions none of whose cells changed since (Stars::any: the joint ways
    // read the needs of the lines that cross them) has the same joint ways,
    // which prove no more now: not looked at.
    const SinceSettled<B> since(g, ctx.settled, s, Stars::any);
    for (int i = 0; i < count; ++i) {
      const Pair& p = pairs[static_cast<std::size_t>(i)];
      if (since.unchanged(g.region(p.a) | g.region(p.b))) continue;
      JointWays<B> ways;
      if (pair_step(g, s, needs, usable, p.a, p.b, out, ways)) return true;
    }
    return false;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const auto needs = house_needs(g, before);
    const unsigned regions = step.houses.regions;
    const int a = std::countr_zero(regions);
    const int b = std::countr_zero(regions & (regions - 1));
    JointWays<B> ways;
    Step<B> again;
    pair_step(g, before, needs, usable_cells(g, before, needs), a, b, again, ways);
    const B both = g.region(a) | g.region(b);
    const B unused = step.eliminated & both;
    const B ruled = step.eliminated.without(both);
    std::string out =
        concat({capitalized(houses_words(HouseKind::region, regions, g.puzzle().letters())),
                " need ", stars_words(step.size), " between them, and there ",
                ways.ways == 1 ? "is only one way" : "are " + std::to_string(ways.ways) + " ways",
                " to place them (no two stars touching, no row or column over ",
                std::to_string(g.stars()), ")."});
    const bool one = ways.ways == 1;
    if (step.placed.any())
      out += concat(
          {one ? " It puts" : " Every way puts", " a star on ", cells_words(g, step.placed), "."});
    if (unused.any())
      out += concat(
          {one ? " It leaves " : " No way uses ", cells_words(g, unused), one ? " empty." : "."});
    if (ruled.any())
      out += concat({one ? " It rules out " : " Every way rules out ", cells_words(g, ruled),
                     " (a star touching it or filling its row or column)."});
    return out + " So " + tiling_effect_words(g, step);
  }
};

}  // namespace

std::unique_ptr<Rule> make_region_pair_completions() {
  return std::make_unique<RegionPairCompletions>();
}

}  // namespace qh
