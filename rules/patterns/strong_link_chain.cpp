// SPDX-License-Identifier: MIT
// strong-link-chain: an either-or chain. Two cells are *strongly* linked
// (a = b) when they are the only two live cells of an open house, so exactly
// one of them holds a queen; they are *weakly* linked (a - b) when one
// attacks the other, so at most one does. An alternating chain
// a1 = a2 - a3 = a4 - ... = a2k of distinct cells, starting and ending with a
// strong link, proves that a1 or a2k holds a queen, and every live cell
// outside the chain that attacks both ends is dead.
//
// Sound: if a1 has no queen, a2 has one (strong link), so a3 has none (weak
// link), so a4 has one, ... so a2k has one. Either way a queen sits on a1 or
// on a2k, and a cell attacking both would be ruled out by it. The argument
// never uses that the cells are distinct; distinctness only keeps the chain
// readable. With one strong link this is pair-attack, so chains here have 2
// to 4 strong links; the shortest chain that kills something is reported
// (lowest first cell on ties).
//
// K >= 2 stars: a strong link is a house that needs one more star and has
// exactly two live cells; a weak link is two cells that touch or share a
// house that needs only one more star (a star on one rules out the other).
// For K = 1 these are exactly the relations above.
//
// Search: for each first cell, the cells reachable as a2j are computed as
// bit sets layer by layer (ignoring distinctness); for each reachable end
// that shares an attacked cell with the start, a depth-first search looks for
// a chain of distinct cells, pruned to cells that lie on some walk from start
// to end. No heap allocation; a node budget bounds the work.
#include <array>
#include <string>
#include <vector>

#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

constexpr int kMinLinks = 2;
constexpr int kMaxLinks = 4;
constexpr int kNodeBudget = 50000;  // depth-first nodes per call, over all ends

// What a star (queen) on a cell rules out: for K = 1 its attack set; for
// K >= 2 its neighbours and the rest of every house of it that needs only
// that one star.
template <class B>
class Clash {
 public:
  Clash(const Geometry<B>& g, const State<B>& s) : g_(g) {
    for (int h = 0; h < g.houses(); ++h)
      need_[static_cast<std::size_t>(h)] = g.stars() - (g.house(h) & s.queens).count();
  }
  int need(int h) const { return need_[static_cast<std::size_t>(h)]; }
  B of(int x) const {
    if (g_.stars() == 1) return g_.attack(x);
    const int n = g_.size();
    B out = g_.neighbours(x);
    for (int h : {g_.row_of(x), n + g_.col_of(x), 2 * n + g_.region_of(x)})
      if (need(h) == 1) out |= g_.house(h);
    out.reset(x);
    return out;
  }
  // Why x rules out y, as a verb phrase: "shares row 2 with r2c5",
  // "touches r3c4" (K >= 2: "shares row 2, which needs one more star, with
  // r2c5").
  std::string words(int x, int y) const {
    const std::string other = cell_word(g_, y);
    const int n = g_.size();
    const bool stars = g_.stars() != 1;
    if (stars && g_.neighbours(x).test(y)) return "touches " + other;
    const auto shares = [&](const std::string& name) {
      return "shares " + name + (stars ? ", which needs one more star," : "") + " with " + other;
    };
    if (g_.row_of(x) == g_.row_of(y) && (!stars || need(g_.row_of(x)) == 1))
      return shares("row " + std::to_string(g_.row_of(x) + 1));
    if (g_.col_of(x) == g_.col_of(y) && (!stars || need(n + g_.col_of(x)) == 1))
      return shares("column " + std::to_string(g_.col_of(x) + 1));
    if (g_.region_of(x) == g_.region_of(y) && (!stars || need(2 * n + g_.region_of(x)) == 1))
      return shares(region_word(g_, g_.region_of(x)));
    return "touches " + other;
  }

 private:
  const Geometry<B>& g_;
  std::array<int, 3 * kMaxSize> need_{};
};

// The strong links of a position: one per pair of cells, with the first
// house (regions, then rows, then columns) that makes it.
template <class B>
struct StrongLinks {
  int count = 0;
  std::array<int, 3 * kMaxSize> a{}, b{}, house{};
  B cells;  // every cell with a strong link

