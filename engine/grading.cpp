#include "engine/grading.hpp"

#include <algorithm>
#include <cmath>

namespace qh {

void Grader::add(const Rule& rule, int size) {
  const double rating = rule.rating(size);
  ++tally_.steps;
  ++tally_.rules_used[std::string(rule.id())];
  if (rule.id() == "backtracking") ++tally_.backtracking_steps;
  if (rating >= kHardStepRating) ++hard_steps_;
  const int tier = rule.tier(size);
  if (tier > tally_.hardest_tier || (tier == tally_.hardest_tier && rating > hardest_)) {
    hardest_ = rating;
    tally_.hardest_rule = std::string(rule.id());
    tally_.hardest_tier = tier;
  }
}

void Grader::finish(GradeReport& report) const {
  report.steps = tally_.steps;
  report.rules_used = tally_.rules_used;
  report.backtracking_steps = tally_.backtracking_steps;
  report.hardest_rule = tally_.hardest_rule;
  report.hardest_tier = tally_.hardest_tier;
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
