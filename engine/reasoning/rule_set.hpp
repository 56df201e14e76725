// SPDX-License-Identifier: MIT
// The rules a caller has enabled, in catalogue order, plus the backtracking
// fallback. Owns the rule objects; cheap to keep for a whole batch.
//
// Part of the public API (docs/api.md): Rule itself (engine/reasoning/rule.hpp) is
// internal, so it is only declared here; code that calls the rules includes
// engine/reasoning/rule.hpp.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace qh {

class Rule;

// The tiers a caller may cap the rules at (RuleSet's max_tier).
inline constexpr int kMinTier = 1;
inline constexpr int kMaxTier = 5;

// One rule of the catalogue as a hint UI shows it (`queens-hint rules`).
struct RuleDescription {
  std::string id;               // as in a step's `rule`
  std::string title;            // human title (precise)
  std::string plain_title;      // its name in a player's words (headings, the technique rung)
  int tier = 1;                 // 1 (beginner) .. 5 (trial); the search fallback is 6
  std::string summary;          // one line: what the rule does
  std::string reminder;         // one line the hint ladder quotes: what the technique says
  bool trial = false;           // reasons by supposing a queen
  bool assumes_unique = false;  // sound only when the puzzle has one solution
  int min_stars = 1;            // the K it runs for: min_stars..max_stars (0: any K)
  int max_stars = 1;
};

// Every rule, in the order the driver tries them, the search fallback last.
std::vector<RuleDescription> rule_catalogue();

class RuleSet {
 public:
  // Every rule of the catalogue.
  RuleSet();
  // Only the given ids (in catalogue order, whatever order they are given
  // in) and/or only rules up to max_tier. queen-adjacent-kill is always kept:
  // it is the rules of the game, and the other rules assume it. Throws
  // InputError naming an unknown id, a max_tier outside kMinTier..kMaxTier,
  // or a named rule that assumes one solution without `assume_unique`. Rules
  // that assume the puzzle has one solution are left out unless
  // `assume_unique` is set.
  RuleSet(const std::vector<std::string>& ids, std::optional<int> max_tier,
          bool assume_unique = false);

  RuleSet(RuleSet&&) noexcept;
  RuleSet& operator=(RuleSet&&) noexcept;
  ~RuleSet();

  std::span<const Rule* const> active() const { return active_; }
  // The active rules that do not reason by trial: what a trial propagates with.
  std::span<const Rule* const> propagation() const { return propagation_; }
  // Every active rule that does not reason by trial, those left out of the
  // trials' propagation for cost included: what nested-trial follows its
  // supposed star with.
  std::span<const Rule* const> logic() const { return logic_; }
  const Rule& fallback() const { return *fallback_; }
  // Steps above this tier are not taken (a rule whose bigger steps are one
  // tier harder then only takes its smaller ones).
  int max_tier() const { return max_tier_; }
  // Every rule known, whether enabled or not, in catalogue order.
  std::span<const std::unique_ptr<Rule>> catalogue() const { return catalogue_; }
  const Rule* find(std::string_view id) const;

 private:
  void select(const std::vector<std::string>* ids, std::optional<int> max_tier, bool assume_unique);

  std::vector<std::unique_ptr<Rule>> catalogue_;
  std::unique_ptr<Rule> fallback_;
  std::vector<const Rule*> active_;
  std::vector<const Rule*> propagation_;
  std::vector<const Rule*> logic_;
  int max_tier_ = 6;
};

}  // namespace qh