  StrongLinks(const Geometry<B>& g, const Clash<B>& clash, const B& live) {
    const int n = g.size();
    for (int i = 0; i < 3 * n; ++i) {
      const int h = (i + 2 * n) % (3 * n);
      if (clash.need(h) != 1) continue;
      const B pair = g.house(h) & live;
      if (pair.count() != 2) continue;
      const int x = pair.first();
      const int y = pair.without(B::single(x)).first();
      if (house_of(x, y) >= 0) continue;
      a[static_cast<std::size_t>(count)] = x;
      b[static_cast<std::size_t>(count)] = y;
      house[static_cast<std::size_t>(count)] = h;
      ++count;
      cells |= pair;
    }
  }

  // Cells strongly linked to some cell of `from`.
  B partners(const B& from) const {
    B out;
    for (std::size_t i = 0; i < static_cast<std::size_t>(count); ++i) {
      if (from.test(a[i])) out.set(b[i]);
      if (from.test(b[i])) out.set(a[i]);
    }
    return out;
  }

  // The house that links x and y, or -1.
  int house_of(int x, int y) const {
    for (std::size_t i = 0; i < static_cast<std::size_t>(count); ++i)
      if ((a[i] == x && b[i] == y) || (a[i] == y && b[i] == x)) return house[i];
    return -1;
  }
};

// Cells of `targets` ruled out by a star on some cell of `from`.
template <class B>
B weak_partners(const Clash<B>& clash, const B& from, const B& targets) {
  B out;
  from.for_each([&](int x) { out |= clash.of(x); });
  return out & targets;
}

struct Chain {
  int links = 0;                          // k: strong links
  std::array<int, 2 * kMaxLinks> cell{};  // a1 .. a2k
};

template <class B>
class ChainSearch {
 public:
  ChainSearch(const Geometry<B>& g, const State<B>& s)
      : g_(g), clash_(g, s), live_(s.live(g)), links_(g, clash_, live_) {}

  // The shortest chain (then lowest first cell, then lowest last cell) that
  // kills a live cell outside it.
  bool find(Chain& chain, B& kills) {
    if (links_.count < kMinLinks) return false;
    for (int k = kMinLinks; k <= kMaxLinks; ++k) {
      for (B starts = links_.cells; starts.any();) {
        const int start = starts.first();
        starts.reset(start);
        if (from_start(start, k, chain, kills)) return true;
      }
    }
    return false;
  }

  const StrongLinks<B>& links() const { return links_; }
  const Clash<B>& clash() const { return clash_; }

 private:
  bool from_start(int start, int k, Chain& chain, B& kills) {
    // even_[j]: cells that can be a_2j on some walk from `start`.
    even_[1] = links_.partners(B::single(start));
    for (int j = 2; j <= k; ++j) {
      if (even_[j - 1].none()) return false;
      even_[j] = links_.partners(weak_partners(clash_, even_[j - 1], links_.cells));
    }
    // A chain ending below `start` is found, reversed, from its other end.
    for (B ends = even_[k]; ends.any();) {
      const int end = ends.first();
      ends.reset(end);
      if (end <= start) continue;
      const B common = live_ & clash_.of(start) & clash_.of(end);
      if (common.none()) continue;
      // Walk backwards from `end`: allowed_[...] keeps cells on some walk
      // from start to end at that position.
      B back_even = B::single(end);
      for (int j = k; j >= 1; --j) {
        allowed_even_[j] = even_[j] & back_even;
        const B back_odd = links_.partners(back_even);
        allowed_odd_[j] = back_odd;  // cells that can be a_(2j-1)
        if (j > 1) back_even = weak_partners(clash_, back_odd, links_.cells);
      }
      if (!allowed_odd_[1].test(start)) continue;
      chain.links = k;
      chain.cell[0] = start;
      target_ = common;
      if (extend(1, start, B::single(start), chain)) {
        kills = kills_;
        return true;
      }
    }
    return false;
  }

  // a_(2j-1) = odd is placed; pick a_2j and, unless it is the end, a_(2j+1).
  bool extend(int j, int odd, const B& used, Chain& chain) {
    const int k = chain.links;
    const B evens = (links_.partners(B::single(odd)) & allowed_even_[j]).without(used);
    for (B rest = evens; rest.any();) {
      const int even = rest.first();
      rest.reset(even);
      if (++nodes_ > kNodeBudget) return false;
      chain.cell[static_cast<std::size_t>(2 * j - 1)] = even;
      const B used_even = used | B::single(even);
      if (j == k) {
        kills_ = target_.without(used_even);
        if (kills_.any()) return true;
        continue;
      }
      const B odds = (clash_.of(even) & allowed_odd_[j + 1]).without(used_even);
      for (B more = odds; more.any();) {
        const int next = more.first();
        more.reset(next);
        chain.cell[static_cast<std::size_t>(2 * j)] = next;
        if (extend(j + 1, next, used_even | B::single(next), chain)) return true;
      }
    }
    return false;
  }

