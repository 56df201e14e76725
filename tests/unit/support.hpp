// Helpers shared by the tests: boards from text, positions from pictures,
// and the shared corpus (../shared/corpus), which tests skip when absent.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/board_file.hpp"
#include "engine/geometry.hpp"
#include "engine/rule_set.hpp"
#include "engine/state.hpp"

namespace qh::test {

inline std::filesystem::path source_dir() { return QH_SOURCE_DIR; }
inline std::filesystem::path fixture(const std::string& name) {
  return source_dir() / "fixtures" / name;
}

// The shared corpus: $QH_CORPUS, else ../shared/corpus next to the repo.
// Empty when it is not there.
std::optional<std::filesystem::path> corpus_dir();

struct CorpusBoard {
  std::string path;         // absolute
  int id = 0;
  int n = 0;
  std::string solutions;    // "1", "2", ..., "10+"
  std::vector<int> solution_columns;  // for unique boards: the queen's column in each row
};
std::vector<CorpusBoard> corpus_boards();  // empty without the corpus

Puzzle board_from(const std::string& text);

// A state from a picture over the board: '.' live, 'x' dead, 'Q' queen, one
// row per line, spaces ignored (the position file format).
template <class B>
State<B> state_from(const Geometry<B>& g, const std::string& picture) {
  const PlayerMarks m = parse_position(picture, "picture", g.size());
  State<B> s;
  for (const Cell& c : m.queens) s.queens.set(g.index(c.row, c.col));
  for (const Cell& c : m.crossed) s.dead.set(g.index(c.row, c.col));
  return s;
}

// Cells as a set from a picture where '#' marks a cell (other chars ignored
// except row structure: '.', '#' per cell).
template <class B>
B cells_from(const Geometry<B>& g, const std::string& picture) {
  B out;
  int r = 0, c = 0;
  for (char ch : picture) {
    if (ch == '\n') {
      if (c > 0) ++r;
      c = 0;
      continue;
    }
    if (ch == ' ') continue;
    if (ch == '#') out.set(g.index(r, c));
    ++c;
  }
  return out;
}

}  // namespace qh::test
