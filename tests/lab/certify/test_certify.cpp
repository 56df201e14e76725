// SPDX-License-Identifier: MIT
// The certificate encoders (lab/certify/): the sequential counter against
// every assignment, the cube and walls CNFs against the searches' values by
// brute force on small boards, and the instance parser's errors.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <set>
#include <stdexcept>

#include "lab/certify/clique_cover.hpp"
#include "lab/certify/cnf.hpp"
#include "lab/certify/instance_cnf.hpp"
#include "lab/certify/sha256.hpp"
#include "lab/certify/split_cover.hpp"
#include "lab/common/sat_solver.hpp"
#include "lab/verify/check.hpp"
#include "lab/walls/value.hpp"

using namespace qh::lab;

namespace {

// Loads a CNF into CaDiCaL; `assume` fixes some variables.
SatResult solve_cnf(const Cnf& cnf, const std::vector<int>& assume,
                    std::vector<int>* model = nullptr, int model_vars = 0) {
  const Deadline none;
  SatSolver sat(none);
  while (sat.vars() < cnf.vars()) sat.new_var();
  for (const auto& clause : cnf.clauses()) sat.add_clause(clause);
  const SatResult r = sat.solve(assume);
  if (r == SatResult::sat && model != nullptr) {
    model->clear();
    for (int v = 1; v <= model_vars; ++v) model->push_back(sat.value(v) ? v : -v);
  }
  return r;
}

SatResult solve_instance(const std::string& text, std::vector<int>* model = nullptr,
                         int model_vars = 0) {
  return solve_cnf(instance_cnf(parse_instance(text)), {}, model, model_vars);
}

// The instance `board` is sat with at-least=value (its model's first
// `cells` variables into `model`) and unsat with at-least=value+1.
void check_value(const std::string& board, int value, int cells, std::vector<int>& model) {
  REQUIRE(solve_instance(board + " at-least=" + std::to_string(value), &model, cells) ==
          SatResult::sat);
  CHECK(solve_instance(board + " at-least=" + std::to_string(value + 1)) == SatResult::unsat);
}

}  // namespace

TEST_CASE("certify: the sequential counter allows exactly the right counts") {
  for (int n = 1; n <= 6; ++n) {
    for (int k = 0; k <= n + 1; ++k) {
      for (const bool at_least : {false, true}) {
        Cnf cnf;
        std::vector<int> x(static_cast<std::size_t>(n));
        for (int& v : x) v = cnf.new_var();
        if (at_least) {
          cnf.at_least(x, k);
        } else {
          cnf.at_most(x, k);
        }
        for (unsigned mask = 0; mask < (1U << n); ++mask) {
          std::vector<int> assume;
          for (int i = 0; i < n; ++i) assume.push_back((mask >> i) & 1U ? x[i] : -x[i]);
          const int ones = std::popcount(mask);
          const bool allowed = at_least ? ones >= k : ones <= k;
          CHECK((solve_cnf(cnf, assume) == SatResult::sat) == allowed);
        }
      }
    }
  }
}

TEST_CASE("certify: the cube CNF is sat at the value and unsat above it") {
  struct Known {
    int n, d, value;
  };
  for (const Known k : {Known{2, 2, 1}, Known{3, 2, 2}, Known{4, 2, 4}, Known{5, 2, 5},
                        Known{2, 3, 1}, Known{3, 3, 4}, Known{4, 3, 7}, Known{3, 4, 6}}) {
    CAPTURE(k.n);
    CAPTURE(k.d);
    const std::string board = "cube n=" + std::to_string(k.n) + " d=" + std::to_string(k.d);
    int cells = 1;
    for (int a = 0; a < k.d; ++a) cells *= k.n;
    std::vector<int> model;
    check_value(board, k.value, cells, model);
    // The model is a placement the independent checker accepts.
    Witness w{.kind = WitnessKind::cube, .n = k.n, .d = k.d};
    for (int c = 0; c < cells; ++c) {
      if (model[static_cast<std::size_t>(c)] < 0) continue;
      std::vector<int> q;
      for (int a = 0, rest = c; a < k.d; ++a, rest /= k.n) q.push_back(rest % k.n + 1);
      w.queens.push_back(q);
    }
    CHECK(static_cast<int>(w.queens.size()) >= k.value);
    CHECK(check_witness(w).ok);
  }
}

