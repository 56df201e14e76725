// SPDX-License-Identifier: MIT
// queens-big-stars: the big Star Battle group (issue 32). For every board of
// the given SBN lists (one SBN string a line, e.g. bench/big-stars/
// fetch-dev-boards.sh's) and of --generate K:N:COUNT, one call each of the
// uniqueness check (Engine::solve) and of the grade (Engine::grade, which
// checks uniqueness again and runs the rules), timed on the thread's CPU
// clock (the machine may be shared). Prints per (N, K, origin: dev boards
// given as files, or generated): the boards, the share proven unique, the
// share solved without search (no backtracking step in the grade), the share
// solved without a trial step (tier 5), the share that ran out of budget, and
// p50 / p99 / max of both times; --rule-counts adds how often each rule of
// tier 4 or more was taken. --set LABEL:FILE groups a file's boards under
// its own label instead of "dev" (bench/big-stars/table.sh measures every
// development set this way in one run). Exit 1 when a board runs out of
// budget.
// --node-cost prints instead what a search node costs in long counts (the
// measurement behind kStarNodeCost, engine/search/budget.hpp).
//
//   queens-big-stars [--generate K:N:COUNT]... [--board FILE]... [--per-board]
//                    [--set LABEL:FILE]... [--rule-counts] [FILE...]
//   queens-big-stars --node-cost
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "bench/rule_times.hpp"
#include "bench/timing.hpp"
#include "engine/engine.hpp"
#include "engine/generation/generator.hpp"
#include "engine/generation/maker.hpp"
#include "engine/io/board_file.hpp"
#include "engine/io/sbn.hpp"
#include "engine/reasoning/rule.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "engine/search/budget.hpp"

namespace {

using namespace qh;
using qh::bench::cpu_seconds;

struct Row {
  std::string name;
  std::string origin;  // "dev" (a file or board given), "generated" or a --set's label
  int n = 0, k = 0;
  int solutions = 0;  // grade's: 0, 1, 2, -1 (budget)
  bool without_search = false;
  bool without_trial = false;  // no step of tier 5 or more
  std::string label, hardest;
  std::map<std::string, int> rules_used;
  double solve_s = 0, grade_s = 0;
  long long nodes = 0;          // the uniqueness check's search nodes (K >= 3: star nodes)
  bench::RuleTimes rule_times;  // --rule-times only
};

Row measure(const Puzzle& puzzle, const std::string& name, const std::string& origin,
            const RuleSet& rules, bool rule_times) {
  const Engine engine(puzzle, rules);
  Row row{.name = name, .origin = origin, .n = puzzle.size(), .k = puzzle.stars()};
  double t0 = cpu_seconds();
  row.nodes = engine.solve().nodes;
  row.solve_s = cpu_seconds() - t0;
  t0 = cpu_seconds();
  const GradeReport grade = engine.grade();
  row.grade_s = cpu_seconds() - t0;
  row.solutions = grade.solutions;
  row.label = grade.label;
  row.hardest = grade.hardest_rule;
  row.rules_used = grade.rules_used;
  row.without_search = grade.solutions == 1 && grade.backtracking_steps == 0;
  row.without_trial = row.without_search && grade.hardest_tier < 5;
  if (rule_times) row.rule_times = bench::time_rules(puzzle, rules);
  return row;
}

std::string ms(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", s * 1000);
  return buf;
}

std::string share(int part, int whole) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%d (%.0f %%)", part, whole ? 100.0 * part / whole : 0.0);
  return buf;
}

// The solver's cost per node in counts that run long: every solution, up to
// the engine's budget (kSearchNodeBudget; K >= 3 charged kStarNodeCost a node),
// of two board families per (N, K): each row its own region (many
// solutions: the count runs to the budget) and generate_star_board's random
// boards (seeds 1-3).
void print_node_costs() {
  std::printf("board                    N   K  solutions  complete  nodes      CPU s    us/node\n");
  const auto run = [](const Puzzle& puzzle, const std::string& name) {
    const Engine engine(puzzle);
    const double t0 = cpu_seconds();
    const SolveReport report = engine.solve({}, 1 << 30, kSearchNodeBudget);
    const double t = cpu_seconds() - t0;
    std::printf("%-24s %-3d %-2d %-10d %-9s %-10lld %-8.3f %.3f\n", name.c_str(), puzzle.size(),
                puzzle.stars(), report.count, report.exact ? "yes" : "no", report.nodes, t,
                report.nodes > 0 ? t * 1e6 / static_cast<double>(report.nodes) : 0.0);
  };
  const auto rows_as_regions = [](int n, int k) {
    std::vector<std::string> rows;
    for (int r = 0; r < n; ++r)
      rows.emplace_back(static_cast<std::size_t>(n), static_cast<char>('A' + r));
    return Puzzle::from_rows(rows, k);
  };
  for (const int n : {10, 14, 20, 26}) run(rows_as_regions(n, 1), "rows as regions");
  for (const auto& [n, k] : std::vector<std::pair<int, int>>{{14, 3}, {17, 4}, {21, 5}, {25, 6}}) {
    run(rows_as_regions(n, k), "rows as regions");
    for (std::uint64_t seed = 1; seed <= 3; ++seed)
      run(generate_star_board(n, k, seed), "random, seed " + std::to_string(seed));
  }
}

