// SPDX-License-Identifier: MIT
// queens-shapes: how generated boards look next to real ones. Measures the
// region shapes (engine/generation/shape_stats.hpp) of the boards of a
// corpus folder and of as many generated boards of the same sizes, and prints
// a Markdown table of the averages (docs/generate.md, "Shapes").
//
//   queens-shapes ../shared/corpus/community [--grade LABEL] [--seed S] [--test-generator]
//
// With --figures it prints instead, per size and K, the aggregate figures
// docs/generate.md compares with LinkedIn's daily boards (mean region sizes
// largest first, 1-cell regions, regions of at most 3 cells, border cells)
// for the boards of any folder (*.txt board files, *.sbn files of one SBN
// string per line), or for generated boards, next to the reference figures
// of that size (LinkedIn's for K = 1, published Star Battle boards' for K >= 2):
//
//   queens-shapes --figures FOLDER
//   queens-shapes --figures --generate --sizes 7..11 --count 300 [--style linkedin]
//                 [--stars K] [--grade LABEL] [--seed S]
//   queens-shapes --figures --generate --pairs 10:2 14:3 17:4 21:5 25:6 --count 100
//
// Every option: queens-shapes --help (the growth parameters are there for
// tuning; their defaults are the generator's).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/generation/generator.hpp"
#include "engine/generation/maker.hpp"
#include "engine/generation/shape_stats.hpp"
#include "engine/generation/shape_style.hpp"
#include "engine/io/board_file.hpp"
#include "engine/io/sbn.hpp"
#include "timing.hpp"

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

// The boards of a folder: *.txt board files, and *.sbn files (or *.txt
// files whose first line is SBN, as bench/big-stars/fetch-dev-boards.sh
// writes them) of one SBN string per line (blank lines and lines starting
// with # skipped).
std::vector<qh::Puzzle> read_folder(const std::string& folder) {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(folder))
    if (e.path().extension() == ".txt" || e.path().extension() == ".sbn") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<qh::Puzzle> out;
  for (const fs::path& f : files) {
    const std::string text = qh::read_input(f.string(), qh::kMaxListBytes);
    const std::vector<qh::ListedSbn> lines = qh::sbn_lines(text);
    if (f.extension() == ".txt" && !lines.empty() && !qh::looks_like_sbn(lines.front().sbn)) {
      out.push_back(qh::parse_board_file(text, f.string()).puzzle);
      continue;
    }
    for (const qh::ListedSbn& line : lines)
      out.push_back(qh::parse_sbn(line.sbn, f.string(), line.line));
  }
  return out;
}

std::string cells(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", x);
  return text;
}

std::string profile_text(const std::vector<double>& sizes) {
  std::string out;
  for (double x : sizes) out += (out.empty() ? "" : ", ") + cells(x);
  return out;
}

