// SPDX-License-Identifier: MIT
// What the propagation inside trials already found, by position: the state
// the next step leads to (or that no rule applies), so that a trial reaching
// a position another trial passed through takes the rest of its way from the
// table instead of asking every rule again. The driver finds the same step
// in the same position every time (rules read only the state), so a trial
// read from the table takes exactly the steps it would have found, and every
// result stays the same; only the time changes.
//
// Trials of one call meet in positions often (two supposed stars forcing the
// same cells), and so do the calls of consecutive steps of a trace: after the
// trial rule crossed out x, a trial whose first step crosses out x again
// lands where the last call's trial went. Two generations: the entries of
// the current call of the trial rule and those of the previous one, so the
// table stays about the size of one call's steps (at most kMaxEntries each).
// Owned by one run of the logic loop (engine/core/core.hpp), never shared
// between threads.
//
// It also keeps, per rule list and supposed stars (one cell's, or a way of
// a house's), the fixed point the last trial of those stars came to rest at
// without a contradiction (note_rest, rest_of): a later trial of the same
// stars comes to rest where that fixed point joined with its own position
// does, when the rules' fixed point does not depend on the order they fire
// in, so a trial rule may take it from there (rests_at in
// engine/reasoning/trial_propagation.hpp says when), and the supposed stars
// whose trial led to a contradiction (note_refuted): they stay refuted.
// And, per rule list, the cells the last round of placement-forces-
// contradiction refuted, shortest chain first, and those it left
// unfinished (note_round, last_round): the cells its next call tries first;
// and the cells whose star nested-trial followed without a contradiction
// (note_survivor): tried last.
#pragma once

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "engine/model/state.hpp"

namespace qh {

template <class B>
class TrialMemo {
 public:
  static constexpr std::size_t kMaxEntries = 50000;

  // The step from a position: the state after it, its verdict and the
  // step's tier, or `found` false when no rule applies there.
  struct Next {
    State<B> after;
    Verdict verdict = Verdict::open;
    int tier = 0;
    bool found = false;
  };

  // `rules` tells the rule lists apart (a trial rule may propagate with
  // more than one): any number that is the same for the same list.
  const Next* find(std::uintptr_t rules, const State<B>& s) {
    const Key key{rules, s};
    if (auto it = current_.find(key); it != current_.end()) return &it->second;
    if (auto it = previous_.find(key); it != previous_.end()) {
      if (current_.size() >= kMaxEntries) return &it->second;
      return &current_.emplace(key, it->second).first->second;
    }
    return nullptr;
  }

  void store(std::uintptr_t rules, const State<B>& s, const Next& next) {
    if (current_.size() < kMaxEntries) current_.emplace(Key{rules, s}, next);
  }

  // A trial of the stars `supposed` under `rules` came to rest at `at`
  // (the rules' fixed point, no contradiction): the latest one is kept.
  // The positions of a logic loop only grow, so a later trial of the same
  // stars starts from a position that contains the earlier one's.
  void note_rest(std::uintptr_t rules, const B& supposed, const State<B>& at) {
    rests_.insert_or_assign(RestKey{rules, supposed}, at);
  }

  // The fixed point kept for `supposed` under `rules`, or null.
  const State<B>* rest_of(std::uintptr_t rules, const B& supposed) const {
    const auto it = rests_.find(RestKey{rules, supposed});
    return it == rests_.end() ? nullptr : &it->second;
  }

  // The stars `supposed` together led to a contradiction in a position of
  // the logic loop: they do in every later one too (its positions only
  // grow), whatever rules are asked.
  void note_refuted(const B& supposed) { refuted_.insert(supposed); }
  bool refuted(const B& supposed) const { return refuted_.contains(supposed); }

  // The stars of a solution of the puzzle that the logic loop's positions
  // agree with, when its caller knows one (engine/core/core.hpp): no trial
  // of sound rules refutes one of them, so a trial rule may leave their
  // trials out. Null when none is known.
  void know_solution(const B& stars) {
    solution_ = stars;
    has_solution_ = true;
  }
  const B* solution() const { return has_solution_ ? &solution_ : nullptr; }

  // Whether the trial rules keep what they learned of the cells for their
  // next call (placement-forces-contradiction's rounds, note_round;
  // nested-trial's survivors, note_survivor): yes in a logic loop, which
  // calls them again and again; no for one hint, whose step is then the
  // one a first call finds.
  void keep_rounds(bool keep) { keep_rounds_ = keep; }
  bool keeps_rounds() const { return keep_rounds_; }

  // What a round of placement-forces-contradiction under some rules left
  // for the next call: the cells it refuted, shortest chain first (ties:
  // the lowest cell), and those whose trials it cut while still running.
  struct Round {
    std::vector<int> refuted;
    B unfinished;
  };

  // The latest round under `rules` is kept.
  void note_round(std::uintptr_t rules, Round round) {
    rounds_.insert_or_assign(rules, std::move(round));
  }

  // The last round under `rules` (note_round); empty when none.
  Round last_round(std::uintptr_t rules) const {
    const auto it = rounds_.find(rules);
    return it == rounds_.end() ? Round{} : it->second;
  }

  // Cells whose supposed star nested-trial followed without a contradiction
  // at an earlier position of the logic loop (a survivor may fall later: it
  // is only tried after the others).
  void note_survivor(int cell) { survivors_.set(cell); }
  const B& survivors() const { return survivors_; }

  // How many fixed points are kept.
  std::size_t rests() const { return rests_.size(); }

  // A new call of the trial rule: the last call's entries become the
  // previous generation, the one before is dropped.
  void next_call() {
    previous_.swap(current_);
    current_.clear();
  }

 private:
  struct Key {
    std::uintptr_t rules;
    State<B> state;
    friend bool operator==(const Key&, const Key&) = default;
  };
  struct Hash {
    std::size_t operator()(const Key& k) const {
      return static_cast<std::size_t>(k.state.queens.hash() * 31 + k.state.dead.hash() + k.rules);
    }
  };
  struct RestKey {
    std::uintptr_t rules;
    B supposed;
    friend bool operator==(const RestKey&, const RestKey&) = default;
  };
  struct RestHash {
    std::size_t operator()(const RestKey& k) const {
      return static_cast<std::size_t>(k.rules * 1000003 + k.supposed.hash());
    }
  };
  std::unordered_map<Key, Next, Hash> current_;
  std::unordered_map<Key, Next, Hash> previous_;
  struct StarsHash {
    std::size_t operator()(const B& b) const { return static_cast<std::size_t>(b.hash()); }
  };
  std::unordered_set<B, StarsHash> refuted_;
  B solution_;
  bool has_solution_ = false;
  // At most (cells + the ways house-ways follows) x rule lists.
  std::unordered_map<RestKey, State<B>, RestHash> rests_;
  std::unordered_map<std::uintptr_t, Round> rounds_;
  bool keep_rounds_ = true;
  B survivors_;
};

// Built in trial_memo.cpp, once for each width, not in every file that uses it.
extern template class TrialMemo<NarrowBits>;
extern template class TrialMemo<MediumBits>;
extern template class TrialMemo<WideBits>;

}  // namespace qh
