// Difficulty from the easiest-first trace: the hardest step, how many hard
// steps, and whether search was needed. The scale is documented in
// HEURISTICS.md ("Grading"); this file is its one implementation.
#pragma once

#include <array>
#include <string_view>
#include <vector>

#include "engine/reasoning/rule.hpp"
#include "engine/reports.hpp"

namespace qh {

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
  std::array<int, 8> tier_steps_{};  // steps per tier (1..6; 7 = beyond)
};

// score = the hardest step's rating, plus a share of the room left in its
// band (up to the next whole number less 0.01) that grows with the steps of
// the hardest tier (after the first) and with the steps of the tier below:
// room * (0.7 * (1 - 0.8^(hardest_steps - 1)) + 0.3 * (1 - 0.9^next_steps)),
// rounded to 2 decimals (HEURISTICS.md, "Grading"). Never below the hardest
// rating, never in the next band, and not lower when either count grows.
double grade_score(double hardest_rating, int hardest_steps, int next_steps);
std::string_view grade_label(double score);

}  // namespace qh
