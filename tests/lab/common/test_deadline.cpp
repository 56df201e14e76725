// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "lab/common/deadline.hpp"

using qh::lab::Deadline;

TEST_CASE("deadline: no limit never expires; a zero budget has expired; stop() expires") {
  const Deadline none;
  CHECK_FALSE(none.expired());
  const Deadline zero = Deadline::after_seconds(0.0);
  CHECK(zero.expired());
  const Deadline later = Deadline::after_seconds(3600.0);
  CHECK_FALSE(later.expired());
  later.stop();
  CHECK(later.expired());
}
