// SPDX-License-Identifier: MIT
// Rounds of forced moves after a supposed queen: the machinery shared by
// short-probe (one round) and probe-k (up to three rounds).
//
// One round, on a position with a supposed queen:
//   1. cross out every queen's attacks;
//   2. every open house (no queen) with exactly one live cell gets a queen,
//      all at once; two of these new queens that attack each other are a
//      contradiction;
//   3. cross out the new queens' attacks;
//   4. apply every region-confined-to-line and line-confined-to-region kill
//      of the position after 3, all at once.
// An open house left without a live cell is a contradiction. Every move is a
// plain consequence of the rules of the game, so a contradiction proves that
// no solution has a queen on the supposed cell.
//
// With K >= 2 stars per house the same round counts: a house that needs r
// more stars and has exactly r live cells gets a star on each (step 2; two
// new stars that touch, or a house pushed past K, is a contradiction); a
// star rules out its neighbours, and a house that reaches K stars loses its
// other cells (step 3, a `filled` event); a region that needs r stars and
// lies inside a line that needs r too takes all the line's stars, and the
// other way round (step 4); a house left with fewer live cells than the
// stars it needs is a contradiction. For K = 1 these are the rules above.
//
// Every cell a probe crosses out remembers its reason (the queen or the
// confinement that killed it), like the trail of a SAT solver. From all a
// round did, that keeps only the moves the contradiction needs: the chain an
// explanation tells and by which one refutation is simpler than another.
// A Probe lives on the stack: fixed arrays, no heap.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/model/state.hpp"
#include "engine/reasoning/step.hpp"
#include "engine/reasoning/wording.hpp"

namespace qh {

// What every probe of one position starts from: its stars, its live cells
// less those the stars rule out (K = 1: their attacks; K >= 2: their
// neighbours and the other cells of the houses they fill) and, K >= 2, the
// stars each house still needs and its live cells' count. The probes of a
// position share it.
template <class B>
struct ProbeStart {
  static constexpr int kSide = B::kWords == NarrowBits::kWords ? kNarrowMaxSize : kMaxSize;

  ProbeStart(const Geometry<B>& g, const State<B>& s) : queens(s.queens), live(s.live(g)) {
    if (g.stars() == 1) {
      queens.for_each([&](int q) { live = live.without(g.attack(q)); });
      return;
    }
    queens.for_each([&](int q) { live = live.without(g.neighbours(q)); });
    for (int h = 0; h < 3 * g.size(); ++h) {
      const int r = g.stars() - (g.house(h) & queens).count();
      need[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(r);
      if (r <= 0) live = live.without(g.house(h));
    }
    for (int h = 0; h < 3 * g.size(); ++h)
      room[static_cast<std::size_t>(h)] = static_cast<std::int8_t>((g.house(h) & live).count());
  }

  B queens;
  B live;
  std::array<std::int8_t, 3 * kSide> need{};
  std::array<std::int8_t, 3 * kSide> room{};
};

template <class B>
class Probe {
 public:
  static constexpr int kMaxRounds = 3;

  enum class Kind : std::uint8_t {
    forced,          // `from` kept only `cell`, which gets a queen
    region_in_line,  // region `from` lies inside line `to`: the rest of `to` dies
    line_in_region,  // line `from` lies inside region `to`: the rest of `to` dies
    filled,          // K >= 2: house `from` has all its stars: its other cells die
  };
  // Trivial, so that the event arrays below cost nothing to set up: only the
  // first events_count_ entries are ever read.
  struct Event {
    Kind kind;
    std::int8_t round;
    std::int16_t cell;  // forced: the new queen; confinements: `from`'s last cell, if one
    std::int16_t from;  // a house
    std::int16_t to;    // confinements: the house whose other cells die
  };
  // How a refutation ends: an open house with no live cell (K >= 2: fewer
  // live cells than the `need` stars it still needs), two new queens
  // (events `first`, `second`) that attack each other, or (K >= 2) a house
  // given more than K stars.
  struct Ending {
    int empty_house = -1;
    int first = -1;
    int second = -1;
    int crowded_house = -1;
    int need = 1;
  };
  // The size of the chain the ending needs. Simpler: fewer moves, then
  // fewer forced queens among them.
  struct Chain {
    int forced = 0;
    int confinements = 0;
    int moves() const { return forced + confinements; }
    friend bool operator<(const Chain& a, const Chain& b) {
      return a.moves() != b.moves() ? a.moves() < b.moves() : a.forced < b.forced;
    }
  };

