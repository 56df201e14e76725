// SPDX-License-Identifier: MIT
#include "engine/grading/grading.hpp"

#include <algorithm>
#include <cmath>

namespace qh {

void Grader::add(const Rule& rule, int size) {
  const double rating = rule.rating(size);
  ++steps_;
  auto it =
      std::find_if(counts_.begin(), counts_.end(), [&](const Count& c) { return c.rule == &rule; });
  if (it == counts_.end()) {
    if (counts_.empty()) counts_.reserve(16);
    counts_.push_back({&rule, 1});
  } else {
    ++it->steps;
  }
  const int tier = rule.tier(size);
  ++tier_steps_[static_cast<std::size_t>(std::clamp(tier, 0, 7))];
  if (tier > hardest_tier_ || (tier == hardest_tier_ && rating > hardest_)) {
    hardest_ = rating;
    hardest_rule_ = &rule;
    hardest_tier_ = tier;
  }
}

void Grader::finish(GradeReport& report) const {
  report.steps = steps_;
  report.rules_used.clear();
  report.backtracking_steps = 0;
  for (const Count& c : counts_) {
    report.rules_used[std::string(c.rule->id())] += c.steps;
    if (c.rule->id() == "backtracking") report.backtracking_steps += c.steps;
  }
  report.hardest_rule = hardest_rule_ != nullptr ? std::string(hardest_rule_->id()) : "";
  report.hardest_tier = hardest_tier_;
  const auto t = static_cast<std::size_t>(std::clamp(hardest_tier_, 0, 7));
  report.score = grade_score(hardest_, tier_steps_[t], t > 0 ? tier_steps_[t - 1] : 0);
  report.label = std::string(grade_label(report.score));
}

double grade_score(double hardest_rating, int hardest_steps, int next_steps) {
  // The label says which tier the reasoning needs (ratings sit in their
  // tier's band: tier t rates t.0 and up); the score orders puzzles within
  // it and never reaches the next band.
  const double tier = std::floor(hardest_rating);
  const double within = std::min(hardest_rating - tier, 0.99) / 0.99;
  const double more_hardest = 1.0 - std::pow(0.85, std::max(0, hardest_steps - 1));
  const double more_next = 1.0 - std::pow(0.95, std::max(0, next_steps));
  const double score = tier + 0.3 * within + 0.69 * (0.7 * more_hardest + 0.3 * more_next);
  return std::round(std::min(score, tier + 0.99) * 100.0) / 100.0;
}

std::string_view grade_label(double score) {
  if (score < 2.0) return "beginner";
  if (score < 3.0) return "easy";
  if (score < 4.0) return "medium";
  if (score < 5.0) return "hard";
  if (score < 8.0) return "expert";
  return "extreme";
}

}  // namespace qh