// One table of figures per (size, K): the boards' and the reference's, and
// how far apart (L1 over the size profile; differences of the counts;
// border cells in percent), with the tolerances of the tests.
void print_figures(const std::vector<qh::Puzzle>& boards, const std::string& what) {
  std::map<std::pair<int, int>, std::vector<qh::Puzzle>> by_size;
  for (const qh::Puzzle& p : boards)
    if (p.split_regions().empty()) by_size[{p.size(), p.stars()}].push_back(p);
  std::cout << "Figures of " << what << " (boards with connected regions).\n\n"
            << "| N | K | boards | mean region sizes, largest first | 1-cell | <= 3 cells | "
               "border cells | spread | reference: L1 (tolerance) | 1-cell diff | <= 3 diff | "
               "border diff |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const auto& [key, list] : by_size) {
    const auto [n, k] = key;
    const qh::ShapeFigures f = qh::shape_figures(list);
    std::cout << "| " << n << " | " << k << " | " << f.boards << " | " << profile_text(f.sizes)
              << " | " << std::fixed << std::setprecision(2) << f.single_cells << " | "
              << f.small_regions << " | " << cells(f.border_cells) << " | " << std::setprecision(2)
              << qh::profile_spread(list) << " | ";
    const auto ref = k == 1 ? qh::linkedin_figures(n) : qh::starbattle_figures(n, k);
    if (!ref) {
      std::cout << "no reference | | | |\n";
      continue;
    }
    const double l1 = qh::profile_distance(f.sizes, ref->sizes);
    std::cout << cells(l1) << " (" << cells(qh::profile_tolerance(n, k, f.boards)) << ") | "
              << std::showpos << f.single_cells - ref->single_cells << " | "
              << f.small_regions - ref->small_regions << " | "
              << cells(100 * (f.border_cells - ref->border_cells) / ref->border_cells) << " % |"
              << std::noshowpos << "\n";
  }
  for (const auto& [key, list] : by_size) {
    const auto [n, k] = key;
    const auto ref = k == 1 ? qh::linkedin_figures(n) : qh::starbattle_figures(n, k);
    if (!ref) continue;
    std::cout << "| " << n << " | " << k << " | reference (" << ref->boards << ") | "
              << profile_text(ref->sizes) << " | " << ref->single_cells << " | "
              << ref->small_regions << " | " << cells(ref->border_cells) << " | "
              << (ref->spread > 0 ? cells(ref->spread) : "") << " | | | | |\n";
  }
}

