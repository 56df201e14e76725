// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>

#include "engine/io/classic_board_file.hpp"
#include "engine/io/input_error.hpp"

using namespace qh;

namespace {

std::string error_of(const std::string& text) {
  try {
    (void)parse_classic_board_file(text, "b.txt");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("classic board file: a walls board reads back as written") {
  const std::string text = "title: two walls\nkind: Walls\n. # . .\n. . . .\n. . # .\n....\n";
  const auto file = parse_classic_board_file(text, "b.txt");
  REQUIRE(file.has_value());
  CHECK(file->board.kind == ClassicKind::walls);
  CHECK(file->board.n == 4);
  CHECK(file->kind_line == 2);
  CHECK(file->board.at(0, 1) == Square::wall);
  CHECK(file->board.at(2, 2) == Square::wall);
  CHECK(file->board.count(Square::wall) == 2);
  REQUIRE(file->headers.size() == 1);
  CHECK(file->headers[0].key == "title");
  const std::string again = classic_board_text(file->board);
  CHECK(again == "kind: walls\n. # . .\n. . . .\n. . # .\n. . . .\n");
  CHECK(parse_classic_board_file(again, "again")->board.squares == file->board.squares);
}

TEST_CASE("classic board file: completion and blocked squares") {
  const auto blocked = parse_classic_board_file("kind: blocked\nQ.x\n..X\n...\n", "b.txt");
  REQUIRE(blocked.has_value());
  CHECK(blocked->board.at(0, 0) == Square::queen);
  CHECK(blocked->board.at(0, 2) == Square::blocked);
  CHECK(blocked->board.at(1, 2) == Square::blocked);
  CHECK(blocked->board.count(Square::open) == 6);
}

TEST_CASE("classic board file: no kind header means not a classic board") {
  CHECK_FALSE(parse_classic_board_file("AB\nBA\n", "b.txt").has_value());
}

TEST_CASE("classic board file: one-line errors name the file, the line and the problem") {
  CHECK(error_of("kind: rooks\n..\n..\n") ==
        "b.txt:1: kind is 'rooks'; it must be completion, blocked or walls");
  CHECK(error_of("kind: completion\n..\n.x\n") ==
        "b.txt:3: 'x' at column 2: blocked squares ('x') are not on a `kind: completion` board "
        "(use `kind: blocked`); this board is `kind: completion`");
  CHECK(error_of("kind: blocked\n.#\n..\n") ==
        "b.txt:2: '#' at column 2: walls ('#') are only on a `kind: walls` board; this board is "
        "`kind: blocked`");
  CHECK(error_of("kind: walls\n.A\n..\n") ==
        "b.txt:2: 'A' at column 2 is not a square ('.' open, 'Q' queen, 'x' blocked, '#' wall)");
  CHECK(error_of("kind: walls\n...\n..\n...\n") == "b.txt:3: row has 2 squares, expected 3 like line 2");
  CHECK(error_of("kind: walls\n...\n...\n") ==
        "b.txt: board has 2 rows of 3 squares; it must be square");
  CHECK(error_of("kind: walls\n") == "b.txt: no board: the input has header lines but no grid");
  CHECK(error_of(std::string("kind: walls\n") + std::string(27, '.') + "\n") ==
        "b.txt:2: row has 27 squares; boards are at most 26x26");
}
