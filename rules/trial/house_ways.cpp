// SPDX-License-Identifier: MIT
// house-ways: a row, column or region that still needs r stars has only a
// few ways to take them (r of its open cells, no two touching, none giving
// another house more than K stars). Suppose each way in turn and run the
// non-trial rules to their fixed point. What every way that does not reach
// a contradiction agrees on holds: a cell crossed out in all of them is out,
// a cell with a star in all of them holds one.
//
// Sound: the house holds exactly r more stars, on r of its open cells that
// do not touch and overfill no house, so every solution lies in one of the
// ways; a way that reaches a contradiction holds no solution; each step of
// a branch is a theorem of that branch's position, so what the end of every
// other branch shows is true in every solution. A branch cut short by the
// budget only agrees on less. If no way survives, the position is
// impossible and nothing is reported.
//
// Tier 5, rated above every single-cell refutation: the driver asks it only
// when placement-forces-contradiction found nothing (and nested-trial, K >= 3,
// only when this found nothing). Bounded: houses with at most kMaxWays ways, at most
// kTrialStepBudget rule steps (and one per branch for its fixed point) per
// call over every branch, no nested trials; above kMaxTrialBoardSize the
// branches propagate with the rules of tiers 1-3 only, within a twentieth
// of that budget. Houses are tried fewest ways first (ties: regions, then
// rows, then columns), and the first that yields something is reported.
// Any K, region boards.
#include <algorithm>
#include <array>
#include <climits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/trial_memo.hpp"
#include "engine/reasoning/trial_propagation.hpp"
#include "rules/catalogue.hpp"
#include "rules/common.hpp"
#include "rules/trial/agreement.hpp"
#include "rules/trial/contradiction_words.hpp"

