// SPDX-License-Identifier: MIT
// queens-hint grade FILE|DIR...: difficulty per puzzle, one line each (or
// CSV / JSON), in input order. Folders are walked recursively for *.txt and
// *.sbn; a file of SBN strings, one board a line, is graded board by board,
// each named FILE:LINE.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "cli/commands.hpp"
#include "cli/image_plugin.hpp"
#include "cli/shard_arg.hpp"
#include "engine/engine.hpp"
#include "engine/io/board_file.hpp"
#include "engine/io/json_io.hpp"
#include "engine/io/sbn.hpp"
#include "engine/model/validate.hpp"

namespace qh::cli {
namespace {

namespace fs = std::filesystem;

struct GradeOptions {
  std::vector<std::string> inputs;
  bool json = false;
  bool csv = false;
  unsigned jobs = 0;  // 0 = all cores
  std::optional<int> stars;
  RuleOptions rules;
  std::string shard;  // "I/K": only the I-th of K contiguous blocks of the files
};

struct Graded {
  std::string file;
  std::optional<GradeReport> grade;
  std::string error;  // the one-line input error when the file could not be read
  bool split_regions = false;
  std::string no_room;  // why the puzzle cannot hold its K stars, when it cannot
};

// One board to grade: a board file, or one line of a file of SBN strings.
struct GradeJob {
  std::string file;
  int line = 0;       // > 0: the board is this line of an SBN list
  std::string text;   // that line's string; for standard input, what it held
  std::string error;  // standard input that could not be read
};

// The name of a job's input in its errors.
std::string source_name(const std::string& file) {
  return file == "-" ? "<stdin>" : file;
}

// A regular file, or standard input, that is a list of SBN strings, one
// board a line (engine/io/sbn.hpp), becomes one job a board; anything else
// one job, whose errors grade_file reports. Standard input is read here, once.
void add_file(const std::string& path, std::vector<GradeJob>& jobs) {
  std::error_code ec;
  const bool in = path == "-";
  if (!in && (!fs::is_regular_file(path, ec) || image::is_image_file(path))) {
    jobs.push_back({.file = path});
    return;
  }
  std::string text;
  try {
    text = read_input(path, kMaxListBytes);
  } catch (const InputError& e) {
    // A file is read again as a board file, whose reading names the problem.
    jobs.push_back({.file = path, .error = in ? e.what() : ""});
    return;
  }
  const std::vector<ListedSbn> list = sbn_list(text);
  for (const ListedSbn& board : list)
    jobs.push_back({.file = path, .line = board.line, .text = std::string(board.sbn)});
  if (!list.empty()) return;
  if (!in) {
    jobs.push_back({.file = path});
  } else if (text.size() > kMaxInputBytes) {
    const InputError error(source_name(path), 0,
                           "input is larger than " + std::to_string(kMaxInputBytes) +
                               " bytes and is not a list of SBN strings; this is not a board");
    jobs.push_back({.file = path, .error = error.what()});
  } else {
    jobs.push_back({.file = path, .text = std::move(text)});
  }
}

std::vector<GradeJob> expand(const std::vector<std::string>& inputs) {
  std::vector<GradeJob> jobs;
  for (const std::string& input : inputs) {
    std::error_code ec;
    if (input != "-" && fs::is_directory(input, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(input, ec);
           !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file(ec) &&
            (it->path().extension() == ".txt" || it->path().extension() == ".sbn"))
          found.push_back(it->path().string());
      if (ec) throw InputError(input, 0, "cannot list folder: " + ec.message());
      std::sort(found.begin(), found.end());
      for (const std::string& file : found) add_file(file, jobs);
    } else {
      add_file(input, jobs);
    }
  }
  return jobs;
}

// A board of an SBN list, checked as a board file is (--stars against its K).
Puzzle listed_board(const CliContext& cli, const GradeJob& job, std::optional<int> stars) {
  const std::string source = source_name(job.file);
  return checked_board(cli, listed_sbn_board(job.text, source, job.line), source, stars, true)
      .puzzle;
}

Graded grade_file(const CliContext& cli, const GradeOptions& opt, const RuleSet& rules,
                  const GradeJob& job) {
  Graded g;
  const bool in = job.file == "-";
  g.file = source_name(job.file);
  if (job.line > 0) g.file = listed_board_name(g.file, job.line);
  if (!job.error.empty()) {
    g.error = job.error;
    return g;
  }
  try {
    Puzzle puzzle;
    if (job.line > 0)
      puzzle = listed_board(cli, job, opt.stars);
    else if (in)
      puzzle =
          checked_board(cli, parse_board_file(job.text, g.file), g.file, opt.stars, true).puzzle;
    else
      puzzle = load_board(cli, job.file, opt.stars, true);
    g.split_regions = !puzzle.split_regions().empty();
    if (auto no_room = star_capacity_problem(puzzle)) {
      g.no_room = std::move(*no_room);
      g.grade = no_room_grade(puzzle);
    } else {
      g.grade = Engine(puzzle, rules).grade();
    }
  } catch (const InputError& e) {
    g.error = e.what();
  } catch (const std::invalid_argument& e) {
    g.error = g.file + ": " + e.what();
  } catch (const std::exception& e) {
    // Nothing else is known to throw here, but this runs on a worker thread,
    // where an escaped exception would end the program: the file gets the
    // one line main() would give it, and the batch goes on.
    g.error = g.file + ": internal error: " + e.what();
  }
  return g;
}

std::string rules_used_text(const GradeReport& g) {
  std::string out;
  for (const auto& [id, count] : g.rules_used)
    out += (out.empty() ? "" : ";") + id + ":" + std::to_string(count);
  return out;
}

// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char ch : text) {
    if (ch == '"') out += '"';
    out += ch;
  }
  return out + "\"";
}