  // Supposes a queen on `cell`, a cell of probe_candidates(g, s), and runs
  // at most `max_rounds` (1..kMaxRounds) rounds, stopping at the first
  // round that shows a contradiction or changes nothing. `cell` kNoQueen
  // supposes nothing more than `s` itself: the rounds then test the
  // position as it stands (a player's X that the solution needs refutes
  // itself this way, engine/reasoning/mistakes.hpp).
  static constexpr int kNoQueen = -1;
  Probe(const Geometry<B>& g, const State<B>& s, int cell, int max_rounds)
      : Probe(g, ProbeStart<B>(g, s), cell, max_rounds) {}
  // The same from `start`, ProbeStart(g, s): the probes of one position
  // share it.
  Probe(const Geometry<B>& g, const ProbeStart<B>& start, int cell, int max_rounds)
      : g_(g), cell_(cell) {
    const int rounds = max_rounds < kMaxRounds ? max_rounds : kMaxRounds;
    if (g.stars() == 1)
      run(start, rounds);
    else
      run_stars(start, rounds);
  }

  int cell() const { return cell_; }
  bool refuted() const { return round_ > 0; }
  int rounds() const { return round_; }  // the round that showed the contradiction
  const Chain& chain() const { return chain_; }
  const Ending& ending() const { return ending_; }
  const Event& event(int e) const { return events_[e]; }
  // The events of the chain, in the order they happened.
  template <class F>
  void for_each_link(F&& f) const {
    for (int e = 0; e < events_count_; ++e)
      if (needed_[e]) f(events_[e]);
  }
  // Both refutations run through the same moves to the same ending, so one
  // sentence tells both (only the supposed cell differs).
  bool same_story(const Probe& other) const {
    int e = 0, f = 0;
    for (;; ++e, ++f) {
      while (e < events_count_ && !needed_[e]) ++e;
      while (f < other.events_count_ && !other.needed_[f]) ++f;
      if (e == events_count_ || f == other.events_count_) break;
      const Event &a = events_[e], &b = other.events_[f];
      if (a.kind != b.kind || a.cell != b.cell || a.from != b.from || a.to != b.to) return false;
    }
    if (e != events_count_ || f != other.events_count_) return false;
    const Ending &x = ending_, &y = other.ending_;
    if (x.empty_house != y.empty_house || x.crowded_house != y.crowded_house) return false;
    return x.empty_house >= 0 || x.crowded_house >= 0 ||
           (events_[x.first].cell == other.events_[y.first].cell &&
            events_[x.second].cell == other.events_[y.second].cell);
  }

 private:
  static constexpr int kSide = ProbeStart<B>::kSide;
  // Per round at most one forced queen per open house (K = 1) or one event
  // per star a house needs (K >= 2: 3KN), one `filled` event per house and
  // two confinements per region and per line: at most (3K + 7) N.
  static constexpr int kMaxEvents = kMaxRounds * (3 * kMaxStars + 7) * kSide;
  static constexpr std::int16_t kBySupposed = -2;  // killed by the supposed queen itself

