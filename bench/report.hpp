// SPDX-License-Identifier: MIT
// The benchmark's results and how they are printed: a table per measure
// (overall, N <= 11, N >= 12, then per N) or one JSON document.
#pragma once

#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "bench/timing.hpp"

namespace qh::bench {

struct BoardInfo {
  std::string path;  // as found (input folder + relative path)
  std::string name;  // path relative to the input it came from
  int n = 0;
  int solutions = 0;  // Engine::solve() with limit 2: 0, 1 or 2 (two or more)
  int stars = 1;      // K stars per house (1: Queens)
};

struct MeasureResult {
  std::string name;
  std::string includes;                 // what the timed region covers
  std::vector<int> board;               // indexes into the board list
  std::vector<Timing> timing;           // parallel to `board`
  std::vector<std::string> capped;      // naive only: boards whose search was cut off
  std::vector<long long> solutions;     // naive only, parallel to `board`: solutions counted
  std::vector<std::string> mismatches;  // naive only: count disagrees with Engine::solve()
};

struct RunInfo {
  std::string date;  // UTC, ISO 8601
  std::string cpu;
  unsigned cores = 0;
  std::string loadavg;
  std::string compiler;
  std::string build_type;
  std::vector<std::string> inputs;
  TimingOptions timing;
  double naive_cap_s = 0;
  long long naive_node_budget = -1;
  int files = 0;                     // *.txt files found
  std::vector<std::string> skipped;  // "path: error" for files that failed to parse
  int filtered = 0;                  // parsed, but left out by --min-n/--max-n/--unique-only
  double wall_s = 0;                 // whole run
  double cpu_s = 0;                  // whole run, CPU time of the process
};

// The machine: CPU model (from /proc/cpuinfo), logical cores, load average,
// the date now.
void describe_machine(RunInfo& info);

void print_text(std::ostream& out, const RunInfo& info, const std::vector<BoardInfo>& boards,
                const std::vector<MeasureResult>& measures);
nlohmann::json to_json(const RunInfo& info, const std::vector<BoardInfo>& boards,
                       const std::vector<MeasureResult>& measures, bool per_board);

}  // namespace qh::bench