std::string score_text(double score) {
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(2);
  s << score;
  return s.str();
}

void print_line(const Graded& g) {
  const GradeReport& r = *g.grade;
  if (r.solutions != 1) {
    std::cout << g.file << ": not graded: "
              << (r.solutions == 0  ? "the puzzle has no solution"
                  : r.solutions < 0 ? "the search limit was reached before uniqueness was settled"
                                    : "the puzzle has two or more solutions")
              << (g.no_room.empty() ? "" : " (" + g.no_room + ")") << "\n";
    return;
  }
  std::cout << g.file << ": " << r.label << " (score " << score_text(r.score) << ", hardest "
            << r.hardest_rule << " tier " << r.hardest_tier << ", " << r.steps
            << (r.steps == 1 ? " step" : " steps");
  if (r.backtracking_steps > 0) std::cout << ", " << r.backtracking_steps << " by search";
  std::cout << ", " << r.n << "x" << r.n;
  if (r.stars > 1) std::cout << ", " << r.stars << " stars";
  std::cout << ")\n";
}

// --shard I/K (docs/lab/scale-out.md): part I (0-based) of K takes the I-th
// of K contiguous blocks of the sorted file list, so the parts' outputs, in
// part order, are the single run's. `queens-lab merge` joins them.
std::vector<GradeJob> shard_of(std::vector<GradeJob> files, const ShardArg& part) {
  const std::size_t n = files.size();
  const std::size_t k = static_cast<std::size_t>(part.count);
  const std::size_t i = static_cast<std::size_t>(part.index);
  return {files.begin() + static_cast<std::ptrdiff_t>(n * i / k),
          files.begin() + static_cast<std::ptrdiff_t>(n * (i + 1) / k)};
}

