// SPDX-License-Identifier: MIT
// The interface every propagation rule implements.
//
// A rule *finds*: it reads a const state and, if it applies, fills one Step
// describing the simplest instance it sees, without changing anything. The
// driver applies steps. A rule never prints, logs or allocates in `find`.
// `explain` turns a step the rule found into one or two plain sentences.
//
// The engine runs on three cell-set widths (engine/model/bits.hpp), so each
// virtual exists once per width; RuleBase forwards them all to one template
// in the rule.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "engine/model/geometry.hpp"
#include "engine/model/state.hpp"
#include "engine/reasoning/ladder.hpp"
#include "engine/reasoning/player_words.hpp"
#include "engine/reasoning/step.hpp"

namespace qh {

// How a rule's steps rate: `base` for the simplest step, plus `per_size`
// for each unit of Step::size above the first, never above `max` (0: no
// growth). Within a tier, a lower rating is simpler (HEURISTICS.md, "How the
// driver uses the rules").
struct RatingCurve {
  double base = 0;
  double per_size = 0;
  double max = 0;
  double at(int steps_above) const {
    const double r = base + per_size * (steps_above > 0 ? steps_above : 0);
    return max > 0 && r > max ? max : r;
  }
};

// A rule whose big steps are one tier harder: from `from_size` on, a step
// rates on `rating` (which starts in the next tier's band) instead.
struct HarderSteps {
  int from_size = 0;  // 0: never
  RatingCurve rating;
};

struct RuleInfo {
  std::string_view id;     // stable kebab-case name, equal to the file stem
  std::string_view title;  // human title
  int tier = 1;            // difficulty tier 1 (beginner) .. 5 (trial)
  RatingCurve rating;      // difficulty rating of its steps, by size
  HarderSteps harder;      // big steps one tier up, if any
  bool trial = false;      // reasons by supposing a queen (never used inside trials)
  // Run inside the trial rules' propagation too (false: a rule whose cost
  // there outweighs what it adds; it still runs as a step of its own).
  bool in_trials = true;
  int max_stars = 1;  // the largest K it is a theorem for (0: any K); skipped above
  int min_stars = 1;  // the smallest K it reasons about (2: Star Battle only)
  // The kinds of board it is a theorem on (kRegionBoards, kLineBoards,
  // kWallBoards of engine/model/geometry.hpp); skipped on the others. Most
  // rules read regions or king-touch shapes: LinkedIn / Star Battle only.
  unsigned boards = kRegionBoards;
  std::string_view summary;     // one line for `queens-hint rules`
  bool assumes_unique = false;  // sound only if the puzzle has one solution (opt-in)
};

// What a player reads of a rule (engine/reasoning/player_words.hpp): its
// plain name and one-line reminder; the title and summary when it has none.
inline std::string_view player_title(const RuleInfo& info) {
  const PlayerWords* words = player_words(info.id);
  return words ? words->name : info.title;
}
inline std::string_view reminder_text(const RuleInfo& info) {
  const PlayerWords* words = player_words(info.id);
  return words ? words->reminder : info.summary;
}

class Rule;
template <class B>
class TrialMemo;

// Bounds that keep trial rules' worst case small (README, "Limits"): they do
// not run on boards larger than this (search takes over), and one call
// propagates at most this many rule steps over all the cells it tries.
inline constexpr int kMaxTrialBoardSize = 18;
inline constexpr int kTrialStepBudget = 20000;

// What a rule may look at besides the state: the board and the rules it may
// use to propagate inside a trial (the enabled non-trial rules, in order).
template <class B>
struct Context {
  const Geometry<B>& geometry;
  std::span<const Rule* const> propagation_rules;
  int max_tier = 6;  // steps of a higher tier are not taken (--max-tier)
  // The positions trials went through, when the caller keeps them
  // (engine/reasoning/trial_memo.hpp); nullptr: none. Speed only.
  TrialMemo<B>* trial_memo = nullptr;
  // A position where every rule asked found nothing, with no star the state
  // lacks and every cell crossed out there crossed out in the state too (the
  // state only added stars and crossed out more); nullptr: none known. A
  // rule may look only where the two differ, when it finds the same step
  // either way (SinceSettled). Speed only.
  const State<B>* settled = nullptr;
  // Every enabled non-trial rule, those left out of propagation_rules for
  // cost included (RuleSet::logic); empty: the caller did not say, and a
  // rule that wants them takes propagation_rules.
  std::span<const Rule* const> logic_rules = {};
};

// What a rule that looks only where something changed since a settled
// position (SinceSettled) reads of the stars the houses still need, besides
// the live cells of its parts (houses or unions of houses):
//   own        the needs of the houses its parts are made of, no other;
//   last_star  also which houses meeting a part's live cells miss one star;
//   any        also the needs of every house meeting a part's live cells.
// A house's need changes only when it gains a star. A rule that is not sure
// asks for Stars::same: a settled position with other stars says nothing.
enum class Stars { same, own, last_star, any };

// What changed since a settled position (Context::settled). With the state's
// stars: the cells crossed out since. A new star is a crossed-out cell too,
// in each of the houses whose need it changes, and its live neighbours
// count as changed; for a rule reading other houses' needs
// (Stars::last_star, Stars::any), so do the live cells of a new star's house
// whose need it reads. Without a settled position, or one with other stars
// and Stars::same, everything may have changed.
template <class B>
class SinceSettled {
 public:
  SinceSettled(const Geometry<B>& g, const State<B>* settled, const State<B>& s,
               Stars reads = Stars::same)
      : known_(settled != nullptr &&
               (settled->queens == s.queens ||
                (reads != Stars::same && settled->queens.subset_of(s.queens)))),
        crossed_out_(known_ ? settled->live(g).without(s.live(g)) : B{}),
        changed_(crossed_out_) {
    if (known_ && reads != Stars::same && !(settled->queens == s.queens))
      note_new_stars(g, *settled, s, reads);
  }

