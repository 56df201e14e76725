// SPDX-License-Identifier: MIT
// The line-end lemma behind the attack certificates' `line-ends=1`
// (lab/certify/instance_cnf.cpp, docs/lab/certificates.md): on every
// placement of queens on the n x n board, the sum over the queens of
// (8 - the queens it attacks) equals twice the number of lines (rows,
// columns, diagonals, anti-diagonals: 6n - 2 of them) that hold a queen.
// Checked by brute force on every placement of n <= 4 and on random
// placements of larger boards, with attacks counted by walking rays; then
// the CNF with the lemma's constraint against the values without it. Also
// the two other counting facts check-proof uses for attack claims: the
// handshake lemma (the attacks of a board sum to an even number) and, for
// exactly one attacked, the pair identity 2 * (empty rows and columns) +
// (queens whose partner is on a diagonal) = 4n - 3m, so 3m <= 4n; and the
// document's corner (at most 4 attacked: m <= 3n - 2) and convex hull (at
// most 5: m <= 4n - 4) bounds, on every placement up to 5x5.
#include <doctest/doctest.h>

#include <functional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "lab/certify/claim_check.hpp"
#include "lab/certify/instance_cnf.hpp"
#include "lab/common/sat_solver.hpp"

using namespace qh::lab;

namespace {

// The queens a queen attacks: the rays from it that reach another queen.
int attacked(const std::vector<bool>& queen, int n, int r, int c) {
  int seen = 0;
  for (int dr = -1; dr <= 1; ++dr) {
    for (int dc = -1; dc <= 1; ++dc) {
      if (dr == 0 && dc == 0) continue;
      for (int rr = r + dr, cc = c + dc; rr >= 0 && rr < n && cc >= 0 && cc < n;
           rr += dr, cc += dc) {
        if (queen[static_cast<std::size_t>(rr * n + cc)]) {
          ++seen;
          break;
        }
      }
    }
  }
  return seen;
}

// Both sides of the lemma for one placement, and the handshake lemma.
void check_placement(const std::vector<bool>& queen, int n) {
  int free_rays = 0;
  int attacks = 0;
  std::set<std::string> lines;  // the lines holding a queen, by name
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (!queen[static_cast<std::size_t>(r * n + c)]) continue;
      free_rays += 8 - attacked(queen, n, r, c);
      attacks += attacked(queen, n, r, c);
      lines.insert("row " + std::to_string(r));
      lines.insert("column " + std::to_string(c));
      lines.insert("diagonal " + std::to_string(r - c));
      lines.insert("anti-diagonal " + std::to_string(r + c));
    }
  }
  CHECK(free_rays == 2 * static_cast<int>(lines.size()));
  CHECK(attacks % 2 == 0);
}

// Every placement of rows with at most two queens each (a board where each
// queen attacks exactly one other has no line of three), row by row.
void each_two_per_row(int n, int row, std::vector<bool>& queen,
                      const std::function<void(const std::vector<bool>&)>& visit) {
  if (row == n) {
    visit(queen);
    return;
  }
  for (int a = -1; a < n; ++a) {
    for (int b = a; b < n; ++b) {
      if (a == -1 && b != -1) continue;  // none, one (a == b) or two (a < b)
      for (const int c : {a, b}) {
        if (c >= 0) queen[static_cast<std::size_t>(row * n + c)] = true;
      }
      each_two_per_row(n, row + 1, queen, visit);
      for (const int c : {a, b}) {
        if (c >= 0) queen[static_cast<std::size_t>(row * n + c)] = false;
      }
    }
  }
}

SatResult solve(const std::string& text) {
  const Cnf cnf = instance_cnf(parse_instance(text));
  const Deadline none;
  SatSolver sat(none);
  while (sat.vars() < cnf.vars()) sat.new_var();
  for (const auto& clause : cnf.clauses()) sat.add_clause(clause);
  return sat.solve({});
}

}  // namespace

TEST_CASE("line-end lemma: every placement of boards up to 4x4") {
  for (int n = 1; n <= 4; ++n) {
    CAPTURE(n);
    const int cells = n * n;
    for (long mask = 0; mask < (1L << cells); ++mask) {
      std::vector<bool> queen(static_cast<std::size_t>(cells));
      for (int c = 0; c < cells; ++c) queen[static_cast<std::size_t>(c)] = (mask >> c) & 1;
      check_placement(queen, n);
    }
  }
}

