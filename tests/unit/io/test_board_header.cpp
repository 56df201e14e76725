// SPDX-License-Identifier: MIT
// Board files with header lines (`stars: 2`, `title: ...`) before the grid:
// K is read, known keys are kept, unknown keys are returned (not logged),
// and every malformed header is a one-line error with the file and line.
#include <doctest/doctest.h>

#include <string>

#include "engine/io/board_file.hpp"
#include "support.hpp"

using namespace qh;

namespace {

const char* const kGrid4 = "A A B B\nA C C B\nD C C B\nD D D B\n";

// The message of the InputError that parsing `text` throws ("" if none).
std::string error_of(const std::string& text) {
  try {
    parse_board_file(text, "board.txt");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("board headers: stars sets K, title and source are kept, in file order") {
  const BoardFile f = parse_board_file(
      std::string("title: Four by four\r\nSource:  made for a test  \n\nstars: 2\n") + kGrid4,
      "board.txt");
  CHECK(f.puzzle.stars() == 2);
  CHECK(f.puzzle.size() == 4);
  CHECK(f.format == BoardFormat::letters);
  CHECK(f.stars_line == 4);
  REQUIRE(f.headers.size() == 3);
  CHECK(f.headers[0].key == "title");
  CHECK(f.headers[0].value == "Four by four");
  CHECK(f.headers[1].key == "source");  // keys are compared without case
  CHECK(f.headers[1].value == "made for a test");
  CHECK(f.headers[1].line == 2);
  CHECK(f.headers[2].key == "stars");
  CHECK(f.unknown.empty());
  CHECK(f.puzzle.rows() == std::vector<std::string>{"AABB", "ACCB", "DCCB", "DDDB"});
}

TEST_CASE("board headers: without headers K is 1 and nothing else changes") {
  const BoardFile f = parse_board_file(kGrid4, "board.txt");
  CHECK(f.puzzle.stars() == 1);
  CHECK(f.stars_line == 0);
  CHECK(f.headers.empty());
  CHECK(f.unknown.empty());
  CHECK(parse_board(kGrid4, "board.txt").rows() == f.puzzle.rows());
}

TEST_CASE("board headers: unknown keys are returned to the caller, not refused") {
  const BoardFile f =
      parse_board_file(std::string("difficulty: hard\nx-id: 42\n") + kGrid4, "board.txt");
  CHECK(f.puzzle.stars() == 1);
  CHECK(f.headers.empty());
  REQUIRE(f.unknown.size() == 2);
  CHECK(f.unknown[0].key == "difficulty");
  CHECK(f.unknown[0].line == 1);
  CHECK(f.unknown[1].key == "x-id");
  CHECK(f.unknown[1].value == "42");
}

TEST_CASE("board headers: errors name the file and the line") {
  CHECK(error_of(std::string("stars: 9\n") + kGrid4) == "board.txt:1: stars must be 1..6, got 9");
  CHECK(error_of(std::string("stars: 0\n") + kGrid4) == "board.txt:1: stars must be 1..6, got 0");
  CHECK(error_of(std::string("stars: -1\n") + kGrid4) == "board.txt:1: stars must be 1..6, got -1");
  CHECK(error_of(std::string("stars: 99999999999999\n") + kGrid4) ==
        "board.txt:1: stars must be 1..6, got 99999999999999");
  CHECK(error_of(std::string("\nstars: two\n") + kGrid4) ==
        "board.txt:2: stars must be a whole number 1..6, got 'two'");
  CHECK(error_of(std::string("stars: 2.5\n") + kGrid4) ==
        "board.txt:1: stars must be a whole number 1..6, got '2.5'");
  CHECK(error_of(std::string("stars:\n") + kGrid4) == "board.txt:1: stars needs a value, 1..6");
  CHECK(error_of(std::string("title: a\nstars: 2\nTitle: b\n") + kGrid4) ==
        "board.txt:3: header 'title' given twice (first on line 1)");
  CHECK(error_of(std::string(kGrid4) + "title: late\n") ==
        "board.txt:5: header line 'title:' after the grid; header lines go before the first row");
  CHECK(error_of("A A B B\nstars: 2\nA C C B\nD C C B\nD D D B\n") ==
        "board.txt:2: header line 'stars:' after the grid; header lines go before the first row");
  CHECK(error_of(std::string("title: bell\x07\n") + kGrid4) ==
        "board.txt:1: control byte 0x07 in the value of 'title'");
  CHECK(error_of("title: only a title\n") ==
        "board.txt: no board: the input has header lines but no grid");
}

TEST_CASE("board headers: grid errors keep their line numbers after the headers") {
  CHECK(error_of("title: t\nstars: 2\nA A B\nA C C B\nD C C B\nD D D B\n") ==
        "board.txt:4: row has 4 cells, expected 3 like line 3");
  CHECK(error_of("stars: 2\n\nA A B B\nA C C b\nD C C B\nD D D B\n") ==
        "board.txt:4: 'b' at column 7 is not a region letter (A-Z)");
}

TEST_CASE("board headers: lines with a colon that are not headers stay grid errors") {
  // A key cannot contain blanks, so this is a grid row with a bad character.
  CHECK(error_of("A A : B\nA C C B\nD C C B\nD D D B\n") ==
        "board.txt:1: ':' at column 5 is not a region letter (A-Z)");
}

TEST_CASE("Puzzle: K is checked wherever it is set") {
  const Puzzle p = parse_board(kGrid4, "board.txt");
  CHECK(p.with_stars(kMaxStars).stars() == kMaxStars);
  CHECK(p.with_stars(2).rows() == p.rows());
  CHECK_THROWS_AS(p.with_stars(0), InputError);
  CHECK_THROWS_AS(p.with_stars(kMaxStars + 1), InputError);
  CHECK_THROWS_AS(Puzzle::from_rows(p.rows(), 7), InputError);
}
