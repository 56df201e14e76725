// SPDX-License-Identifier: MIT
#include "sweep.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <ctime>

#include "image/image_reader.hpp"
#include "render.hpp"

namespace qh::render {

std::vector<int> canonical(const Puzzle& p) {
  std::vector<int> map(26, -1), out;
  int next = 0;
  for (int r = 0; r < p.size(); ++r)
    for (int c = 0; c < p.size(); ++c) {
      int& m = map[static_cast<std::size_t>(p.region(r, c))];
      if (m < 0) m = next++;
      out.push_back(m);
    }
  return out;
}

namespace {

// Deterministic marks for board i: none on every third board, otherwise
// about one cell in eight crossed out and a few queens, no two touching (the
// reader reports touching queens as unsure: touching_queens.cpp).
PlayerMarks marks_for(int i, int n) {
  PlayerMarks m;
  if (i % 3 == 0) return m;
  std::uint64_t state = 0x9e3779b97f4a7c15ull * static_cast<std::uint64_t>(i + 1);
  auto next = [&state] {
    state ^= state << 13, state ^= state >> 7, state ^= state << 17;
    return state;
  };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const std::uint64_t roll = next() % 100;
      const bool touches = std::any_of(m.queens.begin(), m.queens.end(), [&](const Cell& q) {
        return std::abs(q.row - r) <= 1 && std::abs(q.col - c) <= 1;
      });
      if (roll < 5 && !touches)
        m.queens.push_back({r, c});
      else if (roll < 17)
        m.crossed.push_back({r, c});
    }
  return m;
}

std::vector<int> mark_grid(const PlayerMarks& m, int n) {
  std::vector<int> grid(static_cast<std::size_t>(n * n), 0);
  for (const Cell& c : m.crossed) grid[static_cast<std::size_t>(c.row * n + c.col)] = 1;
  for (const Cell& c : m.queens) grid[static_cast<std::size_t>(c.row * n + c.col)] = 2;
  return grid;
}

// "marks differ at r3c4: drew x, read Q" for the first differing cell.
std::string marks_difference(const PlayerMarks& drawn, const PlayerMarks& read, int n) {
  const std::vector<int> a = mark_grid(drawn, n), b = mark_grid(read, n);
  const char* names[] = {".", "x", "Q"};
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i])
      return "marks differ at " + cell_name({static_cast<int>(i) / n, static_cast<int>(i) % n}) +
             ": drew " + names[a[i]] + ", read " + names[b[i]];
  return "marks differ";
}

// The board's own number (FNV-1a of its name), so that a board gets the
// same marks, chrome and format whatever list or stride it is swept in.
int board_seed(const std::string& name) {
  std::uint32_t h = 2166136261u;
  for (unsigned char ch : name) h = (h ^ ch) * 16777619u;
  return static_cast<int>(h % 1000003u);
}

}  // namespace

SweepResult sweep(const std::vector<SweepBoard>& boards, const std::string& theme_name,
                  int board_px, int stride) {
  const Theme t = theme(theme_name);
  SweepResult result;
  for (std::size_t at = 0; at < boards.size(); at += static_cast<std::size_t>(stride)) {
    const int i = board_seed(boards[at].name);
    const Puzzle& puzzle = boards[at].puzzle;
    // Without colours a region in separate pieces cannot be drawn as one
    // region (the reader rightly refuses it): such boards are left out.
    if (!t.coloured && !puzzle.split_regions().empty()) continue;
    const PlayerMarks marks = marks_for(i, puzzle.size());
    const Scene scene{
        .board_px = board_px, .chrome = i % 5 != 0, .shift_x = (i % 7 - 3) * board_px / 20};
    const int quality = i % 4 == 0 ? 0 : 60 + (i * 7) % 36;
    const std::vector<unsigned char> bytes = encode(render(puzzle, marks, t, scene), quality);
    const std::string what =
        boards[at].name + " (" + theme_name + ", " + std::to_string(board_px) + " px, " +
        (quality == 0 ? std::string("PNG") : "JPEG " + std::to_string(quality)) + ")";
    ++result.images;
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    try {
      const image::ImportedBoard got = image::read_board_image(bytes, what);
      result.read_seconds +=
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      result.read_cpu += static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
      const bool same_board =
          got.puzzle.size() == puzzle.size() && canonical(got.puzzle) == canonical(puzzle);
      // Cells whose mark the reader reports as unsure are left out of the
      // comparison: such a read is not exact, but not wrong either.
      std::vector<int> drawn = mark_grid(marks, puzzle.size());
      for (const Cell& c : got.unsure)
        drawn[static_cast<std::size_t>(c.row * puzzle.size() + c.col)] = 0;
      const bool same_marks = same_board && mark_grid(got.marks, puzzle.size()) == drawn;
      if (same_board && same_marks && got.unsure.empty()) {
        ++result.exact;
      } else if (same_board && same_marks) {
        ++result.unsure;
        if (result.notes.size() < 8)
          result.notes.push_back("unsure " + what + ": " + got.unsure_note);
      } else {
        ++result.wrong;  // always noted
        result.notes.push_back("WRONG " + what + ": " +
                               (same_board
                                    ? marks_difference(marks, got.marks, puzzle.size())
                                    : "board differs (read " + std::to_string(got.puzzle.size()) +
                                          "x" + std::to_string(got.puzzle.size()) + ")"));
      }
    } catch (const std::exception& e) {
      result.read_seconds +=
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      result.read_cpu += static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
      ++result.refused;
      if (result.notes.size() < 8) result.notes.push_back(std::string("refused ") + e.what());
    }
  }
  return result;
}

}  // namespace qh::render
