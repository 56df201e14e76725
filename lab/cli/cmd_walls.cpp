// SPDX-License-Identifier: MIT
// queens-lab walls value | enumerate | fewest-walls | puzzles (docs/lab/walls.md).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <iostream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "lab/cli/commands.hpp"
#include "lab/common/board_arg.hpp"
#include "lab/common/shard.hpp"
#include "lab/walls/enumerate.hpp"
#include "lab/walls/fewest_walls.hpp"
#include "lab/walls/puzzles.hpp"
#include "lab/walls/value.hpp"

namespace qh::lab {
namespace {

struct WallsOptions {
  std::string board;
  int size = 8;
  int walls = -1;
  int queens = -1;
  int max_walls = -1;
  int threads = 0;
  std::optional<double> timeout;
  bool json = false;
  bool summary = false;
  std::string method = "sat";
  bool no_count = false;
  bool verify = false;
  std::vector<int> verify_values;  // empty: every value
  std::string shard;               // "I/K" (docs/lab/scale-out.md); empty: the whole run
};

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

int thread_count(int asked) {
  if (asked < 0 || asked > 256) throw std::invalid_argument("walls: -j must be 1 to 256");
  const int t = asked > 0 ? asked : static_cast<int>(std::thread::hardware_concurrency());
  return t < 1 ? 1 : t;
}

Deadline deadline_of(const WallsOptions& o) {
  if (o.timeout && *o.timeout <= 0)
    throw std::invalid_argument("walls: --timeout must be positive");
  return Deadline::after_seconds(o.timeout);
}

std::string picture(int n, std::uint64_t walls, std::uint64_t blocked, std::uint64_t queens) {
  std::string out;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int i = r * n + c;
      char ch = '.';
      if ((walls >> i) & 1U) ch = '#';
      if ((blocked >> i) & 1U) ch = 'x';
      if ((queens >> i) & 1U) ch = 'Q';
      if (c > 0) out += ' ';
      out += ch;
    }
    out += '\n';
  }
  return out;
}

int run_value(const WallsOptions& o) {
  const ClassicBoard parsed = read_classic_board(o.board);
  const WallsBoard board = walls_board_from(parsed, o.board);
  const auto start = Clock::now();
  const WallsValue v = walls_value(board, deadline_of(o));
  const double seconds = since(start);
  if (v.given_conflict)
    throw InputError(o.board, 0, "two given queens see each other: no placement exists");
  if (o.json) {
    nlohmann::ordered_json j;
    j["board"] = o.board;
    j["size"] = board.n;
    j["walls"] = std::popcount(board.walls);
    j["proof"] = std::string(proof_name(v.proof));
    j["value"] = v.value;
    if (v.proof == Proof::exact)
      j["optimal_placements"] = v.count;
    else
      j["optimal_placements"] = nullptr;
    j["placement"] = cells_text(v.placement, board.n);
    j["seconds"] = seconds;
    std::cout << j.dump() << '\n';
  } else {
    std::cout << "value: " << v.value << " (" << proof_name(v.proof) << ")\n";
    if (v.proof == Proof::exact)
      std::cout << "optimal placements: " << v.count << '\n';
    else
      std::cout << "optimal placements: unknown (timeout)\n";
    std::cout << "placement: " << cells_text(v.placement, board.n) << '\n'
              << picture(board.n, board.walls, board.blocked, v.placement);
  }
  return v.proof == Proof::exact ? kExitOk : kExitNo;
}

std::uint64_t verify_with_sat(const Enumeration& e, const std::vector<int>& values, int threads,
                              const Deadline& deadline, const LabContext& lab);

