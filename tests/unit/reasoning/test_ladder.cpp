// SPDX-License-Identifier: MIT
// The hint ladder, mistakes explained and the review of a game.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <map>
#include <random>
#include <set>

#include "engine/io/moves_file.hpp"
#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/ladder.hpp"
#include "engine/reasoning/mistakes.hpp"
#include "support.hpp"

namespace qh {
namespace {

using test::fixture;

Puzzle load(const std::string& name) {
  return parse_board(read_input(fixture(name).string()), name);
}

// The cell names ("r4c7") a text mentions, 0-based: every "r<digits>c<digits>".
// (A scan, not std::regex: GCC 12 warns inside <regex> under the sanitizers.)
std::set<std::pair<int, int>> named_cells(const std::string& text) {
  std::set<std::pair<int, int>> out;
  const auto digits = [&](std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    return end;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != 'r') continue;
    const std::size_t row_end = digits(i + 1);
    if (row_end == i + 1 || row_end >= text.size() || text[row_end] != 'c') continue;
    const std::size_t col_end = digits(row_end + 1);
    if (col_end == row_end + 1) continue;
    out.insert({std::stoi(text.substr(i + 1, row_end - i - 1)) - 1,
                std::stoi(text.substr(row_end + 1, col_end - row_end - 1)) - 1});
  }
  return out;
}

template <class B>
void check_rungs(const Geometry<B>& g, const Rule& rule, const State<B>& s, const Step<B>& step) {
  const Context<B> ctx{g, {}, 6};
  const std::string nudge = nudge_text(g, step);
  const std::string technique =
      technique_text(g, player_title(rule.info()), reminder_text(rule.info()), step);
  const std::string reason = rule.reason(ctx, s, step);
  CHECK_FALSE(nudge.empty());
  CHECK_FALSE(technique.empty());
  CHECK_FALSE(reason.empty());
  const B move = step.placed | step.eliminated;
  for (const auto& [r, c] : named_cells(nudge)) CHECK_FALSE(move.test(g.index(r, c)));
  for (const auto& [r, c] : named_cells(technique)) CHECK_FALSE(move.test(g.index(r, c)));
  for (const auto& [r, c] : named_cells(reason)) {
    const int cell = g.index(r, c);
    INFO(rule.id(), ": ", reason);
    CHECK((!move.test(cell) || step.focus.test(cell)));
  }
}

}  // namespace

TEST_CASE("ladder: rung texts on the bundled board (golden)") {
  const Puzzle puzzle = load("spec-7x7.txt");
  const RuleSet rules;
  const HintReport h = Engine(puzzle, rules).hint({});
  REQUIRE(h.ladder);
  CHECK(h.ladder->nudge == "Look at region P and column 1.");
  CHECK(h.ladder->technique ==
        "Try \"Row or column confined to one region\" on region P and column 1. When all open "
        "cells of a row (or column) lie in one region, the region's queen is in that row: the "
        "rest of the region is out.");
  CHECK(h.ladder->reason ==
        "All remaining cells of column 1 lie in region P, so region P's queen is in column 1.");
  CHECK(h.ladder->move == h.explanation);
}

TEST_CASE("ladder: K = 2 rungs speak of stars") {
  const Puzzle puzzle = load("star2-10x10-unique.txt");
  const RuleSet rules;
  const HintReport h = Engine(puzzle, rules).hint({});
  REQUIRE(h.ladder);
  CHECK(h.ladder->nudge == "Look at region G and column 10.");
  CHECK(h.ladder->reason ==
        "All remaining cells of region G lie in column 10, and region G needs 2 more stars, as "
        "many as column 10 still needs, so column 10's remaining stars are all in region G.");
  CHECK(h.ladder->technique.find("queen") == std::string::npos);
}

TEST_CASE("ladder: a rule's own reason, and the generic one") {
  // Region A (one cell left open, r1c1) is single-cell-region's.
  const Puzzle puzzle = test::board_from(
      "ABBB\n"
      "BBCC\n"
      "DDCC\n"
      "DDDD\n");
  with_width(puzzle.size(), [&]<class B>() {
    const Geometry<B> g(puzzle);
    const RuleSet rules;
    const Rule& rule = *rules.find("single-cell-region");
    Step<B> step;
    const Context<B> ctx{g, rules.propagation(), 6};
    REQUIRE(rule.find(ctx, State<B>{}, step));
    CHECK(rule.reason(ctx, State<B>{}, step) ==
          "Region A has only one open cell left, so its queen must go there.");
    // What a rule without reason_in says for the same step.
    CHECK(generic_reason(g, reminder_text(rule.info()), step) ==
          "Look at the highlighted cells in region A: a region with as many open cells left as "
          "queens it still needs has its queens there.");
    CHECK(for_stars("A queen rules out its row; Queens too.", 2) ==
          "A star rules out its row; Stars too.");
    CHECK(nudge_text(g, step) == "Look at region A.");
  });
}