  // A settled position applies (else nothing is unchanged).
  bool known() const { return known_; }
  // The cells crossed out since, new stars included (none when !known()).
  const B& crossed_out() const { return crossed_out_; }
  // None of `cells` changed since the settled position: a part of the board
  // made of them reads as it did there.
  bool unchanged(const B& cells) const { return known_ && !cells.intersects(changed_); }
  // The houses of `kind` with a cell changed since (bit i: ordinal i);
  // every house when !known().
  unsigned lost(const Geometry<B>& g, HouseKind kind) const {
    if (!known_) return ~0U;
    unsigned out = 0;
    changed_.for_each([&](int x) {
      out |= 1U << (kind == HouseKind::row      ? g.row_of(x)
                    : kind == HouseKind::column ? g.col_of(x)
                                                : g.region_of(x));
    });
    return out;
  }

 private:
  // Out of line: most passes see no new star, and the rules' hot loops stay
  // free of this one.
  [[gnu::noinline]] void note_new_stars(const Geometry<B>& g, const State<B>& settled,
                                        const State<B>& s, Stars reads) {
    const B live = s.live(g);
    s.queens.without(settled.queens).for_each([&](int q) {
      changed_ |= g.neighbours(q) & live;  // not crossed out yet, but touched
      if (reads == Stars::own) return;
      for (int h : {g.row_of(q), g.size() + g.col_of(q), 2 * g.size() + g.region_of(q)}) {
        const int need = g.stars() - (g.house(h) & s.queens).count();
        if (reads == Stars::any || need <= 1) changed_ |= g.house(h) & live;
      }
    });
  }

  bool known_;
  B crossed_out_;
  B changed_;  // crossed_out_, new stars' live neighbours, the live cells of
               // houses whose needs changed (as read)
};

class Rule {
 public:
  virtual ~Rule() = default;
  virtual const RuleInfo& info() const = 0;