TEST_CASE("certify: the attack CNF is sat at Q_k(n) and unsat above it") {
  // Q_k(n) from docs/lab/attack.md (each proven there by the search's own
  // encoding); models checked by the independent witness checker.
  struct Known {
    int k, n, value;
  };
  for (const Known q : {Known{1, 2, 2}, Known{1, 3, 2}, Known{1, 4, 4}, Known{1, 5, 4},
                        Known{1, 6, 8}, Known{3, 4, 8}, Known{3, 5, 10}, Known{2, 4, 6}}) {
    CAPTURE(q.k);
    CAPTURE(q.n);
    const std::string board = "attack k=" + std::to_string(q.k) + " n=" + std::to_string(q.n);
    std::vector<int> model;
    check_value(board, q.value, q.n * q.n, model);
    Witness w{.kind = WitnessKind::attack_exactly, .k = q.k, .n = q.n, .d = 2};
    for (int c = 0; c < q.n * q.n; ++c) {
      if (model[static_cast<std::size_t>(c)] > 0) w.queens.push_back({c / q.n + 1, c % q.n + 1});
    }
    CHECK(check_witness(w).ok);
    // "At most k" allows at least as many.
    CHECK(solve_instance("attack-at-most k=" + std::to_string(q.k) + " n=" + std::to_string(q.n) +
                         " at-least=" + std::to_string(q.value)) == SatResult::sat);
  }
}

TEST_CASE("certify: the walls CNF agrees with the bitboard values on 4x4 and 5x5") {
  // The fewest walls for q queens by brute force over every wall set of up
  // to 4 walls (values by lab/walls/value.hpp), against the CNF at that
  // many walls (sat) and one fewer (unsat).
  for (const int n : {4, 5}) {
    const int squares = n * n;
    std::vector<int> fewest(static_cast<std::size_t>(squares + 1), -1);
    std::vector<int> walls;
    auto visit = [&](auto&& self, int from) -> void {
      const std::uint64_t mask = [&] {
        std::uint64_t m = 0;
        for (const int s : walls) m |= std::uint64_t{1} << s;
        return m;
      }();
      const int value = walls_value(WallsBoard{.n = n, .walls = mask}, Deadline{}).value;
      for (int q = 0; q <= value; ++q) {
        int& f = fewest[static_cast<std::size_t>(q)];
        if (f < 0 || static_cast<int>(walls.size()) < f) f = static_cast<int>(walls.size());
      }
      if (walls.size() == 4) return;
      for (int s = from; s < squares; ++s) {
        walls.push_back(s);
        self(self, s + 1);
        walls.pop_back();
      }
    };
    visit(visit, 0);
    for (int q = n; q <= squares; ++q) {
      const int f = fewest[static_cast<std::size_t>(q)];
      if (f < 0) break;  // needs more than 4 walls: not brute-forced
      CAPTURE(n);
      CAPTURE(q);
      const std::string board = "walls size=" + std::to_string(n) + " queens=" + std::to_string(q);
      CHECK(solve_instance(board + " max-walls=" + std::to_string(f)) == SatResult::sat);
      if (f > 0) {
        CHECK(solve_instance(board + " max-walls=" + std::to_string(f - 1)) == SatResult::unsat);
      }
    }
  }
  // On 2x2 every two squares are adjacent: no wall can stand between two
  // queens, so no number of walls admits 2.
  CHECK(solve_instance("walls size=2 queens=1") == SatResult::sat);
  CHECK(solve_instance("walls size=2 queens=2") == SatResult::unsat);
}

