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

}  // namespace qh
