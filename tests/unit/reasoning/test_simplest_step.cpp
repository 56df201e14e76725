// SPDX-License-Identifier: MIT
// The driver's ordering principle (HEURISTICS.md, "How the driver uses the
// rules") checked over every trace of the shared corpus (skipped without it):
//
// - no step that reasons beyond an exact Hall set (a supposition, fins, a
//   chain, a probe) is chosen while a Hall-family rule applies on the same
//   position and crosses out everything that step crosses out;
// - one argument is one step: two consecutive steps never repeat the same
//   rule on the same houses, each crossing out a bit more.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "engine/reasoning/rule_set.hpp"
#include "support.hpp"

using namespace qh;

namespace {

constexpr std::array<std::string_view, 3> kHallFamily = {"n-regions-in-n-rows",
                                                         "n-regions-in-n-columns", "fish"};

bool in_hall_family(std::string_view id) {
  return std::find(kHallFamily.begin(), kHallFamily.end(), id) != kHallFamily.end();
}

std::string step_name(const test::CorpusBoard& board, int index, const Deduction& d) {
  return "board " + std::to_string(board.id) + " step " + std::to_string(index) + " (" +
         std::string(d.rule) + ")";
}

bool same_houses(const Deduction& a, const Deduction& b) {
  return a.rows == b.rows && a.columns == b.columns && a.regions == b.regions;
}

}  // namespace

TEST_CASE("corpus: no step beyond a Hall set is taken while a Hall step says as much") {
  const RuleSet rules;
  std::vector<const Rule*> hall;
  for (std::string_view id : kHallFamily) hall.push_back(rules.find(id));
  int checked = 0;
  int last_board = -1, index = -1;
  std::vector<std::string> subsumed;
  const int states = test::for_each_corpus_trace_state([&]<class B>(const test::CorpusBoard& board,
                                                                    const Geometry<B>& g,
                                                                    const State<B>& s, const B&,
                                                                    const Deduction& d) {
    index = board.id == last_board ? index + 1 : 0;
    last_board = board.id;
    if (d.tier < 4 || in_hall_family(d.rule) || d.eliminated.empty()) return;
    ++checked;
    B chosen;
    for (const Cell& c : d.eliminated) chosen.set(g.index(c.row, c.col));
    const Context<B> ctx{g, rules.propagation()};
    for (const Rule* rule : hall) {
      Step<B> step;
      if (!rule->find(ctx, s, step) || !chosen.without(step.eliminated).none()) continue;
      subsumed.push_back(step_name(board, index, d) + " is covered by " + std::string(rule->id()));
      break;
    }
  });
  if (states == 0) {
    MESSAGE("shared corpus not found: skipped");
    return;
  }
  MESSAGE(checked << " steps of tier 4 and up checked");
  for (std::size_t i = 0; i < std::min<std::size_t>(subsumed.size(), 10); ++i) MESSAGE(subsumed[i]);
  CHECK(subsumed.empty());
}

TEST_CASE("corpus: consecutive steps never repeat one argument for one more cell") {
  const auto boards = test::corpus_boards();
  if (boards.empty()) {
    MESSAGE("shared corpus not found: skipped");
    return;
  }
  const RuleSet rules;
  std::vector<std::string> repeats;
  int steps = 0;
  for (const test::CorpusBoard& board : boards) {
    if (board.solutions != "1") continue;
    const Puzzle puzzle = parse_board(read_input(board.path), board.path);
    const TraceReport trace = Engine(puzzle, rules).trace({}, false);
    for (std::size_t i = 1; i < trace.steps.size(); ++i) {
      const Deduction& a = trace.steps[i - 1];
      const Deduction& b = trace.steps[i];
      ++steps;
      const bool named_houses = !a.rows.empty() || !a.columns.empty() || !a.regions.empty();
      if (a.rule == b.rule && named_houses && same_houses(a, b) && a.placed.empty() &&
          b.placed.empty())
        repeats.push_back(step_name(board, static_cast<int>(i), b) + " repeats step " +
                          std::to_string(i - 1));
    }
  }
  MESSAGE(steps << " consecutive pairs checked");
  for (std::size_t i = 0; i < std::min<std::size_t>(repeats.size(), 10); ++i) MESSAGE(repeats[i]);
  CHECK(repeats.empty());
}

TEST_CASE("ratings: exact Hall steps rate below every step that reasons beyond a Hall set") {
  const RuleSet rules;
  double hall_top = 0;  // the highest rating of a tier-4 (k >= 3) Hall step
  for (std::string_view id : kHallFamily)
    for (int k = 1; k <= kMaxSize; ++k)
      if (rules.find(id)->tier(k) == 4) hall_top = std::max(hall_top, rules.find(id)->rating(k));
  REQUIRE(hall_top > 0);
  for (const auto& rule : rules.catalogue()) {
    if (in_hall_family(rule->id())) continue;
    for (int size = 1; size <= kMaxSize; ++size) {
      if (rule->tier(size) != 4) continue;
      INFO(rule->id() << " size " << size);
      CHECK(rule->rating(size) > hall_top);
    }
  }
  // Each Hall rule's steps grow harder with k and stay in their tier's band.
  for (std::string_view id : kHallFamily) {
    const Rule& hall = *rules.find(id);
    for (int k = 2; k <= kMaxSize; ++k) {
      INFO(id << " k " << k);
      CHECK(hall.rating(k) >= hall.rating(k - 1));
      CHECK(hall.rating(k) >= hall.tier(k));
      CHECK(hall.rating(k) < hall.tier(k) + 1);
    }
  }
}

TEST_CASE("ratings: a chain rates above its links, a longer chain above a shorter one") {
  const RuleSet rules;
  const Rule& chain = *rules.find("strong-link-chain");
  const Rule& link = *rules.find("pair-attack");  // one strong link
  for (int links = 2; links <= 4; ++links) {
    CHECK(chain.rating(links) > link.rating(1));
    CHECK(chain.tier(links) >= link.tier(1));
    CHECK(chain.rating(links) > chain.rating(links - 1));
  }
}
