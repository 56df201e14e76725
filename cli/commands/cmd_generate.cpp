// SPDX-License-Identifier: MIT
// queens-hint generate --size N [--stars K] [--grade LABEL | --score A..B]
// [--require RULE,...] [--count C] [--seed S] [-j T] [--out DIR]
// [--format letters|sbn|json] [--max-attempts M] [--style S] [--tighten M]
// [--shard I/K]: unique puzzles
// at a requested grade (docs/generate.md); or --date YYYY-MM-DD [--days D]:
// the puzzle of each day (engine/generation/daily.hpp). Boards go to stdout (or to files in
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
#include "cli/shard_arg.hpp"
#include "engine/generation/canonical.hpp"
#include "engine/generation/daily.hpp"
#include "engine/generation/maker.hpp"
#include "engine/io/input_error.hpp"
#include "engine/io/sbn.hpp"

namespace qh::cli {
namespace {

// check_request's refusals, worded with the flags: "--size 0 is out of
// range (1..26)", "--require: unknown rule 'x' (queens-hint rules lists them)".
void check_request_as_flags(const GenerateRequest& req, const RuleSet& rules) {
  try {
    check_request(req, rules);
  } catch (const InputError& e) {
    const std::string& problem = e.problem();
    if (e.source() == "require")
      throw std::invalid_argument("--require: " + problem + " (queens-hint rules lists them)");
    if (e.source() == "score") throw std::invalid_argument("--score: " + problem);
    // "4 is too many for size 10 (...)" names the other flag too.
    std::string text = "--" + e.source() + " " + problem;
    const std::size_t at = text.find(" for size ");
    if (at != std::string::npos) text.replace(at, 10, " for --size ");
    throw std::invalid_argument(text);
  }
}

namespace fs = std::filesystem;

struct GenerateOptions {
  int size = -1;  // -1 = not given
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
  std::string style = "auto";
  int tighten = 0;   // moves of the tightening climb
  std::string date;  // the puzzle of the day, from this date
  int days = -1;     // -1 = not given (1 with --date)
  bool seed_given = false;
  std::string shard;  // "I/K": only the indices I, I + K, ... (queens-lab merge joins the parts)
};

// A board as letters with a title line (and a stars line when K >= 2).
std::string letters_text(const nlohmann::json& board) {
  const int n = board.at("size").get<int>(), stars = board.at("stars").get<int>();
  const std::string size = std::to_string(n) + "x" + std::to_string(n);
  const std::string grade = board.at("label").get<std::string>() + ", score " +
                            two_decimals(board.at("score").get<double>());
  std::string out =
      board.contains("date")
          ? "title: puzzle of " + board.at("date").get<std::string>() + ", " + size + " " + grade
          : "title: generated " + size + " " + grade + ", board " +
                std::to_string(board.at("index").get<long long>());
  out += "\n";
  if (stars > 1) out += "stars: " + std::to_string(stars) + "\n";
  for (const auto& row : board.at("rows")) {
    const std::string text = row.get<std::string>();
    for (std::size_t i = 0; i < text.size(); ++i) out += (i ? " " : "") + std::string(1, text[i]);
    out += "\n";
  }
  return out;
}

// Where the boards of a run go: stdout or a folder, in the chosen format.
class BoardSink {
 public:
  explicit BoardSink(const GenerateOptions& opt) : opt_(opt) {
    if (opt.out.empty()) return;
    std::error_code ec;
    fs::create_directories(opt.out, ec);
    if (ec) throw InputError(opt.out, 0, "cannot create folder: " + ec.message());
    index_csv_.open(fs::path(opt.out) / "index.csv");
    if (!index_csv_)
      throw InputError(opt.out, 0, std::string("cannot write index.csv: ") + std::strerror(errno));
    index_csv_ << "file,size,stars,label,score,hardest_rule,seed"
               << (opt.date.empty() ? "" : ",date") << "\n";
  }

  // A board as board_json gives it (with "date" in the date mode).
  void add(const nlohmann::json& json) {
    ++written_;
    std::string text;
    if (opt_.format == "sbn")
      text = json.at("sbn").get<std::string>() + "\n";
    else if (opt_.format == "json")
      text = json.dump(2) + "\n";
    else
      text = letters_text(json);
    if (opt_.out.empty()) {
      if (opt_.format == "json")
        all_.push_back(json);
      else
        std::cout << (written_ > 1 && opt_.format == "letters" ? "\n" : "") << text << std::flush;
      return;
    }
    const std::string ext = opt_.format == "sbn"    ? ".sbn"
                            : opt_.format == "json" ? ".json"
                                                    : ".txt";
    std::ostringstream name;
    name << std::setw(4) << std::setfill('0') << written_ << ext;
    std::ofstream file(fs::path(opt_.out) / name.str());
    file << text;
    if (!file)
      throw InputError((fs::path(opt_.out) / name.str()).string(), 0, "cannot write the board");
    index_csv_ << name.str() << "," << json.at("size") << "," << json.at("stars") << ","
               << json.at("label").get<std::string>() << ","
               << two_decimals(json.at("score").get<double>()) << ","
               << json.at("hardest_rule").get<std::string>() << ","
               << json.at("seed").get<std::string>()
               << (json.contains("date") ? "," + json.at("date").get<std::string>() : "") << "\n";
  }

  // Ends a run: the JSON array on stdout, when that is where boards go.
  void finish() {
    if (opt_.out.empty() && opt_.format == "json") std::cout << all_.dump(2) << "\n";
  }