TEST_CASE("line-end lemma: random placements of boards 5x5 to 12x12") {
  std::mt19937 rng(2026);
  for (int n = 5; n <= 12; ++n) {
    CAPTURE(n);
    for (int trial = 0; trial < 300; ++trial) {
      const double density = 0.05 + 0.9 * (trial % 10) / 10.0;
      std::bernoulli_distribution put(density);
      std::vector<bool> queen(static_cast<std::size_t>(n * n));
      for (auto&& q : queen) q = put(rng);
      check_placement(queen, n);
    }
  }
}

TEST_CASE("line-end lemma: the CNF with it keeps every value") {
  // Q_k(n) and q_k(n) from docs/lab/attack.md: sat at the value, unsat one
  // above, with and without the lemma's constraint.
  struct Known {
    const char* kind;
    int k, n, value;
  };
  for (const Known q :
       {Known{"attack", 1, 5, 4}, Known{"attack", 2, 5, 8}, Known{"attack", 3, 5, 10},
        Known{"attack", 4, 5, 11}, Known{"attack", 4, 6, 15}, Known{"attack", 2, 6, 10},
        Known{"attack-at-most", 1, 5, 5}, Known{"attack-at-most", 3, 5, 11},
        Known{"attack", 0, 4, 4}, Known{"attack", 8, 3, 0}}) {
    CAPTURE(q.kind);
    CAPTURE(q.k);
    CAPTURE(q.n);
    const std::string board = std::string(q.kind) + " k=" + std::to_string(q.k) +
                              " n=" + std::to_string(q.n) + " at-least=";
    for (const std::string lemma : {"", " line-ends=1"}) {
      CAPTURE(lemma);
      CHECK(solve(board + std::to_string(q.value) + lemma) == SatResult::sat);
      CHECK(solve(board + std::to_string(q.value + 1) + lemma) == SatResult::unsat);
    }
  }
  CHECK(instance_text(parse_instance("attack line-ends=1 n=9 k=4 at-least=25")) ==
        "attack k=4 n=9 at-least=25 line-ends=1");
  CHECK_THROWS_AS(parse_instance("attack k=4 n=9 at-least=25 line-ends=2"), std::invalid_argument);
}

TEST_CASE("pair identity: every board up to 5x5 where each queen attacks exactly one") {
  for (int n = 1; n <= 5; ++n) {
    CAPTURE(n);
    int boards = 0;
    int best = 0;
    std::vector<bool> queen(static_cast<std::size_t>(n * n));
    each_two_per_row(n, 0, queen, [&](const std::vector<bool>& q) {
      int m = 0;
      int diagonal = 0;  // queens whose partner is on a diagonal
      for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
          if (!q[static_cast<std::size_t>(r * n + c)]) continue;
          if (attacked(q, n, r, c) != 1) return;  // not such a board
          ++m;
          bool partner_in_line = false;
          for (int i = 0; i < n; ++i) {
            partner_in_line = partner_in_line ||
                              (i != c && q[static_cast<std::size_t>(r * n + i)]) ||
                              (i != r && q[static_cast<std::size_t>(i * n + c)]);
          }
          diagonal += partner_in_line ? 0 : 1;
        }
      }
      int empty = 0;  // empty rows and columns
      for (int i = 0; i < n; ++i) {
        bool row = false;
        bool column = false;
        for (int j = 0; j < n; ++j) {
          row = row || q[static_cast<std::size_t>(i * n + j)];
          column = column || q[static_cast<std::size_t>(j * n + i)];
        }
        empty += (row ? 0 : 1) + (column ? 0 : 1);
      }
      ++boards;
      best = std::max(best, m);
      CHECK(2 * empty + diagonal == 4 * n - 3 * m);
    });
    CHECK(boards > 0);
    // Q_1(1..5) = 0, 2, 2, 4, 4 (docs/lab/attack.md).
    CHECK(best == std::vector<int>{0, 2, 2, 4, 4}[static_cast<std::size_t>(n - 1)]);
  }
}

