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

class RuleSet {
 public:
  // Every rule of the catalogue.
  RuleSet();
  // Only the given ids (in catalogue order, whatever order they are given
  // in) and/or only rules up to max_tier. queen-adjacent-kill is always kept:
  // it is the rules of the game, and the other rules assume it. Throws
  // std::invalid_argument naming an unknown id. Rules that assume the puzzle
  // has one solution are left out unless `assume_unique` is set.
  RuleSet(const std::vector<std::string>& ids, std::optional<int> max_tier,
          bool assume_unique = false);

  RuleSet(RuleSet&&) noexcept;
  RuleSet& operator=(RuleSet&&) noexcept;
  ~RuleSet();

  std::span<const Rule* const> active() const { return active_; }
  // The active rules that do not reason by trial: what a trial propagates with.
  std::span<const Rule* const> propagation() const { return propagation_; }
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
  int max_tier_ = 6;
};

}  // namespace qh
