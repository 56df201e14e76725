// SPDX-License-Identifier: MIT
// Star Battle Notation: the spec's worked example, round trips letters ->
// SBN -> letters for every fixture and every corpus board, how a board file
// is recognised as SBN, and one clear error for each way a string can be
// malformed.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "engine/io/board_file.hpp"
#include "engine/io/sbn.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// The region of every cell, numbered in order of first appearance: two
// boards with the same partition have the same grid, whatever the letters.
std::vector<int> partition(const Puzzle& p) {
  std::vector<int> out;
  for (int r = 0; r < p.size(); ++r)
    for (int c = 0; c < p.size(); ++c) out.push_back(p.region(r, c));
  return out;
}

std::string sbn_error(const std::string& text) {
  try {
    parse_board_file(text, "board.sbn");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// Letters -> SBN -> letters: the same partition and K, letters in order of
// first appearance; the SBN string parses to the same SBN.
void check_round_trip(const Puzzle& p, const std::string& name) {
  CAPTURE(name);
  const std::string sbn = write_sbn(p);
  CHECK(looks_like_sbn(sbn));
  const Puzzle back = parse_sbn(sbn, name);
  CHECK(back.size() == p.size());
  CHECK(back.stars() == p.stars());
  CHECK(partition(back) == partition(p));
  CHECK(write_sbn(back) == sbn);
  // Letters from SBN are A, B, C, ... in reading order.
  for (int reg = 0; reg < back.size(); ++reg) CHECK(back.letter(reg) == 'A' + reg);
}

}  // namespace

TEST_CASE("SBN: the spec's worked example is fixtures/spec-7x7.txt") {
  const Puzzle spec = parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
  const BoardFile f = parse_board_file("771W1vplvZW0bhxtb0\n", "example.sbn");
  CHECK(f.format == BoardFormat::sbn);
  CHECK(f.stars_line == 1);
  CHECK(f.puzzle.stars() == 1);
  CHECK(partition(f.puzzle) == partition(spec));
  CHECK(f.puzzle.rows() == std::vector<std::string>{"AAAAAAB", "ACDEEEB", "ACDDDEB", "ACCFDEB",
                                                    "AGCFFFB", "AGGGGFB", "ABBBBBB"});
  CHECK(write_sbn(spec) == "771W1vplvZW0bhxtb0");
  CHECK(write_sbn(spec.with_stars(2)) == "772W1vplvZW0bhxtb0");
}

TEST_CASE("SBN: round trip for every fixture board") {
  int boards = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::source_dir() / "fixtures")) {
    const auto ext = entry.path().extension();
    if (ext != ".txt" && ext != ".sbn") continue;
    const BoardFile f = parse_board_file(read_input(entry.path().string()), entry.path().string());
    check_round_trip(f.puzzle, entry.path().filename().string());
    ++boards;
  }
  CHECK(boards >= 15);
}

TEST_CASE("SBN: round trip for every corpus board with connected regions") {
  const auto boards = test::corpus_boards();
  if (boards.empty()) {
    MESSAGE("shared corpus not found: skipped");
    return;
  }
  int connected = 0, split = 0;
  for (const test::CorpusBoard& b : boards) {
    const Puzzle p = parse_board(read_input(b.path), b.path);
    if (!p.split_regions().empty()) {
      // SBN cannot say that two pieces are one region: refused, not garbled.
      CHECK_THROWS_AS(write_sbn(p), std::invalid_argument);
      ++split;
      continue;
    }
    check_round_trip(p, b.path);
    // The corpus is lettered in order of first appearance, as SBN is.
    CHECK(parse_sbn(write_sbn(p), b.path).rows() == p.rows());
    ++connected;
  }
  CHECK(connected > 0);
  MESSAGE(connected << " corpus boards round-tripped, " << split << " with split regions refused");
}

TEST_CASE("SBN: sizes 1 to 26, any K, padding") {
  // One region per row: walls between every two rows, none inside a row.
  for (int n = 1; n <= kMaxSize; ++n) {
    std::vector<std::string> rows;
    for (int r = 0; r < n; ++r) rows.emplace_back(static_cast<std::size_t>(n), 'A' + r);
    for (int k = 1; k <= kMaxStars; ++k) {
      const Puzzle p = Puzzle::from_rows(rows, k);
      const std::string sbn = write_sbn(p);
      CAPTURE(sbn);
      CHECK(sbn.size() == 4 + static_cast<std::size_t>((2 * n * (n - 1) + 5) / 6));
      CHECK(sbn[2] == '0' + k);
      check_round_trip(p, "rows-" + std::to_string(n));
    }
  }
  CHECK(write_sbn(Puzzle::from_rows({"A"})) == "111W");
  CHECK(write_sbn(Puzzle::from_rows(std::vector<std::string>(10, "ABCDEFGHIJ"))).substr(0, 4) ==
        "AA1W");
}