int run_enumerate(const WallsOptions& o, const LabContext& lab) {
  if (o.walls < 0) throw std::invalid_argument("walls enumerate: --walls W is required");
  const int threads = thread_count(o.threads);
  const auto start = Clock::now();
  auto progress = [&lab, &start](std::uint64_t done, std::uint64_t total, std::size_t classes) {
    lab.log->info("enumerate: {}/{} parts, {} classes, {:.0f} s", done, total, classes,
                  since(start));
  };
  const Shard shard = o.shard.empty() ? Shard{} : parse_shard(o.shard);
  const Enumeration e =
      enumerate_walls(o.size, o.walls, threads, deadline_of(o), progress, 2.0, shard);
  const double seconds = since(start);
  if (shard.active()) {
    std::cout << shard_header(shard, "walls enumerate --size " + std::to_string(o.size) +
                                         " --walls " + std::to_string(o.walls) +
                                         (o.summary ? " --summary" : ""))
              << '\n';
  }
  if (o.summary) {
    std::map<int, std::pair<std::uint64_t, std::uint64_t>> by_value;
    for (const ClassRow& r : e.rows) {
      auto& slot = by_value[r.value.value];
      slot.first += 1;
      slot.second += static_cast<std::uint64_t>(r.class_size);
    }
    std::cout << "size,walls,value,classes,boards\n";
    for (const auto& [value, counts] : by_value)
      std::cout << o.size << ',' << o.walls << ',' << value << ',' << counts.first << ','
                << counts.second << '\n';
  } else {
    std::cout << "size,walls,value,class_size,optimal_placements,wall_cells,queens\n";
    for (const ClassRow& r : e.rows)
      std::cout << o.size << ',' << o.walls << ',' << r.value.value << ',' << r.class_size << ','
                << r.value.count << ",\"" << cells_text(r.walls, o.size) << "\",\""
                << cells_text(r.value.placement, o.size) << "\"\n";
  }
  lab.log->info("enumerate: {} classes, {} boards (of {}{}), {}, {:.2f} s, {} threads",
                e.rows.size(), e.boards, binomial(o.size * o.size, o.walls),
                shard.active() ? " in all parts" : "", proof_name(e.proof), seconds, threads);
  if (o.verify && e.proof == Proof::exact) {
    const std::uint64_t bad = verify_with_sat(e, o.verify_values, threads, deadline_of(o), lab);
    lab.log->info("verify: the SAT model {} ({} disagreements), {:.2f} s",
                  bad == 0 ? "agrees" : "DISAGREES", bad, since(start));
    if (bad != 0) return kExitNo;
  }
  if (e.proof != Proof::exact) {
    lab.log->error("enumerate: unknown: the time ran out; the table above is incomplete");
    return kExitNo;
  }
  return kExitOk;
}

