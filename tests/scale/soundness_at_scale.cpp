// SPDX-License-Identifier: MIT
// Soundness at scale: random boards with a planted unique solution, random
// partial positions consistent with it, and every rule's `find` checked
// against the solution. A rule that places a queen off the solution, crosses
// out a solution cell, reports a step that changes nothing, or answers
// differently for the same state fails the run.
//
//   queens_soundness [--boards N] [--positions P] [--seed S] [--min-n A] [--max-n B] [--jobs J]
//                    [--stars K] [--kind completion|blocked|walls]
//
// With --stars K >= 2 (Star Battle) the boards are generate_star_board's:
// a planted solution, not necessarily the only one. A sound rule crosses
// out no cell of any solution, so the planted one is still the yardstick;
// rules that assume uniqueness are left out, and so are rules that do not
// reason for that K (the driver skips them too).
//
// With --kind, the boards are of the classic family (chess queens,
// engine/generation/classic_generator.hpp): completion and blocked boards
// with a unique planted solution, or walls boards whose optimal placement
// is unique (sizes capped at 12). Positions start from the board's start
// (givens placed, blocked squares and walls crossed out), and only the
// rules that reason on that kind of board run.
//
// Prints per-rule counts and ends with "N passed, N failed". Exit 0 only when
// nothing failed. ctest runs a short configuration (label "scale"); the long
// run is documented in tests/scale/README.md.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/generation/classic_generator.hpp"
#include "engine/generation/generator.hpp"
#include "engine/reasoning/rule.hpp"
#include "engine/reasoning/rule_set.hpp"

namespace {

using namespace qh;

struct Options {
  long boards = 10000;
  int positions = 10;
  std::uint64_t seed = 1;
  int min_n = 5, max_n = 14;
  unsigned jobs = 0;
  int stars = 1;
  std::optional<ClassicKind> kind;
};

struct Tally {
  long boards = 0, positions = 0, checks = 0, failures = 0;
  std::map<std::string, long> fired;
};

template <class B>
void check_board(const Puzzle& puzzle, const std::vector<Cell>& planted, const RuleSet& rules,
                 SplitMix64& rng, int positions, Tally& t, std::string& failure_log) {
  const Geometry<B> g(puzzle);
  const Context<B> ctx{g, rules.propagation(), rules.max_tier()};
  B solution;
  for (const Cell& c : planted) solution.set(g.index(c.row, c.col));
  for (int p = 0; p < positions; ++p) {
    // A position consistent with the solution: each solution queen placed
    // with probability q, each other cell crossed out with probability x.
    const int q = rng.below(60), x = rng.below(85);
    State<B> s = start_state(g);
    solution.for_each([&](int c) {
      if (rng.below(100) < q) s.queens.set(c);
    });
    g.all().without(solution | s.dead).for_each([&](int c) {
      if (rng.below(100) < x) s.dead.set(c);
    });
    ++t.positions;
    for (const Rule* rule : rules.active()) {
      if (!Rule::handles(rule->info(), g)) continue;
      Step<B> step, again;
      const bool found = rule->find(ctx, s, step);
      const bool found_again = rule->find(ctx, s, again);
      ++t.checks;
      std::string problem;
      if (found != found_again ||
          (found && (step.placed != again.placed || step.eliminated != again.eliminated ||
                     step.focus != again.focus)))
        problem = "not reproducible";
      else if (found && !step.placed.subset_of(solution))
        problem = "placed a queen off the solution";
      else if (found && step.eliminated.intersects(solution))
        problem = "crossed out a solution cell";
      else if (found && (step.placed | step.eliminated).without(s.live(g)).any())
        problem = "touched a cell that was not live";
      else if (found && (step.placed | step.eliminated).none())
        problem = "reported an empty step";
      if (found) ++t.fired[std::string(rule->id())];
      if (!problem.empty()) {
        ++t.failures;
        if (failure_log.size() < 4000)
          failure_log += std::string(rule->id()) + ": " + problem + " on a " +
                         std::to_string(g.size()) + "x" + std::to_string(g.size()) + " board\n";
      }
    }
  }
}

long arg_long(int& i, int argc, char** argv) {
  if (i + 1 >= argc) {
    std::fprintf(stderr, "queens_soundness: %s needs a value\n", argv[i]);
    std::exit(2);
  }
  return std::strtol(argv[++i], nullptr, 10);
}

}  // namespace