// Every rule of the catalogue but those in `off`.
RuleSet rules_without(const std::vector<std::string>& off) {
  if (off.empty()) return RuleSet();
  std::vector<std::string> ids;
  for (const RuleDescription& rule : rule_catalogue())
    if (rule.id != "backtracking" && !rule.assumes_unique &&
        std::find(off.begin(), off.end(), rule.id) == off.end())
      ids.push_back(rule.id);
  return RuleSet(ids, std::nullopt);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Uniqueness and grading times of big Star Battle boards"};
  std::vector<std::string> files, boards, generate, unique_specs, sets;
  std::vector<std::string> off;
  bool per_board = false, rule_counts = false, rule_times = false, node_cost = false;
  int tighten = 0;
  app.add_option("files", files, "Files of SBN strings, one board a line");
  app.add_option("--set", sets,
                 "LABEL:FILE: a file of SBN strings whose boards are grouped as LABEL, not 'dev'");
  app.add_option("--board", boards, "A board file (any format the CLI reads), one board")
      ->check(CLI::ExistingFile);
  app.add_option("--generate", generate,
                 "K:N:COUNT: COUNT boards of generate_star_board (seeds 1, 2, ...)");
  app.add_option("--unique", unique_specs,
                 "K:N:COUNT: COUNT unique boards of the generator (`queens-hint generate --size N "
                 "--stars K --count COUNT --seed 7`)");
  app.add_option("--tighten", tighten,
                 "MOVES: the --unique boards tightened (`generate --tighten MOVES`), grouped as "
                 "'tightened'")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--off", off, "Rule ids to leave out (to time the rules with and without)");
  app.add_flag("--per-board", per_board, "Also print one line per board");
  app.add_flag("--rule-counts", rule_counts,
               "Also print, per group, how often each rule of tier 4 or more was taken");
  app.add_flag("--rule-times", rule_times,
               "Also print, per group, each rule's calls and CPU time in grade's logic loop (the "
               "loop is run once more for it; bench/rule_times.hpp)");
  app.add_flag("--node-cost", node_cost,
               "Print what a search node costs in long counts (Queens and star search) and exit");
  CLI11_PARSE(app, argc, argv);
  if (node_cost) {
    print_node_costs();
    return 0;
  }

  const RuleSet rules = rules_without(off);
  std::vector<Row> rows;
  try {
    const auto measure_file = [&](const std::string& file, const std::string& origin) {
      const std::string text = read_input(file, kMaxListBytes);
      for (const ListedSbn& board : sbn_lines(text))
        rows.push_back(measure(parse_sbn(board.sbn, file, board.line),
                               file + ":" + std::to_string(board.line), origin, rules, rule_times));
    };
    for (const std::string& file : files) measure_file(file, "dev");
    for (const std::string& set : sets) {
      const std::size_t colon = set.find(':');
      if (colon == 0 || colon == std::string::npos || colon + 1 == set.size())
        throw std::invalid_argument("--set wants LABEL:FILE, got '" + set + "'");
      measure_file(set.substr(colon + 1), set.substr(0, colon));
    }
    for (const std::string& path : boards)
      rows.push_back(measure(parse_board(read_input(path), path), path, "dev", rules, rule_times));
    for (const std::string& spec : generate) {
      int k = 0, n = 0, count = 0;
      if (std::sscanf(spec.c_str(), "%d:%d:%d", &k, &n, &count) != 3 || count < 1)
        throw std::invalid_argument("--generate wants K:N:COUNT, got '" + spec + "'");
      for (int seed = 1; seed <= count; ++seed)
        rows.push_back(measure(generate_star_board(n, k, static_cast<std::uint64_t>(seed)),
                               "generated " + spec + " seed " + std::to_string(seed), "generated",
                               rules, rule_times));
    }
    for (const std::string& spec : unique_specs) {
      int k = 0, n = 0, count = 0;
      if (std::sscanf(spec.c_str(), "%d:%d:%d", &k, &n, &count) != 3 || count < 1)
        throw std::invalid_argument("--unique wants K:N:COUNT, got '" + spec + "'");
      const GenerateRequest request{.n = n, .stars = k, .tighten_moves = tighten};
      check_request(request, rules);
      std::vector<Puzzle> made;
      run_generation(request, rules, count, 7, 1000LL * count, 0,
                     [&](const Candidate& c, long long) { made.push_back(c.puzzle); });
      for (std::size_t i = 0; i < made.size(); ++i)
        rows.push_back(measure(made[i], "unique " + spec + " #" + std::to_string(i + 1),
                               tighten > 0 ? "tightened" : "generated", rules, rule_times));
    }
  } catch (const std::exception& e) {
    std::cerr << "queens-big-stars: " << e.what() << "\n";
    return 2;
  }

  if (per_board)
    for (const Row& r : rows)
      std::cout << r.name << "  solutions " << r.solutions << "  " << r.label << " (" << r.hardest
                << ")  solve " << ms(r.solve_s) << " ms (" << r.nodes << " nodes)  grade "
                << ms(r.grade_s) << " ms\n";
  std::map<std::tuple<int, int, std::string>, std::vector<const Row*>> groups;
  for (const Row& r : rows) groups[{r.n, r.k, r.origin}].push_back(&r);
  std::cout << "size  K  boards  set            unique      no search   no trial    out of budget  "
               "solve p50/p99/max ms     grade p50/p99/max ms        over 1 s  nodes p50/max    "
               "us/node\n";
  bool out_of_budget = false;
  for (const auto& [key, group] : groups) {
    std::vector<double> solve, grade, nodes;
    double solve_total = 0, nodes_total = 0;
    int unique = 0, logic = 0, no_trial = 0, budget = 0, over_1s = 0;
    std::map<std::string, int> taken;
    bench::RuleTimes rule_cpu;
    for (const Row* r : group) {
      rule_cpu.add(r->rule_times);
      no_trial += r->without_trial;
      for (const auto& [rule, times] : r->rules_used) taken[rule] += times;
      solve.push_back(r->solve_s);
      grade.push_back(r->grade_s);
      over_1s += r->grade_s > 1.0;
      nodes.push_back(static_cast<double>(r->nodes));
      solve_total += r->solve_s;
      nodes_total += static_cast<double>(r->nodes);
      unique += r->solutions == 1;
      logic += r->without_search;
      budget += r->solutions == -1;
    }
    out_of_budget = out_of_budget || budget > 0;
    const int count = static_cast<int>(group.size());
    const auto& [n, k, origin] = key;
    // The solve time per search node, over the group (setup included: on
    // boards solved in a few nodes it is mostly setup).
    char nodes_text[64];
    std::snprintf(nodes_text, sizeof nodes_text, "%.0f / %.0f", bench::percentile(nodes, 50),
                  bench::percentile(nodes, 100));
    std::printf("%-5d %-2d %-7d %-14s %-11s %-11s %-11s %-14s %-24s %-27s %-9d %-16s %.2f\n", n, k,
                count, origin.c_str(), share(unique, count).c_str(), share(logic, count).c_str(),
                share(no_trial, count).c_str(), share(budget, count).c_str(),
                (ms(bench::percentile(solve, 50)) + " / " + ms(bench::percentile(solve, 99)) +
                 " / " + ms(bench::percentile(solve, 100)))
                    .c_str(),
                (ms(bench::percentile(grade, 50)) + " / " + ms(bench::percentile(grade, 99)) +
                 " / " + ms(bench::percentile(grade, 100)))
                    .c_str(),
                over_1s, nodes_text, nodes_total > 0 ? solve_total * 1e6 / nodes_total : 0.0);
    if (rule_counts) {
      for (const auto& [rule, times] : taken) {
        const Rule* r = rules.find(rule);
        if (r == nullptr || r->tier() >= 4) std::printf("      %-32s %d\n", rule.c_str(), times);
      }
    }
    if (rule_times) bench::print_rule_times(rule_cpu, stdout);
  }
  return out_of_budget ? 1 : 0;
}
