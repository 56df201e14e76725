// SPDX-License-Identifier: MIT
// queens-lab merge PART...: combines the K parts of a run made with
// --shard I/K (or SHARD=I/K for bench/lab/attack_at_bound.sh;
// docs/lab/scale-out.md) into the output of the single run. It
// refuses a set with a part missing or doubled, or parts of different jobs,
// and checks that a walls enumeration's parts add up to every board.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "lab/cli/commands.hpp"
#include "lab/cli/refute_text.hpp"
#include "lab/common/shard.hpp"
#include "lab/walls/enumerate.hpp"

namespace qh::lab {
namespace {

struct Part {
  std::string file;
  ShardHeader header;
  std::vector<std::string> lines;  // after the header
};

Part read_part(const std::string& file) {
  std::ifstream in(file);
  if (!in) throw std::invalid_argument(file + ": cannot open");
  Part part{.file = file};
  std::string line;
  if (!std::getline(in, line)) throw std::invalid_argument(file + ": empty, not a shard's output");
  try {
    part.header = parse_shard_header(line);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(file + ": " + e.what());
  }
  while (std::getline(in, line)) part.lines.push_back(line);
  return part;
}

std::vector<std::string> csv_fields(const std::string& line) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (const char c : line) {
    if (c == '"') {
      quoted = !quoted;
    } else if (c == ',' && !quoted) {
      fields.emplace_back();
    } else {
      fields.back() += c;
    }
  }
  return fields;
}

// "(r,c) (r,c)" back to the wall set's bits, the single run's sort key.
std::uint64_t cells_mask(const std::string& text, int n) {
  std::uint64_t mask = 0;
  int r = 0;
  int c = 0;
  char open = 0, comma = 0, close = 0;
  std::istringstream in(text);
  while (in >> open >> r >> comma >> c >> close) mask |= std::uint64_t{1} << (r * n + c);
  return mask;
}

// The walls enumeration: rows sorted by wall set as the single run writes
// them, or the summary summed by value; the boards must add up to C(S^2, W).
int merge_walls(const std::vector<Part>& parts, int size, int walls, bool summary,
                const LabContext& lab) {
  const std::string header = parts.front().lines.empty() ? "" : parts.front().lines.front();
  std::vector<std::pair<std::uint64_t, std::string>> rows;
  std::map<int, std::pair<std::uint64_t, std::uint64_t>> by_value;
  std::uint64_t boards = 0;
  for (const Part& p : parts) {
    if (p.lines.empty() || p.lines.front() != header) {
      throw std::invalid_argument(p.file + ": not the CSV header of the other parts");
    }
    for (std::size_t i = 1; i < p.lines.size(); ++i) {
      const std::vector<std::string> f = csv_fields(p.lines[i]);
      if (summary && f.size() == 5) {
        auto& slot = by_value[std::stoi(f[2])];
        slot.first += std::stoull(f[3]);
        slot.second += std::stoull(f[4]);
        boards += std::stoull(f[4]);
      } else if (!summary && f.size() == 7) {
        boards += std::stoull(f[3]);
        rows.emplace_back(cells_mask(f[5], size), p.lines[i]);
      } else {
        throw std::invalid_argument(p.file + ": line " + std::to_string(i + 2) +
                                    " is not a row of this table");
      }
    }
  }
  const std::uint64_t all = binomial(size * size, walls);
  if (boards != all) {
    lab.log->error("merge: the parts hold {} boards, not C({}, {}) = {}: incomplete", boards,
                   size * size, walls, all);
    return kExitNo;
  }
  std::cout << header << '\n';
  if (summary) {
    for (const auto& [value, counts] : by_value) {
      std::cout << size << ',' << walls << ',' << value << ',' << counts.first << ','
                << counts.second << '\n';
    }
  } else {
    std::sort(rows.begin(), rows.end());
    for (const auto& r : rows) std::cout << r.second << '\n';
  }
  lab.log->info("merge: {} parts, {} boards (= C({}, {})), complete", parts.size(), boards,
                size * size, walls);
  return kExitOk;
}

// The cube refutation (--refute T): every part's vectors refuted means no
// placement of T queens; one part's placement means one exists.
int merge_refute(const std::vector<Part>& parts, int n, int d, int target, const LabContext& lab) {
  std::int64_t vectors = 0;
  std::int64_t refuted = 0;
  bool sat = false;
  bool unknown = false;
  for (const Part& p : parts) {
    const std::string line = p.lines.empty() ? "" : p.lines.front();
    long long v = 0;
    long long r = 0;
    char verdict[16] = {};
    const std::string head = refute_line(n, d, target, 0, 0, RefuteVerdict::unknown);
    const std::string prefix = head.substr(0, head.find(": ") + 2);
    if (line.rfind(prefix, 0) != 0 ||
        std::sscanf(line.c_str() + prefix.size(), "%lld layer-count vectors, %lld refuted: %15s",
                    &v, &r, verdict) != 3) {
      throw std::invalid_argument(p.file + ": not the result line of '" + p.header.job + "'");
    }
    vectors += v;
    refuted += r;
    sat = sat || std::string(verdict) == "sat";
    unknown = unknown || std::string(verdict) == "unknown";
  }
  const RefuteVerdict verdict = sat       ? RefuteVerdict::sat
                                : unknown ? RefuteVerdict::unknown
                                          : RefuteVerdict::unsat;
  std::cout << refute_line(n, d, target, vectors, refuted, verdict) << '\n';
  lab.log->info("merge: {} parts, {} of {} vectors refuted", parts.size(), refuted, vectors);
  return verdict == RefuteVerdict::unsat ? kExitOk : kExitNo;
}

// queens-hint grade: the parts are contiguous blocks of the sorted files,
// so their lines in part order are the single run's (one CSV header).
int merge_grade(const std::vector<const Part*>& by_index, bool csv) {
  for (const Part* p : by_index) {
    if (csv && (p->lines.empty() || p->lines.front() != by_index.front()->lines.front())) {
      throw std::invalid_argument(p->file + ": not the CSV header of the other parts");
    }
    for (std::size_t i = 0; i < p->lines.size(); ++i) {
      if (csv && i == 0 && p != by_index.front()) continue;
      std::cout << p->lines[i] << '\n';
    }
  }
  return kExitOk;
}

// The number after `flag` in a job line ("--count 20"), or `fallback` when
// the flag or its number is missing.
long long job_number(const std::string& job, const std::string& flag, long long fallback) {
  std::istringstream words(job);
  std::string word;
  while (words >> word) {
    long long value = 0;
    if (word == flag) return words >> value ? value : fallback;
  }
  return fallback;
}

// queens-hint generate --shard I/K: each part settled the indices I, I + K,
// ... in order ("end" gives the last); the single run's boards are the
// first --count distinct ones (by canonical form) in index order, which the
// parts hold once each has settled every index up to the last board kept.
int merge_generate(const std::vector<const Part*>& by_index, const std::string& job,
                   const LabContext& lab) {
  struct Board {
    long long index;
    std::string key, sbn;
  };
  std::vector<Board> boards;
  std::vector<long long> through;
  for (const Part* p : by_index) {
    bool ended = false;
    for (const std::string& line : p->lines) {
      std::istringstream in(line);
      std::string word;
      in >> word;
      if (ended || (word != "board" && word != "end")) {
        throw std::invalid_argument(p->file + ": '" + line + "' is not a generate part's line");
      }
      if (word == "end") {
        long long last = -2;
        in >> last;
        if (!in || last < -1)
          throw std::invalid_argument(p->file + ": bad end line '" + line + "'");
        through.push_back(last);
        ended = true;
        continue;
      }
      Board b{};
      if (!(in >> b.index >> b.key >> b.sbn) || b.index < 0) {
        throw std::invalid_argument(p->file + ": bad board line '" + line + "'");
      }
      boards.push_back(std::move(b));
    }
    if (!ended) {
      throw std::invalid_argument(p->file + ": no end line: the part did not finish");
    }
  }
  std::sort(boards.begin(), boards.end(),
            [](const Board& a, const Board& b) { return a.index < b.index; });
  const long long count = job_number(job, "--count", 1);
  const long long max_attempts = job_number(job, "--max-attempts", 0);
  std::set<std::string> seen;
  std::vector<const Board*> kept;
  for (const Board& b : boards) {
    if (static_cast<long long>(kept.size()) == count) break;
    if (seen.insert(b.key).second) kept.push_back(&b);
  }
  const long long parts = static_cast<long long>(by_index.size());
  // Every index up to the last board kept must be settled by its part; with
  // fewer boards than --count, every index below --max-attempts.
  const bool short_run = static_cast<long long>(kept.size()) < count;
  const long long needed = short_run ? max_attempts - 1 : kept.back()->index;
  for (long long i = 0; i < parts; ++i) {
    // The part's last index at or below `needed`.
    const long long last = needed < i ? -1 : i + (needed - i) / parts * parts;
    if (through[static_cast<std::size_t>(i)] < last) {
      lab.log->error(
          "merge: part {}/{} of '{}' settled its indices only up to {}, not {}: its boards may "
          "be missing; refusing",
          i, parts, job, through[static_cast<std::size_t>(i)], last);
      return kExitNo;
    }
  }
  for (const Board* b : kept) std::cout << b->sbn << '\n';
  if (short_run) {
    lab.log->error("merge: {} of {} boards in {} attempts (as the single run)", kept.size(), count,
                   max_attempts);
    return kExitNo;
  }
  return kExitOk;
}

// bench/lab/attack_at_bound.sh with SHARD=I/J: one "n=N | RESULT" line per
// n of the part; the merge prints every n's RESULT in order (the single
// run's lines) and refuses a set where some n is missing or given twice.
int merge_attack_at_bound(const std::vector<const Part*>& by_index, const std::string& job,
                          const LabContext& lab) {
  std::map<std::string, long long> args;
  std::istringstream words(job);
  std::string word;
  words >> word;  // attack-at-bound
  while (words >> word) {
    const auto eq = word.find('=');
    if (eq == std::string::npos || word.substr(0, eq) == "boards") continue;
    args[word.substr(0, eq)] = std::stoll(word.substr(eq + 1));
  }
  if (!args.count("from") || !args.count("to") || !args.count("step") || args.at("step") < 1) {
    throw std::invalid_argument("merge: the job '" + job + "' names no from=, to= and step=");
  }
  std::map<long long, std::string> results;
  for (const Part* p : by_index) {
    for (const std::string& line : p->lines) {
      const auto bar = line.find(" | ");
      const std::string digits = bar == std::string::npos ? "" : line.substr(2, bar - 2);
      const bool number = !digits.empty() && digits.size() < 10 &&
                          digits.find_first_not_of("0123456789") == std::string::npos;
      const long long n = number ? std::stoll(digits) : -1;
      if (line.rfind("n=", 0) != 0 || !number || n < args.at("from") || n > args.at("to") ||
          (n - args.at("from")) % args.at("step") != 0) {
        throw std::invalid_argument(p->file + ": '" + line.substr(0, 60) +
                                    "' is not a line of this run");
      }
      if (!results.emplace(n, line.substr(bar + 3)).second) {
        throw std::invalid_argument(p->file + ": n = " + std::to_string(n) + " given twice");
      }
    }
  }
  for (long long n = args.at("from"); n <= args.at("to"); n += args.at("step")) {
    if (!results.count(n)) {
      lab.log->error("merge: no line for n = {} in the parts of '{}': refusing", n, job);
      return kExitNo;
    }
  }
  for (const auto& [n, line] : results) std::cout << line << '\n';
  return kExitOk;
}

int run_merge(const std::vector<std::string>& files, const LabContext& lab) {
  std::vector<Part> parts;
  for (const auto& f : files) parts.push_back(read_part(f));
  const std::string job = parts.front().header.job;
  const int count = parts.front().header.shard.count;
  std::vector<const Part*> by_index(static_cast<std::size_t>(count), nullptr);
  for (const Part& p : parts) {
    if (p.header.job != job || p.header.shard.count != count) {
      throw std::invalid_argument(p.file + ": part of '" + p.header.job + "' in " +
                                  std::to_string(p.header.shard.count) + " parts, not of '" + job +
                                  "' in " + std::to_string(count));
    }
    const Part*& slot = by_index[static_cast<std::size_t>(p.header.shard.index)];
    if (slot != nullptr) {
      throw std::invalid_argument(p.file + ": part " + std::to_string(p.header.shard.index) +
                                  " given twice (also " + slot->file + ")");
    }
    slot = &p;
  }
  for (int i = 0; i < count; ++i) {
    if (by_index[static_cast<std::size_t>(i)] == nullptr) {
      lab.log->error("merge: part {}/{} of '{}' is missing: refusing an incomplete set", i, count,
                     job);
      return kExitNo;
    }
  }
  std::istringstream words(job);
  std::string program, command;
  words >> program >> command;
  const auto number = [&job](const char* flag) {
    return static_cast<int>(job_number(job, flag, -1));
  };
  if (program == "walls" && command == "enumerate") {
    return merge_walls(parts, number("--size"), number("--walls"),
                       (" " + job + " ").find(" --summary ") != std::string::npos, lab);
  }
  if (program == "queens-hint" && command == "generate") return merge_generate(by_index, job, lab);
  if (program == "attack-at-bound") return merge_attack_at_bound(by_index, job, lab);
  if (program == "queens-hint" && command == "grade") {
    return merge_grade(by_index, job.find(" --csv") != std::string::npos);
  }
  if (program == "cube") {
    const int n = number("--n"), d = number("--d"), target = number("--refute");
    if (n > 0 && d > 0 && target > 0) return merge_refute(parts, n, d, target, lab);
  }
  throw std::invalid_argument("merge: no merge for the job '" + job + "'");
}

}  // namespace

void add_merge(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand(
      "merge", "combine the parts of a --shard run into its full result (docs/lab/scale-out.md)");
  auto files = std::make_shared<std::vector<std::string>>();
  cmd->add_option("PART", *files, "the parts' output files, in any order")->required();
  cmd->callback(
      [&lab, &action, files] { action = [&lab, files] { return run_merge(*files, lab); }; });
}

}  // namespace qh::lab