int main(int argc, char** argv) {
  Options opt;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--boards")
      opt.boards = arg_long(i, argc, argv);
    else if (a == "--positions")
      opt.positions = static_cast<int>(arg_long(i, argc, argv));
    else if (a == "--seed")
      opt.seed = static_cast<std::uint64_t>(arg_long(i, argc, argv));
    else if (a == "--min-n")
      opt.min_n = static_cast<int>(arg_long(i, argc, argv));
    else if (a == "--max-n")
      opt.max_n = static_cast<int>(arg_long(i, argc, argv));
    else if (a == "--jobs")
      opt.jobs = static_cast<unsigned>(arg_long(i, argc, argv));
    else if (a == "--stars")
      opt.stars = static_cast<int>(arg_long(i, argc, argv));
    else if (a == "--kind" && i + 1 < argc) {
      opt.kind = kind_from_name(argv[++i]);
      if (!opt.kind) {
        std::fprintf(stderr, "queens_soundness: --kind is completion, blocked or walls\n");
        return 2;
      }
    } else {
      std::fprintf(stderr, "queens_soundness: unknown option '%s'\n", a.c_str());
      return 2;
    }
  }
  if (opt.min_n < 4 || opt.max_n > 26 || opt.min_n > opt.max_n) {
    std::fprintf(stderr, "queens_soundness: sizes must satisfy 4 <= min-n <= max-n <= 26\n");
    return 2;
  }
  if (opt.stars < 1 || opt.stars > 6 || opt.min_n < min_star_board_size(opt.stars)) {
    std::fprintf(stderr, "queens_soundness: --stars must be 1..6 with min-n >= 4K\n");
    return 2;
  }
  const unsigned jobs = opt.jobs ? opt.jobs : std::max(1U, std::thread::hardware_concurrency());
  // K = 1 boards are unique: all rules. K >= 2 boards may not be.
  const RuleSet rules({}, std::nullopt, /*assume_unique=*/opt.stars == 1);

  std::atomic<long> next{0};
  std::mutex merge;
  Tally total;
  long skipped = 0;
  std::string failures;
  auto worker = [&] {
    Tally t;
    long not_unique = 0;
    std::string log;
    for (long b; (b = next.fetch_add(1)) < opt.boards;) {
      const std::uint64_t seed = opt.seed * 1000003ULL + static_cast<std::uint64_t>(b);
      SplitMix64 rng(seed);
      const int n = opt.min_n + rng.below(opt.max_n - opt.min_n + 1);
      std::vector<Cell> planted;
      std::optional<Puzzle> puzzle;
      if (opt.kind == ClassicKind::walls) {
        const int size = std::min(n, 12);
        int value = 0;
        const std::optional<ClassicBoard> board =
            generate_walls_board(size, 1 + rng.below(size), seed, 20, &planted, &value);
        if (board) puzzle = Puzzle::from_classic(*board, value);
      } else if (opt.kind) {
        puzzle = Puzzle::from_classic(generate_classic_board(*opt.kind, n, seed, &planted));
      } else {
        puzzle = opt.stars == 1
                     ? generate_unique_board(n, seed, 8, &planted)
                     : std::optional<Puzzle>(generate_star_board(n, opt.stars, seed, &planted));
      }
      if (!puzzle) {
        ++not_unique;
        continue;
      }
      ++t.boards;
      with_width(puzzle->size(), [&]<class B>() {
        check_board<B>(*puzzle, planted, rules, rng, opt.positions, t, log);
      });
    }
    const std::lock_guard<std::mutex> lock(merge);
    total.boards += t.boards;
    total.positions += t.positions;
    total.checks += t.checks;
    total.failures += t.failures;
    for (const auto& [id, count] : t.fired) total.fired[id] += count;
    skipped += not_unique;
    failures += log;
  };
  {
    std::vector<std::jthread> pool;
    for (unsigned j = 0; j < jobs; ++j) pool.emplace_back(worker);
  }

  if (opt.kind)
    std::printf("boards: %ld %s boards with one solution (sizes %d..%d, %ld drafts skipped)\n",
                total.boards, std::string(kind_name(*opt.kind)).c_str(), opt.min_n, opt.max_n,
                skipped);
  else if (opt.stars == 1)
    std::printf("boards: %ld unique (sizes %d..%d, %ld drafts not unique, skipped)\n", total.boards,
                opt.min_n, opt.max_n, skipped);
  else
    std::printf("boards: %ld with %d stars per house and a planted solution (sizes %d..%d)\n",
                total.boards, opt.stars, opt.min_n, opt.max_n);
  std::printf("positions: %ld, rule checks: %ld\n", total.positions, total.checks);
  std::printf("steps found per rule (all checked against the solution):\n");
  for (const auto& [id, count] : total.fired) std::printf("  %-32s %ld\n", id.c_str(), count);
  if (!failures.empty()) std::printf("failures (first few):\n%s", failures.c_str());
  std::printf("%ld passed, %ld failed\n", total.checks - total.failures, total.failures);
  return total.failures == 0 && total.boards > 0 ? 0 : 1;
}
