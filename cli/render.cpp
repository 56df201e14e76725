// SPDX-License-Identifier: MIT
#include "cli/render.hpp"

#include <array>
#include <cstdio>

namespace qh::cli {
namespace {

enum class Mark { none, focus, changed };
enum class Content { open, crossed, queen };

// Light 256-colour backgrounds, one per region, readable with black text.
constexpr std::array<int, 26> kPalette{217, 153, 229, 151, 183, 223, 159, 187, 225,
                                       194, 189, 216, 158, 230, 219, 117, 186, 152,
                                       222, 147, 210, 121, 228, 182, 250, 195};

std::string pad(int value, int width) {
  std::string s = std::to_string(value);
  return std::string(static_cast<std::size_t>(width) - std::min<std::size_t>(s.size(), width),
                     ' ') +
         s;
}

}  // namespace

std::string render_board(const Puzzle& puzzle, const Marks& position, const Deduction* step,
                         bool color) {
  const int n = puzzle.size();
  std::vector<Content> content(static_cast<std::size_t>(n * n), Content::open);
  std::vector<Mark> mark(static_cast<std::size_t>(n * n), Mark::none);
  auto at = [n](const Cell& c) { return static_cast<std::size_t>(c.row * n + c.col); };
  for (const Cell& c : position.dead) content[at(c)] = Content::crossed;
  for (const Cell& c : position.queens) content[at(c)] = Content::queen;
  if (step != nullptr) {
    for (const Cell& c : step->focus) mark[at(c)] = Mark::focus;
    for (const Cell& c : step->eliminated) {
      content[at(c)] = Content::crossed;
      mark[at(c)] = Mark::changed;
    }
    for (const Cell& c : step->placed) {
      content[at(c)] = Content::queen;
      mark[at(c)] = Mark::changed;
    }
  }

  // Queens (K = 1) are drawn Q, stars (K >= 2) *.
  const char piece = puzzle.stars() == 1 ? 'Q' : '*';
  std::string out = "    ";
  for (int c = 0; c < n; ++c) out += " " + pad(c + 1, 2) + " ";
  out += "\n";
  for (int r = 0; r < n; ++r) {
    out += pad(r + 1, 3) + " ";
    for (int c = 0; c < n; ++c) {
      const std::size_t i = static_cast<std::size_t>(r * n + c);
      const char open = mark[i] == Mark::changed ? '[' : mark[i] == Mark::focus ? '(' : ' ';
      const char close = mark[i] == Mark::changed ? ']' : mark[i] == Mark::focus ? ')' : ' ';
      const char state = content[i] == Content::queen     ? piece
                         : content[i] == Content::crossed ? 'x'
                                                          : ' ';
      if (const ClassicBoard* board = puzzle.classic()) {
        // The classic family has no regions: walls and blocked squares instead.
        const Square sq = board->at(r, c);
        const bool closed = sq == Square::wall || sq == Square::blocked;
        const char shown = sq == Square::wall ? '#' : sq == Square::blocked ? 'X' : '.';
        out += {open, shown, closed ? shown : state, close};
        continue;
      }
      const char letter = puzzle.letter(puzzle.region(r, c));
      if (!color) {
        out += {open, letter, state, close};
        continue;
      }
      char buf[64];
      std::snprintf(buf, sizeof buf, "\x1b[48;5;%d;30m", kPalette[puzzle.region(r, c) % 26]);
      out += buf;
      out += open;
      out += letter;
      if (content[i] == Content::queen) out += "\x1b[1m";
      if (mark[i] == Mark::changed) out += content[i] == Content::queen ? "\x1b[34m" : "\x1b[1;31m";
      out += state;
      out += "\x1b[22;30m";
      out += close;
      out += "\x1b[0m";
    }
    out += "\n";
  }
  out += puzzle.stars() == 1 ? "    Q queen" : "    * star";
  out += "   x crossed out";
  if (const ClassicBoard* board = puzzle.classic()) {
    if (board->count(Square::wall) > 0) out += "   ## wall";
    if (board->count(Square::blocked) > 0) out += "   XX blocked";
  }
  if (step != nullptr) out += "   [ ] this move   ( ) the reason";
  out += "\n";
  return out;
}

}  // namespace qh::cli
