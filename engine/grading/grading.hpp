// SPDX-License-Identifier: MIT
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

// score = T + 0.45 * r + 0.54 * (0.7 * (1 - 0.93^(h - 1)) + 0.3 * (1 - 0.98^m)),
// T the hardest step's tier band (the whole part of its rating), r where its
// rating lies in the band (0..1), h the steps of the hardest tier, m the
// steps of the tier below; rounded to 2 decimals, never above T + 0.99
// (HEURISTICS.md, "Grading"). Not lower when the rating, h or m grows.
double grade_score(double hardest_rating, int hardest_steps, int next_steps);
std::string_view grade_label(double score);

}  // namespace qh
