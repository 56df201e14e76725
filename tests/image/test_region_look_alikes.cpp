// SPDX-License-Identifier: MIT
// A queen read in a region whose other cells are all unsure and hold about
// as much ink is unsure too (image/region_look_alikes.cpp): a small x under a
// letter printed in every cell must never be a confident queen. A queen that
// outweighs them, or whose region holds an x or an empty cell, stays.
#include <doctest/doctest.h>

#include "image/stages.hpp"

namespace {

using namespace qh::image;

MarkReading reading(Mark mark, double ink) {
  MarkReading m;
  m.mark = mark;
  m.ink = ink;
  return m;
}

TEST_CASE("region look-alikes: a queen no heavier than its region's unsure cells is unsure") {
  // Four cells of one region (label 0), two of another (label 1).
  const std::vector<int> label{0, 0, 0, 0, 1, 1};
  Marks m;
  m.cells = {reading(Mark::queen, 0.33),  reading(Mark::unsure, 0.32), reading(Mark::unsure, 0.30),
             reading(Mark::unsure, 0.35), reading(Mark::queen, 0.30),  reading(Mark::unsure, 0.29)};
  SUBCASE("x under a letter: unsure; region 1 has one other cell only, too few") {
    CHECK(doubt_region_look_alikes(m, label) == 1);
    CHECK(m.cells[0].mark == Mark::unsure);
    CHECK(m.cells[4].mark == Mark::queen);
    CHECK(describe_mark(m.cells[0], 0, 3).find("no heavier than the other cells of its region") !=
          std::string::npos);
  }

  SUBCASE("a crown over the same letter outweighs them and stays") {
    m.cells[0] = reading(Mark::queen, 0.45);
    CHECK(doubt_region_look_alikes(m, label) == 0);
    CHECK(m.cells[0].mark == Mark::queen);
  }
  SUBCASE("one other cell read (an x, or empty): the queen stays") {
    m.cells[2] = reading(Mark::cross, 0.30);
    CHECK(doubt_region_look_alikes(m, label) == 0);
    m.cells[2] = reading(Mark::empty, 0.0);
    CHECK(doubt_region_look_alikes(m, label) == 0);
    CHECK(m.cells[0].mark == Mark::queen);
  }
  SUBCASE("the just-lighter side of the limit: 0.08 more ink than their median stays") {
    m.cells[0] = reading(Mark::queen, 0.32 + 0.081);
    CHECK(doubt_region_look_alikes(m, label) == 0);
    m.cells[0] = reading(Mark::queen, 0.32 + 0.079);
    CHECK(doubt_region_look_alikes(m, label) == 1);
  }
}

}  // namespace