TEST_CASE("certify: instances are parsed strictly and printed canonically") {
  CHECK(instance_text(parse_instance("cube  at-least=14 d=3 n=5")) == "cube n=5 d=3 at-least=14");
  CHECK(instance_text(parse_instance("walls size=8 queens=12")) == "walls size=8 queens=12");
  CHECK_THROWS_WITH(parse_instance("torus n=5"),
                    "unknown instance kind 'torus' (cube, box, cube-part, box-part, walls, attack, "
                    "attack-at-most)");
  CHECK(instance_text(parse_instance("box at-least=5 sides=2,3,3")) ==
        "box sides=2,3,3 at-least=5");
  CHECK(instance_text(parse_instance("cube-part max-layer=2 counts=1,2,1 d=3 n=3")) ==
        "cube-part n=3 d=3 counts=1,2,1 max-layer=2");
  CHECK_THROWS_AS(parse_instance("box sides=2,,3 at-least=5"), std::invalid_argument);
  CHECK_THROWS_AS(parse_instance("box sides=2,3, at-least=5"), std::invalid_argument);
  CHECK_THROWS_AS(parse_instance("box sides=2,0 at-least=5"), std::invalid_argument);
  CHECK_THROWS_AS(parse_instance("cube n=5,6 d=3 at-least=4"), std::invalid_argument);
  CHECK_THROWS_AS(instance_cnf(parse_instance("cube-part n=3 d=3 counts=1,2 max-layer=2")),
                  std::invalid_argument);
  CHECK_THROWS_AS(parse_instance("cube n=5 d=3"), std::invalid_argument);
  CHECK_THROWS_AS(parse_instance("cube n=5 d=3 at-least=x"), std::invalid_argument);
  CHECK_THROWS_AS(parse_instance("cube n=5 d=3 at-least=4 n=6"), std::invalid_argument);
  CHECK_THROWS_AS(parse_instance("cube n=5 d=3 at-least=4 colour=2"), std::invalid_argument);
  CHECK_THROWS_AS(parse_instance("cube n=0 d=3 at-least=4"), std::invalid_argument);
}

TEST_CASE("certify: SHA-256 of known strings") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST_CASE("certify: a fractional clique cover bounds the board exactly") {
  // 3x3 (d = 2): the three rows, each a clique, cover every cell: at most 3.
  const std::string rows = "# rows\n1/1: 0,0 0,1 0,2\n1/1: 1,0 1,1 1,2\n1/1: 2,0 2,1 2,2\n";
  const CoverCheck ok = check_clique_cover(rows, 3, 2);
  CHECK(ok.ok);
  CHECK(ok.bound == 3);
  CHECK(ok.numerator == 3);
  CHECK(ok.denominator == 1);
  // Halves: each cell of 2x2 in two of four cliques (its row and column).
  const CoverCheck half =
      check_clique_cover("1/2: 0,0 0,1\n1/2: 1,0 1,1\n1/2: 0,0 1,0\n1/2: 0,1 1,1\n", 2, 2);
  CHECK(half.ok);
  CHECK(half.bound == 2);
  // A cell left uncovered, a set that is no clique, a cell off the board.
  CHECK_FALSE(check_clique_cover("1/1: 0,0 0,1 0,2\n1/1: 1,0 1,1 1,2\n", 3, 2).ok);
  CHECK_FALSE(check_clique_cover("1/1: 0,0 1,2\n", 3, 2).ok);
  CHECK_FALSE(check_clique_cover("1/1: 0,0 0,3\n", 3, 2).ok);
  CHECK_FALSE(check_clique_cover("-1/2: 0,0\n", 3, 2).ok);
}

