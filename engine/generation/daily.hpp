// SPDX-License-Identifier: MIT
// The puzzle of the day (`queens-hint generate --date`, docs/generate.md,
// "Puzzle of the day"): one Queens board per calendar date, the same on
// every machine, whatever the number of threads.
//
// A date's board is the first board of a generate run whose request and
// seed are functions of the date and of kGeneratorEpoch alone: the size is
// drawn from a weekday-dependent mix like LinkedIn's (mostly 8x8 and 9x9,
// 7x7 early in the week, 10x10 and 11x11 at the weekend), the grade is
// easier Monday to Thursday and harder Friday to Sunday, and the shapes are
// the linkedin style's. When no board of that grade turns up within the
// attempts, the day takes the first board of any grade from the same run
// seed, so every date has a board.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "engine/generation/maker.hpp"

namespace qh {

// Raised whenever a change to the generator (growth, edits, climb, grading)
// changes the boards made from a seed: the dates' boards then change with
// it, and tests/unit/generation/test_daily.cpp pins the new ones.
inline constexpr std::uint64_t kGeneratorEpoch = 1;

struct Date {
  int year = 2000, month = 1, day = 1;
  bool operator==(const Date&) const = default;
};

// YYYY-MM-DD, years 1..9999, a day that exists; nothing otherwise.
std::optional<Date> parse_date(std::string_view text);
std::string date_text(const Date& d);
Date add_days(const Date& d, int days);
int weekday(const Date& d);  // 0 = Monday .. 6 = Sunday
std::string_view weekday_name(const Date& d);

// What a date asks for: the request (size, grade, style) and the run seed.
struct DailyPlan {
  GenerateRequest request;
  std::string label;
  std::uint64_t seed = 0;
};
DailyPlan daily_plan(const Date& d);

// The date's board: the first board of its plan's run (at most
// `max_attempts` candidates, on `threads` threads as run_generation), else
// the first board of any grade from the same seed; nothing only when
// neither turns up.
std::optional<Candidate> daily_board(const Date& d, long long max_attempts, unsigned threads);

}  // namespace qh
