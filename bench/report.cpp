// SPDX-License-Identifier: MIT
#include "bench/report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <functional>
#include <map>
#include <ostream>
#include <thread>

namespace qh::bench {

namespace {

struct Summary {
  std::string group;
  int count = 0;
  double median = 0, p90 = 0, max = 0, total = 0;
  int slowest = -1;  // board index
};

Summary summarise(const std::string& group, const MeasureResult& m,
                  const std::vector<BoardInfo>& boards,
                  const std::function<bool(const BoardInfo&)>& keep) {
  Summary s;
  s.group = group;
  std::vector<double> values;
  for (std::size_t i = 0; i < m.board.size(); ++i) {
    const int b = m.board[i];
    if (!keep(boards[b])) continue;
    const double v = m.timing[i].us;
    values.push_back(v);
    s.total += v;
    if (s.slowest < 0 || v > s.max) {
      s.max = v;
      s.slowest = b;
    }
  }
  s.count = static_cast<int>(values.size());
  s.median = median_of(values);
  s.p90 = percentile(values, 90);
  return s;
}

std::vector<Summary> summaries(const MeasureResult& m, const std::vector<BoardInfo>& boards) {
  std::vector<Summary> out;
  out.push_back(summarise("all", m, boards, [](const BoardInfo&) { return true; }));
  // The N groups are Queens boards (K = 1); Star Battle boards get their own.
  out.push_back(
      summarise("N<=11", m, boards, [](const BoardInfo& b) { return b.stars == 1 && b.n <= 11; }));
  out.push_back(
      summarise("N>=12", m, boards, [](const BoardInfo& b) { return b.stars == 1 && b.n >= 12; }));
  out.push_back(summarise("1sol<=11", m, boards, [](const BoardInfo& b) {
    return b.stars == 1 && b.n <= 11 && b.solutions == 1;
  }));
  out.push_back(summarise("1sol>=12", m, boards, [](const BoardInfo& b) {
    return b.stars == 1 && b.n >= 12 && b.solutions == 1;
  }));
  std::map<std::pair<int, int>, int> sizes;  // (stars, n)
  for (int b : m.board) ++sizes[{boards[b].stars, boards[b].n}];
  for (const auto& [key, count] : sizes) {
    const auto [k, n] = key;
    const std::string name =
        (k == 1 ? "" : "K" + std::to_string(k) + ",") + "N=" + std::to_string(n);
    out.push_back(summarise(name, m, boards,
                            [k, n](const BoardInfo& b) { return b.stars == k && b.n == n; }));
  }
  return out;
}

std::string us_text(double us) {
  char buf[32];
  if (us < 10)
    std::snprintf(buf, sizeof buf, "%.3f", us);
  else if (us < 1000)
    std::snprintf(buf, sizeof buf, "%.1f", us);
  else
    std::snprintf(buf, sizeof buf, "%.0f", us);
  return buf;
}

std::string pad(const std::string& s, std::size_t width, bool right) {
  if (s.size() >= width) return s;
  const std::string fill(width - s.size(), ' ');
  return right ? fill + s : s + fill;
}

std::string first_line_of(const std::string& path, const std::string& key) {
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind(key, 0) != 0) continue;
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string value = line.substr(colon + 1);
    value.erase(0, value.find_first_not_of(" \t"));
    return value;
  }
  return {};
}

}  // namespace

void describe_machine(RunInfo& info) {
  info.cpu = first_line_of("/proc/cpuinfo", "model name");
  if (info.cpu.empty()) info.cpu = "unknown";
  info.cores = std::thread::hardware_concurrency();
  std::ifstream load("/proc/loadavg");
  std::getline(load, info.loadavg);
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  info.date = buf;
}

