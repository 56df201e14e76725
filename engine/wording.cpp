#include "engine/wording.hpp"

#include <bit>

namespace qh {

std::string join_list(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += (i + 1 == items.size()) ? " and " : ", ";
    out += items[i];
  }
  return out;
}

std::string houses_words(HouseKind kind, unsigned mask, const std::string& letters) {
  std::vector<std::string> names;
  for (unsigned m = mask; m != 0; m &= m - 1) {
    const int k = std::countr_zero(m);
    names.push_back(kind == HouseKind::region ? std::string(1, letters[k]) : std::to_string(k + 1));
  }
  const bool plural = names.size() > 1;
  const char* noun = kind == HouseKind::row      ? (plural ? "rows " : "row ")
                     : kind == HouseKind::column ? (plural ? "columns " : "column ")
                                                 : (plural ? "regions " : "region ");
  return noun + join_list(names);
}

}  // namespace qh
