// SPDX-License-Identifier: MIT
// queens-refutations: how often a wrong queen gets a short refutation.
// Over the unique K = 1 boards of a corpus (index.csv), at every distinct
// position along each board's trace, one random wrong queen (a cell the
// position leaves open that is not the solution's) is refuted as the hint
// would (engine/reasoning/mistakes.hpp); prints the share refuted and the
// median chain length in moves. With --crosses, one random wrong X (a
// solution cell the position leaves open) instead, explained by the hint
// itself: prints how many leave a house empty, get a chain, are forced by
// the rules without the X, or need a search. Not a test: run it by hand
// (bench/README.md).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <set>
#include <sstream>

#include "engine/engine.hpp"
#include "engine/reasoning/mistakes.hpp"

int main(int argc, char** argv) {
  CLI::App app{"Share of random wrong queens with a short refutation, over a corpus"};
  std::string corpus = "../shared/corpus";
  unsigned seed = 11;
  bool crosses = false;
  app.add_option("corpus", corpus, "Corpus folder with index.csv");
  app.add_option("--seed", seed, "Random seed");
  app.add_flag("--crosses", crosses, "Wrong X's on solution cells instead of wrong queens");
  CLI11_PARSE(app, argc, argv);
  std::ifstream index(std::filesystem::path(corpus) / "index.csv");
  if (!index) {
    std::cerr << corpus << "/index.csv: cannot be read\n";
    return 2;
  }
  std::mt19937 rng(seed);
  std::vector<int> lengths;
  int tried = 0, boards = 0;
  int emptied = 0, chained = 0, alternatives = 0, forced = 0, search = 0;  // --crosses
  std::string line;
  std::getline(index, line);  // header
  const qh::RuleSet rules;
  while (std::getline(index, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string cell; std::getline(ss, cell, ',');) f.push_back(cell);
    if (f.size() < 6 || f[4] != "1" || f[5] != "1") continue;
    if (!line.substr(line.rfind(',') + 1).empty()) continue;  // dup_of: a duplicate board
    const std::string path = (std::filesystem::path(corpus) / f[2]).string();
    const qh::Puzzle puzzle = qh::parse_board(qh::read_input(path), path);
    if (puzzle.stars() != 1) continue;
    const qh::Engine engine(puzzle, rules);
    const qh::SolveReport solved = engine.solve();
    const qh::TraceReport trace = engine.trace({}, false);
    ++boards;
    qh::with_width(puzzle.size(), [&]<class B>() {
      const qh::Geometry<B> g(puzzle);
      B solution;
      for (const qh::Cell& c : solved.solution) solution.set(g.index(c.row, c.col));
      qh::State<B> s;
      std::set<std::string> seen;  // distinct positions only
      const auto key = [&](const qh::State<B>& st) {
        std::string k(static_cast<std::size_t>(g.cells()), '.');
        st.queens.for_each([&](int c) { k[static_cast<std::size_t>(c)] = 'Q'; });
        st.dead.for_each([&](int c) { k[static_cast<std::size_t>(c)] = 'x'; });
        return k;
      };
      for (const qh::Deduction& d : trace.steps) {
        if (crosses) {
          const B open = solution.without(s.queens).without(s.dead);
          if (open.any() && seen.insert(key(s)).second) {
            std::vector<int> cells;
            open.for_each([&](int c) { cells.push_back(c); });
            const int cell = cells[rng() % cells.size()];
            qh::PlayerMarks marks;
            s.queens.for_each([&](int c) { marks.queens.push_back(g.cell_at(c)); });
            s.dead.for_each([&](int c) { marks.crossed.push_back(g.cell_at(c)); });
            marks.crossed.push_back(g.cell_at(cell));
            const qh::HintReport h = engine.hint(marks);
            ++tried;
            if (h.mistake && h.mistake->refutation) {
              ++chained;
              lengths.push_back(static_cast<int>(h.mistake->refutation->moves.size()));
            } else if (h.mistake && !h.mistake->alternatives.empty()) {
              ++alternatives;
            } else if (h.explanation.find("only cell of") != std::string::npos ||
                       h.explanation.find("has no room left") != std::string::npos) {
              ++emptied;
            } else if (h.explanation.find("forces a queen there") != std::string::npos) {
              ++forced;
            } else {
              ++search;
            }
          }
          for (const qh::Cell& c : d.placed) s.queens.set(g.index(c.row, c.col));
          for (const qh::Cell& c : d.eliminated) s.dead.set(g.index(c.row, c.col));
          continue;
        }
        const B wrong = qh::probe_candidates(g, s).without(solution);
        if (wrong.any() && seen.insert(key(s)).second) {
          std::vector<int> cells;
          wrong.for_each([&](int c) { cells.push_back(c); });
          const int cell = cells[rng() % cells.size()];
          ++tried;
          if (const auto r = qh::refute_queen(g, s, cell))
            lengths.push_back(static_cast<int>(r->moves.size()));
        }
        for (const qh::Cell& c : d.placed) s.queens.set(g.index(c.row, c.col));
        for (const qh::Cell& c : d.eliminated) s.dead.set(g.index(c.row, c.col));
      }
    });
  }
  std::sort(lengths.begin(), lengths.end());
  if (crosses) {
    const auto pct = [&](int k) { return tried ? 100.0 * k / tried : 0.0; };
    std::cout << "boards " << boards << ", wrong X's " << tried << ": " << emptied << " ("
              << pct(emptied) << "%) leave a house without room, " << chained << " ("
              << pct(chained) << "%) refuted by a chain (median "
              << (lengths.empty() ? 0 : lengths[lengths.size() / 2]) << " moves, max "
              << (lengths.empty() ? 0 : lengths.back()) << "), " << alternatives << " ("
              << pct(alternatives) << "%) the last place of a house whose other cells are refuted, "
              << forced << " (" << pct(forced) << "%) forced by the rules without the X, " << search
              << " (" << pct(search) << "%) need a search\n";
    return 0;
  }
  const auto first_long = std::upper_bound(lengths.begin(), lengths.end(), 0);
  const long long others = lengths.end() - first_long;
  const int median_above_zero = others > 0 ? *(first_long + others / 2) : 0;
  const double share = tried ? 100.0 * static_cast<double>(lengths.size()) / tried : 0;
  std::cout << "boards " << boards << ", wrong queens " << tried << ", refuted " << lengths.size()
            << " (" << share << "%), median length "
            << (lengths.empty() ? 0 : lengths[lengths.size() / 2]) << " moves, max "
            << (lengths.empty() ? 0 : lengths.back()) << "; "
            << std::count(lengths.begin(), lengths.end(), 0)
            << " need no forced move (the queen alone leaves a house without an open cell); "
            << "median of the others " << median_above_zero << " moves\n";
  return 0;
}
