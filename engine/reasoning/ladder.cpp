// SPDX-License-Identifier: MIT
// The hint ladder's shared texts (ladder.hpp), built once for each width.
#include "engine/reasoning/ladder.hpp"

#include <bit>
#include <string>
#include <string_view>
#include <utility>

namespace qh {

std::string for_stars(std::string text, int stars) {
  if (stars == 1) return text;
  for (const auto& [from, to] : {std::pair{"queen", "star"}, std::pair{"Queen", "Star"}}) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at)) {
      text.replace(at, 5, to);
      at += 4;
    }
  }
  return text;
}

template <class B>
std::string houses_text(const Geometry<B>& g, const HouseSet& h) {
  std::string letters;
  for (int r = 0; r < g.size(); ++r) letters += g.puzzle().letter(r);
  std::string groups[3];
  int count = 0;
  const auto add = [&](HouseKind kind, unsigned mask) {
    if (mask != 0) groups[count++] = houses_words(kind, mask, letters);
  };
  add(HouseKind::region, h.regions);
  add(HouseKind::row, h.rows);
  add(HouseKind::column, h.columns);
  std::string out;
  for (int i = 0; i < count; ++i) (out += list_separator(i, count)) += groups[i];
  return out;
}

template <class B>
HouseSet ladder_houses(const Geometry<B>& g, const Step<B>& step) {
  if (step.houses.rows != 0 || step.houses.columns != 0 || step.houses.regions != 0)
    return step.houses;
  HouseSet out;
  unsigned regions = 0, rows = 0;
  step.focus.for_each([&](int c) {
    regions |= bit_of(g.region_of(c));
    rows |= bit_of(g.row_of(c));
  });
  if (std::popcount(regions) == 1 && !g.chess())  // chess boards have no regions
    out.regions = regions;
  else
    out.rows = rows;
  return out;
}

template <class B>
std::string nudge_text(const Geometry<B>& g, const Step<B>& step) {
  const std::string where = houses_text(g, ladder_houses(g, step));
  if (where.empty()) return "Look at the whole board: one more deduction is there to make.";
  return concat({"Look at ", where, "."});
}

template <class B>
std::string technique_text(const Geometry<B>& g, std::string_view title, std::string_view reminder,
                           const Step<B>& step) {
  const std::string where = houses_text(g, ladder_houses(g, step));
  return for_stars(
      concat({"Try \"", title, "\"", where.empty() ? "" : " on ", where, ". ", reminder}),
      g.stars());
}

template <class B>
HouseSet focus_houses(const Geometry<B>& g, const Step<B>& step) {
  if (step.focus.none()) return ladder_houses(g, step);
  HouseSet out;
  B covered;
  const auto keep = [&](unsigned mask, HouseKind kind, unsigned& into) {
    for (unsigned m = mask; m != 0; m &= m - 1) {
      const B house = g.house(g.house_id(kind, std::countr_zero(m)));
      if (!house.intersects(step.focus)) continue;
      into |= m & -m;
      covered |= house;
    }
  };
  keep(step.houses.regions, HouseKind::region, out.regions);
  keep(step.houses.rows, HouseKind::row, out.rows);
  keep(step.houses.columns, HouseKind::column, out.columns);
  step.focus.without(covered).for_each([&](int c) {
    if (g.chess()) {
      out.rows |= bit_of(g.row_of(c));
    } else {
      out.regions |= bit_of(g.region_of(c));
    }
  });
  return out;
}

template <class B>
std::string generic_reason(const Geometry<B>& g, std::string_view reminder, const Step<B>& step) {
  const std::string where = houses_text(g, focus_houses(g, step));
  return for_stars(concat({"Look at the highlighted cells", where.empty() ? "" : " in ", where,
                           ": ", lower_first(std::string(reminder))}),
                   g.stars());
}

// The templates above, built here once for each width (ladder.hpp declares
// them), not in every rule's file.
#define QH_LADDER_FOR(B)                                                                 \
  template std::string houses_text(const Geometry<B>&, const HouseSet&);                 \
  template HouseSet ladder_houses(const Geometry<B>&, const Step<B>&);                   \
  template std::string nudge_text(const Geometry<B>&, const Step<B>&);                   \
  template std::string technique_text(const Geometry<B>&, std::string_view, std::string_view, \
                                      const Step<B>&);                                   \
  template HouseSet focus_houses(const Geometry<B>&, const Step<B>&);                    \
  template std::string generic_reason(const Geometry<B>&, std::string_view, const Step<B>&);
QH_LADDER_FOR(NarrowBits)
QH_LADDER_FOR(MediumBits)
QH_LADDER_FOR(WideBits)
#undef QH_LADDER_FOR

}  // namespace qh
