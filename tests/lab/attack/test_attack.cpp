// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <set>
#include <stdexcept>

#include "lab/attack/attack_solver.hpp"
#include "lab/common/grid_geometry.hpp"
#include "lab/verify/check.hpp"

using namespace qh::lab;

namespace {

const auto quiet = [](const std::string&) {};

// Brute force over all 2^(n*n) boards (n <= 4): the best size and how many
// boards reach it, by walking the 8 rays of every queen. Shares nothing with
// the SAT encoding.
struct Brute {
  int best = 0;
  long count = 0;
};

Brute brute_force(int n, int k, bool at_most) {
  static constexpr std::array<std::array<int, 2>, 8> kRays{
      {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};
  Brute b;
  const int cells = n * n;
  for (long bits = 0; bits < (1L << cells); ++bits) {
    auto on = [&](int r, int c) { return (bits >> (r * n + c)) & 1; };
    bool ok = true;
    for (int cell = 0; cell < cells && ok; ++cell) {
      const int r = cell / n;
      const int c = cell % n;
      if (!on(r, c)) continue;
      int seen = 0;
      for (const auto& ray : kRays) {
        for (int rr = r + ray[0], cc = c + ray[1]; rr >= 0 && rr < n && cc >= 0 && cc < n;
             rr += ray[0], cc += ray[1]) {
          if (on(rr, cc)) {
            ++seen;
            break;
          }
        }
      }
      ok = at_most ? seen <= k : seen == k;
    }
    if (!ok) continue;
    const int size = __builtin_popcountl(static_cast<unsigned long>(bits));
    if (size > b.best) b = {size, 0};
    if (size == b.best) ++b.count;
  }
  return b;
}

void check_against_brute(int n, int k, bool at_most) {
  const AttackOptions options{.n = n, .d = 2, .k = k, .at_most = at_most, .count = true};
  const AttackResult r = solve_attack(options, Deadline(), quiet);
  const Brute b = brute_force(n, k, at_most);
  INFO("n=" << n << " k=" << k << " at_most=" << at_most);
  CHECK(r.status == Proof::exact);
  CHECK(r.lower == b.best);
  CHECK(r.upper == b.best);
  REQUIRE(r.count.has_value());
  CHECK(r.count->status == Proof::exact);
  CHECK(r.count->total == b.count);
  const Witness w{.kind = at_most ? WitnessKind::attack_at_most : WitnessKind::attack_exactly,
                  .k = k,
                  .n = n,
                  .d = 2,
                  .queens = r.witness};
  CHECK(static_cast<int>(w.queens.size()) == r.lower);
  CHECK(check_witness(w).ok);
  // Without --count the lex-leader constraints are on; the optimum stays.
  const AttackResult broken =
      solve_attack({.n = n, .d = 2, .k = k, .at_most = at_most}, Deadline(), quiet);
  CHECK(broken.status == Proof::exact);
  CHECK(broken.lower == b.best);
}

}  // namespace

TEST_CASE("attack: optimum and solution count match brute force on 3x3 and 4x4, every k") {
  for (int k = 0; k <= 4; ++k) {
    check_against_brute(3, k, false);
    check_against_brute(4, k, false);
    check_against_brute(4, k, true);
  }
}

TEST_CASE("attack: published small optima Q_1(4) = 4, Q_2(5) = 8, Q_3(8) = 18 with witnesses") {
  struct Case {
    int n, k, value;
  };
  for (const Case c : {Case{4, 1, 4}, Case{5, 2, 8}, Case{6, 1, 8}, Case{8, 3, 18}}) {
    const AttackResult r = solve_attack({.n = c.n, .d = 2, .k = c.k}, Deadline(), quiet);
    INFO("Q_" << c.k << "(" << c.n << ")");
    CHECK(r.status == Proof::exact);
    CHECK(r.lower == c.value);
    const Witness w{
        .kind = WitnessKind::attack_exactly, .k = c.k, .n = c.n, .d = 2, .queens = r.witness};
    CHECK(check_witness(w).ok);
  }
}

TEST_CASE("attack: the line-end bound is the document's 2 * floor((6n - 2) / 5) for k = 3") {
  for (int n = 6; n <= 30; ++n) {
    CHECK(attack_counting_bound(n, 2, 3, false) == 2 * ((6 * n - 2) / 5));
  }
  // For k = 4 line ends give 3n - 1, the corner argument 3n - 2; for k = 1
  // the pair argument gives 2 * floor(2n / 3).
  CHECK(attack_counting_bound(10, 2, 4, false) == 28);
  CHECK(attack_counting_bound(10, 2, 4, true) == 28);
  CHECK(attack_counting_bound(13, 2, 1, false) == 16);
  CHECK(attack_counting_bound(13, 2, 1, true) == 21);
  // At most five: the document's convex hull argument, 4n - 4 (n >= 2);
  // the line-end count alone gives 4n - 2.
  CHECK(attack_counting_bound(10, 2, 5, true) == 36);
  CHECK(attack_counting_bound(1, 2, 5, true) == 1);
  CHECK(attack_counting_bound(10, 2, 6, true) == 58);
}

TEST_CASE("attack: q_5(n) = 4n - 4 on small boards, the hull bound met by a witness") {
  check_against_brute(3, 5, true);
  check_against_brute(4, 5, true);
  for (int n = 2; n <= 5; ++n) {
    const AttackResult r =
        solve_attack({.n = n, .d = 2, .k = 5, .at_most = true}, Deadline(), quiet);
    INFO("n=" << n);
    CHECK(r.status == Proof::exact);
    CHECK(r.lower == 4 * n - 4);
    const Witness w{
        .kind = WitnessKind::attack_at_most, .k = 5, .n = n, .d = 2, .queens = r.witness};
    CHECK(check_witness(w).ok);
  }
}

TEST_CASE("attack: the half-turn search only claims lower bounds unless it meets the bound") {
  const AttackResult sym = solve_attack(
      {.n = 8, .d = 2, .k = 3, .symmetric = BoardSymmetry::half_turn}, Deadline(), quiet);
  // No half-turn symmetric board reaches 18 here, so the search ends on an
  // unsat call that proves nothing about the unrestricted problem.
  CHECK(sym.lower == 16);
  CHECK(sym.upper == 18);
  CHECK(sym.status == Proof::lower_bound);
  const AttackResult sym_meets = solve_attack(
      {.n = 7, .d = 2, .k = 3, .symmetric = BoardSymmetry::half_turn}, Deadline(), quiet);
  CHECK(sym_meets.lower == 16);
  CHECK(sym_meets.status == Proof::exact);  // meets the line-end bound
  const AttackResult no_time =
      solve_attack({.n = 8, .d = 2, .k = 3}, Deadline::after_seconds(0.0), quiet);
  CHECK(no_time.status == Proof::unknown);
  CHECK(no_time.upper == 18);
}

TEST_CASE("attack: the symmetries are permutations of the expected order and shape") {
  const GridGeometry geo(5, 2);
  struct Case {
    BoardSymmetry s;
    int order;
    std::vector<int> from, to;  // one (col, row) cell and its image
  };
  for (const Case& c : {Case{BoardSymmetry::half_turn, 2, {0, 1}, {4, 3}},
                        Case{BoardSymmetry::quarter_turn, 4, {0, 1}, {3, 0}},
                        Case{BoardSymmetry::mirror, 2, {0, 1}, {4, 1}},
                        Case{BoardSymmetry::diagonal, 2, {0, 1}, {1, 0}}}) {
    INFO(board_symmetry_name(c.s));
    CHECK(parse_board_symmetry(board_symmetry_name(c.s)) == c.s);
    const std::vector<int> p = board_symmetry_permutation(geo, c.s);
    REQUIRE(static_cast<int>(p.size()) == geo.cells());
    CHECK(std::set<int>(p.begin(), p.end()).size() == p.size());
    CHECK(p[static_cast<std::size_t>(geo.cell_at(c.from))] == geo.cell_at(c.to));
    // The order: how many applications give the identity again.
    std::vector<int> power = p;
    int order = 1;
    auto identity = [](const std::vector<int>& q) {
      for (std::size_t i = 0; i < q.size(); ++i) {
        if (q[i] != static_cast<int>(i)) return false;
      }
      return true;
    };
    while (!identity(power) && order < 10) {
      for (int& x : power) x = p[static_cast<std::size_t>(x)];
      ++order;
    }
    CHECK(order == c.order);
  }
  CHECK(board_symmetry_permutation(geo, BoardSymmetry::none).empty());
  CHECK_FALSE(parse_board_symmetry("spiral").has_value());
  CHECK_THROWS_AS(board_symmetry_permutation(GridGeometry(3, 3), BoardSymmetry::quarter_turn),
                  std::invalid_argument);
}

TEST_CASE("attack: every symmetric search returns a board fixed by its symmetry") {
  for (const BoardSymmetry s : {BoardSymmetry::half_turn, BoardSymmetry::quarter_turn,
                                BoardSymmetry::mirror, BoardSymmetry::diagonal}) {
    for (const int k : {1, 2, 3}) {
      const int n = 7;
      const AttackResult r =
          solve_attack({.n = n, .d = 2, .k = k, .symmetric = s}, Deadline(), quiet);
      INFO(board_symmetry_name(s) << " k=" << k);
      CHECK(r.lower > 0);
      CHECK(r.upper == attack_counting_bound(n, 2, k, false));  // unsat proves nothing here
      const Witness w{
          .kind = WitnessKind::attack_exactly, .k = k, .n = n, .d = 2, .queens = r.witness};
      CHECK(check_witness(w).ok);
      // The witness is 1-based (row, col); the permutation works on cells.
      const GridGeometry geo(n, 2);
      const std::vector<int> p = board_symmetry_permutation(geo, s);
      std::set<int> cells;
      for (const auto& q : r.witness) cells.insert(geo.cell_at({q[1] - 1, q[0] - 1}));
      for (const int c : cells) CHECK(cells.count(p[static_cast<std::size_t>(c)]) == 1);
    }
  }
}

TEST_CASE("attack: the k = 1 pair hint keeps every optimum (with and without, n = 2..10)") {
  for (int n = 2; n <= 10; ++n) {
    const AttackResult with = solve_attack({.n = n, .d = 2, .k = 1}, Deadline(), quiet);
    const AttackResult without =
        solve_attack({.n = n, .d = 2, .k = 1, .pair_hint = false}, Deadline(), quiet);
    INFO("n=" << n);
    CHECK(with.status == Proof::exact);
    CHECK(without.status == Proof::exact);
    CHECK(with.lower == without.lower);
    const Witness w{
        .kind = WitnessKind::attack_exactly, .k = 1, .n = n, .d = 2, .queens = with.witness};
    CHECK(check_witness(w).ok);
  }
}