  void run(const ProbeStart<B>& start, int max_rounds) {
    const Geometry<B>& g = g_;
    const int n = g.size();
    queens_ = start.queens;
    live_ = start.live;
    if (cell_ != kNoQueen) {
      queens_.set(cell_);
      live_.reset(cell_);
      kill(live_ & g.attack(cell_), kBySupposed);  // step 1 (later rounds: done by step 3)
    }

    for (int round = 1; round <= max_rounds; ++round) {
      const int first_event = events_count_;
      // 2: the forced queens. Regions first, so a queen forced by a region
      // and a line is told as the region's.
      B forced;
      bool contradiction = false;
      for (int i = 0; i < 3 * n; ++i) {
        const int h = (i + 2 * n) % (3 * n);
        if (g.house(h).intersects(queens_)) continue;
        const B here = g.house(h) & live_;
        if (here.none()) {
          consider({h, -1, -1});
          contradiction = true;
        } else if (here.is_single() && !here.intersects(forced)) {
          forced |= here;
          add({Kind::forced, static_cast<std::int8_t>(round),
               static_cast<std::int16_t>(here.first()), static_cast<std::int16_t>(h), -1});
        }
      }
      const int forced_end = events_count_;
      for (int e = first_event; e < forced_end; ++e)
        for (int f = e + 1; f < forced_end; ++f)
          if (g.attack(events_[e].cell).test(events_[f].cell)) {
            consider({-1, e, f});
            contradiction = true;
          }
      if (contradiction) {
        round_ = round;
        break;
      }
      queens_ |= forced;
      live_ = live_.without(forced);
      // 3
      for (int e = first_event; e < forced_end; ++e)
        kill(live_ & g.attack(events_[e].cell), static_cast<std::int16_t>(e));
      // 4
      const B kills = confinements<false>(round);
      live_ = live_.without(kills);
      killed_ |= kills;
      for (int i = 0; i < 3 * n; ++i) {
        const int h = (i + 2 * n) % (3 * n);
        if (!g.house(h).intersects(queens_) && !g.house(h).intersects(live_)) {
          consider({h, -1, -1});
          contradiction = true;
        }
      }
      if (contradiction) {
        round_ = round;
        break;
      }
      if (events_count_ == first_event) break;  // a fixed point: more rounds change nothing
    }
    if (refuted()) close(ending_);  // leaves needed_ describing the chosen ending
  }

