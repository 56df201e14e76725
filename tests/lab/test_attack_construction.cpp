#include <doctest/doctest.h>

#include <stdexcept>

#include "lab/attack/construction_pair_sat.hpp"
#include "lab/verify/check.hpp"

using namespace qh::lab;

namespace {

Witness q1_witness(int n, const PairStructureResult& r) {
  return Witness{.kind = WitnessKind::attack_exactly, .k = 1, .n = n, .d = 2, .queens = r.queens};
}

}  // namespace

TEST_CASE("pair structure: a Q_1 board at the pair bound for every multiple of 3 from 6 to 30") {
  for (int n = 6; n <= 30; n += 3) {
    CAPTURE(n);
    const PairStructureResult r = build_q1_at_pair_bound(n, Deadline());
    REQUIRE_FALSE(r.proven_none);
    CHECK(r.queens.size() == static_cast<std::size_t>(2 * (2 * n / 3)));
    const CheckResult verdict = check_witness(q1_witness(n, r));
    CHECK_MESSAGE(verdict.ok, verdict.reason);
  }
}

TEST_CASE("pair structure: n = 9 has no half-turn symmetric board, so all boards are searched") {
  CHECK(build_q1_pair_structure(9, true, Deadline()).proven_none);
  const PairStructureResult r = build_q1_at_pair_bound(9, Deadline());
  CHECK_FALSE(r.half_turn);
  CHECK(r.sat_calls == 2);
  CHECK(r.queens.size() == 12);
}

TEST_CASE("pair structure: the unrestricted model also finds boards") {
  for (const int n : {6, 9, 12}) {
    CAPTURE(n);
    const PairStructureResult r = build_q1_pair_structure(n, false, Deadline());
    REQUIRE(r.queens.size() == static_cast<std::size_t>(4 * n / 3));
    CHECK(check_witness(q1_witness(n, r)).ok);
  }
}

TEST_CASE("pair structure: n = 3 has no board at the pair bound (Q_1(3) = 2 < 4)") {
  const PairStructureResult all = build_q1_at_pair_bound(3, Deadline());
  CHECK(all.proven_none);
  CHECK(all.queens.empty());
}

TEST_CASE("pair structure: n must be a positive multiple of 3") {
  CHECK_THROWS_AS(build_q1_pair_structure(10, true, Deadline()), std::invalid_argument);
  CHECK_THROWS_AS(build_q1_pair_structure(0, true, Deadline()), std::invalid_argument);
}