int run_grade(const CliContext& cli, const GradeOptions& opt) {
  if (opt.json && opt.csv) throw std::invalid_argument("choose one of --json and --csv");
  if (opt.json && !opt.shard.empty())
    throw std::invalid_argument("--shard writes text or --csv parts; it does not go with --json");
  const RuleSet rules = opt.rules.make();
  std::vector<GradeJob> files = expand(opt.inputs);
  if (!opt.shard.empty()) {
    const ShardArg part = parse_shard_arg(opt.shard);
    files = shard_of(std::move(files), part);
    std::cout << "# queens-lab shard " << part.index << "/" << part.count << ": queens-hint grade"
              << (opt.csv ? " --csv" : "");
    for (const std::string& input : opt.inputs) std::cout << " " << input;
    std::cout << "\n";
  }
  std::vector<Graded> results(files.size());

  const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
  const unsigned threads =
      std::min<unsigned>(opt.jobs == 0 ? cores : opt.jobs,
                         static_cast<unsigned>(std::max<std::size_t>(1, files.size())));
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0};
  auto worker = [&] {
    for (std::size_t i; (i = next.fetch_add(1)) < files.size();) {
      results[i] = grade_file(cli, opt, rules, files[i]);
      done.fetch_add(1);
    }
  };
  {
    std::vector<std::jthread> pool;
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
    // A progress line on a terminal, for batches: "graded 120/480".
    if (files.size() > 1 && ::isatty(STDERR_FILENO) == 1) {
      while (done.load() < files.size()) {
        std::cerr << "\rgraded " << done.load() << "/" << files.size() << std::flush;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
      std::cerr << "\r" << std::string(32, ' ') << "\r" << std::flush;
    }
  }
  cli.log->debug("graded {} files with {} threads", files.size(), threads);

  const auto split = std::count_if(results.begin(), results.end(),
                                   [](const Graded& g) { return g.split_regions; });
  if (split > 0)
    cli.log->warn("{} of {} boards have a region split into separate pieces (legal; -v lists them)",
                  split, results.size());

  int status = kExitOk;
  std::vector<FileGrade> json_out;
  if (opt.csv)
    std::cout << "file,n,solutions,label,score,hardest_rule,hardest_tier,steps,backtracking_steps,"
                 "rules_used\n";
  for (const Graded& g : results) {
    if (!g.grade) {
      cli.log->error("{}", g.error);
      status = kExitUsage;
      continue;
    }
    const GradeReport& r = *g.grade;
    if (r.solutions != 1 && status == kExitOk) status = kExitNo;
    if (opt.json) {
      json_out.push_back({g.file, r});
    } else if (opt.csv) {
      const bool graded = r.solutions == 1;
      std::cout << csv_field(g.file) << "," << r.n << ","
                << (r.solutions >= 0 ? std::to_string(r.solutions) : "") << "," << r.label << ","
                << (graded ? score_text(r.score) : "") << "," << (graded ? r.hardest_rule : "")
                << "," << (graded ? std::to_string(r.hardest_tier) : "") << "," << r.steps << ","
                << r.backtracking_steps << "," << rules_used_text(r) << "\n";
    } else {
      print_line(g);
    }
  }
  if (opt.json) std::cout << grades_json(json_out, 2) << "\n";
  return status;
}

}  // namespace

void add_grade(CLI::App& app, const CliContext& cli, Action& action) {
  auto opt = std::make_shared<GradeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "grade",
      "Difficulty of puzzles: files or folders of *.txt and *.sbn boards, or lists of SBN strings");
  cmd->add_option("inputs", opt->inputs, "Board files and folders")->required();
  cmd->add_flag("--json", opt->json, "Print one JSON document");
  cmd->add_flag("--csv", opt->csv, "Print CSV with a header line");
  cmd->add_option("-j,--jobs", opt->jobs, "Threads (default: all cores)");
  cmd->add_option("--shard", opt->shard,
                  "I/K: only part I of K of the sorted files, for queens-lab merge");
  add_stars_option(*cmd, opt->stars);
  add_rule_options(*cmd, opt->rules);
  cmd->callback([&cli, &action, opt] { action = [&cli, opt] { return run_grade(cli, *opt); }; });
}

}  // namespace qh::cli
