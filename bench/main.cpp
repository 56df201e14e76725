// SPDX-License-Identifier: MIT
// queens-bench PATH... : in-process timings of the engine, per board and per
// measure, summarised overall, for N <= 11 / N >= 12 and per N. See
// bench/README.md.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <functional>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "bench/naive.hpp"
#include "bench/report.hpp"
#include "bench/timing.hpp"
#include "engine/engine.hpp"
#include "engine/generation/generator.hpp"
#include "engine/io/board_file.hpp"
#include "engine/io/json_io.hpp"

namespace qh::bench {
namespace {

namespace fs = std::filesystem;

struct Options {
  std::vector<std::string> inputs;
  int reps = 7;
  double min_batch_us = 20;
  double budget_ms = 100;
  double naive_cap_s = 2;
  long long naive_nodes = -1;
  std::string only;
  int min_n = 0;
  int max_n = 1000;
  bool unique_only = false;
  bool json = false;
  bool per_board = false;
  std::string clock = "wall";
  std::string generate;  // "K:N:COUNT": also time COUNT unique generated K-star N x N boards
};

struct Loaded {
  BoardInfo info;
  std::string text;  // the file's contents, for "load"
  Puzzle puzzle;
  std::optional<Engine> engine;
  GradeReport grade;  // computed once, for the JSON of trace-text and trace-report
  TraceReport trace;  // with text, computed once, for "json"
};

struct MeasureDef {
  const char* name;
  const char* includes;
};

constexpr MeasureDef kMeasures[] = {
    {"load",
     "parse_board() on the file's text already in memory + Engine construction (geometry); no file "
     "I/O"},
    {"solve",
     "Engine::solve({}, 2): exact solver, stops at the 2nd solution (uniqueness check); fills the "
     "SolveReport"},
    {"trace-fast",
     "Engine::grade(): uniqueness check (solver, limit 2) + full logic trace with fallback, no "
     "text, "
     "no Deduction objects + grading; boards with several solutions stop after the uniqueness "
     "check"},
    {"trace-notext",
     "Engine::trace({}, false): full trace with fallback, Deduction objects (cells, ids, titles) "
     "but no explanation text; no uniqueness check"},
    {"trace-text",
     "Engine::trace_json(grade): full trace with fallback, explanation text and the compact JSON "
     "document, written as the steps are taken (what `queens-hint trace` does); the grade it "
     "embeds is computed once outside the timer"},
    {"trace-report",
     "Engine::trace({}, true) + trace_json(puzzle, trace, grade): the same document through a "
     "TraceReport (Deduction objects with text), as a library caller who wants both gets it"},
    {"trace-withtext",
     "Engine::trace({}, true) alone (the first half of trace-report): full trace with fallback "
     "and explanation text, no JSON"},
    {"json",
     "trace_json(puzzle, trace, grade) alone (the second half of trace-report), on a trace with "
     "text computed once outside the timer"},
    {"hint",
     "Engine::hint({}) from the empty board: clash check, uniqueness check (solver, limit 2), the "
     "first rule that applies, with its text"},
    {"naive",
     "the spec's row-by-row backtracking (bench/naive.cpp), counting ALL solutions, results stored "
     "as in the pseudocode; per-call cap on time (and nodes if set)"},
};

std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  std::string item;
  while (std::getline(in, item, ','))
    if (!item.empty()) out.push_back(item);
  return out;
}

// Every *.txt under each folder (sorted), and each file as given.
std::vector<std::pair<std::string, std::string>> expand(const std::vector<std::string>& inputs) {
  std::vector<std::pair<std::string, std::string>> files;  // (path, name)
  for (const std::string& input : inputs) {
    std::error_code ec;
    if (fs::is_directory(input, ec)) {
      std::vector<std::pair<std::string, std::string>> found;
      for (auto it = fs::recursive_directory_iterator(input, ec);
           !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file(ec) && it->path().extension() == ".txt")
          found.emplace_back(it->path().string(), it->path().lexically_relative(input).string());
      if (ec) throw std::runtime_error(input + ": cannot list folder: " + ec.message());
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::exists(input, ec)) {
      files.emplace_back(input, fs::path(input).filename().string());
    } else {
      throw std::runtime_error(input + ": no such file or folder");
    }
  }
  return files;
}

std::size_t text_size(const TraceReport& t) {
  std::size_t total = t.steps.size();
  for (const Deduction& d : t.steps) total += d.explanation.size();
  return total;
}

int run(const Options& opt) {
  const auto started = std::chrono::steady_clock::now();
  RunInfo info;
  describe_machine(info);
#if defined(__clang__)
  info.compiler = std::string("clang ") + __clang_version__;
#elif defined(__GNUC__)
  info.compiler = std::string("gcc ") + __VERSION__;
#else
  info.compiler = "unknown compiler";
#endif
  info.build_type = QH_BENCH_BUILD_TYPE;
  if (info.build_type.empty()) info.build_type = "no build type";
  info.inputs = opt.inputs;
  info.timing.reps = std::max(1, opt.reps);
  info.timing.min_batch = std::chrono::nanoseconds(static_cast<long long>(opt.min_batch_us * 1000));
  info.timing.budget = std::chrono::nanoseconds(static_cast<long long>(opt.budget_ms * 1e6));
  info.timing.cpu_clock = opt.clock == "cpu";
  info.naive_cap_s = opt.naive_cap_s;
  info.naive_node_budget = opt.naive_nodes;

  std::vector<const MeasureDef*> selected;
  const std::vector<std::string> only = split_list(opt.only);
  for (const std::string& name : only) {
    const auto* it = std::find_if(std::begin(kMeasures), std::end(kMeasures),
                                  [&](const MeasureDef& m) { return name == m.name; });
    if (it == std::end(kMeasures))
      throw std::invalid_argument("unknown measure '" + name + "' in --only");
  }
  for (const MeasureDef& m : kMeasures)
    if (only.empty() || std::find(only.begin(), only.end(), m.name) != only.end())
      selected.push_back(&m);

  if (info.build_type != "Release" && info.build_type != "RelWithDebInfo")
    std::cerr << "warning: this is a " << info.build_type
              << " build; timings are only meaningful in Release\n";

  const bool wants_json = std::any_of(selected.begin(), selected.end(), [](const MeasureDef* m) {
    return std::string(m->name) == "json";
  });
  // Load every board once.
  const RuleSet rules;
  std::vector<Loaded> loaded;
  const auto files = expand(opt.inputs);
  info.files = static_cast<int>(files.size());
  for (const auto& [path, name] : files) {
    Loaded l;
    try {
      l.text = read_input(path);
      l.puzzle = parse_board(l.text, path);
    } catch (const InputError& e) {
      info.skipped.push_back(e.what());
      continue;
    }
    const int n = l.puzzle.size();
    if (n < opt.min_n || n > opt.max_n) {
      ++info.filtered;
      continue;
    }
    l.engine.emplace(l.puzzle, rules);
    l.info = {path, name, n, l.engine->solve().count, l.puzzle.stars()};
    if (opt.unique_only && l.info.solutions != 1) {
      ++info.filtered;
      continue;
    }
    l.grade = l.engine->grade();
    if (wants_json) l.trace = l.engine->trace({}, true);
    loaded.push_back(std::move(l));
  }
  if (!opt.generate.empty()) {
    // Unique boards from generate_star_board, seeds 1, 2, ... (rejection on
    // the solver's count), so every run times the same boards.
    int k = 0, n = 0, count = 0;
    if (std::sscanf(opt.generate.c_str(), "%d:%d:%d", &k, &n, &count) != 3 || k < 1 ||
        n < qh::min_star_board_size(k) || n > 26 || count < 1)
      throw std::invalid_argument("--generate wants K:N:COUNT with 4K <= N <= 26, got '" +
                                  opt.generate + "'");
    int made = 0;
    for (std::uint64_t seed = 1; made < count && seed < 1000000; ++seed) {
      Loaded l;
      l.puzzle = generate_star_board(n, k, seed);
      l.engine.emplace(l.puzzle, rules);
      if (l.engine->solve().count != 1) continue;
      const std::string name = "generated K=" + std::to_string(k) + " seed " + std::to_string(seed);
      l.text = "stars: " + std::to_string(k) + "\n";
      for (const std::string& row : l.puzzle.rows()) l.text += row + "\n";
      l.info = {name, name, n, 1, k};
      l.grade = l.engine->grade();
      if (wants_json) l.trace = l.engine->trace({}, true);
      loaded.push_back(std::move(l));
      ++made;
    }
  }
  std::vector<BoardInfo> boards;
  for (const Loaded& l : loaded) boards.push_back(l.info);

  std::vector<MeasureResult> results;
  const auto cap = std::chrono::duration_cast<std::chrono::nanoseconds>(
      std::chrono::duration<double>(opt.naive_cap_s));
  for (const MeasureDef* def : selected) {
    std::cerr << "measuring " << def->name << " on " << loaded.size() << " boards...\n";
    MeasureResult m{def->name, def->includes, {}, {}, {}, {}, {}};
    const std::string name = def->name;
    for (std::size_t b = 0; b < loaded.size(); ++b) {
      Loaded& l = loaded[b];
      const Engine& e = *l.engine;
      Timing t;
      if (name == "load") {
        t = time_call(
            [&] {
              const Puzzle p = parse_board(l.text, l.info.path);
              const Engine fresh(p, rules);
              return static_cast<std::size_t>(fresh.puzzle().size());
            },
            info.timing);
      } else if (name == "solve") {
        t = time_call([&] { return static_cast<std::size_t>(e.solve().count); }, info.timing);
      } else if (name == "trace-fast") {
        t = time_call([&] { return static_cast<std::size_t>(e.grade().steps); }, info.timing);
      } else if (name == "trace-notext") {
        t = time_call([&] { return e.trace({}, false).steps.size(); }, info.timing);
      } else if (name == "trace-text") {
        t = time_call([&] { return e.trace_json(l.grade).json.size(); }, info.timing);
      } else if (name == "trace-report") {
        t = time_call(
            [&] {
              const TraceReport tr = e.trace({}, true);
              return text_size(tr) + trace_json(l.puzzle, tr, l.grade).size();
            },
            info.timing);
      } else if (name == "trace-withtext") {
        t = time_call([&] { return text_size(e.trace({}, true)); }, info.timing);
      } else if (name == "json") {
        t = time_call([&] { return trace_json(l.puzzle, l.trace, l.grade).size(); }, info.timing);
      } else if (name == "hint") {
        t = time_call([&] { return e.hint({}).explanation.size(); }, info.timing);
      } else if (name == "naive") {
        if (l.puzzle.stars() != 1) continue;  // the yardstick knows one queen per house only
        NaiveSolver naive(l.puzzle.rows());
        bool capped = false;
        long long count = 0;
        t = time_call(
            [&] {
              const NaiveResult r = naive.solve(cap, opt.naive_nodes);
              capped = capped || r.capped;
              count = r.solutions;
              return static_cast<std::size_t>(r.solutions);
            },
            info.timing);
        m.solutions.push_back(count);
        if (capped)
          m.capped.push_back(l.info.path);
        else if (std::min<long long>(count, 2) != l.info.solutions)
          m.mismatches.push_back(l.info.path);
      }
      m.board.push_back(static_cast<int>(b));
      m.timing.push_back(t);
    }
    results.push_back(std::move(m));
  }
  info.wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  info.cpu_s = static_cast<double>(std::clock()) / CLOCKS_PER_SEC;

  if (opt.json)
    std::cout << to_json(info, boards, results, opt.per_board).dump(2) << "\n";
  else
    print_text(std::cout, info, boards, results);
  return 0;
}

}  // namespace
}  // namespace qh::bench

