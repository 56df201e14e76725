// Difficulty from the easiest-first trace: the hardest step, how many hard
// steps, and whether search was needed. The scale is documented in
// HEURISTICS.md ("Grading"); this file is its one implementation.
#pragma once

#include <string_view>
#include <vector>

#include "engine/reasoning/rule.hpp"
#include "engine/reports.hpp"

namespace qh {

// Steps rated at least this count as "hard" for the score's second term.
inline constexpr double kHardStepRating = 2.5;

class Grader {
 public:
  void add(const Rule& rule, int size);
  // Fills the grade fields of `report` (n and solutions are the caller's).
  void finish(GradeReport& report) const;

 private:
  // Steps per rule, counted by rule object (names are looked up at the end:
  // add runs once per step of the grading path and does not allocate).
  struct Count {
    const Rule* rule;
    int steps;
  };
  std::vector<Count> counts_;
  int steps_ = 0;
  const Rule* hardest_rule_ = nullptr;
  int hardest_tier_ = 0;
  double hardest_ = 0;
  int hard_steps_ = 0;
};

// score = hardest step's rating + 0.1 per further hard step (at most 0.9),
// kept inside the hardest step's band (below the next whole number).
double grade_score(double hardest_rating, int hard_steps);
std::string_view grade_label(double score);

}  // namespace qh
