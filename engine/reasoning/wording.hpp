// SPDX-License-Identifier: MIT
// Small helpers that name cells and houses in explanations, the way a player
// reads the board: 1-based rows and columns ("r4c7", "row 4", "column 7") and
// region letters ("region C").
// The templates taking a Geometry are declared here and built once for each
// width of bit set in wording.cpp.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "engine/model/geometry.hpp"

namespace qh {

// The pieces of a sentence joined, with one allocation: sentences are put
// together from many short pieces, and `a + b + c + ...` regrows the text
// at every doubling.
inline std::string concat(std::initializer_list<std::string_view> pieces) {
  std::size_t size = 0;
  for (std::string_view piece : pieces) size += piece.size();
  std::string out;
  out.reserve(size);
  for (std::string_view piece : pieces) out += piece;
  return out;
}

// What goes before item i of a list of `count` items, to read "a", "a and b",
// "a, b and c".
inline const char* list_separator(int i, int count) {
  return i == 0 ? "" : i + 1 == count ? " and " : ", ";
}

template <class B>
std::string cell_word(const Geometry<B>& g, int cell) {
  return cell_name(g.cell_at(cell));
}

template <class B>
std::string cells_words(const Geometry<B>& g, const B& cells);

template <class B>
std::string house_word(const Geometry<B>& g, int h);

template <class B>
std::string region_word(const Geometry<B>& g, int region) {
  return std::string("region ") + g.puzzle().letter(region);
}

// Chess queens (the classic family): how a queen on `from` sees `to`:
// "along row 3", "along column 5" or "along a diagonal".
template <class B>
std::string sight_words(const Geometry<B>& g, int from, int to) {
  if (g.row_of(from) == g.row_of(to)) return "along row " + std::to_string(g.row_of(from) + 1);
  if (g.col_of(from) == g.col_of(to)) return "along column " + std::to_string(g.col_of(from) + 1);
  return "along a diagonal";
}

// "cross out r4c1 and r4c7", or "cross out the 12 marked cells" when the list
// would be too long to read.
template <class B>
std::string cross_out_words(const Geometry<B>& g, const B& cells);

// What a step does, after a colon: ": r3c4 gets a star, and cross out r5c6"
// (`piece` is "queen" or "star"); empty when it does nothing.
template <class B>
std::string move_words(const Geometry<B>& g, const B& placed, const B& eliminated,
                       const std::string& piece);

// "rows 2 and 3", "columns 1, 4 and 6", "regions A and C": `mask` has one bit
// per ordinal of the given kind.
std::string houses_words(HouseKind kind, unsigned mask, const std::string& letters);

// The same text with its first letter in upper case, to open a sentence.
inline std::string capitalized(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
    text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

inline unsigned bit_of(int ordinal) {
  return 1U << ordinal;
}

}  // namespace qh
