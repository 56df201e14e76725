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
  if (rating >= kHardStepRating) ++hard_steps_;
  const int tier = rule.tier(size);
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
  report.score = grade_score(hardest_, hard_steps_);
  report.label = std::string(grade_label(report.score));
}

double grade_score(double hardest_rating, int hard_steps) {
  // Ratings sit in their tier's band (tier t rates t.0 and up), and the
  // extra for many hard steps never lifts a puzzle into the next band: the
  // label says which tier the reasoning needs, the score orders puzzles
  // within it.
  const double extra = std::min(0.9, 0.1 * std::max(0, hard_steps - 1));
  const double band_top = std::floor(hardest_rating) + 0.99;
  return std::round(std::min(hardest_rating + extra, band_top) * 100.0) / 100.0;
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