TEST_CASE("check-proof: the counting bounds of attack claims") {
  const auto claim = [](int k, int n, int upper, std::vector<std::string> evidence) {
    nlohmann::json j{{"name", "t"},
                     {"claim", "t"},
                     {"problem", {{"kind", "attack"}, {"k", k}, {"n", n}}},
                     {"upper", upper},
                     {"evidence", nlohmann::json::array()}};
    for (const auto& type : evidence) j["evidence"].push_back({{"type", type}});
    return j;
  };
  const auto covers = [](const nlohmann::json& j) {
    return check_claim(j, ".", CheckOptions{}).passed;
  };
  // Q_3(n) <= 2 * floor((6n - 2) / 5): 46 for n = 20 (the line ends allow 47).
  CHECK(covers(claim(3, 20, 46, {"line-end-bound", "handshake"})));
  CHECK_FALSE(covers(claim(3, 20, 46, {"line-end-bound"})));
  CHECK_FALSE(covers(claim(3, 20, 45, {"line-end-bound", "handshake"})));
  // Q_1(n) <= 2 * floor(2n / 3): 12 for n = 10, 6 for n = 5.
  CHECK(covers(claim(1, 10, 12, {"pair-bound", "handshake"})));
  CHECK(covers(claim(1, 5, 6, {"pair-bound", "handshake"})));
  CHECK_FALSE(covers(claim(1, 10, 11, {"pair-bound", "handshake"})));
  CHECK_THROWS_AS(check_claim(claim(2, 10, 20, {"line-end-bound", "handshake"}), ".", {}),
                  std::invalid_argument);
  CHECK_THROWS_AS(check_claim(claim(3, 10, 20, {"pair-bound"}), ".", {}), std::invalid_argument);
  // q_4(n) <= 3n - 2, q_5(n) <= 4n - 4.
  CHECK(covers(claim(4, 11, 31, {"corner-bound"})));
  CHECK_FALSE(covers(claim(4, 11, 30, {"corner-bound"})));
  auto at_most = claim(5, 10, 36, {"hull-bound"});
  at_most["problem"]["kind"] = "attack-at-most";
  CHECK(covers(at_most));
  CHECK_THROWS_AS(check_claim(claim(5, 10, 36, {"hull-bound"}), ".", {}), std::invalid_argument);
}

// Every placement of n x n in which every queen attacks at most `k`, cells
// added in order: adding a queen never lowers another's count (a ray that
// held a queen still does), so a placement over the limit is pruned with all
// it would grow into. `visit` gets the placement and its queens.
void each_at_most(int n, int k, int from, std::vector<bool>& queen, int m,
                  const std::function<void(const std::vector<bool>&, int)>& visit) {
  visit(queen, m);
  for (int cell = from; cell < n * n; ++cell) {
    queen[static_cast<std::size_t>(cell)] = true;
    bool fine = true;
    for (int c = 0; c <= cell && fine; ++c) {
      if (queen[static_cast<std::size_t>(c)]) fine = attacked(queen, n, c / n, c % n) <= k;
    }
    if (fine) each_at_most(n, k, cell + 1, queen, m + 1, visit);
    queen[static_cast<std::size_t>(cell)] = false;
  }
}

TEST_CASE("corner and hull bounds: every placement up to 5x5") {
  // At most 4 attacked: m <= 3n - 2; at most 5: m <= 4n - 4 (n >= 2). The
  // largest placements are q_4(n) and q_5(n) of docs/lab/attack.md. Under the
  // sanitizers up to 4x4: the search is this file's own, and 5x5 is most of it.
  for (int n = 2; n <= (QH_SANITIZED ? 4 : 5); ++n) {
    CAPTURE(n);
    for (const int k : {4, 5}) {
      CAPTURE(k);
      int best = 0;
      std::vector<bool> queen(static_cast<std::size_t>(n * n));
      each_at_most(n, k, 0, queen, 0,
                   [&](const std::vector<bool>&, int m) { best = std::max(best, m); });
      CHECK(best <= (k == 4 ? 3 * n - 2 : 4 * n - 4));
      // q_4(2..5) = 4, 7, 10, 13 and q_5(2..5) = 4, 8, 12, 16: the bounds are met.
      CHECK(best == (k == 4 ? std::vector<int>{4, 7, 10, 13}
                            : std::vector<int>{4, 8, 12, 16})[static_cast<std::size_t>(n - 2)]);
    }
  }
}