  // The K >= 2 round (see the top of the file).
  void run_stars(const ProbeStart<B>& start, int max_rounds) {
    const Geometry<B>& g = g_;
    const int n = g.size();
    queens_ = start.queens;
    live_ = start.live;
    need_ = start.need;
    room_ = start.room;
    counts_room_ = true;
    if (cell_ != kNoQueen) {
      queens_.set(cell_);
      count_star(cell_, need_);
      if (live_.test(cell_)) drop(B::single(cell_));
      live_.reset(cell_);
      B out = g.neighbours(cell_);
      for (int h : {g.row_of(cell_), n + g.col_of(cell_), 2 * n + g.region_of(cell_)})
        if (need(h) == 0) out |= g.house(h);
      kill(live_ & out, kBySupposed);
    }

    for (int round = 1; round <= max_rounds; ++round) {
      const int first_event = events_count_;
      // 2: houses down to as many live cells as the stars they need.
      B forced;
      bool contradiction = false;
      for (int i = 0; i < 3 * n; ++i) {
        const int h = (i + 2 * n) % (3 * n);
        const int r = need(h);
        if (r <= 0) continue;
        const int room = room_[static_cast<std::size_t>(h)];
        if (room < r) {
          consider({.empty_house = h, .need = r});
          contradiction = true;
          continue;
        }
        if (room > r) continue;
        const B here = g.house(h) & live_;
        if (!here.subset_of(forced)) {
          // Every cell gets an event, also one another house forced first:
          // the story tells each house's cells together.
          here.for_each([&](int c) {
            add({Kind::forced, static_cast<std::int8_t>(round), static_cast<std::int16_t>(c),
                 static_cast<std::int16_t>(h), -1});
          });
          forced |= here;
        }
      }
      const int forced_end = events_count_;
      for (int e = first_event; e < forced_end; ++e)
        for (int f = e + 1; f < forced_end; ++f)
          if (g.neighbours(events_[e].cell).test(events_[f].cell)) {
            consider({.first = e, .second = f});
            contradiction = true;
          }
      // What each house needs once the forced stars are placed: below 0
      // when they push it past K.
      std::array<std::int8_t, 3 * kSide> after = need_;
      forced.for_each([&](int c) { count_star(c, after); });
      for (int h = 0; h < 3 * n; ++h)
        if (after[static_cast<std::size_t>(h)] < 0) {
          consider({.crowded_house = h});
          contradiction = true;
        }
      if (contradiction) {
        round_ = round;
        break;
      }
      queens_ |= forced;
      need_ = after;
      drop(forced);
      live_ = live_.without(forced);
      // 3: the new stars' neighbours, then the houses they filled.
      for (int e = first_event; e < forced_end; ++e)
        kill(live_ & g.neighbours(events_[e].cell), static_cast<std::int16_t>(e));
      for (int h = 0; h < 3 * n; ++h) {
        if (need(h) != 0 || !g.house(h).intersects(forced) || !g.house(h).intersects(live_))
          continue;
        add({Kind::filled, static_cast<std::int8_t>(round), -1, static_cast<std::int16_t>(h), -1});
        kill(g.house(h) & live_, static_cast<std::int16_t>(events_count_ - 1));
      }
      // 4
      const B kills = confinements<true>(round);
      drop(kills);
      live_ = live_.without(kills);
      killed_ |= kills;
      for (int i = 0; i < 3 * n; ++i) {
        const int h = (i + 2 * n) % (3 * n);
        const int r = need(h);
        if (r > 0 && room_[static_cast<std::size_t>(h)] < r) {
          consider({.empty_house = h, .need = r});
          contradiction = true;
        }
      }
      if (contradiction) {
        round_ = round;
        break;
      }
      if (events_count_ == first_event) break;  // a fixed point
    }
    if (refuted()) close(ending_);
  }

  // Step 4: every region-confined-to-line and line-confined-to-region kill
  // of the position, all read from it before any is applied. With K >= 2
  // only between houses that need the same number of stars (for K = 1 every
  // open house needs one). Returns the cells to cross out.
  template <bool kStars>
  [[gnu::always_inline]] B confinements(int round) {
    const Geometry<B>& g = g_;
    const int n = g.size();
    B kills;
    const auto confine = [&](Kind kind, int from, int to, const B& here) {
      if constexpr (kStars)
        if (need(to) != need(from)) return;
      const B dies = (g.house(to) & live_).without(g.house(from));
      if (dies.none()) return;
      const int last = here.is_single() ? here.first() : -1;
      add({kind, static_cast<std::int8_t>(round), static_cast<std::int16_t>(last),
           static_cast<std::int16_t>(from), static_cast<std::int16_t>(to)});
      mark_reason(dies.without(kills), static_cast<std::int16_t>(events_count_ - 1));
      kills |= dies;
    };
    for (int reg = 0; reg < n; ++reg) {
      const int h = 2 * n + reg;
      if (!open<kStars>(h) || !has_room<kStars>(h)) continue;
      const B here = g.house(h) & live_;
      if (here.none()) continue;
      const int row = g.row_of(here.first()), col = n + g.col_of(here.first());
      if (here.subset_of(g.house(row))) confine(Kind::region_in_line, h, row, here);
      if (here.subset_of(g.house(col))) confine(Kind::region_in_line, h, col, here);
    }
    for (int line = 0; line < 2 * n; ++line) {
      if (!open<kStars>(line) || !has_room<kStars>(line)) continue;
      const B here = g.house(line) & live_;
      if (here.none()) continue;
      const int h = 2 * n + g.region_of(here.first());
      if (here.subset_of(g.house(h))) confine(Kind::line_in_region, line, h, here);
    }
    return kills;
  }

