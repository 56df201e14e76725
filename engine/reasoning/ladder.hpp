// SPDX-License-Identifier: MIT
// The hint ladder: a step told in four rungs, each revealing a little more.
//   1. nudge      — the houses the step is about ("Look at region C.");
//   2. technique  — the rule's title and one-line reminder, and the area;
//   3. reason     — the explanation's reason part (Rule::reason), with the
//                   focus cells highlighted;
//   4. move       — the whole explanation (Rule::explain).
// Rungs 1 and 2 are the same for every rule, built from its RuleInfo and the
// step's houses; rung 3 is the rule's own (`reason_in`) or generic_reason.
// No rung below 4 names a cell the step places or crosses out, except focus
// cells at rung 3 (tests/unit/reasoning/test_ladder.cpp checks it over the corpus).
// The templates are declared here and built once for each width of bit set
// in ladder.cpp.
#pragma once

#include <bit>
#include <string>
#include <string_view>
#include <utility>

#include "engine/model/geometry.hpp"
#include "engine/reasoning/step.hpp"
#include "engine/reasoning/wording.hpp"

namespace qh {

// With K >= 2 the pieces are stars: "queen" reads "star" (and "Queen"
// "Star") in the generic texts, which quote rule titles and reminders.
std::string for_stars(std::string text, int stars);

inline std::string lower_first(std::string text) {
  if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z')
    text[0] = static_cast<char>(text[0] - 'A' + 'a');
  return text;
}

// "region C and row 6", "rows 3 and 4", "region S, row 4 and column 2":
// regions first, then rows, then columns; empty for no house.
template <class B>
std::string houses_text(const Geometry<B>& g, const HouseSet& h);

// The houses a rung points at: the step's, or else the smallest kind of
// house that holds all its focus cells (one region, else their rows).
template <class B>
HouseSet ladder_houses(const Geometry<B>& g, const Step<B>& step);

// Rung 1: "Look at region C." / "Look at rows 3 and 4."
template <class B>
std::string nudge_text(const Geometry<B>& g, const Step<B>& step);

// Rung 2: `Try "Region confined to one row or column" on region C and row
// 6. All open cells of a region lie in one row or column: ...`
template <class B>
std::string technique_text(const Geometry<B>& g, std::string_view title, std::string_view reminder,
                           const Step<B>& step);

// An explanation without its move: "..., so row 6's queen is in region R:
// cross out r6c1 and r6c7." reads "..., so row 6's queen is in region R."
// For rules whose explanations end in ": cross out ..." (their reason_in).
inline std::string without_move(std::string text) {
  const std::size_t at = text.rfind(": cross out");
  if (at != std::string::npos) text = text.substr(0, at) + ".";
  return text;
}

// The houses that hold the highlighted (focus) cells: the step's own houses
// that hold one, and the region (on chess boards the row) of any focus cell
// none of them holds. Rung 3 names these, so that its words and its
// highlight agree.
template <class B>
HouseSet focus_houses(const Geometry<B>& g, const Step<B>& step);

// Rung 3 for a rule without its own: the reminder, pointed at the
// highlighted (focus) cells and the houses that hold them.
template <class B>
std::string generic_reason(const Geometry<B>& g, std::string_view reminder, const Step<B>& step);

}  // namespace qh