TEST_CASE("SBN: which board files are read as SBN") {
  CHECK(looks_like_sbn("771W1vplvZW0bhxtb0"));
  CHECK(looks_like_sbn("AA2Wzz"));         // a digit: K
  CHECK_FALSE(looks_like_sbn("PPPPPPO"));  // letters only: one row of a letter board
  CHECK_FALSE(looks_like_sbn("77 1W"));
  // With headers, blanks and CRLF around it.
  const BoardFile f = parse_board_file("title: t\r\n\r\n  771W1vplvZW0bhxtb0  \r\n\r\n", "x");
  CHECK(f.format == BoardFormat::sbn);
  CHECK(f.stars_line == 3);
  CHECK(f.headers.size() == 1);
  // A stars header that agrees with the string is fine.
  CHECK(parse_board_file("stars: 1\n771W1vplvZW0bhxtb0\n", "x").puzzle.stars() == 1);
  // A one-line letter board is still a letter board (and its error says so).
  CHECK(sbn_error("PPPPPPO\n") == "board.sbn: board has 1 rows of 7 cells; it must be square");
}

TEST_CASE("SBN: malformed strings give one clear line") {
  CHECK(sbn_error("771W1vplvZW0bhxtb\n") ==
        "board.sbn:1: SBN: the border field has 13 characters; a 7x7 board needs 14");
  CHECK(sbn_error("771W1vplvZW0bhxtb00\n") ==
        "board.sbn:1: SBN: the border field has 15 characters; a 7x7 board needs 14");
  CHECK(sbn_error("781W1vplvZW0bhxtb0") ==
        "board.sbn:1: SBN: the size is written twice and both must agree, got 78");
  CHECK(sbn_error("RR1W") == "board.sbn:1: SBN: the size must be 1..26, got 27 (RR)");
  CHECK(sbn_error("001W") == "board.sbn:1: SBN: the size must be 1..26, got 0 (00)");
  CHECK(sbn_error("aa1W") ==
        "board.sbn:1: SBN: the size must be written as two base-36 digits (0-9, A-Z), got aa");
  CHECK(sbn_error("770W1vplvZW0bhxtb0") == "board.sbn:1: SBN: K must be 1..6, got 0");
  CHECK(sbn_error("777W1vplvZW0bhxtb0") == "board.sbn:1: SBN: K must be 1..6, got 7");
  CHECK(sbn_error("77xW1vplvZW0bhxtb0") == "board.sbn:1: SBN: K must be a digit 1..6, got 'x'");
  CHECK(sbn_error("771e1vplvZW0bhxtb0") ==
        "board.sbn:1: SBN: annotated SBN ('e' at position 4) is not supported; boards use 'W'");
  CHECK(sbn_error("771X1vplvZW0bhxtb0") == "board.sbn:1: SBN: position 4 must be 'W', got 'X'");
  CHECK(sbn_error("771W1vplvZW0bhxt!0") ==
        "board.sbn:1: SBN: '!' at position 17 is not an SBN character (0-9, A-Z, a-z, '-', '_')");
  CHECK(sbn_error("77") ==
        "board.sbn:1: SBN: '77' is too short; SBN starts with N twice, K and 'W'");
  // 5x5: 40 wall bits in 7 characters, so 2 padding bits, which must be 0.
  const std::string five =
      write_sbn(Puzzle::from_rows({"AAAAA", "BBBBB", "CCCCC", "DDDDD", "EEEEE"}));
  std::string padded = five;
  padded[4] = '_';  // 111111: sets both padding bits
  CHECK(sbn_error(padded) == "board.sbn:1: SBN: the padding bits before the walls must be 0");
  // No walls: one region where seven are needed.
  CHECK(sbn_error("771W00000000000000") ==
        "board.sbn:1: SBN: the walls make 1 region; a 7x7 board needs 7");
  // The last horizontal bit cuts region B (column 7 and row 7) in two.
  CHECK(sbn_error("771W1vplvZW0bhxtb1") ==
        "board.sbn:1: SBN: the walls make 8 regions; a 7x7 board needs 7");
  // A wall with the same region on both sides: region A is a 2x2 block, so
  // a wall between r1c1 and r1c2 leaves it connected through row 2. The
  // first character holds 2 padding bits and the first 4 vertical bits
  // (r1c1|r1c2, r1c2|r1c3, ...): 00 0100 = '4'; setting the first wall gives
  // 00 1100 = 'C'.
  std::string inside = write_sbn(Puzzle::from_rows({"AABBB", "AABBB", "CCCDD", "CCCDD", "EEEEE"}));
  REQUIRE(inside[4] == '4');
  inside[4] = 'C';
  CHECK(sbn_error(inside) ==
        "board.sbn:1: SBN: the wall between r1c1 and r1c2 lies inside one region");
}

