// SPDX-License-Identifier: MIT
// Hints a player can trust (issue 29): a queen the position forces is never
// called a guess, a wrong X is explained by a chain of forced moves, a board
// with several solutions is flagged with where two of them differ, and the
// ladder's words are plain and agree with its highlighted cells.
#include <doctest/doctest.h>

#include <cctype>
#include <random>
#include <set>
#include <string>

#include "engine/io/json_io.hpp"
#include "engine/io/moves_file.hpp"
#include "engine/reasoning/driver.hpp"
#include "engine/reasoning/mistakes.hpp"
#include "engine/reasoning/player_words.hpp"
#include "rules/catalogue.hpp"
#include "support.hpp"

namespace qh {
namespace {

Puzzle load(const std::string& name) {
  return parse_board(read_input(test::fixture(name).string()), name);
}

// The corpus boards with one solution, each with its own trace (no text).
template <class Visit>
int for_each_unique_corpus_board(Visit&& visit) {
  int boards = 0;
  for (const test::CorpusBoard& board : test::corpus_boards()) {
    if (board.solutions != "1") continue;
    ++boards;
    visit(board, parse_board(read_input(board.path), board.path));
  }
  return boards;
}

// The player's position after the first `steps` steps of a trace.
PlayerMarks position_after(const TraceReport& trace, std::size_t steps) {
  PlayerMarks m;
  for (std::size_t i = 0; i < steps; ++i) {
    const Deduction& d = trace.steps[i];
    m.queens.insert(m.queens.end(), d.placed.begin(), d.placed.end());
    m.crossed.insert(m.crossed.end(), d.eliminated.begin(), d.eliminated.end());
  }
  return m;
}

}  // namespace

TEST_CASE("guess: the queen region S's last cell forced is not a guess (issue 29's position)") {
  const Puzzle puzzle = load("spec-7x7.txt");
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const PlayerMarks marks = parse_position(
      ".xxxxx.\n"
      "xx.xx.x\n"
      "xxx.x.x\n"
      ".Qx.xx.\n"
      ".xxx.x.\n"
      "xx.x.xx\n"
      ".xxxxx.\n",
      "position", 7);
  const HintReport h = engine.hint(marks);
  CHECK(h.status == HintStatus::hint);
  CHECK(h.guesses.empty());
  CHECK(h.explanation.find("guess") == std::string::npos);
}

TEST_CASE("guess: a queen placed on the empty board is still a guess") {
  const Puzzle puzzle = load("spec-7x7.txt");
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const SolveReport solved = engine.solve();
  REQUIRE(solved.count == 1);
  PlayerMarks marks;
  marks.queens = {solved.solution[4]};
  const HintReport h = engine.hint(marks);
  CHECK(h.status == HintStatus::guess);
  REQUIRE(h.guesses.size() == 1);
  CHECK(h.guesses[0] == solved.solution[4]);
}

// Along every corpus trace, after every step, the hint from that position
// is never a guess or a mistake, and the review of the trace's own moves
// finds every move forced.
TEST_CASE("guess: following a trace step by step never reads as a guess, over the corpus") {
  const RuleSet rules;
  int positions = 0, queens_positions = 0;
  const int boards =
      for_each_unique_corpus_board([&](const test::CorpusBoard& board, const Puzzle& puzzle) {
        const Engine engine(puzzle, rules);
        const TraceReport trace = engine.trace({}, false);
        REQUIRE(trace.status == TraceStatus::solved);
        if (trace.backtracking_steps > 0) return;  // a search step is not forced by the position
        for (std::size_t i = 1; i <= trace.steps.size(); ++i) {
          const PlayerMarks marks = position_after(trace, i);
          const HintReport h = engine.hint(marks);
          INFO(board.path, " after step ", i, ": ", h.explanation);
          CHECK(h.status != HintStatus::guess);
          CHECK(h.status != HintStatus::mistake);
          ++positions;
          if (!marks.queens.empty()) ++queens_positions;
        }
      });
  if (boards == 0) return;  // no corpus
  MESSAGE(positions, " positions on ", boards, " boards, ", queens_positions, " with queens");
  CHECK(queens_positions > 1000);
}

TEST_CASE("review: a trace's own moves are all forced, over the corpus") {
  const RuleSet rules;
  int moves = 0;
  const int boards =
      for_each_unique_corpus_board([&](const test::CorpusBoard& board, const Puzzle& puzzle) {
        const Engine engine(puzzle, rules);
        const TraceReport trace = engine.trace({}, false);
        if (trace.backtracking_steps > 0) return;
        std::string text;
        for (const Deduction& d : trace.steps) {
          for (const Cell& c : d.eliminated) text += "x " + cell_name(c) + "\n";
          for (const Cell& c : d.placed) text += "Q " + cell_name(c) + "\n";
        }
        const ReviewReport review = engine.review(parse_moves(text, board.path, puzzle.size()));
        REQUIRE(review.unique);
        for (const ReviewedMove& m : review.moves) {
          INFO(board.path, " ", m.move.text, ": ", m.explanation);
          CHECK(m.verdict == "forced");
        }
        CHECK(review.solved);
        moves += static_cast<int>(review.moves.size());
      });
  if (boards == 0) return;
  MESSAGE(moves, " moves on ", boards, " boards");
}

// A wrong X on a solution cell still open along a trace: explained by a
// chain (replayed independently), by the rules forcing a queen there, or
// (rarely) by "it takes a search". Prints the shares.
TEST_CASE("mistakes: wrong X's explained by a chain of forced moves, over the corpus") {
  std::mt19937 rng(29);
  const RuleSet rules;
  int tried = 0, emptied = 0, chained = 0, alternatives = 0, forced = 0, search = 0;
  const int boards =
      for_each_unique_corpus_board([&](const test::CorpusBoard&, const Puzzle& puzzle) {
        if (rng() % 2 != 0) return;  // half the boards: enough to measure
        const Engine engine(puzzle, rules);
        const TraceReport trace = engine.trace({}, false);
        const std::size_t at = rng() % trace.steps.size();
        PlayerMarks marks = position_after(trace, at);
        std::vector<Cell> open;
        for (const Cell& q : trace.solution)
          if (std::find(marks.queens.begin(), marks.queens.end(), q) == marks.queens.end())
            open.push_back(q);
        if (open.empty()) return;
        const Cell x = open[rng() % open.size()];
        marks.crossed.push_back(x);
        const HintReport h = engine.hint(marks);
        ++tried;
        REQUIRE(h.status == HintStatus::mistake);
        REQUIRE(h.mistake->kind == "wrong-cross");
        CHECK(h.mistake->cell == x);
        INFO(h.explanation);
        CHECK(h.explanation.find("the solution has a queen there") == std::string::npos);
        if (h.explanation.find("only cell of") != std::string::npos) {
          ++emptied;
        } else if (h.mistake->refutation) {
          ++chained;
          CHECK(h.explanation.find(" crossed out, ") != std::string::npos);
          with_width(puzzle.size(), [&]<class B>() {
            const Geometry<B> g(puzzle);
            State<B> crossed;
            for (const Cell& c : marks.queens) crossed.queens.set(g.index(c.row, c.col));
            for (const Cell& c : marks.crossed) crossed.dead.set(g.index(c.row, c.col));
            CHECK(test::replay_refutation(g, crossed, *h.mistake->refutation, false));
          });
        } else if (!h.mistake->alternatives.empty()) {
          ++alternatives;
          CHECK(h.explanation.find("the only place left for") != std::string::npos);
          CHECK(h.mistake->house.has_value());
          with_width(puzzle.size(), [&]<class B>() {
            const Geometry<B> g(puzzle);
            State<B> crossed;
            for (const Cell& c : marks.queens) crossed.queens.set(g.index(c.row, c.col));
            for (const Cell& c : marks.crossed) crossed.dead.set(g.index(c.row, c.col));
            for (const Refutation& r : h.mistake->alternatives) {
              // Each alternative: a queen there, then the chain.
              CHECK(test::replay_refutation(g, crossed, r, true));
            }
          });
        } else if (h.explanation.find("forces a queen there") != std::string::npos) {
          ++forced;
          CHECK_FALSE(h.mistake->related.empty());
        } else {
          ++search;
          CHECK(h.explanation.find("takes a search") != std::string::npos);
          CHECK_FALSE(h.mistake->nudge.empty());
        }
      });
  if (boards == 0) return;
  MESSAGE("wrong X's: ", tried, " tried, ", emptied, " empty a house, ", chained,
          " refuted by a chain, ", alternatives, " last place of a house, ", forced,
          " forced by the rules, ", search, " need a search");
  CHECK(search * 4 <= tried);  // measured: 17% (bench/README.md, queens-refutations --crosses)
}

TEST_CASE("several solutions: flagged with where two solutions differ, no search step") {
  // The bundled board with one letter changed: region O gains r2c7... as a
  // typo would, which gives it several solutions.
  std::string text = read_input(test::fixture("spec-7x7.txt").string());
  const std::size_t row2 = text.find('\n') + 1;
  text[row2 + 12] = 'L';  // r2c7: O -> L
  const Puzzle puzzle = parse_board(text, "typo");
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  REQUIRE(engine.solve().count == 2);

  const HintReport h = engine.hint({});
  REQUIRE(h.several_solutions);
  REQUIRE(h.several_solutions->differs_at);
  const SeveralSolutions& several = *h.several_solutions;
  const Cell at = *several.differs_at;
  const auto has = [](const std::vector<Cell>& cells, Cell c) {
    return std::find(cells.begin(), cells.end(), c) != cells.end();
  };
  CHECK(has(several.first, at) != has(several.second, at));
  // Both are solutions, and no earlier cell tells them apart.
  for (const std::vector<Cell>* sol : {&several.first, &several.second}) {
    PlayerMarks m;
    m.queens = *sol;
    CHECK(engine.hint(m).status != HintStatus::mistake);
  }
  for (int cell = 0; cell < at.row * 7 + at.col; ++cell) {
    const Cell c{cell / 7, cell % 7};
    CHECK(has(several.first, c) == has(several.second, c));
  }
  CHECK(h.explanation.rfind("This board has more than one solution (at least 2)", 0) == 0);
  CHECK(h.explanation.find(cell_name(at)) != std::string::npos);
  CHECK(h.step.has_value());  // a sound step still follows the warning

  const std::string json = hint_json(puzzle, h);
  CHECK(json.find("\"several_solutions\":{\"differs_at\":[" + std::to_string(at.row) + "," +
                  std::to_string(at.col) + "]") != std::string::npos);

  const TraceReport trace = engine.trace({}, true);
  CHECK(trace.several_solutions);
  CHECK(trace.backtracking_steps == 0);
  CHECK(trace.status == TraceStatus::stuck);
  const TraceDocument doc = engine.trace_json(engine.grade(), {});
  CHECK(doc.several_solutions);
  CHECK(doc.json.find("\"several_solutions\"") != std::string::npos);
  CHECK(doc.json.find("\"rule\":\"backtracking\"") == std::string::npos);

  const ReviewReport review = engine.review({});
  CHECK_FALSE(review.unique);
  CHECK(review.several_solutions);
}

TEST_CASE("several solutions: a stuck position gets no search step") {
  // Four cells, two regions per row: many solutions, no logic at all.
  const Puzzle puzzle = test::board_from(
      "AABB\n"
      "AABB\n"
      "CCDD\n"
      "CCDD\n");
  const RuleSet rules;
  const HintReport h = Engine(puzzle, rules).hint({});
  if (h.several_solutions) {
    if (h.status == HintStatus::stuck) CHECK_FALSE(h.step.has_value());
    if (h.step) CHECK(h.step->rule != "backtracking");
  }
}

// Words a player who never read HEURISTICS.md does not know.
TEST_CASE("ladder: every technique has plain words, without jargon") {
  const RuleSet rules;
  for (const std::unique_ptr<Rule>& rule : rules.catalogue()) {
    const PlayerWords* words = player_words(rule->id());
    INFO(rule->id());
    REQUIRE(words != nullptr);
    for (const std::string_view text : {words->name, words->reminder}) {
      std::string lower(text);
      for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      // Whole words only: "fin" but not "find"; "k" as a count.
      std::string word;
      std::set<std::string> words_in;
      for (char c : lower + " ") {
        if (std::isalnum(static_cast<unsigned char>(c))) {
          word += c;
        } else if (!word.empty()) {
          words_in.insert(word);
          word.clear();
        }
      }
      for (const char* jargon : {"hall", "fin", "fins", "house", "houses", "tier", "k", "band"})
        CHECK_MESSAGE(words_in.count(jargon) == 0, jargon, " in: ", std::string(text));
    }
  }
  CHECK(player_words(make_backtracking()->id()) != nullptr);
}

namespace {

// The houses a sentence names: "row 3", "rows 3 and 4", "column 1",
// "columns 1, 4 and 6", "region P", "region P's", "regions A and C".
struct NamedHouses {
  std::set<int> rows, columns;
  std::set<char> regions;
  std::set<std::pair<int, int>> cells;  // "r4c7", 0-based
};

NamedHouses named_houses(const std::string& text) {
  NamedHouses out;
  const auto skip_list = [&](std::size_t at, auto&& item) {
    // item(at) reads one item and returns the index after it (or `at` for none).
    for (;;) {
      const std::size_t next = item(at);
      if (next == at) return;
      at = next;
      if (text.compare(at, 2, ", ") == 0)
        at += 2;
      else if (text.compare(at, 5, " and ") == 0)
        at += 5;
      else
        return;
    }
  };
  const auto number = [&](std::set<int>& into) {
    return [&](std::size_t at) {
      std::size_t end = at;
      while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
      if (end > at) into.insert(std::stoi(text.substr(at, end - at)) - 1);
      return end;
    };
  };
  const auto letter = [&](std::size_t at) {
    if (at < text.size() && std::isupper(static_cast<unsigned char>(text[at])) &&
        (at + 1 == text.size() || !std::isalpha(static_cast<unsigned char>(text[at + 1])))) {
      out.regions.insert(text[at]);
      return at + 1;
    }
    return at;
  };
  std::string lower = text;  // "Column 4 has ..." opens a sentence
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (i > 0 && std::isalpha(static_cast<unsigned char>(text[i - 1]))) continue;
    for (const auto& [word, kind] :
         {std::pair{"rows ", 0}, std::pair{"row ", 0}, std::pair{"columns ", 1},
          std::pair{"column ", 1}, std::pair{"regions ", 2}, std::pair{"region ", 2}}) {
      const std::string w(word);
      if (lower.compare(i, w.size(), w) != 0) continue;
      const std::size_t at = i + w.size();
      if (kind == 0)
        skip_list(at, number(out.rows));
      else if (kind == 1)
        skip_list(at, number(out.columns));
      else
        skip_list(at, letter);
      break;
    }
    // rXcY
    if (text[i] == 'r' && i + 1 < text.size() &&
        std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
      std::size_t j = i + 1;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
      if (j < text.size() && text[j] == 'c') {
        std::size_t k = j + 1;
        while (k < text.size() && std::isdigit(static_cast<unsigned char>(text[k]))) ++k;
        if (k > j + 1)
          out.cells.insert({std::stoi(text.substr(i + 1, j - i - 1)) - 1,
                            std::stoi(text.substr(j + 1, k - j - 1)) - 1});
      }
    }
  }
  return out;
}

}  // namespace