namespace qh {
namespace {

// At most this many ways per house: on the development 14x14 3-star boards
// the houses whose ways agree have 4 to 62 of them (HEURISTICS.md).
constexpr int kMaxWays = 64;

// The rule steps one call may take over all its branches: kTrialStepBudget,
// a twentieth of it above kMaxTrialBoardSize (where no published board
// needs the rule, and a step costs several times more).
template <class B>
int step_budget(const Geometry<B>& g) {
  return g.size() > kMaxTrialBoardSize ? kTrialStepBudget / 20 : kTrialStepBudget;
}

// The rules a branch propagates with: the enabled non-trial rules, or above
// kMaxTrialBoardSize those of tiers 1-3 only (cheap, like the big boards'
// pass of placement-forces-contradiction).
template <class B>
std::vector<const Rule*> branch_rules(const Context<B>& ctx) {
  std::vector<const Rule*> out;
  const bool big = ctx.geometry.size() > kMaxTrialBoardSize;
  for (const Rule* rule : ctx.propagation_rules)
    if (!big || rule->info().tier <= 3) out.push_back(rule);
  return out;
}

// The ways of house h in s: sets of the stars it still needs, in
// lexicographic order of their cells. Returns how many there are, or
// kMaxWays + 1 as soon as there are more.
template <class B>
int ways_of(const Geometry<B>& g, const State<B>& s, int h, std::array<B, kMaxWays>& out) {
  const int need = g.stars() - (g.house(h) & s.queens).count();
  if (need <= 0) return 0;
  std::array<int, kMaxSize * kMaxSize> cells{};  // a region may hold most of the board
  int n = 0;
  (g.house(h) & s.live(g)).for_each([&](int c) { cells[static_cast<std::size_t>(n++)] = c; });
  if (n < need) return 0;
  int count = 0;
  B chosen;
  // Whether a star on c fits beside the stars chosen so far.
  const auto fits = [&](int c) {
    if (g.neighbours(c).intersects(chosen)) return false;
    const B stars = s.queens | chosen;
    for (const int x : {g.row_of(c), g.size() + g.col_of(c), 2 * g.size() + g.region_of(c)})
      if (x != h && (g.house(x) & stars).count() >= g.stars()) return false;
    return true;
  };
  const auto walk = [&](auto&& self, int depth, int from) -> bool {
    if (depth == need) {
      if (count == kMaxWays) {
        ++count;
        return false;
      }
      out[static_cast<std::size_t>(count++)] = chosen;
      return true;
    }
    for (int i = from; i <= n - (need - depth); ++i) {
      const int c = cells[static_cast<std::size_t>(i)];
      if (!fits(c)) continue;
      chosen.set(c);
      const bool more = self(self, depth + 1, i + 1);
      chosen.reset(c);
      if (!more) return false;
    }
    return true;
  };
  walk(walk, 0, 0);
  return count;
}

// The branches of one house: which ways collapse, what the others agree on.
template <class B>
struct Branches : Agreement<B> {  // dead, queens, survivors: what the survivors agree on
  std::array<B, kMaxWays> ways{};
  std::array<bool, kMaxWays> collapsed{};
  int house = -1;
  int count = 0;
};

// The way of `b` to follow next when the house is dropped as soon as its
// survivors agree on nothing (follow): the one likeliest to leave cells of
// the agreement open.
//
// A way whose branch came to rest at an earlier position of the logic loop
// (`rested`: the trial memo's fixed point, K >= 3) ends now inside that
// fixed point joined with `from`, so what that fixed point leaves open is
// the best guess there is: the first way is the known one whose fixed point
// crosses out and places the fewest of the open cells (the smallest
// agreement to start from), the next ones the known ways that leave the
// most cells of the agreement open (a cell it has not crossed out, a star it
// has not placed). On the tightened 14x14 3-star board of seed 21, line 19,
// the calls that find nothing follow 2,511 ways this way instead of 4,018,
// and grade in 1.4 % fewer instructions; the steps are the same, since the
// agreement of all of a house's ways does not depend on their order.
//
// Otherwise, and once no known way leaves a cell open, an estimate: a star
// on a cell every survivor so far crosses out takes that cell out of the
// agreement, and a crossed-out cell next to none of a way's stars may stay
// open in its branch: the way with the most such cells, a cell under one of
// its stars counting four, goes next. Ties, and the first way, go in the
// order first, last, second, second last, ... (lexicographic neighbours
// share most of their cells, and so most of what they cross out). On
// development 14x14 3-star line 44's trace the houses that agree on nothing
// take 3,596 steps this way, 5,398 with only the ways with a star on an
// agreed cell first, 7,378 from both ends alone, 8,447 in the list's order
// and 9,855 with every way followed.
template <class B>
int next_way(const Geometry<B>& g, const Branches<B>& b, const std::array<bool, kMaxWays>& followed,
             const std::array<const State<B>*, kMaxWays>& rested, const State<B>& from,
             const B& live) {
  int known = -1;
  int known_best = INT_MIN;
  int guess = -1;
  int guess_best = -1;
  for (int k = 0; k < b.count; ++k) {
    const int i = k % 2 == 0 ? k / 2 : b.count - 1 - k / 2;
    if (followed[static_cast<std::size_t>(i)]) continue;
    if (const State<B>* rest = rested[static_cast<std::size_t>(i)]) {
      const int score =
          b.survivors == 0
              ? -(rest->dead & live).count() - rest->queens.without(from.queens).count()
              : b.dead.without(rest->dead).count() + b.queens.without(rest->queens).count();
      if (score > known_best && (b.survivors == 0 || score > 0)) {
        known = i;
        known_best = score;
      }
      continue;
    }
    if (b.survivors == 0) {
      if (guess < 0) guess = i;
      continue;
    }
    const B& way = b.ways[static_cast<std::size_t>(i)];
    B touched;
    way.for_each([&](int c) { touched |= g.neighbours(c); });
    const int open = 4 * (way & b.dead).count() + b.dead.without(touched).count();
    if (open > guess_best) {
      guess = i;
      guess_best = open;
    }
  }
  if (known >= 0) return known;
  if (guess >= 0) return guess;
  for (int i = 0; i < b.count; ++i)  // only known ways that leave nothing open are left
    if (!followed[static_cast<std::size_t>(i)]) return i;
  return -1;
}

// Follows the ways of `b` (filled by ways_of) from s; `spent` counts the
// rule steps taken (one more per branch for its fixed point), never past
// step_budget. Every way in turn, or with `until_nothing_agreed` in
// next_way's order until the survivors agree on nothing: the ways left
// could only take from an empty agreement, so the house yields nothing
// (b.collapsed is then not known for them; the words replay every way).
//
// K >= 3, through the trial memo: a way followed at an earlier position of
// the logic loop whose branch came to rest there is taken up from that fixed
// point joined with the new position when that join comes to rest within a
// few steps (follow_supposed, engine/reasoning/trial_propagation.hpp), which
// costs only the steps the new facts lead to; the steps counted are those
// taken. A way whose branch collapsed before collapses again (its stars are
// impossible in any later position) and counts one step. A way of one star
// often finds the trial placement-forces-contradiction just ran from the
// same position (the same steps, read instead of found again). `quiet`: where
// each of `rules` finds nothing at `s` (quiet_at), or null.
template <class B>
void follow(const Context<B>& ctx, std::span<const Rule* const> rules, const State<B>& s,
            Branches<B>& b, int& spent, bool until_nothing_agreed,
            const QuietPositions<B>* quiet = nullptr) {
  const Geometry<B>& g = ctx.geometry;
  const B live = s.live(g);
  TrialMemo<B>* memo = g.stars() >= 3 ? ctx.trial_memo : nullptr;
  b.survivors = 0;
  std::array<bool, kMaxWays> followed{};
  // Where each way's branch came to rest before, for next_way.
  std::array<const State<B>*, kMaxWays> rested{};
  if (memo != nullptr && until_nothing_agreed) {
    const std::uintptr_t key = rules_key(rules);
    for (int i = 0; i < b.count; ++i)
      rested[static_cast<std::size_t>(i)] = memo->rest_of(key, b.ways[static_cast<std::size_t>(i)]);
  }
  for (int j = 0; j < b.count; ++j) {
    const int i = until_nothing_agreed ? next_way(g, b, followed, rested, s, live) : j;
    followed[static_cast<std::size_t>(i)] = true;
    const B& way = b.ways[static_cast<std::size_t>(i)];
    State<B> t = s;
    t.queens |= way;
    const int budget = std::max(0, step_budget(g) - spent);
    int taken = 0;
    if (memo != nullptr && memo->refuted(way)) {
      ++spent;
      b.collapsed[static_cast<std::size_t>(i)] = true;
      continue;
    }
    const Outcome o =
        memo != nullptr
            ? follow_supposed(ctx, *memo, rules, way, t, budget, taken, quiet)
            : propagate(ctx, rules, t, budget, [&](const State<B>&, const Step<B>&) { ++taken; });
    spent += taken;
    ++spent;
    b.collapsed[static_cast<std::size_t>(i)] = o == Outcome::contradiction;
    if (o == Outcome::contradiction) continue;
    b.add(s, live, t);
    if (until_nothing_agreed && b.dead.none() && b.queens.none()) return;
  }
}

class HouseWays final : public RuleBase<HouseWays> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "house-ways",
      .title = "Every way of filling a row, column or region agrees",
      .tier = 5,
      .rating = {.base = 7.6, .per_size = 0.05, .max = 7.95},
      .trial = true,
      .max_stars = 0,
      .boards = kRegionBoards,
      .summary =
          "Suppose each way a house can take its missing stars (at most 64 ways) and follow "
          "the other rules: what every way that survives agrees on holds."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    const int n = g.size();
    // The open houses by their number of ways (ties: regions, rows, columns).
    std::array<std::pair<int, int>, 3 * kMaxSize> order{};
    int houses = 0;
    std::array<B, kMaxWays> ways{};
    for (int i = 0; i < 3 * n; ++i) {
      const int h = (i + 2 * n) % (3 * n);
      const int count = ways_of(g, s, h, ways);
      if (count >= 1 && count <= kMaxWays)
        order[static_cast<std::size_t>(houses++)] = {count * 3 * n + i, h};
    }
    std::sort(order.begin(), order.begin() + houses);
    const std::vector<const Rule*> rules = branch_rules(ctx);
    const std::optional<QuietPositions<B>> quiet =
        houses > 0 ? quiet_at<B>(ctx, rules, s) : std::nullopt;
    int spent = 0;
    for (int j = 0; j < houses && spent < step_budget(g); ++j) {
      const int h = order[static_cast<std::size_t>(j)].second;
      Branches<B> b;
      b.count = ways_of(g, s, h, b.ways);
      follow(ctx, rules, s, b, spent, true, quiet ? &*quiet : nullptr);
      if (b.survivors == 0) return false;  // the position is impossible
      const B placed = b.queens;
      const B eliminated = b.dead.without(placed);
      if (placed.none() && eliminated.none()) continue;
      out.placed = placed;
      out.eliminated = eliminated;
      B focus;
      for (int i = 0; i < b.count; ++i) focus |= b.ways[static_cast<std::size_t>(i)];
      out.focus = focus;
      out.houses = house_set_of(g, h);
      out.pivot = h;
      out.size = b.count;
      return true;
    }
    return false;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const std::string piece = g.stars() == 1 ? "queen" : "star";
    const std::vector<const Rule*> rules = branch_rules(ctx);
    const Branches<B> b = replay(ctx, rules, before, step.pivot);
    std::string text = options_words(g, b, piece);
    std::string dead_ends;
    int told = 0;
    for (int i = 0; i < b.count; ++i) {
      if (!b.collapsed[static_cast<std::size_t>(i)]) continue;
      if (told++ == 3) {
        const int more = b.count - b.survivors - 3;
        dead_ends += concat(
            {"; and ", std::to_string(more), more == 1 ? " more way fails" : " more ways fail"});
        break;
      }
      State<B> t = before;
      t.queens |= b.ways[static_cast<std::size_t>(i)];
      propagate(ctx, rules, t, kTrialStepBudget, [](const State<B>&, const Step<B>&) {});
      dead_ends +=
          concat({dead_ends.empty() ? "" : "; ", "with ",
                  cells_words(g, b.ways[static_cast<std::size_t>(i)]), ", ", what_ran_dry(g, t)});
    }
    if (!dead_ends.empty()) text += concat({" Following the rules: ", dead_ends, "."});
    text += agree_words(b);
    return text + move_words(g, step.placed, step.eliminated, piece) + ".";
  }

