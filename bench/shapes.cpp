// queens-shapes: how generated boards look next to real ones. Measures the
// region shapes (engine/generation/shape_stats.hpp) of the boards of a
// corpus folder and of as many generated boards of the same sizes, and prints
// a Markdown table of the averages (docs/generate.md, "Shapes").
//
//   queens-shapes ../shared/corpus/community [--grade LABEL] [--seed S] [--test-generator]
//
// Every option: queens-shapes --help (the growth parameters are there for
// tuning; their defaults are the generator's).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "engine/generation/generator.hpp"
#include "engine/generation/maker.hpp"
#include "engine/generation/shape_stats.hpp"
#include "engine/io/board_file.hpp"

namespace {

namespace fs = std::filesystem;
using qh::ShapeStats;

struct Measure {
  const char* name;
  double (*get)(const ShapeStats&);
};

double rank_at(const ShapeStats& s, double q) {
  const auto i =
      static_cast<std::size_t>(std::lround(q * static_cast<double>(s.size_by_rank.size() - 1)));
  return s.size_by_rank[i];
}

const Measure kMeasures[] = {
    {"largest region / mean size", [](const ShapeStats& s) { return rank_at(s, 0); }},
    {"2nd largest / mean", [](const ShapeStats& s) { return s.size_by_rank.at(1); }},
    {"median region / mean", [](const ShapeStats& s) { return rank_at(s, 0.5); }},
    {"smallest region / mean", [](const ShapeStats& s) { return rank_at(s, 1); }},
    {"regions of 1-4 cells (share)", [](const ShapeStats& s) { return s.small_regions; }},
    {"1-cell regions (share)", [](const ShapeStats& s) { return s.single_cells; }},
    {"cells on a region border (share)", [](const ShapeStats& s) { return s.border_cells; }},
    {"corridor cells (share)", [](const ShapeStats& s) { return s.corridor_cells; }},
    {"longest straight run / N", [](const ShapeStats& s) { return s.longest_run; }},
    {"straight regions of 3+ cells (share)",
     [](const ShapeStats& s) { return s.straight_regions; }},
};

struct Summary {
  double mean = 0, sd = 0;
};

Summary summarise(const std::vector<ShapeStats>& all, const Measure& m) {
  Summary s;
  for (const ShapeStats& x : all) s.mean += m.get(x);
  s.mean /= static_cast<double>(all.size());
  for (const ShapeStats& x : all) s.sd += (m.get(x) - s.mean) * (m.get(x) - s.mean);
  s.sd = std::sqrt(s.sd / static_cast<double>(std::max<std::size_t>(1, all.size() - 1)));
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"queens-shapes: region shapes of real and generated boards", "queens-shapes"};
  std::string folder;
  std::string grade;
  std::uint64_t seed = 1;
  int min_n = 6, max_n = 12;
  app.add_option("corpus", folder, "Folder of real boards (*.txt)")->required();
  app.add_option("--grade", grade, "Generate boards of this label (default: any grade)");
  app.add_option("--seed", seed, "Seed of the generated boards");
  qh::GenerateRequest req;
  app.add_option("--appetite-power", req.shape.appetite_power, "Region growth: appetite power");
  app.add_option("--appetite-floor", req.shape.appetite_floor, "Region growth: appetite floor");
  app.add_option("--block-weight", req.shape.block_weight, "Region growth: 2x2 block weight");
  app.add_option("--straight-weight", req.shape.straight_weight, "Region growth: straight lines");
  app.add_option("--compactness", req.shape.compactness, "Region growth: compactness");
  app.add_option("--climb-moves", req.climb_moves, "Climbing moves per candidate");
  bool test_generator = false;
  app.add_flag("--test-generator", test_generator,
               "Measure the test generator (generate_unique_board) instead, for comparison");
  app.add_option("--min-n", min_n, "Smallest size compared");
  app.add_option("--max-n", max_n, "Largest size compared");
  CLI11_PARSE(app, argc, argv);

  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(folder))
    if (e.path().extension() == ".txt") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<ShapeStats> real, made;
  std::map<int, int> sizes;
  const qh::RuleSet rules;
  for (const fs::path& f : files) {
    const qh::Puzzle p = qh::parse_board(qh::read_input(f.string()), f.string());
    // Real LinkedIn boards have 4-connected regions; corpus boards that
    // reuse a colour in separate patches are left out.
    if (p.size() < min_n || p.size() > max_n || !p.split_regions().empty()) continue;
    real.push_back(qh::measure_shapes(p));
    ++sizes[p.size()];
  }
  if (!grade.empty()) {
    const auto range = qh::label_range(grade);
    if (!range) {
      std::cerr << "queens-shapes: unknown label '" << grade << "'\n";
      return 2;
    }
    req.min_score = range->min;
    req.max_score = range->max;
  }
  std::uint64_t index = 0;
  for (const auto& [n, count] : sizes) {
    req.n = n;
    for (int made_here = 0; made_here < count && index < 1'000'000; ++index) {
      if (test_generator) {
        const auto p = qh::generate_unique_board(n, qh::candidate_seed(seed, index), 1);
        if (!p) continue;
        made.push_back(qh::measure_shapes(*p));
      } else {
        const auto c = qh::make_candidate(req, rules, qh::candidate_seed(seed, index));
        if (!c) continue;
        made.push_back(qh::measure_shapes(c->puzzle));
      }
      ++made_here;
    }
  }
  std::cout << "Sizes " << min_n << ".." << max_n << ": " << real.size()
            << " corpus boards with connected regions, " << made.size() << " generated ("
            << (test_generator  ? "test generator"
                : grade.empty() ? "any grade"
                                : grade)
            << ", seed " << seed << "), the same number per size.\n\n";
  std::cout << "| measure | corpus mean (sd) | generated mean (sd) | difference / corpus sd |\n"
               "|---|---|---|---|\n";
  for (const Measure& m : kMeasures) {
    const Summary a = summarise(real, m), b = summarise(made, m);
    char line[256];
    std::snprintf(line, sizeof line, "| %s | %.3f (%.3f) | %.3f (%.3f) | %+.2f |\n", m.name, a.mean,
                  a.sd, b.mean, b.sd, a.sd > 0 ? (b.mean - a.mean) / a.sd : 0.0);
    std::cout << line;
  }
  return 0;
}
