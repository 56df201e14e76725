// queens-hint generate --size N [--stars K] [--grade LABEL | --score A..B]
// [--require RULE,...] [--count C] [--seed S] [-j T] [--out DIR]
// [--format letters|sbn|json] [--max-attempts M]: unique puzzles at a
// requested grade (docs/generate.md). Boards go to stdout (or to files in
// DIR with an index.csv); progress (on a terminal) and the summary go to
// stderr. Exit 0 when every board was found, 1 when --max-attempts ran out
// first (the boards found are still written), 2 for bad arguments.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "cli/commands.hpp"
#include "cli/generate_request.hpp"
#include "engine/generation/maker.hpp"
#include "engine/io/input_error.hpp"
#include "engine/io/sbn.hpp"

namespace qh::cli {
namespace {

namespace fs = std::filesystem;

struct GenerateOptions {
  int size = 0;
  int stars = 1;
  std::string grade;
  std::string score;
  std::string require;
  int count = 1;
  std::uint64_t seed = 1;
  unsigned jobs = 0;  // 0 = all cores
  std::string out;
  std::string format = "letters";
  long long max_attempts = 0;  // 0 = the default for the count
};

std::string letters_text(const Candidate& c, long long index) {
  const Puzzle& p = c.puzzle;
  std::string out = "title: generated " + std::to_string(p.size()) + "x" +
                    std::to_string(p.size()) + " " + c.grade.label + ", score " +
                    two_decimals(c.grade.score) + ", board " + std::to_string(index) + "\n";
  if (p.stars() > 1) out += "stars: " + std::to_string(p.stars()) + "\n";
  for (const std::string& row : p.rows()) {
    for (std::size_t i = 0; i < row.size(); ++i) out += (i ? " " : "") + std::string(1, row[i]);
    out += "\n";
  }
  return out;
}

int run_generate(const CliContext& cli, const GenerateOptions& opt) {
  const GenerateRequest req = make_request(opt.size, opt.stars, opt.grade, opt.score, opt.require);
  if (opt.count < 1) throw std::invalid_argument("--count must be at least 1");
  if (opt.max_attempts < 0) throw std::invalid_argument("--max-attempts must be at least 1");
  const RuleSet rules;
  check_request(req, rules);
  const long long max_attempts = default_attempts(opt.max_attempts, opt.count);
  const unsigned threads =
      opt.jobs == 0 ? std::max(1U, std::thread::hardware_concurrency()) : opt.jobs;

  const bool to_dir = !opt.out.empty();
  std::ofstream index_csv;
  if (to_dir) {
    std::error_code ec;
    fs::create_directories(opt.out, ec);
    if (ec) throw InputError(opt.out, 0, "cannot create folder: " + ec.message());
    index_csv.open(fs::path(opt.out) / "index.csv");
    if (!index_csv)
      throw InputError(opt.out, 0, std::string("cannot write index.csv: ") + std::strerror(errno));
    index_csv << "file,size,stars,label,score,hardest_rule,seed\n";
  }
  const std::string ext = opt.format == "sbn" ? ".sbn" : opt.format == "json" ? ".json" : ".txt";
  nlohmann::json all = nlohmann::json::array();
  int written = 0;
  const auto on_board = [&](const Candidate& c, long long index) {
    ++written;
    std::string text;
    if (opt.format == "sbn")
      text = write_sbn(c.puzzle) + "\n";
    else if (opt.format == "json")
      text = board_json(c, index).dump(2) + "\n";
    else
      text = letters_text(c, index);
    if (!to_dir) {
      if (opt.format == "json")
        all.push_back(board_json(c, index));
      else
        std::cout << (written > 1 && opt.format == "letters" ? "\n" : "") << text << std::flush;
      return;
    }
    std::ostringstream name;
    name << std::setw(4) << std::setfill('0') << written << ext;
    std::ofstream file(fs::path(opt.out) / name.str());
    file << text;
    if (!file)
      throw InputError((fs::path(opt.out) / name.str()).string(), 0, "cannot write the board");
    index_csv << name.str() << "," << c.puzzle.size() << "," << c.puzzle.stars() << ","
              << c.grade.label << "," << two_decimals(c.grade.score) << "," << c.grade.hardest_rule
              << "," << c.seed << "\n";
  };
  const bool tty = ::isatty(STDERR_FILENO) == 1;
  const auto on_progress = [&](int boards, long long attempts, double seconds) {
    if (!tty) return;
    std::cerr << "\rgenerate: " << boards << "/" << opt.count << " boards, " << attempts
              << " attempts, " << two_decimals(seconds > 0 ? boards / seconds : 0) << " boards/s"
              << std::flush;
  };
  const RunStats stats =
      run_generation(req, rules, opt.count, opt.seed, max_attempts, threads, on_board, on_progress);
  if (tty) std::cerr << "\r" << std::string(72, ' ') << "\r";
  if (!to_dir && opt.format == "json") std::cout << all.dump(2) << "\n";

  const std::string target = !opt.grade.empty()   ? opt.grade
                             : !opt.score.empty() ? "score " + opt.score
                                                  : "any grade";
  std::cerr << "generate: " << stats.boards << " of " << opt.count << " " << opt.size << "x"
            << opt.size << (opt.stars > 1 ? " " + std::to_string(opt.stars) + "-star" : "")
            << " boards (" << target << ") in " << two_decimals(stats.seconds) << " s; "
            << stats.attempts << " attempts";
  if (stats.boards > 0)
    std::cerr << ", " << two_decimals(static_cast<double>(stats.attempts) / stats.boards)
              << " attempts and " << two_decimals(1000 * stats.seconds / stats.boards)
              << " ms per board";
  if (stats.duplicates > 0) std::cerr << ", " << stats.duplicates << " repeats dropped";
  std::cerr << " (-j" << threads << ")\n";
  if (stats.boards < opt.count) {
    cli.log->error(
        "found {} of {} boards in {} attempts: {} looks out of reach at {}x{} (raise "
        "--max-attempts to try harder)",
        stats.boards, opt.count, stats.attempts, target, opt.size, opt.size);
    return kExitNo;
  }
  return kExitOk;
}

}  // namespace

void add_generate(CLI::App& app, const CliContext& cli, Action& action) {
  auto opt = std::make_shared<GenerateOptions>();
  CLI::App* cmd = app.add_subcommand(
      "generate", "New puzzles with exactly one solution, at a requested grade (docs/generate.md)");
  cmd->add_option("--size", opt->size, "Board size N (4..26)")->required();
  cmd->add_option("--stars", opt->stars, "Stars per row, column and region (default 1: Queens)");
  cmd->add_option("--grade", opt->grade,
                  "Label: beginner, easy, medium, hard, expert or extreme (default: any)");
  cmd->add_option("--score", opt->score, "Score range A..B instead of a label, e.g. 4.2..4.6");
  cmd->add_option("--require", opt->require, "Comma-separated rule ids the solving path must use");
  cmd->add_option("--count", opt->count, "Boards to make (default 1)");
  cmd->add_option("--seed", opt->seed, "Seed: the same seed gives the same boards (default 1)");
  cmd->add_option("-j,--jobs", opt->jobs,
                  "Threads (default: all cores; output does not depend on it)");
  cmd->add_option("--out", opt->out, "Write one file per board and index.csv to this folder");
  cmd->add_option("--format", opt->format, "Board format: letters, sbn or json (default letters)")
      ->check(CLI::IsMember({"letters", "sbn", "json"}));
  cmd->add_option("--max-attempts", opt->max_attempts,
                  "Candidates to try before giving up (default 1000 per board, at least 2000)");
  cmd->callback([&cli, &action, opt] { action = [&cli, opt] { return run_generate(cli, *opt); }; });
}

}  // namespace qh::cli
