// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "lab/attack/attack_solver.hpp"
#include "lab/attack/pair_structure.hpp"
#include "lab/verify/check.hpp"

using namespace qh::lab;

namespace {

Witness q1_witness(int n, const PairStructureResult& r) {
  return Witness{.kind = WitnessKind::attack_exactly, .k = 1, .n = n, .d = 2, .queens = r.queens};
}

std::size_t pair_bound(int n) {
  return static_cast<std::size_t>(2 * (2 * n / 3));
}

}  // namespace

TEST_CASE("pair structure: the slack is 0, 2, 1 for n = 0, 1, 2 (mod 3)") {
  CHECK(q1_pair_slack(30) == 0);
  CHECK(q1_pair_slack(31) == 2);
  CHECK(q1_pair_slack(32) == 1);
  CHECK(q1_pair_slack(1) == 2);  // no queens: one empty row, one empty column
}

TEST_CASE("pair structure: a Q_1 board at the pair bound for every n from 6 to 24") {
  for (int n = 6; n <= 24; ++n) {  // to 128 and past: bench/lab/attack_at_bound.sh
    CAPTURE(n);
    const PairStructureResult r = build_q1_at_pair_bound(n, Deadline());
    REQUIRE(r.found);
    CHECK(r.queens.size() == pair_bound(n));
    const CheckResult verdict = check_witness(q1_witness(n, r));
    CHECK_MESSAGE(verdict.ok, verdict.reason);
  }
}

TEST_CASE("pair structure: small boards agree with the general solver") {
  // Q_1(n) for n = 1..5 is 0, 2, 2, 4, 4: the bound 2 * floor(2n/3) fails
  // exactly at n = 3 and 5, where the model is refuted on all boards.
  for (int n = 1; n <= 5; ++n) {
    CAPTURE(n);
    const PairStructureResult r = build_q1_at_pair_bound(n, Deadline());
    const bool at_bound = n != 3 && n != 5;
    CHECK(r.found == at_bound);
    CHECK(r.proven_none == !at_bound);
    CHECK(r.sat_calls == (at_bound ? 1 : 2));
    if (at_bound) CHECK(check_witness(q1_witness(n, r)).ok);
  }
  const AttackResult five =
      solve_attack(AttackOptions{.n = 5, .d = 2, .k = 1}, Deadline(), [](const std::string&) {});
  CHECK(five.upper == 4);
}

TEST_CASE("pair structure: n = 9 has no half-turn symmetric board, so all boards are searched") {
  CHECK(build_q1_pair_structure(9, BoardSymmetry::half_turn, Deadline()).proven_none);
  const PairStructureResult r = build_q1_at_pair_bound(9, Deadline());
  CHECK(r.found);
  CHECK(r.symmetry == BoardSymmetry::none);
  CHECK(r.sat_calls == 2);
  CHECK(r.queens.size() == 12);
  CHECK(check_witness(q1_witness(9, r)).ok);
}

TEST_CASE("pair structure: the unrestricted model finds boards too") {
  for (const int n : {7, 8, 12}) {
    CAPTURE(n);
    const PairStructureResult r = build_q1_pair_structure(n, BoardSymmetry::none, Deadline());
    REQUIRE(r.found);
    CHECK(r.queens.size() == pair_bound(n));
    CHECK(check_witness(q1_witness(n, r)).ok);
  }
}

TEST_CASE("pair structure: boards fixed by the quarter turn, the mirror and the transpose") {
  // The board's image under the symmetry, as a sorted queen list.
  auto image = [](int n, std::vector<std::vector<int>> queens, BoardSymmetry s) {
    for (auto& q : queens) {
      const int r = q[0];
      const int c = q[1];
      if (s == BoardSymmetry::quarter_turn) q = {c, n + 1 - r};
      if (s == BoardSymmetry::mirror) q = {r, n + 1 - c};
      if (s == BoardSymmetry::diagonal) q = {c, r};
    }
    std::sort(queens.begin(), queens.end());
    return queens;
  };
  for (const BoardSymmetry s :
       {BoardSymmetry::quarter_turn, BoardSymmetry::mirror, BoardSymmetry::diagonal}) {
    for (const int n : {6, 12, 13}) {
      CAPTURE(board_symmetry_name(s));
      CAPTURE(n);
      const PairStructureResult r = build_q1_pair_structure(n, s, Deadline());
      CHECK(r.symmetry == s);
      if (!r.found) continue;  // none fixed by s: allowed, checked below for the quarter turn
      CHECK(r.queens.size() == pair_bound(n));
      CHECK(check_witness(q1_witness(n, r)).ok);
      std::vector<std::vector<int>> sorted = r.queens;
      std::sort(sorted.begin(), sorted.end());
      CHECK(image(n, r.queens, s) == sorted);
    }
  }
  // n = 6 has one (a pinwheel); for n = 2 (mod 3) the slack 1 is odd while
  // the quarter turn pairs empty rows with empty columns and diagonal pairs
  // with anti-diagonal ones, so there is none.
  CHECK(build_q1_pair_structure(6, BoardSymmetry::quarter_turn, Deadline()).found);
  for (const int n : {8, 11, 14}) {
    CAPTURE(n);
    CHECK(build_q1_pair_structure(n, BoardSymmetry::quarter_turn, Deadline()).proven_none);
  }
}

TEST_CASE("pair structure: n must be positive") {
  CHECK_THROWS_AS(build_q1_pair_structure(0, BoardSymmetry::half_turn, Deadline()),
                  std::invalid_argument);
}

TEST_CASE("pair structure: a seed gives another search path, the same one every time") {
  const int n = 24;
  std::vector<std::vector<std::vector<int>>> boards;
  for (const int seed : {1, 2, 3, 4}) {
    CAPTURE(seed);
    const PairStructureResult r =
        build_q1_pair_structure(n, BoardSymmetry::half_turn, Deadline(), seed);
    REQUIRE(r.found);
    CHECK(r.queens.size() == pair_bound(n));
    CHECK(check_witness(q1_witness(n, r)).ok);
    CHECK(build_q1_pair_structure(n, BoardSymmetry::half_turn, Deadline(), seed).queens ==
          r.queens);
    boards.push_back(r.queens);
  }
  std::sort(boards.begin(), boards.end());
  CHECK(std::unique(boards.begin(), boards.end()) - boards.begin() > 1);
}