// Every rule's rungs at its first step in the fixtures' traces (and their
// positions), against fixtures/golden/ladder.txt. QH_UPDATE_GOLDEN=1 rewrites
// the file (review the diff).
TEST_CASE("ladder: each rule's rungs at its first step in the fixtures (golden)") {
  const RuleSet rules;
  std::map<std::string, std::string> first;  // rule id -> its rungs
  for (const char* name :
       {"spec-7x7.txt", "gen-05-unique.txt", "gen-06-unique.txt", "gen-08-unique.txt",
        "gen-09-unique.txt", "gen-10-unique.txt", "gen-11-unique.txt", "gen-12-unique.txt",
        "gen-14-unique.txt", "gen-18-unique.txt", "gen-26-unique.txt", "star2-10x10-unique.txt",
        "star2-10x10-a.txt", "star3-14x14-c.txt"}) {
    int i = 0;  // the step's index in the trace
    test::for_each_logic_step(
        load(name), rules, [&](const auto& g, const auto& ctx, const auto& s, const auto& step) {
          const Rule& rule = *step.rule;
          const std::string id = std::string(rule.id()) +
                                 (g.stars() == 1 ? "" : " (K=" + std::to_string(g.stars()) + ")");
          if (!first.count(id))
            first[id] = concat(
                {"== ", id, " (", name, ", step ", std::to_string(i + 1),
                 ")\n1: ", nudge_text(g, step), "\n2: ",
                 technique_text(g, player_title(rule.info()), reminder_text(rule.info()), step),
                 "\n3: ", rule.reason(ctx, s, step), "\n4: ", rule.explain(ctx, s, step), "\n"});
          ++i;
        });
  }
  std::string text;
  for (const auto& [id, rungs] : first) text += rungs;
  const std::filesystem::path golden = fixture("golden/ladder.txt");
  if (const char* update = std::getenv("QH_UPDATE_GOLDEN"); update && update[0] == '1') {
    std::ofstream(golden) << text;
  }
  REQUIRE(std::filesystem::exists(golden));
  CHECK(text == read_input(golden.string()));
  CHECK(first.size() >= 8);
}

TEST_CASE("ladder: rungs 1-3 name no cell of the move, over the corpus and fixtures") {
  const RuleSet rules;
  int checked = 0;
  const auto walk = [&](const Puzzle& puzzle) {
    test::for_each_logic_step(puzzle, rules,
                              [&](const auto& g, const auto&, const auto& s, const auto& step) {
                                check_rungs(g, *step.rule, s, step);
                                ++checked;
                              });
  };
  for (const char* name : {"spec-7x7.txt", "gen-08-unique.txt", "gen-12-unique.txt",
                           "star2-10x10-unique.txt", "gen-14-unique.txt"})
    walk(load(name));
  for (const test::CorpusBoard& board : test::corpus_boards()) {
    if (board.solutions != "1") continue;
    walk(parse_board(read_input(board.path), board.path));
  }
  CHECK(checked > 50);
}

TEST_CASE("mistakes: refutations of wrong queens replay to an empty house, over the corpus") {
  std::mt19937 rng(11);
  int refuted = 0, tried = 0;
  test::for_each_corpus_trace_state([&](const test::CorpusBoard&, const auto& g, const auto& s,
                                        const auto& solution, const Deduction&) {
    auto wrong = probe_candidates(g, s).without(solution);
    if (wrong.none()) return;
    std::vector<int> cells;
    wrong.for_each([&](int c) { cells.push_back(c); });
    const int cell = cells[rng() % cells.size()];
    ++tried;
    const std::optional<Refutation> r = refute_queen(g, s, cell);
    if (!r) return;
    ++refuted;
    INFO(cell_word(g, cell));
    CHECK(test::replay_refutation(g, s, *r, true));
  });
  if (tried == 0) return;  // no corpus
  CHECK(refuted > tried / 2);
}

