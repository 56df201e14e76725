// SPDX-License-Identifier: MIT
// segment-count (walls boards): count the stretches of one direction (the
// pieces of the rows, say, between walls) that can still take a queen.
//
// With V queens to place on the board, p placed and a direction whose open
// stretches (no queen yet, some open square) number exactly V - p, every one
// of them holds a queen: a stretch with one open square gets its queen
// there. And a square whose queen would leave fewer than V - p - 1 open
// stretches of some direction besides its own is out.
//
// Sound: a stretch is an at-most house (a queen sees the whole stretch), so
// the queens still to place stand in different open stretches of every
// direction; V - p of them need V - p open stretches. A square alone in its
// stretch is NOT forced by itself (stretches are at most one, not exactly
// one): only the count makes every stretch exact.
#include <array>
#include <string>

#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

const char* direction_words(LineKind kind) {
  switch (kind) {
    case LineKind::row:
      return "row stretches";
    case LineKind::column:
      return "column stretches";
    case LineKind::diagonal:
      return "down-right diagonal stretches";
    case LineKind::anti_diagonal:
      return "down-left diagonal stretches";
  }
  return "stretches";
}

// The open stretches of each direction: no queen, some live square.
template <class B>
std::array<int, kLineKinds> open_stretches(const Geometry<B>& g, const State<B>& s, const B& live) {
  std::array<int, kLineKinds> open{};
  for (int i = 0; i < g.lines(); ++i)
    if (!g.line(i).intersects(s.queens) && g.line(i).intersects(live))
      ++open[static_cast<std::size_t>(g.line_kind(i))];
  return open;
}

class SegmentCount final : public RuleBase<SegmentCount> {
 public:
  static constexpr RuleInfo kInfo{
      .id = "segment-count",
      .title = "As many queens to place as open stretches",
      .tier = 2,
      .rating = {.base = 2.3, .per_size = 0.2, .max = 2.5},
      .boards = kWallBoards,
      .summary =
          "Walls boards: when the queens still to place equal the open stretches between "
          "walls of one direction, each stretch holds one; squares that would leave too "
          "few are out."};

  template <class B>
  bool find_in(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const Geometry<B>& g = ctx.geometry;
    if (!g.walls()) return false;  // the driver skips it elsewhere; direct callers too
    const B live = s.live(g);
    const int need = g.target() - s.queens.count();
    if (need <= 0 || live.none()) return false;
    const std::array<int, kLineKinds> open = open_stretches(g, s, live);
    // A tight direction's stretch with one open square.
    for (int i = 0; i < g.lines(); ++i) {
      if (open[static_cast<std::size_t>(g.line_kind(i))] != need) continue;
      if (g.line(i).intersects(s.queens)) continue;
      const B here = g.line(i) & live;
      if (!here.is_single()) continue;
      out.placed = here;
      out.focus = here;
      out.pivot = -1 - static_cast<int>(g.line_kind(i));
      out.size = 1;
      return true;
    }
    // Squares whose queen leaves too few open stretches of some direction.
    for (int k = 0; k < kLineKinds; ++k) {
      const auto kind = static_cast<LineKind>(k);
      B dead;
      live.for_each([&](int x) {
        const int own = g.line_at(x, kind);
        int left = 0;
        for (int i = 0; i < g.lines(); ++i) {
          if (i == own || g.line_kind(i) != kind || g.line(i).intersects(s.queens)) continue;
          B rest = (g.line(i) & live).without(g.attack(x));
          if (rest.any()) ++left;
        }
        if (left < need - 1) dead.set(x);
      });
      if (dead.none()) continue;
      out.eliminated = dead;
      out.focus = dead;
      out.pivot = -1 - k;
      out.size = 2;
      return true;
    }
    return false;
  }

  template <class B>
  std::string explain_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    if (step.placed.any())
      return reason_in(ctx, before, step) +
             concat({": the queen goes on ", cells_words(g, step.placed), "."});
    return reason_in(ctx, before, step) + concat({": ", cross_out_words(g, step.eliminated), "."});
  }

  // The ladder's reason rung (no square of the move named).
  template <class B>
  std::string reason_in(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    const Geometry<B>& g = ctx.geometry;
    const auto kind = static_cast<LineKind>(-1 - step.pivot);
    const B live = before.live(g);
    const int need = g.target() - before.queens.count();
    const int open = open_stretches(g, before, live)[static_cast<std::size_t>(kind)];
    const std::string queens = need == 1 ? "1 queen is" : std::to_string(need) + " queens are";
    const std::string count =
        concat({queens, " still to place, and ", std::to_string(open), " ", direction_words(kind),
                " (between walls) can still take one, at most one each"});
    if (step.placed.any())
      return concat({capitalized(count),
                     ", so every one of them holds a queen. One of them has "
                     "a single open square left"});
    return concat({capitalized(count),
                   ". A queen on some squares would see into too many of them, leaving room for "
                   "fewer queens than are needed"});
  }
};

}  // namespace

std::unique_ptr<Rule> make_segment_count() {
  return std::make_unique<SegmentCount>();
}

}  // namespace qh