  // House h still needs a star in the probe's position.
  template <bool kStars>
  [[gnu::always_inline]] bool open(int h) const {
    if constexpr (kStars) return need(h) > 0;
    return !g_.house(h).intersects(queens_);
  }

  // Whether house h may have a live cell: K >= 2 knows (room_), K = 1 reads
  // the cells.
  template <bool kStars>
  [[gnu::always_inline]] bool has_room(int h) const {
    if constexpr (kStars) return room_[static_cast<std::size_t>(h)] > 0;
    return true;
  }

  // Stars house h still needs in the probe's position (K >= 2).
  int need(int h) const { return need_[static_cast<std::size_t>(h)]; }

  // A star on `cell`: each of its houses needs one fewer in `need`.
  void count_star(int cell, std::array<std::int8_t, 3 * kSide>& need) const {
    const int n = g_.size();
    --need[static_cast<std::size_t>(g_.row_of(cell))];
    --need[static_cast<std::size_t>(n + g_.col_of(cell))];
    --need[static_cast<std::size_t>(2 * n + g_.region_of(cell))];
  }

  // K >= 2: the probe's own stars in `cells`, placed by events before
  // `before`, are needed (they set how many stars a house still needs).
  void need_stars_in(const B& cells, int before) {
    if (g_.stars() == 1) return;
    for (int e = 0; e < before; ++e)
      if (events_[e].kind == Kind::forced && cells.test(events_[e].cell)) needed_[e] = true;
  }

  void add(const Event& e) { events_[events_count_++] = e; }

  // `cells`: live cells.
  void kill(const B& cells, std::int16_t reason) {
    mark_reason(cells, reason);
    if (counts_room_) drop(cells);
    live_ = live_.without(cells);
    killed_ |= cells;
  }
  // K >= 2: live cells about to be crossed out or given a star leave their
  // houses' room.
  void drop(const B& cells) {
    const int n = g_.size();
    cells.for_each([&](int c) {
      --room_[static_cast<std::size_t>(g_.row_of(c))];
      --room_[static_cast<std::size_t>(n + g_.col_of(c))];
      --room_[static_cast<std::size_t>(2 * n + g_.region_of(c))];
    });
  }
  void mark_reason(const B& cells, std::int16_t reason) {
    cells.for_each([&](int c) { reason_[c] = reason; });
  }

  // Keeps the ending whose chain is simplest (the first one on ties).
  void consider(const Ending& ending) {
    const Chain chain = close(ending);
    if (ending_.empty_house < 0 && ending_.first < 0 && ending_.crowded_house < 0) {
      ending_ = ending;
      chain_ = chain;
    } else if (chain < chain_) {
      ending_ = ending;
      chain_ = chain;
    }
  }

  // The cells an event or ending rests on: the crossed-out cells of a house
  // (minus, for a confinement, the line or region it is confined to).
  void need_reasons_of(const B& cells) {
    (cells & killed_).for_each([&](int c) {
      if (reason_[c] >= 0) needed_[reason_[c]] = true;
    });
  }

  // Marks the events `ending` needs, walking reasons backwards (a reason is
  // always an earlier event), and counts them.
  Chain close(const Ending& ending) {
    for (int e = 0; e < events_count_; ++e) needed_[e] = false;
    if (ending.empty_house >= 0) need_reasons_of(g_.house(ending.empty_house));
    if (ending.first >= 0) needed_[ending.first] = needed_[ending.second] = true;
    if (ending.crowded_house >= 0) need_stars_in(g_.house(ending.crowded_house), events_count_);
    Chain chain;
    for (int e = events_count_ - 1; e >= 0; --e) {
      if (!needed_[e]) continue;
      const Event& ev = events_[e];
      if (ev.kind == Kind::forced) {
        ++chain.forced;
        need_reasons_of(g_.house(ev.from));
        need_stars_in(g_.house(ev.from), e);
      } else if (ev.kind == Kind::filled) {
        need_stars_in(g_.house(ev.from), e);
      } else {
        ++chain.confinements;
        need_reasons_of(g_.house(ev.from).without(g_.house(ev.to)));
        need_stars_in(g_.house(ev.from) | g_.house(ev.to), e);
      }
    }
    return chain;
  }