 private:
  const GenerateOptions& opt_;
  std::ofstream index_csv_;
  nlohmann::json all_ = nlohmann::json::array();
  int written_ = 0;
};

unsigned thread_count(const GenerateOptions& opt) {
  return opt.jobs == 0 ? std::max(1U, std::thread::hardware_concurrency()) : opt.jobs;
}

// --date D [--days N]: the puzzle of each day from D on.
int run_daily(const CliContext& cli, const GenerateOptions& opt) {
  if (opt.size != -1 || !opt.grade.empty() || !opt.score.empty() || !opt.require.empty() ||
      opt.count != 1 || opt.stars != 1 || opt.style != "auto" || opt.seed_given)
    throw std::invalid_argument(
        "--date sets the size, grade, style and seed itself: drop --size, --stars, --grade, "
        "--score, --require, --count, --style and --seed");
  const int days = opt.days == -1 ? 1 : opt.days;
  const nlohmann::json boards =
      daily_json(opt.date, days, default_attempts(opt.max_attempts, 1), thread_count(opt));
  BoardSink sink(opt);
  for (const nlohmann::json& board : boards) sink.add(board);
  sink.finish();
  const int made = static_cast<int>(boards.size());
  std::cerr << "generate: " << made << " of " << days << " puzzles of the day from " << opt.date
            << " (generator epoch " << kGeneratorEpoch << ")\n";
  if (made < days) {
    cli.log->error("{} of {} days got no board within the attempts", days - made, days);
    return kExitNo;
  }
  return kExitOk;
}

// --shard I/K (docs/lab/scale-out.md): the boards of the indices I, I + K,
// ... as "board INDEX CANONICAL-FORM SBN" lines after a header naming the
// run, then "end LAST-INDEX-SETTLED BOARDS". `queens-lab merge` takes the
// parts' boards in index order, drops repeats by their canonical form and
// keeps the first --count: the single run's `--format sbn` output, once
// every part has settled every index up to the last board kept.
int run_generate_shard(const GenerateRequest& req, const RuleSet& rules, const GenerateOptions& opt,
                       long long max_attempts, unsigned threads) {
  if (opt.format != "sbn" || !opt.out.empty())
    throw std::invalid_argument("--shard writes its boards to stdout with --format sbn");
  const ShardArg part = parse_shard_arg(opt.shard);
  std::cout << "# queens-lab shard " << part.index << "/" << part.count
            << ": queens-hint generate --size " << opt.size << " --stars " << opt.stars
            << " --grade '" << opt.grade << "' --score '" << opt.score << "' --require '"
            << opt.require << "' --count " << opt.count << " --seed " << opt.seed
            << " --max-attempts " << max_attempts << " --style " << opt.style << " --tighten "
            << opt.tighten << " --format sbn\n";
  const RunStats stats = run_generation(
      req, rules, opt.count, opt.seed, max_attempts, threads,
      [&](const Candidate& c, long long index) {
        std::cout << "board " << index << " " << canonical_form(c.puzzle) << " "
                  << board_json(c, index).at("sbn").get<std::string>() << "\n";
      },
      {}, IndexShard{.index = part.index, .count = part.count});
  std::cout << "end " << stats.settled_through << " " << stats.boards << "\n";
  std::cerr << "generate: shard " << part.index << "/" << part.count << ": " << stats.boards
            << " boards in " << stats.attempts << " attempts, " << two_decimals(stats.seconds)
            << " s\n";
  return kExitOk;
}

int run_generate(const CliContext& cli, const GenerateOptions& opt) {
  if (!opt.date.empty() && !opt.shard.empty())
    throw std::invalid_argument("--shard does not go with --date");
  if (!opt.date.empty()) return run_daily(cli, opt);
  if (opt.days != -1) throw std::invalid_argument("--days needs --date");
  if (opt.size == -1) throw std::invalid_argument("--size is required (or --date)");
  GenerateRequest req = make_request(opt.size, opt.stars, opt.grade, opt.score, opt.require);
  req.style = style_of(opt.style);
  req.tighten_moves = opt.tighten;
  if (opt.count < 1) throw std::invalid_argument("--count must be at least 1");
  if (opt.max_attempts < 0) throw std::invalid_argument("--max-attempts must be at least 1");
  const RuleSet rules;
  check_request_as_flags(req, rules);
  const long long max_attempts = default_attempts(opt.max_attempts, opt.count);
  const unsigned threads = thread_count(opt);

  if (!opt.shard.empty()) return run_generate_shard(req, rules, opt, max_attempts, threads);
  BoardSink sink(opt);
  const auto on_board = [&](const Candidate& c, long long index) {
    sink.add(board_json(c, index));
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
  sink.finish();

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
  cmd->add_option("--size", opt->size, "Board size N (4..26; required unless --date)");
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
  cmd->add_option("--style", opt->style,
                  "Region shapes: linkedin (default for K = 1), starbattle (default for K >= 2), "
                  "community (player-made boards), auto")
      ->check(CLI::IsMember({"auto", "linkedin", "starbattle", "community"}));
  cmd->add_option("--tighten", opt->tighten,
                  "Moves of a climb toward boards whose uniqueness takes the exact search more "
                  "nodes: harder boards, slower to make (default 0; docs/generate.md)");
  cmd->add_option("--date", opt->date,
                  "The puzzle of the day YYYY-MM-DD: the same board everywhere (sets size, grade "
                  "and seed)");
  cmd->add_option("--days", opt->days, "With --date: this many days from it (default 1)");
  cmd->add_option("--shard", opt->shard,
                  "I/K: only part I of K of the run, for queens-lab merge (with --format sbn)");
  cmd->callback([&cli, &action, opt, cmd] {
    opt->seed_given = cmd->count("--seed") > 0;
    action = [&cli, opt] { return run_generate(cli, *opt); };
  });
}

}  // namespace qh::cli
