// SPDX-License-Identifier: MIT
// queens-sat-uniqueness: CaDiCaL as the uniqueness prover of big Star Battle
// boards, against the engine's exact search (issue 32 asks to weigh both;
// docs/big-stars.md, the eighteenth round). Per board of the given SBN lists
// (one board a line), on the thread's CPU clock:
// - engine: Engine::solve, counting up to 2 solutions (StarSearch for K >= 3);
// - sat: one CaDiCaL model of the board (a variable a cell; every row,
//   column and region exactly K, a totalizer each, lab/common/cardinality.hpp;
//   every 2x2 window at most one star, which is "no two stars touch"), solved,
//   the solution blocked by a clause, solved again: 0, 1 or 2 solutions;
// - hybrid (--hybrid NODES): the engine's search within NODES of budget
//   (engine/search/budget.hpp's units), and CaDiCaL only when that runs out.
// The counts must agree; a board where they do not is printed and the exit
// status is 1. Nothing here is in the engine: it is a measurement.
//
//   queens-sat-uniqueness [--hybrid NODES] FILE...
#include <CLI/CLI.hpp>
#include <array>
#include <cstddef>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/timing.hpp"
#include "engine/engine.hpp"
#include "engine/io/board_file.hpp"
#include "engine/io/sbn.hpp"
#include "engine/model/puzzle.hpp"
#include "lab/common/cardinality.hpp"
#include "lab/common/deadline.hpp"
#include "lab/common/sat_solver.hpp"

namespace {

using qh::Puzzle;
using qh::bench::cpu_seconds;
using qh::bench::percentile;

// Solutions of the board up to 2, by CaDiCaL; -1 when it gave up (it is
// given no limit, so only on a failure of the solver).
int sat_count(const Puzzle& p) {
  const qh::lab::Deadline no_limit;
  qh::lab::SatSolver sat(no_limit);
  const int n = p.size(), k = p.stars();
  std::vector<int> cell(static_cast<std::size_t>(n * n));
  for (int& v : cell) v = sat.new_var();
  const auto at = [&](int r, int c) { return cell[static_cast<std::size_t>(r * n + c)]; };
  const auto exactly_k = [&](const std::vector<int>& lits) {
    const qh::lab::Totalizer sum(sat, lits, k + 1);
    sat.add_clause({sum.at_least(k)});
    if (sum.size() > k) sat.add_clause({-sum.at_least(k + 1)});
  };
  std::vector<std::vector<int>> rows(n), cols(n), regions(n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      rows[static_cast<std::size_t>(r)].push_back(at(r, c));
      cols[static_cast<std::size_t>(c)].push_back(at(r, c));
      regions[static_cast<std::size_t>(p.region(r, c))].push_back(at(r, c));
    }
  for (const auto* houses : {&rows, &cols, &regions})
    for (const std::vector<int>& house : *houses) exactly_k(house);
  for (int r = 0; r + 1 < n; ++r)
    for (int c = 0; c + 1 < n; ++c) {
      const std::array<int, 4> window{at(r, c), at(r, c + 1), at(r + 1, c), at(r + 1, c + 1)};
      for (std::size_t a = 0; a < window.size(); ++a)
        for (std::size_t b = a + 1; b < window.size(); ++b)
          sat.add_clause({-window[a], -window[b]});
    }
  int count = 0;
  while (count < 2) {
    const qh::lab::SatResult result = sat.solve();
    if (result == qh::lab::SatResult::unknown) return -1;
    if (result == qh::lab::SatResult::unsat) break;
    ++count;
    std::vector<int> block;
    for (const int v : cell)
      if (sat.value(v)) block.push_back(-v);
    sat.add_clause(block);
  }
  return count;
}

struct Times {
  std::vector<double> engine, sat, hybrid;  // ms a board
  int sat_used = 0;                         // boards where the hybrid asked CaDiCaL
};

void print_line(const char* what, const std::vector<double>& ms) {
  double sum = 0;
  for (const double t : ms) sum += t;
  std::printf("  %-7s p50 %8.2f  p99 %8.2f  max %8.2f  sum %9.1f ms\n", what, percentile(ms, 50),
              percentile(ms, 99), percentile(ms, 100), sum);
}

// Runs every board of the file; false when a count disagreed.
bool run_file(const std::string& file, long long hybrid_nodes, Times& times) {
  bool agreed = true;
  const std::string text = qh::read_input(file, qh::kMaxListBytes);
  for (const qh::ListedSbn& listed : qh::sbn_lines(text)) {
    const int number = listed.line;
    const Puzzle puzzle = qh::parse_sbn(listed.sbn, file, number);
    const qh::Engine engine(puzzle);
    double start = cpu_seconds();
    const qh::SolveReport full = engine.solve();
    const double engine_ms = (cpu_seconds() - start) * 1e3;
    start = cpu_seconds();
    const int sat = sat_count(puzzle);
    const double sat_ms = (cpu_seconds() - start) * 1e3;
    std::printf("%s:%d  N %d  K %d  engine %d%s %.2f ms (%lld nodes)  sat %d %.2f ms", file.c_str(),
                number, puzzle.size(), puzzle.stars(), full.count, full.exact ? "" : " (unknown)",
                engine_ms, full.nodes, sat, sat_ms);
    if (full.exact && sat != full.count) {
      std::printf("  DISAGREE");
      agreed = false;
    }
    times.engine.push_back(engine_ms);
    times.sat.push_back(sat_ms);
    if (hybrid_nodes > 0) {
      start = cpu_seconds();
      const qh::SolveReport first = engine.solve({}, 2, hybrid_nodes);
      int count = first.count;
      if (!first.exact) {
        count = sat_count(puzzle);
        ++times.sat_used;
      }
      const double hybrid_ms = (cpu_seconds() - start) * 1e3;
      times.hybrid.push_back(hybrid_ms);
      std::printf("  hybrid %d %.2f ms%s", count, hybrid_ms, first.exact ? "" : " (sat)");
      if (count != sat) {
        std::printf("  DISAGREE");
        agreed = false;
      }
    }
    std::printf("\n");
    std::fflush(stdout);
  }
  return agreed;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{
      "CaDiCaL against the engine's search as the uniqueness prover of Star Battle boards"};
  std::vector<std::string> files;
  long long hybrid_nodes = 0;
  app.add_option("files", files, "Files of SBN strings, one board a line")->required();
  app.add_option("--hybrid", hybrid_nodes,
                 "Also time the engine's search within this budget, then CaDiCaL when it runs out")
      ->check(CLI::PositiveNumber);
  CLI11_PARSE(app, argc, argv);
  bool agreed = true;
  try {
    for (const std::string& file : files) {
      Times times;
      agreed = run_file(file, hybrid_nodes, times) && agreed;
      std::printf("%s: %zu boards, CPU ms a board\n", file.c_str(), times.engine.size());
      print_line("engine", times.engine);
      print_line("sat", times.sat);
      if (hybrid_nodes > 0) {
        print_line("hybrid", times.hybrid);
        std::printf("  hybrid: CaDiCaL asked on %d boards (budget %lld)\n", times.sat_used,
                    hybrid_nodes);
      }
    }
  } catch (const std::exception& e) {
    std::cerr << "queens-sat-uniqueness: " << e.what() << "\n";
    return 2;
  }
  return agreed ? 0 : 1;
}