TEST_CASE("certify: a box of equal sides is the cube, and boxes have their values") {
  // The same CNF, byte for byte: the cube certificates' hashes stay valid.
  CHECK(instance_cnf(parse_instance("box sides=4,4,4 at-least=8")).dimacs() ==
        instance_cnf(parse_instance("cube n=4 d=3 at-least=8")).dimacs());
  // 2 x 4 x 4: two 4 x 4 layers; a queen sees the 3 x 3 cells around its
  // own cell in the other layer, and the naive count says 6 (checked here
  // against a brute force over placements).
  const std::vector<int> sides{2, 4, 4};
  std::vector<std::vector<int>> cells;
  for (int z = 0; z < 4; ++z) {
    for (int y = 0; y < 4; ++y) {
      for (int x = 0; x < 2; ++x) cells.push_back({x, y, z});
    }
  }
  int best = 0;
  for (unsigned mask = 0; mask < (1u << 16); ++mask) {  // queens of layer x = 0
    std::vector<std::vector<int>> chosen;
    bool ok = true;
    for (int i = 0; i < 16 && ok; ++i) {
      if (!(mask >> i & 1u)) continue;
      const std::vector<int> c{0, i % 4, i / 4};
      for (const auto& q : chosen) ok = ok && !cube_cells_attack(q, c);
      chosen.push_back(c);
    }
    if (!ok) continue;
    int layer1 = 0;  // the best layer x = 1 beside it, by brute force
    for (unsigned m1 = 0; m1 < (1u << 16); ++m1) {
      if (std::popcount(m1) <= layer1) continue;
      bool fine = true;
      std::vector<std::vector<int>> all = chosen;
      for (int i = 0; i < 16 && fine; ++i) {
        if (!(m1 >> i & 1u)) continue;
        const std::vector<int> c{1, i % 4, i / 4};
        for (const auto& q : all) fine = fine && !cube_cells_attack(q, c);
        all.push_back(c);
      }
      if (fine) layer1 = std::popcount(m1);
    }
    best = std::max(best, static_cast<int>(chosen.size()) + layer1);
  }
  std::vector<int> model;
  check_value("box sides=2,4,4", best, 32, model);
}

TEST_CASE("certify: a cube-part CNF fixes the layer counts and caps the other layers") {
  // 4^3 holds 7 queens; with counts 1,2,2,2 and every other layer <= 2 a
  // placement exists iff the brute-force search of the solver says so: the
  // model must have exactly these counts along axis 0 and <= 2 elsewhere.
  std::vector<int> model;
  const SatResult r = solve_instance("cube-part n=4 d=3 counts=1,2,2,2 max-layer=2", &model, 64);
  REQUIRE(r == SatResult::sat);
  for (int axis = 0; axis < 3; ++axis) {
    for (int i = 0; i < 4; ++i) {
      int count = 0;
      for (int c = 0; c < 64; ++c) {
        int coord = c;
        for (int a = 0; a < axis; ++a) coord /= 4;
        if (coord % 4 == i && model[static_cast<std::size_t>(c)] > 0) ++count;
      }
      if (axis == 0) {
        CHECK(count == std::vector<int>{1, 2, 2, 2}[static_cast<std::size_t>(i)]);
      } else {
        CHECK(count <= 2);
      }
    }
  }
  // 8 queens on 4^3 do not exist, so no part of 8 does either.
  CHECK(solve_instance("cube-part n=4 d=3 counts=2,2,2,2 max-layer=2") == SatResult::unsat);
  CHECK(solve_instance("cube-part n=4 d=3 counts=1,2,2,2 max-layer=1") == SatResult::unsat);
}