TEST_CASE("SBN: K from the string and from a stars header must agree") {
  CHECK(sbn_error("stars: 2\n771W1vplvZW0bhxtb0\n") ==
        "board.sbn:2: SBN: K is 1 but the stars header on line 1 says 2");
}

TEST_CASE("SBN: boards with a split region cannot be written") {
  const Puzzle split = parse_board(
      read_input((test::source_dir() / "tests/cli/boards/split-region-5x5.txt").string()), "split");
  REQUIRE_FALSE(split.split_regions().empty());
  CHECK_THROWS_AS(write_sbn(split), std::invalid_argument);
}

TEST_CASE("SBN lists: one board a line, as published collections come") {
  const std::string spec = "771W1vplvZW0bhxtb0";
  const std::string eight = "881W27AAUL9C0G7HyiKexb2";
  SUBCASE("blanks, CRLF, blank lines and comments are skipped; lines keep their numbers") {
    const std::string text = "# a list\r\n" + spec + "\r\n\r\n\t" + eight + "  \r\n" + spec;
    const std::vector<ListedSbn> list = sbn_list(text);
    REQUIRE(list.size() == 3);
    CHECK(list[0].line == 2);
    CHECK(list[0].sbn == spec);
    CHECK(list[1].line == 4);
    CHECK(list[1].sbn == eight);
    CHECK(list[2].line == 5);
    CHECK(parse_sbn(list[1].sbn, "list", list[1].line).size() == 8);
  }
  SUBCASE("a single string, a letters board and a header file are not lists") {
    CHECK(sbn_list(spec + "\n").empty());
    CHECK(sbn_list("# one\n" + spec + "\n\n").empty());
    CHECK(sbn_list("AAB\nABB\nCCC\n").empty());
    CHECK(sbn_list("stars: 1\n" + spec + "\n" + spec + "\n").empty());
    CHECK(sbn_list(spec + "\nAAB\n" + spec + "\n").empty());
  }
  SUBCASE("bytes outside printable ASCII make it no list (a binary file)") {
    CHECK(sbn_list(spec + "\n" + eight + "\x01\n").empty());
    CHECK(sbn_list(spec + "\n\xff" + eight + "\n").empty());
    CHECK(sbn_lines(spec + "\n\xff" + eight + "\n").size() == 2);
  }
  SUBCASE("a board file holding a list is refused on the second string's line") {
    CHECK(sbn_error("\n" + spec + "\n" + eight + "\n" + spec + "\n") ==
          "board.sbn:3: a second SBN string: this is a list of 3 boards, one a line, and a board "
          "file holds one (`queens-hint grade` reads lists, and FILE:LINE names one of their "
          "boards; the libraries read them with Puzzle.load_list and parseBoardList)");
  }
}

TEST_CASE("SBN lists read whole by a library: each board with its line, errors on theirs") {
  const std::string spec = "771W1vplvZW0bhxtb0";
  const std::string eight = "881W27AAUL9C0G7HyiKexb2";
  const auto error = [](const std::string& text) -> std::string {
    try {
      parse_sbn_list(text, "list.txt");
    } catch (const InputError& e) {
      return e.what();
    }
    return "";
  };
  SUBCASE("every string, with the line it is on") {
    const std::vector<ListedBoard> boards =
        parse_sbn_list("# a list\r\n" + spec + "\r\n\r\n\t" + eight + "  \r\n", "list.txt");
    REQUIRE(boards.size() == 2);
    CHECK(boards[0].line == 2);
    CHECK(boards[0].puzzle.size() == 7);
    CHECK(write_sbn(boards[0].puzzle) == spec);
    CHECK(boards[1].line == 4);
    CHECK(boards[1].puzzle.size() == 8);
    CHECK(boards[1].puzzle.stars() == 1);
    CHECK(listed_board_name("list.txt", boards[1].line) == "list.txt:4");
  }
  SUBCASE("one string is a list of one") {
    const std::vector<ListedBoard> boards = parse_sbn_list(spec, "list.txt");
    REQUIRE(boards.size() == 1);
    CHECK(boards[0].line == 1);
  }
  SUBCASE("a line that is no SBN string, a malformed one, or none at all") {
    CHECK(error(spec + "\nAAB\n") ==
          "list.txt:2: not an SBN string: a list holds one SBN string a line");
    CHECK(error(spec + "\n\n" + spec.substr(0, 10) + "\n").rfind("list.txt:3: SBN: ", 0) == 0);
    CHECK(error("# nothing\n\n") == "list.txt: no SBN string: a list holds one board a line");
  }
}
