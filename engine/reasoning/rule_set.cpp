#include "engine/reasoning/rule_set.hpp"

#include <algorithm>

#include "engine/reasoning/rule.hpp"
#include "rules/catalogue.hpp"

namespace qh {

RuleSet::RuleSet(RuleSet&&) noexcept = default;
RuleSet& RuleSet::operator=(RuleSet&&) noexcept = default;
RuleSet::~RuleSet() = default;

RuleSet::RuleSet() : catalogue_(make_catalogue()), fallback_(make_backtracking()) {
  select(nullptr, std::nullopt, false);
}

RuleSet::RuleSet(const std::vector<std::string>& ids, std::optional<int> max_tier,
                 bool assume_unique)
    : catalogue_(make_catalogue()), fallback_(make_backtracking()) {
  for (const std::string& id : ids) {
    const Rule* rule = find(id);
    if (rule == nullptr)
      throw std::invalid_argument("unknown rule id '" + id + "' (see `queens-hint rules`)");
    if (rule->info().assumes_unique && !assume_unique)
      throw std::invalid_argument("rule '" + id +
                                  "' assumes the puzzle has one solution; add --assume-unique");
  }
  select(ids.empty() ? nullptr : &ids, max_tier, assume_unique);
}

const Rule* RuleSet::find(std::string_view id) const {
  for (const auto& rule : catalogue_)
    if (rule->id() == id) return rule.get();
  return nullptr;
}

void RuleSet::select(const std::vector<std::string>* ids, std::optional<int> max_tier,
                     bool assume_unique) {
  if (max_tier) max_tier_ = *max_tier;
  for (const auto& rule : catalogue_) {
    const bool always = rule->id() == "queen-adjacent-kill";
    const bool named =
        ids == nullptr || std::find(ids->begin(), ids->end(), rule->id()) != ids->end();
    const bool within = !max_tier || rule->tier() <= *max_tier;
    const bool allowed = assume_unique || !rule->info().assumes_unique;
    if (always || (named && within && allowed)) {
      active_.push_back(rule.get());
      if (!rule->info().trial) propagation_.push_back(rule.get());
    }
  }
}

}  // namespace qh