  // The ladder's reason rung: the ways (focus cells), how many fail, and
  // that the others agree, naming no cell of the move outside the ways.
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const std::string piece = g.stars() == 1 ? "queen" : "star";
    const std::vector<const Rule*> rules = branch_rules(ctx);
    const Branches<B> b = replay(ctx, rules, before, step.pivot);
    std::string text = options_words(g, b, piece);
    const int failed = b.count - b.survivors;
    if (failed > 0)
      text +=
          concat({" ", failed == 1 ? "One of them leads" : std::to_string(failed) + " of them lead",
                  " to a contradiction."});
    return text + agree_words(b) +
           (b.survivors == 1 ? " shows what comes next." : " on what comes next.");
  }

 private:
  // The branches of house h, followed again from `before` for the words.
  template <class B>
  static Branches<B> replay(const Context<B>& ctx, std::span<const Rule* const> rules,
                            const State<B>& before, int h) {
    Branches<B> b;
    b.house = h;
    b.count = ways_of(ctx.geometry, before, h, b.ways);
    int spent = 0;
    follow(ctx, rules, before, b, spent, false);
    return b;
  }

  // " Following the rules from each way, every one agrees", or from the
  // only way (left).
  template <class B>
  static std::string agree_words(const Branches<B>& b) {
    if (b.count == 1) return " Following the rules from there";
    if (b.survivors == 1) return " Following the rules from the only way left";
    return concat({" Following the rules from each way", b.survivors == b.count ? "" : " left",
                   ", every one agrees"});
  }

  // "Region C needs 2 more stars, and they fit in 3 ways only: r1c2 and
  // r4c5, r1c2 and r4c7, or r2c3 and r4c7." / "Row 3's queen is on r3c1,
  // r3c4 or r3c6."
  template <class B>
  static std::string options_words(const Geometry<B>& g, const Branches<B>& b,
                                   const std::string& piece) {
    const int need = b.count > 0 ? b.ways[0].count() : 0;
    std::string list;
    for (int i = 0; i < b.count; ++i)
      list += concat({i == 0             ? ""
                      : i + 1 == b.count ? " or "
                      : need == 1        ? ", "
                                         : "; ",
                      cells_words(g, b.ways[static_cast<std::size_t>(i)])});
    const std::string house = capitalized(house_word(g, b.house));
    if (need == 1)
      return concat({house, g.stars() == 1 ? "'s " : "'s last ", piece, " is on ", list, "."});
    if (b.count == 1)
      return concat({house, " needs ", std::to_string(need), " more ", piece,
                     "s, and they fit in one way only: ", list, "."});
    if (b.count > 8)  // too many to read: the count only
      return concat({house, " needs ", std::to_string(need), " more ", piece, "s, and they fit in ",
                     std::to_string(b.count), " ways only (no two touching)."});
    return concat({house, " needs ", std::to_string(need), " more ", piece, "s, and they fit in ",
                   std::to_string(b.count), " ways only: ", list, "."});
  }
};

}  // namespace

std::unique_ptr<Rule> make_house_ways() {
  return std::make_unique<HouseWays>();
}

}  // namespace qh
