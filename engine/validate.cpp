#include "engine/validate.hpp"

#include <cstdlib>

namespace qh {

std::optional<std::string> placement_problem(const Puzzle& puzzle,
                                             const std::vector<Cell>& queens) {
  const int n = puzzle.size();
  if (static_cast<int>(queens.size()) != n)
    return "expected " + std::to_string(n) + " queens, found " + std::to_string(queens.size());
  for (std::size_t i = 0; i < queens.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (queens[i].row == queens[j].row)
        return "check 1 (one queen per row) fails: " + cell_name(queens[j]) + " and " +
               cell_name(queens[i]) + " are both in row " + std::to_string(queens[i].row + 1);
  for (std::size_t i = 0; i < queens.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (queens[i].col == queens[j].col)
        return "check 2 (one queen per column) fails: " + cell_name(queens[j]) + " and " +
               cell_name(queens[i]) + " are both in column " + std::to_string(queens[i].col + 1);
  for (std::size_t i = 0; i < queens.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (puzzle.region(queens[i]) == puzzle.region(queens[j]))
        return "check 3 (one queen per region) fails: " + cell_name(queens[j]) + " and " +
               cell_name(queens[i]) + " are both in region " +
               std::string(1, puzzle.letter(puzzle.region(queens[i])));
  for (std::size_t i = 0; i < queens.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (std::abs(queens[i].row - queens[j].row) < 2 &&
          std::abs(queens[i].col - queens[j].col) < 2)
        return "check 4 (queens do not touch) fails: " + cell_name(queens[j]) + " and " +
               cell_name(queens[i]) + " touch";
  return std::nullopt;
}

}  // namespace qh