int main(int argc, char** argv) {
  qh::bench::Options opt;
  CLI::App app("queens-bench: in-process timings of the queens-hint engine over folders of boards");
  app.add_option("inputs", opt.inputs, "Board files and folders (*.txt, recursive)");
  app.add_option("--generate", opt.generate,
                 "K:N:COUNT: also time COUNT unique generated N x N boards with K stars per house "
                 "(generate_star_board, seeds 1, 2, ...)");
  app.add_option("--reps", opt.reps, "Timed batches per board and measure (median taken)")
      ->capture_default_str();
  app.add_option(
      "--only", opt.only,
      "Comma-separated measures: "
      "load,solve,trace-fast,trace-notext,trace-text,trace-report,trace-withtext,json,hint,naive");
  app.add_option("--min-n", opt.min_n, "Only boards at least this size");
  app.add_option("--max-n", opt.max_n, "Only boards at most this size");
  app.add_flag("--unique-only", opt.unique_only, "Only boards with exactly one solution");
  app.add_option("--min-batch-us", opt.min_batch_us, "A timed batch lasts at least this long")
      ->capture_default_str();
  app.add_option("--budget-ms", opt.budget_ms, "Rough time limit per board and measure")
      ->capture_default_str();
  app.add_option("--naive-cap-s", opt.naive_cap_s,
                 "Cut off the naive solver after this long (per call)")
      ->capture_default_str();
  app.add_option("--naive-nodes", opt.naive_nodes,
                 "Cut off the naive solver after this many nodes (-1: none)")
      ->capture_default_str();
  app.add_option(
         "--clock", opt.clock,
         "wall: std::chrono::steady_clock; cpu: the thread's CPU time (steadier on a busy machine)")
      ->check(CLI::IsMember({"wall", "cpu"}))
      ->capture_default_str();
  app.add_flag("--json", opt.json, "Print one JSON document instead of tables");
  app.add_flag("--per-board", opt.per_board, "With --json: include every board's figure");
  CLI11_PARSE(app, argc, argv);
  if (opt.inputs.empty() && opt.generate.empty()) {
    std::cerr << "queens-bench: give board files or folders, or --generate K:N:COUNT\n";
    return 2;
  }
  try {
    return qh::bench::run(opt);
  } catch (const std::exception& e) {
    std::cerr << "queens-bench: " << e.what() << "\n";
    return 2;
  }
}