void print_text(std::ostream& out, const RunInfo& info, const std::vector<BoardInfo>& boards,
                const std::vector<MeasureResult>& measures) {
  out << "queens-bench  " << info.date << "\n";
  out << "machine: " << info.cpu << ", " << info.cores << " logical cores, load average "
      << info.loadavg << "\n";
  out << "build:   " << info.compiler << ", " << info.build_type << "\n";
  out << "inputs: ";
  for (const std::string& in : info.inputs) out << " " << in;
  out << "\n";
  std::map<int, int> sizes;
  int unique = 0;
  for (const BoardInfo& b : boards) {
    ++sizes[b.n];
    unique += b.solutions == 1;
  }
  out << "boards:  " << boards.size() << " measured (" << unique << " with one solution) of "
      << info.files << " files; " << info.skipped.size() << " failed to parse, " << info.filtered
      << " filtered out\n";
  out << "groups:  N<=11 / N>=12 all boards; 1sol<=11 / 1sol>=12 only boards with one solution\n";
  out << "sizes:  ";
  for (const auto& [n, count] : sizes) out << " " << n << "x" << n << ":" << count;
  out << "\n";
  out << "timing:  per board, the median of " << info.timing.reps
      << " timed batches (after a warm-up call and a warm-up batch); a batch repeats the call"
      << " until it lasts >= " << static_cast<double>(info.timing.min_batch.count()) / 1000.0
      << " us; fewer batches when a board would take over "
      << static_cast<double>(info.timing.budget.count()) / 1e6
      << " ms; all times in microseconds of "
      << (info.timing.cpu_clock ? "thread CPU time (--clock cpu)" : "wall time (steady_clock)")
      << "\n";
  out << "         board files are read, parsed and their Engine built once, before any timing"
      << " (except in 'load')\n";
  for (const std::string& s : info.skipped) out << "skipped: " << s << "\n";

  for (const MeasureResult& m : measures) {
    out << "\n== " << m.name << " ==  " << m.includes << "\n";
    const std::vector<Summary> rows = summaries(m, boards);
    out << pad("group", 7, false) << pad("boards", 8, true) << pad("median", 11, true)
        << pad("p90", 11, true) << pad("max", 11, true) << pad("total", 12, true) << "  slowest\n";
    for (const Summary& s : rows) {
      if (s.count == 0) continue;
      out << pad(s.group, 7, false) << pad(std::to_string(s.count), 8, true)
          << pad(us_text(s.median), 11, true) << pad(us_text(s.p90), 11, true)
          << pad(us_text(s.max), 11, true) << pad(us_text(s.total), 12, true) << "  "
          << boards[s.slowest].name << "\n";
    }
    if (!rows.empty() && rows[0].count > 0)
      out << "slowest board: " << boards[rows[0].slowest].path << " (" << us_text(rows[0].max)
          << " us)\n";
    if (m.name == "naive") {
      out << "capped: " << m.capped.size() << " board(s) hit the cap (count is a lower bound)"
          << (m.capped.empty() ? "" : ":");
      for (const std::string& c : m.capped) out << " " << c;
      out << "\ncheck: the naive count agrees with Engine::solve() on "
          << m.board.size() - m.capped.size() - m.mismatches.size() << " uncapped board(s), "
          << m.mismatches.size() << " mismatch(es)" << (m.mismatches.empty() ? "" : ":");
      for (const std::string& c : m.mismatches) out << " " << c;
      out << "\n";
    }
  }
  out << "\nrun time: " << us_text(info.wall_s) << " s wall, " << us_text(info.cpu_s) << " s CPU";
  if (info.cpu_s < 0.8 * info.wall_s)
    out << " (much less CPU than wall: the machine was busy; wall-clock figures are inflated, try "
           "--clock cpu)";
  out << "\n";
}

nlohmann::json to_json(const RunInfo& info, const std::vector<BoardInfo>& boards,
                       const std::vector<MeasureResult>& measures, bool per_board) {
  using nlohmann::json;
  json doc = {{"format", "queens-hint/bench"},
              {"version", 1},
              {"date", info.date},
              {"machine", {{"cpu", info.cpu}, {"cores", info.cores}, {"loadavg", info.loadavg}}},
              {"build", {{"compiler", info.compiler}, {"type", info.build_type}}},
              {"inputs", info.inputs},
              {"settings",
               {{"reps", info.timing.reps},
                {"clock", info.timing.cpu_clock ? "cpu" : "wall"},
                {"min_batch_us", static_cast<double>(info.timing.min_batch.count()) / 1000.0},
                {"budget_ms", static_cast<double>(info.timing.budget.count()) / 1e6},
                {"naive_cap_s", info.naive_cap_s},
                {"naive_node_budget", info.naive_node_budget}}},
              {"files", info.files},
              {"boards", boards.size()},
              {"skipped", info.skipped},
              {"filtered", info.filtered},
              {"unit", "us"},
              {"wall_s", info.wall_s},
              {"cpu_s", info.cpu_s}};
  json ms = json::array();
  for (const MeasureResult& m : measures) {
    json groups = json::array();
    for (const Summary& s : summaries(m, boards)) {
      if (s.count == 0) continue;
      groups.push_back({{"group", s.group},
                        {"count", s.count},
                        {"median", s.median},
                        {"p90", s.p90},
                        {"max", s.max},
                        {"total", s.total},
                        {"slowest", boards[s.slowest].path}});
    }
    json entry = {{"name", m.name}, {"includes", m.includes}, {"groups", groups}};
    if (m.name == "naive") {
      entry["capped"] = m.capped;
      entry["mismatches"] = m.mismatches;
    }
    if (per_board) {
      json list = json::array();
      for (std::size_t i = 0; i < m.board.size(); ++i) {
        const BoardInfo& b = boards[m.board[i]];
        list.push_back({{"file", b.path},
                        {"n", b.n},
                        {"solutions", b.solutions},
                        {"us", m.timing[i].us},
                        {"batch", m.timing[i].batch},
                        {"reps", m.timing[i].reps}});
        if (i < m.solutions.size()) list.back()["naive_solutions"] = m.solutions[i];
      }
      entry["boards"] = list;
    }
    ms.push_back(entry);
  }
  doc["measures"] = ms;
  return doc;
}

}  // namespace qh::bench