TEST_CASE("mistakes: the hint explains a wrong queen and a wrong cross") {
  const Puzzle puzzle = load("spec-7x7.txt");
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const SolveReport solved = engine.solve();
  REQUIRE(solved.count == 1);
  // A queen next to the solution's r1c1... on a cell off the solution.
  PlayerMarks wrong_queen;
  for (int c = 0; c < 7; ++c)
    if (Cell{0, c} != solved.solution[0]) {
      wrong_queen.queens = {{0, c}};
      break;
    }
  const HintReport h = engine.hint(wrong_queen);
  REQUIRE(h.status == HintStatus::mistake);
  REQUIRE(h.mistake->kind == "wrong-queen");
  if (h.mistake->refutation) {
    CHECK(h.explanation.rfind("Mistake: with a queen on ", 0) == 0);
    with_width(7, [&]<class B>() {
      CHECK(test::replay_refutation(Geometry<B>(puzzle), State<B>{}, *h.mistake->refutation, true));
    });
  }

  PlayerMarks wrong_cross;
  wrong_cross.crossed = {solved.solution[3]};
  const HintReport x = engine.hint(wrong_cross);
  REQUIRE(x.status == HintStatus::mistake);
  CHECK(x.mistake->kind == "wrong-cross");
  CHECK(x.explanation.find(cell_name(solved.solution[3])) != std::string::npos);
  // A reason in words, never "the solution has a queen there" (test_hint_trust.cpp).
  CHECK(x.explanation.find("the solution") == std::string::npos);
  CHECK((x.mistake->refutation || !x.mistake->alternatives.empty() || !x.mistake->related.empty() ||
         !x.mistake->nudge.empty()));
}

TEST_CASE("mistakes: a cross on a house's last cell says so") {
  const Puzzle puzzle = load("spec-7x7.txt");
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const SolveReport solved = engine.solve();
  const Cell q = solved.solution[2];  // the queen of row 3
  PlayerMarks marks;
  for (int c = 0; c < 7; ++c) marks.crossed.push_back({q.row, c});  // all of row 3
  const HintReport h = engine.hint(marks);
  REQUIRE(h.status == HintStatus::mistake);
  CHECK(h.explanation == "Mistake: " + cell_name(q) +
                             " was crossed out, but it is the only cell of row 3 that can still "
                             "hold a queen. Clear that mark.");
}