// Rung 3 highlights its focus cells: every house its text names holds one of
// them, and every one of them lies in a named house or is named itself.
TEST_CASE("ladder: rung 3's text and highlighted cells agree, over the corpus") {
  const RuleSet rules;
  int checked = 0;
  const auto walk = [&](const Puzzle& puzzle) {
    test::for_each_logic_step(
        puzzle, rules, [&](const auto& g, const auto& ctx, const auto& s, const auto& step) {
          const std::string reason = step.rule->reason(ctx, s, step);
          const NamedHouses named = named_houses(reason);
          INFO(puzzle.size(), "x", puzzle.size(), " ", step.rule->id(), ": ", reason);
          const auto in_named = [&](int c) {
            return named.rows.count(g.row_of(c)) || named.columns.count(g.col_of(c)) ||
                   named.regions.count(puzzle.letter(g.region_of(c))) ||
                   named.cells.count({g.row_of(c), g.col_of(c)});
          };
          step.focus.for_each([&](int c) {
            INFO("highlighted ", cell_word(g, c));
            CHECK(in_named(c));
          });
          for (int r : named.rows)
            CHECK((step.focus & g.house(g.house_id(HouseKind::row, r))).any());
          for (int c : named.columns)
            CHECK((step.focus & g.house(g.house_id(HouseKind::column, c))).any());
          for (char letter : named.regions) {
            bool any = false;
            step.focus.for_each(
                [&](int c) { any = any || puzzle.letter(g.region_of(c)) == letter; });
            CHECK_MESSAGE(any, "region ", letter);
          }
          ++checked;
        });
  };
  for (const char* name : {"spec-7x7.txt", "gen-08-unique.txt", "gen-11-unique.txt",
                           "gen-12-unique.txt", "star2-10x10-unique.txt"})
    walk(load(name));
  for (const test::CorpusBoard& board : test::corpus_boards())
    if (board.solutions == "1") walk(parse_board(read_input(board.path), board.path));
  CHECK(checked > 50);
}

}  // namespace qh
