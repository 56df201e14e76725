// SPDX-License-Identifier: MIT
#include "engine/generation/daily.hpp"

#include <array>
#include <cstdio>

#include "engine/reasoning/rule_set.hpp"

namespace qh {
namespace {

bool leap(int y) {
  return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int days_in_month(int y, int m) {
  static constexpr std::array<int, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && leap(y) ? 29 : kDays[static_cast<std::size_t>(m - 1)];
}

// Days since 1970-01-01 (Howard Hinnant's days_from_civil), and back.
long long days_from_civil(const Date& d) {
  const long long y = d.month <= 2 ? d.year - 1 : d.year;
  const long long era = (y >= 0 ? y : y - 399) / 400;
  const long long yoe = y - era * 400;
  const long long mp = (d.month + 9) % 12;
  const long long doy = (153 * mp + 2) / 5 + d.day - 1;
  const long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

Date civil_from_days(long long z) {
  z += 719468;
  const long long era = (z >= 0 ? z : z - 146096) / 146097;
  const long long doe = z - era * 146097;
  const long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const long long mp = (5 * doy + 2) / 153;
  const int day = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  const int month = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  return Date{static_cast<int>(yoe + era * 400 + (month <= 2 ? 1 : 0)), month, day};
}

// Size mix in percent for sizes 7..11: Monday to Thursday, then Friday to
// Sunday. Over a week: 7x7 18 %, 8x8 36 %, 9x9 35 %, 10x10 8 %, 11x11 3 %,
// close to LinkedIn's daily boards (149, 298, 290, 69, 31 of 837).
constexpr std::array<int, 5> kWeekdaySizes{30, 40, 27, 3, 0};
constexpr std::array<int, 5> kWeekendSizes{3, 30, 45, 14, 8};
// Grade by weekday, Monday first.
constexpr std::array<const char*, 7> kLabels{"beginner", "easy", "easy", "medium",
                                             "hard",     "hard", "hard"};

}  // namespace

std::optional<Date> parse_date(std::string_view t) {
  if (t.size() != 10 || t[4] != '-' || t[7] != '-') return std::nullopt;
  int parts[3] = {0, 0, 0};
  const std::size_t from[3] = {0, 5, 8}, len[3] = {4, 2, 2};
  for (int i = 0; i < 3; ++i)
    for (std::size_t j = from[i]; j < from[i] + len[i]; ++j) {
      if (t[j] < '0' || t[j] > '9') return std::nullopt;
      parts[i] = parts[i] * 10 + (t[j] - '0');
    }
  const Date d{parts[0], parts[1], parts[2]};
  if (d.year < 1 || d.month < 1 || d.month > 12 || d.day < 1 ||
      d.day > days_in_month(d.year, d.month))
    return std::nullopt;
  return d;
}

std::string date_text(const Date& d) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02d-%02d", d.year, d.month, d.day);
  return text;
}

Date add_days(const Date& d, int days) {
  return civil_from_days(days_from_civil(d) + days);
}

int weekday(const Date& d) {
  // 1970-01-01 was a Thursday (3 with Monday = 0).
  const long long z = days_from_civil(d) + 3;
  return static_cast<int>(((z % 7) + 7) % 7);
}

std::string_view weekday_name(const Date& d) {
  static constexpr std::array<std::string_view, 7> kNames{
      "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
  return kNames[static_cast<std::size_t>(weekday(d))];
}

DailyPlan daily_plan(const Date& d) {
  const auto key = static_cast<std::uint64_t>(d.year * 10000 + d.month * 100 + d.day);
  SplitMix64 rng((kGeneratorEpoch << 40) ^ key ^ 0x51A7E0F0DA11E5ULL);
  const int w = weekday(d);
  const auto& mix = w < 4 ? kWeekdaySizes : kWeekendSizes;
  int pick = rng.below(100), n = 7;
  for (std::size_t i = 0; i < mix.size(); ++i) {
    if (pick < mix[i]) {
      n = 7 + static_cast<int>(i);
      break;
    }
    pick -= mix[i];
  }
  DailyPlan plan;
  plan.label = kLabels[static_cast<std::size_t>(w)];
  const auto range = label_range(plan.label);
  plan.request = GenerateRequest{.n = n,
                                 .stars = 1,
                                 .min_score = range->min,
                                 .max_score = range->max,
                                 .require = {},
                                 .climb_moves = -1,
                                 .shape = {},
                                 .style = ShapeStyle::linkedin,
                                 .growth = {}};
  plan.seed = rng.next();
  return plan;
}

std::optional<Candidate> daily_board(const Date& d, long long max_attempts, unsigned threads) {
  const DailyPlan plan = daily_plan(d);
  const RuleSet rules;
  std::optional<Candidate> found;
  const auto keep = [&](const Candidate& c, long long) { found = c; };
  run_generation(plan.request, rules, 1, plan.seed, max_attempts, threads, keep);
  if (!found) {
    GenerateRequest any = plan.request;
    any.min_score = 0;
    any.max_score = 100;
    run_generation(any, rules, 1, plan.seed, max_attempts, threads, keep);
  }
  return found;
}

}  // namespace qh