TEST_CASE("moves: the format and its errors") {
  const std::vector<PlayerMove> moves =
      parse_moves("# a game\nQ r1c1\n\nx r2c3\n-x r2c3\n  * r4c4  \n-Q r1c1\n", "game.txt", 7);
  REQUIRE(moves.size() == 5);
  CHECK(moves[0].kind == MoveKind::queen);
  CHECK(moves[0].cell == Cell{0, 0});
  CHECK(moves[1].line == 4);
  CHECK(moves[2].kind == MoveKind::undo_cross);
  CHECK(moves[3].text == "* r4c4");
  CHECK(moves[4].kind == MoveKind::undo_queen);
  const auto error = [](const std::string& text) {
    try {
      parse_moves(text, "game.txt", 7);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(error("Q r1c1\nQ r8c1\n") == "game.txt:2: r8c1 is outside the 7x7 board");
  CHECK(error("Q 1,1\n") ==
        "game.txt:1: '1,1' is not a cell; cells are written r<row>c<col>, e.g. r3c4");
  CHECK(error("K r1c1\n") == "game.txt:1: a move starts with Q (or *), x, -Q or -x, not 'K'");
  CHECK(error("-Q r1c1\n") == "game.txt:1: -Q r1c1: there is no queen on r1c1");
  CHECK(error("Q r1c1\nx r1c1\n") ==
        "game.txt:2: r1c1 holds a queen; take it off first with -Q r1c1");
  CHECK(error("\n# nothing\n") == "game.txt: no moves: the file has no move lines");
}

TEST_CASE("review: a crafted game on the bundled board") {
  const Puzzle puzzle = load("spec-7x7.txt");
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const TraceReport trace = engine.trace({}, false);
  const SolveReport solved = engine.solve();
  // The first step's crosses, a wrong queen and its undo, then the rest of the trace.
  std::string text;
  for (const Cell& c : trace.steps[0].eliminated) text += "x " + cell_name(c) + "\n";
  Cell wrong{6, 0};
  while (std::find(solved.solution.begin(), solved.solution.end(), wrong) != solved.solution.end())
    ++wrong.col;
  text += "Q " + cell_name(wrong) + "\n-Q " + cell_name(wrong) + "\n";
  for (std::size_t i = 1; i < trace.steps.size(); ++i) {
    for (const Cell& c : trace.steps[i].eliminated) text += "x " + cell_name(c) + "\n";
    for (const Cell& c : trace.steps[i].placed) text += "Q " + cell_name(c) + "\n";
  }
  const ReviewReport review = engine.review(parse_moves(text, "game", 7));
  REQUIRE(review.unique);
  const std::size_t first = trace.steps[0].eliminated.size();
  for (std::size_t i = 0; i < first; ++i) {
    CHECK(review.moves[i].verdict == "forced");
    CHECK(review.moves[i].rule == trace.steps[0].rule);
  }
  CHECK(review.moves[first].verdict == "mistake");
  CHECK(review.moves[first + 1].verdict == "undo");
  CHECK(review.mistakes == 1);
  CHECK(review.forced > 5 * review.guesses);  // trace order: almost every move forced
  CHECK(review.solved);
  CHECK(review.hardest_tier >= 1);
  CHECK_FALSE(review.coach.empty());
  // A solution queen as the very first move, on the empty board: not forced.
  const ReviewReport guess =
      engine.review(parse_moves("Q " + cell_name(solved.solution[3]), "g", 7));
  CHECK(guess.moves[0].verdict == "guess");
}

TEST_CASE("review: corpus games with injected guesses and mistakes") {
  std::mt19937 rng(7);
  int games = 0, trace_moves = 0, trace_guesses = 0;
  const RuleSet rules;
  for (const test::CorpusBoard& board : test::corpus_boards()) {
    if (board.solutions != "1" || board.n > 11 || games >= 60) continue;
    if (rng() % 4 != 0) continue;
    ++games;
    const Puzzle puzzle = parse_board(read_input(board.path), board.path);
    const Engine engine(puzzle, rules);
    const TraceReport trace = engine.trace({}, false);
    std::set<std::pair<int, int>> sol;
    for (int r = 0; r < board.n; ++r)
      sol.insert({r, board.solution_columns[static_cast<std::size_t>(r)]});
    std::string text;
    std::vector<std::string>
        expect;  // per move: "mistake", "undo", "guess?" (guess or forced), "ok" (not a mistake)
    const std::size_t inject = rng() % (trace.steps.size() / 2 + 1);
    int injected = 0;
    std::set<std::pair<int, int>> marked;
    for (std::size_t i = 0; i < trace.steps.size(); ++i) {
      if (i == inject) {
        // A wrong queen on an open cell, taken back; a solution queen placed early.
        for (int tries = 0; tries < 100; ++tries) {
          const Cell c{static_cast<int>(rng() % static_cast<unsigned>(board.n)),
                       static_cast<int>(rng() % static_cast<unsigned>(board.n))};
          if (sol.count({c.row, c.col}) || marked.count({c.row, c.col})) continue;
          text += "Q " + cell_name(c) + "\n-Q " + cell_name(c) + "\n";
          expect.push_back("mistake");
          expect.push_back("undo");
          ++injected;
          break;
        }
      }
      for (const Cell& c : trace.steps[i].eliminated) {
        text += "x " + cell_name(c) + "\n";
        expect.push_back("ok");
        marked.insert({c.row, c.col});
      }
      for (const Cell& c : trace.steps[i].placed) {
        text += "Q " + cell_name(c) + "\n";
        expect.push_back("ok");
        marked.insert({c.row, c.col});
      }
    }
    const ReviewReport review = engine.review(parse_moves(text, board.path, board.n));
    REQUIRE(review.moves.size() == expect.size());
    for (std::size_t i = 0; i < expect.size(); ++i) {
      INFO(board.path, " move ", i + 1, ": ", review.moves[i].move.text);
      if (expect[i] == "ok") {
        CHECK(review.moves[i].verdict != "mistake");
        ++trace_moves;
        if (review.moves[i].verdict == "guess") ++trace_guesses;
      } else
        CHECK(review.moves[i].verdict == expect[i]);
    }
    CHECK(review.solved);
    CHECK(review.mistakes == injected);
  }
  // Moves played in a trace's order are nearly all forced (a few cells of a
  // big step can need more than the horizon once the player has made them
  // one by one in another order).
  MESSAGE("trace moves ", trace_moves, ", judged guesses ", trace_guesses);
  CHECK(trace_guesses * 20 <= trace_moves);
}

TEST_CASE("hint: a right queen nothing forces is a guess, not a mistake") {
  const Puzzle puzzle = load("spec-7x7.txt");
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const SolveReport solved = engine.solve();
  PlayerMarks marks;
  marks.queens = {solved.solution[3]};
  const HintReport h = engine.hint(marks);
  CHECK(h.status == HintStatus::guess);
  REQUIRE(h.guesses.size() == 1);
  CHECK(h.guesses[0] == solved.solution[3]);
  CHECK(h.step.has_value());
}

}  // namespace qh