TEST_CASE("certify: a box-part CNF caps only the layers along the axes as long as axis 0") {
  // On a cube, box-part is cube-part byte for byte (the 7^3 hashes stay valid).
  CHECK(instance_cnf(parse_instance("box-part sides=4,4,4 counts=1,2,2,2 max-layer=2")).dimacs() ==
        instance_cnf(parse_instance("cube-part n=4 d=3 counts=1,2,2,2 max-layer=2")).dimacs());
  // 4 x 4 x 3 (axis 0 and 1 of length 4, axis 2 of length 3): the model has
  // the counts along axis 0 and <= max-layer along axis 1.
  const std::vector<int> sides{4, 4, 3};
  const std::vector<int> counts{2, 1, 1, 2};
  std::vector<int> model;
  REQUIRE(solve_instance("box-part sides=4,4,3 counts=2,1,1,2 max-layer=2", &model, 48) ==
          SatResult::sat);
  std::vector<std::vector<int>> layer(3, std::vector<int>(4, 0));
  for (int c = 0; c < 48; ++c) {
    if (model[static_cast<std::size_t>(c)] < 0) continue;
    const int co[3] = {c % 4, c / 4 % 4, c / 16};
    for (int axis = 0; axis < 3; ++axis)
      ++layer[static_cast<std::size_t>(axis)][static_cast<std::size_t>(co[axis])];
  }
  CHECK(layer[0] == counts);
  for (const int v : layer[1]) CHECK(v <= 2);
  // The short axis is not capped: 4 queens in its 3 layers put 2 in one of
  // them, above max-layer 1 (sat); the other long axis is: 6 queens in its
  // 4 layers cannot stay at 1 each (unsat).
  CHECK(solve_instance("box-part sides=4,4,3 counts=1,1,1,1 max-layer=1") == SatResult::sat);
  CHECK(solve_instance("box-part sides=4,4,3 counts=2,2,1,1 max-layer=1") == SatResult::unsat);
  // 3 x 4 x 4 holds 6: no part of 7 exists.
  CHECK(solve_instance("box-part sides=4,4,3 counts=2,1,2,2 max-layer=2") == SatResult::unsat);
  // The first side must be a longest one, and counts one per layer of it.
  CHECK_THROWS_AS(instance_cnf(parse_instance("box-part sides=3,4,4 counts=1,1,1 max-layer=1")),
                  std::invalid_argument);
  CHECK_THROWS_AS(instance_cnf(parse_instance("box-part sides=4,4,3 counts=1,1,1 max-layer=1")),
                  std::invalid_argument);
}

TEST_CASE("certify: the split space is every bounded vector, up to reversal") {
  // Brute force over [0, layer]^n.
  const SplitSpace space{.n = 5, .target = 9, .layer = 4, .window = {0, 0, 5, 7, 0, 0}};
  std::set<std::vector<int>> expected;
  for (int code = 0; code < 5 * 5 * 5 * 5 * 5; ++code) {
    std::vector<int> c;
    for (int i = 0, rest = code; i < 5; ++i, rest /= 5) c.push_back(rest % 5);
    int sum = 0;
    bool ok = true;
    for (int i = 0; i < 5; ++i) {
      sum += c[static_cast<std::size_t>(i)];
      for (int h = 2; h <= 3 && i + h <= 5; ++h) {
        int w = 0;
        for (int j = i; j < i + h; ++j) w += c[static_cast<std::size_t>(j)];
        ok = ok && w <= space.window[static_cast<std::size_t>(h)];
      }
    }
    if (ok && sum == 9) expected.insert(std::min(c, std::vector<int>(c.rbegin(), c.rend())));
  }
  const auto vectors = split_vectors(space);
  CHECK(std::set<std::vector<int>>(vectors.begin(), vectors.end()) == expected);
  CHECK(vectors.size() == expected.size());
  // Covered by the vectors themselves, or by their reverses; one missing
  // is named.
  std::set<std::vector<int>> parts;
  for (const auto& c : vectors) parts.insert(std::vector<int>(c.rbegin(), c.rend()));
  CHECK(uncovered_vectors(space, parts).empty());
  parts.erase(parts.begin());
  CHECK(uncovered_vectors(space, parts).size() == 1);
}