int run(int argc, char** argv) {
  CLI::App app{"queens-shapes: region shapes of real and generated boards", "queens-shapes"};
  std::string folder;
  std::string grade;
  std::uint64_t seed = 1;
  int min_n = 6, max_n = 12;
  app.add_option("corpus", folder, "Folder of real boards (*.txt; with --figures also *.sbn)");
  bool figures = false, generate = false;
  std::string sizes_text = "7..11", style_text = "auto";
  int per_size = 300, stars = 1;
  app.add_flag("--figures", figures, "Print the figures of the folder's (or generated) boards");
  app.add_flag("--generate", generate, "With --figures: measure generated boards instead");
  app.add_option("--sizes", sizes_text, "With --generate: sizes A..B (default 7..11)");
  app.add_option("--count", per_size, "With --generate: boards per size (default 300)");
  unsigned threads = 2;
  app.add_option("--threads", threads, "With --generate: threads (default 2)");
  app.add_option("--stars", stars, "With --generate: K (default 1)");
  std::vector<std::string> pairs;
  app.add_option("--pairs", pairs,
                 "With --generate: N:K pairs instead of --sizes and --stars (e.g. 10:2 14:3)");
  app.add_option("--style", style_text, "With --generate: auto, linkedin, community, starbattle");

  app.add_option("--grade", grade, "Generate boards of this label (default: any grade)");
  app.add_option("--seed", seed, "Seed of the generated boards");
  qh::GenerateRequest req;
  std::vector<int> same_weight;
  app.add_option("--same-weight", same_weight,
                 "Profile growth: weights for 1..4 same-region neighbours")
      ->expected(4);
  app.add_option("--square-divisor", req.growth.square_divisor,
                 "Profile growth: divisor per 2x2 square");
  app.add_option("--profile", req.growth.profile,
                 "Profile growth: target sizes in tenths of cells, largest first (one size)");
  app.add_option("--overflow", req.growth.overflow_percent,
                 "Profile growth: overflow preference for small regions, percent");
  app.add_option("--interior-divisor", req.growth.interior_divisor,
                 "Profile growth: divisor per cell a move closes in");
  app.add_option("--pick-power", req.growth.pick_power,
                 "Profile growth: regions drawn by target^this (0, 1, 2)");
  app.add_option("--widen-below", req.growth.widen_below,
                 "Profile growth: regions under this many cells are widened after the edits");
  app.add_option("--thin-moves", req.growth.thin_moves,
                 "Profile growth: cells moved to open up regions after the edits");
  app.add_option("--widen-percent", req.growth.widen_percent,
                 "Profile growth: chance that a region under --widen-below is widened");
  app.add_option("--single-percent", req.growth.single_percent,
                 "Profile growth: chance that a 1-cell region is widened");
  app.add_option("--jitter", req.growth.jitter_percent, "Profile growth: target jitter, percent");
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
  for (std::size_t i = 0; i < same_weight.size() && i < 4; ++i)
    req.growth.same_weight[i + 1] = same_weight[i];
  if (!grade.empty()) {
    const auto range = qh::label_range(grade);
    if (!range) {
      std::cerr << "queens-shapes: unknown label '" << grade << "'\n";
      return 2;
    }
    req.min_score = range->min;
    req.max_score = range->max;
  }
  if (figures) {
    if (!generate) {
      if (folder.empty()) {
        std::cerr << "queens-shapes: --figures needs a folder or --generate\n";
        return 2;
      }
      print_figures(read_folder(folder), folder);
      return 0;
    }
    const auto style = qh::parse_shape_style(style_text);
    const std::size_t dots = sizes_text.find("..");
    if (!style || dots == std::string::npos) {
      std::cerr << "queens-shapes: bad --style or --sizes\n";
      return 2;
    }
    req.style = *style;
    req.stars = stars;
    const int from = std::stoi(sizes_text.substr(0, dots)),
              to = std::stoi(sizes_text.substr(dots + 2));
    std::vector<std::pair<int, int>> sizes;
    for (int n = from; n <= to; ++n) sizes.emplace_back(n, stars);
    if (!pairs.empty()) sizes.clear();
    for (const std::string& p : pairs) {
      const std::size_t colon = p.find(':');
      if (colon == std::string::npos) {
        std::cerr << "queens-shapes: --pairs takes N:K, not '" << p << "'\n";
        return 2;
      }
      sizes.emplace_back(std::stoi(p.substr(0, colon)), std::stoi(p.substr(colon + 1)));
    }
    std::vector<qh::Puzzle> made_boards;
    const qh::RuleSet rules;
    for (const auto& [n, k] : sizes) {
      req.n = n;
      req.stars = k;
      const std::size_t first = made_boards.size();
      const qh::RunStats run = qh::run_generation(
          req, rules, per_size, seed, 1000LL * per_size, threads,
          [&](const qh::Candidate& c, long long) { made_boards.push_back(c.puzzle); });
      // The grading share: each board graded again, as make_candidate
      // grades it once (no grade asked: no climb).
      const auto start = qh::bench::clock_now(true);
      for (std::size_t i = first; i < made_boards.size(); ++i)
        (void)qh::Engine(made_boards[i], rules).grade();
      const double grading =
          std::chrono::duration<double>(qh::bench::clock_now(true) - start).count();
      std::cerr << "queens-shapes: " << n << "x" << n << " K=" << k << ": " << run.boards
                << " boards of " << run.attempts << " candidates in " << run.seconds << " s on "
                << threads << " thread(s) (" << run.boards / std::max(1e-9, run.seconds)
                << " boards/s); grading them again alone: " << grading << " s of CPU\n";
    }
    print_figures(made_boards, "generated boards (style " +
                                   std::string(qh::shape_style_name(*style)) + ", " +
                                   (grade.empty() ? "any grade" : grade) + ", seed " +
                                   std::to_string(seed) + ")");
    return 0;
  }
  if (folder.empty()) {
    std::cerr << "queens-shapes: a corpus folder is needed\n";
    return 2;
  }

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
  req.style = qh::ShapeStyle::community;  // the comparison with the shared corpus
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

}  // namespace

// A folder that cannot be read, or a board that cannot be parsed, is one
// line and exit 2, not an escaped exception.
int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "queens-shapes: " << e.what() << "\n";
    return 2;
  }
}
