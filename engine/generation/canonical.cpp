// SPDX-License-Identifier: MIT
#include "engine/generation/canonical.hpp"

#include <array>

namespace qh {

std::string canonical_form(const Puzzle& puzzle) {
  const int n = puzzle.size();
  std::string best;
  std::string text(static_cast<std::size_t>(n) * n, ' ');
  for (int sym = 0; sym < 8; ++sym) {
    std::array<char, 32> name{};
    char next = 'A';
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        // Symmetry `sym`: transpose when bit 0, mirror rows when bit 1,
        // mirror columns when bit 2 (together the eight of the square).
        int rr = (sym & 1) != 0 ? c : r;
        int cc = (sym & 1) != 0 ? r : c;
        if ((sym & 2) != 0) rr = n - 1 - rr;
        if ((sym & 4) != 0) cc = n - 1 - cc;
        char& l = name[static_cast<std::size_t>(puzzle.region(rr, cc))];
        if (l == 0) l = next++;
        text[static_cast<std::size_t>(r * n + c)] = l;
      }
    }
    if (sym == 0 || text < best) best = text;
  }
  return std::to_string(puzzle.stars()) + ":" + best;
}

}  // namespace qh
