// SPDX-License-Identifier: MIT
// The puzzle of the day (engine/generation/daily.hpp): dates and weekdays,
// the plan of a date, and the boards of a few dates pinned, the same with
// any number of threads (and so on every platform: everything about them is
// integer arithmetic on a fixed generator; see docs/generate.md).
#include <doctest/doctest.h>

#include <set>

#include "engine/generation/daily.hpp"
#include "engine/io/sbn.hpp"

using namespace qh;

TEST_CASE("dates: parsed strictly, weekdays, days added across months and years") {
  const auto d = parse_date("2026-12-01");
  REQUIRE(d);
  CHECK(*d == Date{2026, 12, 1});
  CHECK(date_text(*d) == "2026-12-01");
  CHECK(weekday_name(*d) == "Tuesday");
  CHECK(weekday(Date{1970, 1, 1}) == 3);  // a Thursday
  CHECK(weekday(Date{2000, 2, 29}) == 1);
  CHECK(add_days(Date{2026, 12, 31}, 1) == Date{2027, 1, 1});
  CHECK(add_days(Date{2028, 2, 28}, 1) == Date{2028, 2, 29});
  CHECK(add_days(Date{2100, 2, 28}, 1) == Date{2100, 3, 1});
  CHECK(add_days(Date{2026, 3, 1}, -1) == Date{2026, 2, 28});
  for (const char* bad : {"2026-02-29", "2026-13-01", "2026-1-01", "26-12-01", "2026/12/01",
                          "2026-12-00", "2026-12-32", "", "0000-01-01", "2026-12-01x"})
    CHECK_FALSE(parse_date(bad));
}

TEST_CASE("a week's plans: easier Monday to Thursday, harder Friday to Sunday, sizes 7..11") {
  std::set<int> sizes;
  for (int i = 0; i < 70; ++i) {
    const Date d = add_days(Date{2026, 11, 30}, i);  // a Monday
    const DailyPlan plan = daily_plan(d);
    CHECK(plan.request.n >= 7);
    CHECK(plan.request.n <= 11);
    CHECK(plan.request.style == ShapeStyle::linkedin);
    sizes.insert(plan.request.n);
    if (weekday(d) < 4)
      CHECK(plan.request.max_score < 4);
    else
      CHECK(plan.request.min_score >= 4);
    CHECK(daily_plan(d).seed == plan.seed);
  }
  CHECK(sizes.size() >= 4);
}

TEST_CASE("the boards of a few dates, pinned; the same on any number of threads") {
  struct Pin {
    Date date;
    const char* sbn;
    const char* label;
  };
  const Pin pins[] = {
      {{2026, 12, 1}, "AA1WH14Cfw_JC0HJBXX30eX0CJhAm9QAIL", "easy"},
      {{2026, 12, 4}, "991WHZOD405X9raK3GsAGl2pD781", "hard"},
      {{2027, 1, 1}, "991W29JF5vuYW81Ob2rCGAdGYCIK", "hard"},
  };
  for (const Pin& pin : pins) {
    INFO(date_text(pin.date));
    const auto inline_ = daily_board(pin.date, 2000, 0);
    const auto threaded = daily_board(pin.date, 2000, 2);
    REQUIRE(inline_);
    REQUIRE(threaded);
    CHECK(write_sbn(inline_->puzzle) == write_sbn(threaded->puzzle));
    CHECK(write_sbn(inline_->puzzle) == pin.sbn);
    CHECK(inline_->grade.label == pin.label);
  }
}
