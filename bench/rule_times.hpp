// SPDX-License-Identifier: MIT
// Where a grade's time goes, rule by rule (queens-big-stars --rule-times):
// the logic loop of `grade` run again with every active rule behind a
// stand-in that counts its calls and the thread CPU time they take. Only the
// loop's own calls are counted, each with all it does inside: a trial rule's
// time includes the rules it propagates with, which are the rule set's own
// and are not counted again. The uniqueness search that finds the solution
// first (as grade does) is timed on its own.
#pragma once

#include <cstdio>
#include <map>
#include <string>

#include "engine/model/puzzle.hpp"
#include "engine/reasoning/rule_set.hpp"

namespace qh::bench {

struct RuleTime {
  int tier = 0;
  long long calls = 0;  // asked by the logic loop
  long long found = 0;  // found a step (taken or not: an easier one may win)
  long long taken = 0;  // steps of the trace
  double seconds = 0;   // thread CPU time of the calls, everything inside them included
};

struct RuleTimes {
  std::map<std::string, RuleTime> rules;  // by rule id
  double search_s = 0;                    // the uniqueness search before the loop
  double loop_s = 0;                      // the whole logic loop, the rules' calls included
  int boards = 0;

  void add(const RuleTimes& other);
};

// Times grade's work on `puzzle` with `rules`: the search for a solution
// (two solutions or the search budget: the board is skipped, boards stays
// 0), then the logic loop with that solution known, as Engine::grade runs it.
RuleTimes time_rules(const Puzzle& puzzle, const RuleSet& rules);

// One line per rule that was asked, the costliest first, then the search,
// the loop's time outside the rules and the total, each with its share.
void print_rule_times(const RuleTimes& times, std::FILE* out);

}  // namespace qh::bench