  const Geometry<B>& g_;
  Clash<B> clash_;
  B live_;
  StrongLinks<B> links_;
  std::array<B, kMaxLinks + 1> even_{}, allowed_even_{}, allowed_odd_{};
  B target_, kills_;
  int nodes_ = 0;
};

class StrongLinkChain final : public RuleBase<StrongLinkChain> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "strong-link-chain",
      .title = "Either-or chain",
      .tier = 4,
      .rating = {.base = 4.3, .per_size = 0.1, .max = 4.8},
      .max_stars = 0,
      .summary =
          "A chain of two-cell houses linked by attacks: a cell attacking both ends is out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    ChainSearch<B> search(g, s);
    Chain chain;
    B kills;
    if (!search.find(chain, kills)) return false;
    out.eliminated = kills;
    out.focus = B{};
    out.houses = {};
    for (int i = 0; i < 2 * chain.links; ++i)
      out.focus.set(chain.cell[static_cast<std::size_t>(i)]);
    for (int j = 0; j < chain.links; ++j) {
      const int h = search.links().house_of(chain.cell[static_cast<std::size_t>(2 * j)],
                                            chain.cell[static_cast<std::size_t>(2 * j + 1)]);
      const unsigned bit = bit_of(g.ordinal_of(h));
      switch (g.kind_of(h)) {
        case HouseKind::row:
          out.houses.rows |= bit;
          break;
        case HouseKind::column:
          out.houses.columns |= bit;
          break;
        case HouseKind::region:
          out.houses.regions |= bit;
          break;
      }
    }
    out.size = chain.links;
    out.pivot = chain.cell[0];
    return true;
  }

  // The step is found again from `before` to recover the order of the chain.
  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const std::string piece = g.stars() == 1 ? "queen" : "star";
    ChainSearch<B> search(g, before);
    Chain chain;
    B kills;
    if (!search.find(chain, kills) || kills != step.eliminated || chain.cell[0] != step.pivot)
      return "One end or the other of a chain of two-cell houses holds a " + piece + ": " +
             cross_out_words(g, step.eliminated) + ".";
    const auto at = [&](int i) { return chain.cell[static_cast<std::size_t>(i)]; };
    const int first = at(0), last = at(2 * chain.links - 1);
    std::vector<std::string> reasons;
    for (int j = 0; j < chain.links; ++j) {
      const int x = at(2 * j), y = at(2 * j + 1);
      reasons.push_back(house_word(g, search.links().house_of(x, y)) +
                        (g.stars() == 1 ? "'s queen is " : "'s last star is on ") +
                        cell_word(g, x) + " or " + cell_word(g, y));
      if (j + 1 < chain.links)
        reasons.push_back(cell_word(g, y) + " " + search.clash().words(y, at(2 * j + 2)));
    }
    std::string text =
        "Either " + cell_word(g, first) + " or " + cell_word(g, last) + " holds a " + piece + ": ";
    for (std::size_t i = 0; i < reasons.size(); ++i)
      text += (i == 0 ? "" : i + 1 == reasons.size() ? ", and " : ", ") + reasons[i];
    if (kills.is_single()) {
      const int x = kills.first();
      return text + ". " + cell_word(g, x) + " " + search.clash().words(x, first) + " and " +
             search.clash().words(x, last) + ", so cross it out.";
    }
    const int count = kills.count();
    const std::string them =
        count > 6 ? "the " + std::to_string(count) + " marked cells" : cells_words(g, kills);
    if (g.stars() != 1)
      return text + ". Whichever it is, a star there rules out " + them + ": cross them out.";
    return text + ". Whichever it is, " + them +
           " share a line or region with it or touch it: cross them out.";
  }
};

}  // namespace

std::unique_ptr<Rule> make_strong_link_chain() {
  return std::make_unique<StrongLinkChain>();
}

}  // namespace qh
