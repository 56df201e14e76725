// SPDX-License-Identifier: MIT
#include "engine/reasoning/wording.hpp"

#include <bit>

namespace qh {

std::string houses_words(HouseKind kind, unsigned mask, const std::string& letters) {
  const int count = std::popcount(mask);
  const bool plural = count > 1;
  std::string out = kind == HouseKind::row      ? (plural ? "rows " : "row ")
                    : kind == HouseKind::column ? (plural ? "columns " : "column ")
                                                : (plural ? "regions " : "region ");
  int i = 0;
  for (unsigned m = mask; m != 0; m &= m - 1) {
    const int k = std::countr_zero(m);
    out += list_separator(i++, count);
    if (kind == HouseKind::region)
      out += letters[static_cast<std::size_t>(k)];
    else
      out += std::to_string(k + 1);
  }
  return out;
}

template <class B>
std::string cells_words(const Geometry<B>& g, const B& cells) {
  const int count = cells.count();
  std::string out;
  out.reserve(static_cast<std::size_t>(count) * 8);
  int i = 0;
  cells.for_each([&](int c) { (out += list_separator(i++, count)) += cell_name(g.cell_at(c)); });
  return out;
}

template <class B>
std::string house_word(const Geometry<B>& g, int h) {
  const int k = g.ordinal_of(h);
  switch (g.kind_of(h)) {
    case HouseKind::row:
      return "row " + std::to_string(k + 1);
    case HouseKind::column:
      return "column " + std::to_string(k + 1);
    case HouseKind::region:
      break;
  }
  return std::string("region ") + g.puzzle().letter(k);
}

template <class B>
std::string cross_out_words(const Geometry<B>& g, const B& cells) {
  const int count = cells.count();
  if (count > 6) return concat({"cross out the ", std::to_string(count), " marked cells"});
  return concat({"cross out ", cells_words(g, cells)});
}

template <class B>
std::string move_words(const Geometry<B>& g, const B& placed, const B& eliminated,
                       const std::string& piece) {
  std::string text;
  if (placed.any())
    text = concat({": ", cells_words(g, placed), placed.is_single() ? " gets a " : " get ",
                   placed.is_single() ? piece : piece + "s"});
  if (eliminated.any())
    text += concat({placed.any() ? ", and " : ": ", cross_out_words(g, eliminated)});
  return text;
}

// The templates above, built here once for each width (wording.hpp declares
// them), not in every rule's file.
#define QH_WORDING_FOR(B)                                                                \
  template std::string cells_words(const Geometry<B>&, const B&);                        \
  template std::string house_word(const Geometry<B>&, int);                              \
  template std::string cross_out_words(const Geometry<B>&, const B&);                    \
  template std::string move_words(const Geometry<B>&, const B&, const B&, const std::string&);
QH_WORDING_FOR(NarrowBits)
QH_WORDING_FOR(MediumBits)
QH_WORDING_FOR(WideBits)
#undef QH_WORDING_FOR

}  // namespace qh