// Re-solves every class with the SAT model; logs each disagreement.
std::uint64_t verify_with_sat(const Enumeration& e, const std::vector<int>& values, int threads,
                              const Deadline& deadline, const LabContext& lab) {
  std::atomic<std::size_t> next{0};
  std::atomic<std::uint64_t> bad{0};
  std::atomic<std::uint64_t> checked{0};
  std::atomic<bool> unknown{false};
  std::mutex log;
  auto work = [&] {
    for (std::size_t i = next++; i < e.rows.size(); i = next++) {
      const ClassRow& r = e.rows[i];
      if (!values.empty() && std::find(values.begin(), values.end(), r.value.value) == values.end())
        continue;
      ++checked;
      const std::optional<bool> ok = sat_confirms_value(e.n, r.walls, 0, r.value.value, deadline);
      if (!ok) {
        unknown = true;
        return;
      }
      if (!*ok) {
        ++bad;
        const std::lock_guard<std::mutex> lock(log);
        lab.log->error("verify: the SAT model disagrees on the value {} of the board with walls {}",
                       r.value.value, cells_text(r.walls, e.n));
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  if (unknown) throw std::runtime_error("verify: the time ran out");
  lab.log->info("verify: {} classes re-solved with the SAT model", checked.load());
  return bad.load();
}

int run_fewest(const WallsOptions& o, const LabContext& lab) {
  const auto start = Clock::now();
  const Deadline deadline = deadline_of(o);
  const FewestWalls f =
      o.method == "exact" ? fewest_walls_exact(o.size, o.queens, thread_count(o.threads), deadline)
                          : fewest_walls_sat(o.size, o.queens, !o.no_count, deadline);
  const double seconds = since(start);
  const bool counted = f.counted && !o.no_count;
  if (o.json) {
    nlohmann::ordered_json j;
    j["size"] = f.n;
    j["queens"] = f.queens;
    j["method"] = o.method;
    j["proof"] = std::string(proof_name(f.proof));
    j["possible"] = !f.impossible;
    if (f.walls >= 0) {
      j["walls"] = f.walls;
      j["witness_walls"] = cell_list_text(f.witness_walls, f.n);
      j["witness_queens"] = cell_list_text(f.witness_queens, f.n);
    } else {
      j["walls"] = nullptr;
    }
    if (counted) {
      j["boards"] = f.boards;
      j["classes"] = f.classes;
    } else {
      j["boards"] = nullptr;
      j["classes"] = nullptr;
    }
    j["seconds"] = seconds;
    std::cout << j.dump() << '\n';
  } else if (f.impossible) {
    std::cout << "size " << f.n << ", " << f.queens << " queens: impossible on any board (exact)\n";
  } else if (f.walls < 0) {
    std::cout << "size " << f.n << ", " << f.queens << " queens: unknown (timeout)\n";
  } else {
    std::cout << "size " << f.n << ", " << f.queens << " queens: " << f.walls << " walls ("
              << proof_name(f.proof)
              << (f.proof == Proof::exact ? "" : ": a witness, not proven least") << ")\n";
    if (counted)
      std::cout << "boards with " << f.walls << " walls admitting " << f.queens
                << " queens: " << f.boards << " (" << f.classes << " symmetry classes)\n";
    else if (!o.no_count && f.proof == Proof::exact)
      std::cout << "boards: unknown (timeout after " << f.boards << " found)\n";
    std::cout << "walls: " << cell_list_text(f.witness_walls, f.n) << '\n'
              << "queens: " << cell_list_text(f.witness_queens, f.n) << '\n';
    if (f.n <= 8) {
      std::uint64_t w = 0, q = 0;
      for (int c : f.witness_walls) w |= std::uint64_t{1} << c;
      for (int c : f.witness_queens) q |= std::uint64_t{1} << c;
      std::cout << picture(f.n, w, 0, q);
    }
  }
  lab.log->info("fewest-walls: {} method, {:.2f} s", o.method, seconds);
  const bool done = f.proof == Proof::exact && (o.no_count || counted);
  return done ? kExitOk : kExitNo;
}

int run_puzzles(const WallsOptions& o, const LabContext& lab) {
  const auto start = Clock::now();
  const PuzzleSet p = find_puzzles(o.size, o.max_walls, thread_count(o.threads), deadline_of(o));
  if (o.summary) {
    std::cout << "size,walls,puzzles\n";
    for (std::size_t w = 0; w < p.by_walls.size(); ++w)
      std::cout << o.size << ',' << w << ',' << p.by_walls[w].size() << '\n';
  } else {
    std::cout << "size,walls,value,wall_cells,queens\n";
    for (std::size_t w = 0; w < p.by_walls.size(); ++w)
      for (const WallsPuzzle& z : p.by_walls[w])
        std::cout << o.size << ',' << w << ',' << z.value << ",\"" << cells_text(z.walls, o.size)
                  << "\",\"" << cells_text(z.placement, o.size) << "\"\n";
  }
  lab.log->info("puzzles: {}, {:.2f} s", proof_name(p.proof), since(start));
  if (p.proof != Proof::exact) {
    lab.log->error("puzzles: unknown: the time ran out; the list above is incomplete");
    return kExitNo;
  }
  return kExitOk;
}

}  // namespace

void add_walls(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand(
      "walls", "boards with walls: values, tables, fewest walls, puzzles (docs/lab/walls.md)");
  cmd->require_subcommand(1);
  auto opts = std::make_shared<WallsOptions>();
  auto common = [&opts](CLI::App* sub) {
    sub->add_option("--timeout", opts->timeout, "give up after S seconds and say unknown");
  };
  auto threaded = [&opts](CLI::App* sub) {
    sub->add_option("-j,--threads", opts->threads, "threads (default: all cores)");
  };

  CLI::App* value =
      cmd->add_subcommand("value", "the value of a board, an optimal placement, how many");
  value->add_option("BOARD", opts->board, "a walls board file (docs/classic.md)")->required();
  value->add_flag("--json", opts->json, "one JSON object on stdout");
  common(value);
  value->callback([&action, opts] { action = [opts] { return run_value(*opts); }; });

  CLI::App* en =
      cmd->add_subcommand("enumerate", "every board with W walls, one per symmetry class, as CSV");
  en->add_option("--size", opts->size, "board size, 1 to 8")->required();
  en->add_option("--walls", opts->walls, "number of walls")->required();
  en->add_flag("--summary", opts->summary, "only the distribution of values (classes, boards)");
  en->add_flag("--verify", opts->verify, "re-check every value with the SAT model (slow)");
  en->add_option("--verify-value", opts->verify_values,
                 "with --verify: only the classes of these values")
      ->expected(1, -1);
  en->add_option("--shard", opts->shard,
                 "I/K: only part I of K (0-based), for queens-lab merge (docs/lab/scale-out.md)");
  common(en);
  threaded(en);
  en->callback(
      [&lab, &action, opts] { action = [&lab, opts] { return run_enumerate(*opts, lab); }; });

  CLI::App* few = cmd->add_subcommand(
      "fewest-walls", "the least walls that admit q queens, a witness, how many boards");
  few->add_option("--size", opts->size, "board size")->required();
  few->add_option("--queens", opts->queens, "number of queens q")->required();
  few->add_option("--method", opts->method,
                  "sat (CaDiCaL) or exact (enumerate boards by wall count)")
      ->check(CLI::IsMember({"sat", "exact"}));
  few->add_flag("--no-count", opts->no_count, "only the least number and a witness");
  few->add_flag("--json", opts->json, "one JSON object on stdout");
  common(few);
  threaded(few);
  few->callback(
      [&lab, &action, opts] { action = [&lab, opts] { return run_fewest(*opts, lab); }; });

  CLI::App* puz = cmd->add_subcommand(
      "puzzles", "boards with a unique optimal placement whose walls are all needed");
  puz->add_option("--size", opts->size, "board size, 1 to 8")->required();
  puz->add_option("--max-walls", opts->max_walls, "largest number of walls")->required();
  puz->add_flag("--summary", opts->summary, "only the count per number of walls");
  common(puz);
  threaded(puz);
  puz->callback(
      [&lab, &action, opts] { action = [&lab, opts] { return run_puzzles(*opts, lab); }; });
}

}  // namespace qh::lab
