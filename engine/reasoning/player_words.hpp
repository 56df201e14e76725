// SPDX-License-Identifier: MIT
// The words a player sees for each technique: a plain name and a one-line
// reminder, written for someone who has never read HEURISTICS.md (no "Hall
// set", "fin", "house", "k" or "tier"). The hint ladder's technique rung and
// the player-facing headings quote them; JSON and `queens-hint rules` keep
// each rule's precise title (RuleInfo::title) and id.
#pragma once

#include <string_view>

namespace qh {

struct PlayerWords {
  std::string_view id;
  std::string_view name;      // e.g. "Rows that share the same few columns"
  std::string_view reminder;  // what the technique says, no cells
};

// The words for rule `id`, or null for an id without any (a test checks
// that every rule of the catalogue has them).
const PlayerWords* player_words(std::string_view id);

// The plain name of rule `id`, or `title` for a rule without one.
inline std::string_view player_technique_name(std::string_view id, std::string_view title) {
  const PlayerWords* words = player_words(id);
  return words ? words->name : title;
}

}  // namespace qh