  virtual bool find(const Context<NarrowBits>& ctx, const State<NarrowBits>& s,
                    Step<NarrowBits>& out) const = 0;
  virtual bool find(const Context<MediumBits>& ctx, const State<MediumBits>& s,
                    Step<MediumBits>& out) const = 0;
  virtual bool find(const Context<WideBits>& ctx, const State<WideBits>& s,
                    Step<WideBits>& out) const = 0;
  // `before` is the state the step was found in.
  virtual std::string explain(const Context<NarrowBits>& ctx, const State<NarrowBits>& before,
                              const Step<NarrowBits>& step) const = 0;
  virtual std::string explain(const Context<MediumBits>& ctx, const State<MediumBits>& before,
                              const Step<MediumBits>& step) const = 0;
  virtual std::string explain(const Context<WideBits>& ctx, const State<WideBits>& before,
                              const Step<WideBits>& step) const = 0;
  // The hint ladder's reason rung: the explanation's reason part, naming no
  // cell the step places or crosses out (its focus cells may be named). A
  // rule without `reason_in` gets generic_reason (engine/reasoning/ladder.hpp).
  virtual std::string reason(const Context<NarrowBits>& ctx, const State<NarrowBits>& before,
                             const Step<NarrowBits>& step) const = 0;
  virtual std::string reason(const Context<MediumBits>& ctx, const State<MediumBits>& before,
                             const Step<MediumBits>& step) const = 0;
  virtual std::string reason(const Context<WideBits>& ctx, const State<WideBits>& before,
                             const Step<WideBits>& step) const = 0;

  std::string_view id() const { return info().id; }
  // Whether the rule reasons soundly on boards with `stars` stars per house.
  bool handles(int stars) const { return handles(info(), stars); }
  static bool handles(const RuleInfo& info, int stars) {
    return stars >= info.min_stars && (info.max_stars == 0 || stars <= info.max_stars);
  }
  // Whether the rule reasons soundly on board g (its K and its kind).
  template <class B>
  static bool handles(const RuleInfo& info, const Geometry<B>& g) {
    return (info.boards & g.family()) != 0 && handles(info, g.stars());
  }
  int tier() const { return info().tier; }  // the tier of its simplest steps
  int tier(int size) const { return info().tier + (is_harder(size) ? 1 : 0); }
  double rating(int size) const {
    return is_harder(size) ? info().harder.rating.at(size - info().harder.from_size)
                           : info().rating.at(size - 1);
  }

 private:
  bool is_harder(int size) const {
    return info().harder.from_size > 0 && size >= info().harder.from_size;
  }
};

// Implements every width of Rule by calling Derived::find_in<B>,
// Derived::explain_in<B> and, when the rule has one, Derived::reason_in<B>
// (else generic_reason), and Derived::kInfo for the description.
template <class Derived>
class RuleBase : public Rule {
 public:
  const RuleInfo& info() const final { return Derived::kInfo; }
  bool find(const Context<NarrowBits>& ctx, const State<NarrowBits>& s,
            Step<NarrowBits>& out) const final {
    return self().find_in(ctx, s, out);
  }
  bool find(const Context<MediumBits>& ctx, const State<MediumBits>& s,
            Step<MediumBits>& out) const final {
    return self().find_in(ctx, s, out);
  }
  bool find(const Context<WideBits>& ctx, const State<WideBits>& s,
            Step<WideBits>& out) const final {
    return self().find_in(ctx, s, out);
  }
  std::string explain(const Context<NarrowBits>& ctx, const State<NarrowBits>& before,
                      const Step<NarrowBits>& step) const final {
    return self().explain_in(ctx, before, step);
  }
  std::string explain(const Context<MediumBits>& ctx, const State<MediumBits>& before,
                      const Step<MediumBits>& step) const final {
    return self().explain_in(ctx, before, step);
  }
  std::string explain(const Context<WideBits>& ctx, const State<WideBits>& before,
                      const Step<WideBits>& step) const final {
    return self().explain_in(ctx, before, step);
  }
  std::string reason(const Context<NarrowBits>& ctx, const State<NarrowBits>& before,
                     const Step<NarrowBits>& step) const final {
    return reason_of(ctx, before, step);
  }
  std::string reason(const Context<MediumBits>& ctx, const State<MediumBits>& before,
                     const Step<MediumBits>& step) const final {
    return reason_of(ctx, before, step);
  }
  std::string reason(const Context<WideBits>& ctx, const State<WideBits>& before,
                     const Step<WideBits>& step) const final {
    return reason_of(ctx, before, step);
  }

 private:
  const Derived& self() const { return static_cast<const Derived&>(*this); }
  template <class B>
  std::string reason_of(const Context<B>& ctx, const State<B>& before, const Step<B>& step) const {
    if constexpr (requires { self().reason_in(ctx, before, step); })
      return self().reason_in(ctx, before, step);
    else
      return generic_reason(ctx.geometry, reminder_text(Derived::kInfo), step);
  }
};

}  // namespace qh
