// SPDX-License-Identifier: MIT
#include "engine/reasoning/rule_set.hpp"

#include <algorithm>

#include "engine/io/input_error.hpp"
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
  if (max_tier && (*max_tier < kMinTier || *max_tier > kMaxTier))
    throw InputError("max_tier", 0,
                     std::to_string(*max_tier) + " is out of range (" + std::to_string(kMinTier) +
                         ".." + std::to_string(kMaxTier) + ")");
  for (const std::string& id : ids) {
    const Rule* rule = find(id);
    if (rule == nullptr)
      throw InputError("rules", 0, "unknown rule id '" + id + "' (the catalogue lists them)");
    if (rule->info().assumes_unique && !assume_unique)
      throw InputError(
          "rules", 0,
          "rule '" + id + "' assumes the puzzle has one solution; allow it with assume_unique");
  }
  select(ids.empty() ? nullptr : &ids, max_tier, assume_unique);
}

std::vector<RuleDescription> rule_catalogue() {
  const RuleSet rules;
  std::vector<RuleDescription> out;
  const auto describe = [&out](const Rule& r) {
    const RuleInfo& info = r.info();
    out.push_back(RuleDescription{.id = std::string(r.id()),
                                  .title = std::string(info.title),
                                  .plain_title = std::string(player_title(info)),
                                  .tier = r.tier(),
                                  .summary = std::string(info.summary),
                                  .reminder = std::string(reminder_text(info)),
                                  .trial = info.trial,
                                  .assumes_unique = info.assumes_unique,
                                  .min_stars = info.min_stars,
                                  .max_stars = info.max_stars});
  };
  for (const auto& rule : rules.catalogue()) describe(*rule);
  describe(rules.fallback());
  return out;
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
      if (!rule->info().trial && rule->info().in_trials) propagation_.push_back(rule.get());
      if (!rule->info().trial) logic_.push_back(rule.get());
    }
  }
}

}  // namespace qh