  const Geometry<B>& g_;
  int cell_;
  int round_ = 0;
  B queens_;
  B live_;
  B killed_;  // crossed out by the probe (each has a reason)
  // K >= 2: the stars each house still needs (K minus its stars in queens_),
  // and its live cells' count (room_, kept when counts_room_).
  std::array<std::int8_t, 3 * kSide> need_;
  std::array<std::int8_t, 3 * kSide> room_;
  bool counts_room_ = false;
  // Not initialised: a cell's reason is written when it is killed, an
  // event's entries when it is added, needed_ by close() before any read.
  std::array<std::int16_t, B::kCapacity> reason_;
  std::array<Event, kMaxEvents> events_;
  std::array<bool, kMaxEvents> needed_;
  int events_count_ = 0;
  Ending ending_;
  Chain chain_;
};

// Built in probe.cpp, once for each width, not in every file that uses it.
extern template class Probe<NarrowBits>;
extern template class Probe<MediumBits>;
extern template class Probe<WideBits>;

// The cells worth probing: live, and not already attacked by a queen.
template <class B>
B probe_candidates(const Geometry<B>& g, const State<B>& s) {
  B cells = s.live(g);
  if (g.stars() == 1) {
    s.queens.for_each([&](int q) { cells = cells.without(g.attack(q)); });
    return cells;
  }
  s.queens.for_each([&](int q) { cells = cells.without(g.neighbours(q)); });
  for (int h = 0; h < g.houses(); ++h)
    if ((g.house(h) & s.queens).count() >= g.stars()) cells = cells.without(g.house(h));
  return cells;
}

// Of `ties` (cells whose refutations were as short as `p`'s), those whose
// refutation tells the same story as `p`: one argument, one step.
template <class B>
B same_story_cells(const Geometry<B>& g, const ProbeStart<B>& start, const Probe<B>& p,
                   const B& ties) {
  B out;
  ties.for_each([&](int cell) {
    if (cell == p.cell()) return;
    const Probe<B> other(g, start, cell, p.rounds());
    if (other.refuted() && other.rounds() == p.rounds() && p.same_story(other)) out.set(cell);
  });
  return out;
}

// Fills an elimination step from a refuting probe: the supposed cell and the
// `alike` cells refuted by the same story, with the chain's queens as focus
// and the houses it names.
template <class B>
void fill_probe_step(const Geometry<B>& g, const Probe<B>& p, int size, const B& alike,
                     Step<B>& out) {
  const int n = g.size();
  out.eliminated = alike | B::single(p.cell());
  out.focus = out.eliminated;
  out.houses = {};
  const auto name = [&](int h) {
    if (h < 0) return;
    const unsigned bit = bit_of(g.ordinal_of(h));
    if (h < n)
      out.houses.rows |= bit;
    else if (h < 2 * n)
      out.houses.columns |= bit;
    else
      out.houses.regions |= bit;
  };
  p.for_each_link([&](const typename Probe<B>::Event& e) {
    if (e.cell >= 0) out.focus.set(e.cell);
    name(e.from);
    name(e.to);
  });
  name(p.ending().empty_house);
  out.pivot = p.cell();
  out.size = size;
}

// "If r3c5 held a queen, region D would keep only r6c2, and then row 7 would
// have no open cell left. So r3c5 cannot hold a queen: cross it out." With
// several supposed cells: "If any of r3c5 and r3c6 held a queen, ...".
// Long chains keep their first two moves and the last one (two for a clash).
// `supposed`: the cells the story is about (p's cell and those refuted by
// the same moves).
template <class B>
std::string probe_story(const Geometry<B>& g, const Probe<B>& p, const B& supposed);

// The consequence part of a story: "region D would keep only r6c2, and then
// row 7 would have no open cell left" (no capital, no full stop).
template <class B>
std::string probe_consequence(const Geometry<B>& g, const Probe<B>& p) {
  using Kind = typename Probe<B>::Kind;
  const int k = g.stars();
  std::vector<std::string> links;
  B told;   // cells already named as a house's last one (K = 1)
  B group;  // K >= 2: the forced stars of one house in one round
  int group_from = -1, group_round = -1;
  // "row 2 would keep only r2c2 and r2c4 for its last 2 stars": a group is
  // all of its house's live cells, as many as the stars it still needs.
  const auto close_group = [&] {
    if (group.none()) return;
    const int r = group.count();
    links.push_back(concat({house_word(g, group_from), " would keep only ", cells_words(g, group),
                            r > 1 ? " for its last " + std::to_string(r) + " stars" : ""}));
    group = {};
  };
  p.for_each_link([&](const typename Probe<B>::Event& e) {
    if (k != 1) {
      if (e.kind == Kind::filled) return;  // told by the stars that fill the house
      if (e.kind == Kind::forced) {
        if (group.none() || e.from != group_from || e.round != group_round) close_group();
        group_from = e.from;
        group_round = e.round;
        group.set(e.cell);
        return;
      }
      close_group();
      links.push_back(house_word(g, e.from) + " would be confined to " + house_word(g, e.to));
      return;
    }
    // A house down to one cell reads best as such, whether the round gave
    // it a queen or only applied its confinements; say it once per cell.
    if (e.kind == Kind::forced || e.cell >= 0) {
      if (told.test(e.cell)) return;
      told.set(e.cell);
      links.push_back(house_word(g, e.from) + " would keep only " + cell_word(g, e.cell));
    } else {
      links.push_back(house_word(g, e.from) + " would be confined to " + house_word(g, e.to));
    }
  });
  close_group();
  // A clash needs its two queens in view, an empty house only the last move.
  const typename Probe<B>::Ending& end = p.ending();
  const std::size_t count = links.size();
  const std::size_t tail = end.first < 0 ? 1 : 2;
  const bool cut = count > 2 + tail + 1;
  std::string chain;
  for (std::size_t i = 0; i < count; ++i) {
    if (cut && i >= 2 && i < count - tail) continue;
    if (!chain.empty()) chain += ", ";
    if (cut && i == count - tail) chain += std::to_string(count - tail - 1) + " moves later ";
    chain += links[i];
  }
  std::string last;
  if (end.crowded_house >= 0)
    last = concat(
        {house_word(g, end.crowded_house), " would get more than ", std::to_string(k), " stars"});
  else if (end.empty_house >= 0 && end.need > 1)
    last = concat({house_word(g, end.empty_house), " would be left with room for fewer than the ",
                   std::to_string(end.need), " stars it needs"});
  else if (end.empty_house >= 0)
    last = house_word(g, end.empty_house) + " would have no open cell left";
  else
    last =
        concat({k == 1 ? "the queens on " : "the stars on ", cell_word(g, p.event(end.first).cell),
                " and ", cell_word(g, p.event(end.second).cell),
                k == 1 ? " would attack each other" : " would touch"});
  return (chain.empty() ? "" : chain + ", and then ") + last;
}

template <class B>
std::string probe_story(const Geometry<B>& g, const Probe<B>& p, const B& supposed) {
  const std::string consequence = probe_consequence(g, p);
  const char* piece = g.stars() == 1 ? "queen" : "star";
  if (supposed.count() > 1)
    return concat({"If any of ", cells_words(g, supposed), " held a ", piece, ", ", consequence,
                   ". So none of them can hold a ", piece, ": cross them out."});
  const std::string cell = cell_word(g, p.cell());
  return concat({"If ", cell, " held a ", piece, ", ", consequence, ". So ", cell,
                 " cannot hold a ", piece, ": cross it out."});
}

}  // namespace qh
