// SPDX-License-Identifier: MIT
// queens-hint generate (engine/generation/maker.hpp): every board is unique
// by a naive counter written here (not the solver that made it), its regions
// are 4-connected, its grade is the one asked for, and a run is the same for
// a seed whatever the number of threads.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "engine/engine.hpp"
#include "engine/generation/canonical.hpp"
#include "engine/generation/generator.hpp"
#include "engine/generation/maker.hpp"
#include "engine/grading/grading.hpp"
#include "support.hpp"

using namespace qh;

namespace {

// Solutions of a K-star board, counted up to `limit` by brute force: row by
// row, every set of K columns of the row, checked against columns, regions
// and the eight neighbours of every star. No bit tricks, no pruning beyond
// counts, nothing shared with the engine.
struct NaiveCounter {
  const Puzzle& p;
  int n, k, limit;
  std::vector<int> col_count, region_count;
  std::vector<std::vector<int>> rows;  // columns chosen per row
  int found = 0;

  NaiveCounter(const Puzzle& puzzle, int lim)
      : p(puzzle),
        n(puzzle.size()),
        k(puzzle.stars()),
        limit(lim),
        col_count(static_cast<std::size_t>(n), 0),
        region_count(static_cast<std::size_t>(n), 0),
        rows(static_cast<std::size_t>(n)) {}

  bool fits(int r, int c) const {
    if (col_count[c] >= k || region_count[p.region(r, c)] >= k) return false;
    for (int o : rows[r])
      if (std::abs(o - c) <= 1) return false;
    if (r > 0)
      for (int o : rows[r - 1])
        if (std::abs(o - c) <= 1) return false;
    return true;
  }

  void row(int r, int from) {
    if (found >= limit) return;
    if (static_cast<int>(rows[r].size()) == k) {
      if (r + 1 == n) {
        bool full = true;
        for (int x : region_count) full = full && x == k;
        for (int x : col_count) full = full && x == k;
        if (full) ++found;
      } else {
        row(r + 1, 0);
      }
      return;
    }
    for (int c = from; c < n; ++c) {
      if (!fits(r, c)) continue;
      rows[r].push_back(c);
      ++col_count[c];
      ++region_count[p.region(r, c)];
      row(r, c + 1);
      --region_count[p.region(r, c)];
      --col_count[c];
      rows[r].pop_back();
    }
  }
};

int naive_count(const Puzzle& p, int limit = 2) {
  NaiveCounter counter(p, limit);
  counter.row(0, 0);
  return counter.found;
}

GenerateRequest request(int n, std::string_view label, int stars = 1) {
  const auto range = label_range(label);
  REQUIRE(range);
  return {.n = n, .stars = stars, .min_score = range->min, .max_score = range->max};
}

std::vector<Candidate> run(const GenerateRequest& req, int count, std::uint64_t seed,
                           unsigned threads) {
  std::vector<Candidate> out;
  const RuleSet rules;
  run_generation(req, rules, count, seed, 20000, threads,
                 [&](const Candidate& c, long long) { out.push_back(c); });
  return out;
}

void check_board(const Candidate& c, const GenerateRequest& req, std::string_view label) {
  INFO(c.puzzle.rows().front() << " ... seed " << c.seed);
  CHECK(c.puzzle.size() == req.n);
  CHECK(c.puzzle.stars() == req.stars);
  CHECK(naive_count(c.puzzle) == 1);
  CHECK(c.puzzle.split_regions().empty());
  const GradeReport again = Engine(c.puzzle, RuleSet()).grade();
  CHECK(again.label == label);
  CHECK(again.score == c.grade.score);
  CHECK(again.score >= req.min_score);
  CHECK(again.score <= req.max_score);
}

}  // namespace

TEST_CASE("the naive counter agrees with the corpus on small boards") {
  const Puzzle spec = parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
  CHECK(naive_count(spec, 10) == 1);
  const Puzzle many = parse_board(read_input(test::fixture("many-solutions-10.txt").string()), "m");
  CHECK(naive_count(many, 2) == 2);
}

TEST_CASE("generated boards: unique, connected, at the requested label") {
  for (const auto& [n, label] : std::vector<std::pair<int, std::string>>{
           {6, "easy"}, {7, "medium"}, {8, "medium"}, {8, "hard"}, {8, "beginner"}}) {
    const GenerateRequest req = request(n, label);
    const std::vector<Candidate> boards = run(req, 3, 7, 2);
    REQUIRE(boards.size() == 3);
    for (const Candidate& c : boards) check_board(c, req, label);
  }
}

TEST_CASE("generated Star Battle boards: unique by the naive counter, connected") {
  const GenerateRequest req{.n = 8, .stars = 2};
  const std::vector<Candidate> boards = run(req, 2, 3, 2);
  REQUIRE(boards.size() == 2);
  for (const Candidate& c : boards) {
    CHECK(c.puzzle.stars() == 2);
    CHECK(naive_count(c.puzzle) == 1);
    CHECK(c.puzzle.split_regions().empty());
  }
}

TEST_CASE("big Star Battle sizes: unique, connected, graded, the planted stars a solution") {
  // Issue 32's sizes, one board each (two under the sanitizers): the naive
  // counter is too slow here, so uniqueness is the engine's exact count,
  // and the planted stars are checked against the rules written out here.
  const std::vector<std::pair<int, int>> sizes{{17, 4}, {21, 5}, {14, 3}, {25, 6}};
  const std::size_t tried = test::whole_or_sample(sizes.size(), std::size_t{2});
  for (std::size_t i = 0; i < tried; ++i) {
    const int n = sizes[i].first, k = sizes[i].second;
    INFO(n << "x" << n << " " << k << " stars");
    const GenerateRequest req{.n = n, .stars = k};
    const std::vector<Candidate> boards = run(req, 1, 7, 2);
    REQUIRE(boards.size() == 1);
    const Candidate& c = boards.front();
    CHECK(c.puzzle.size() == n);
    CHECK(c.puzzle.stars() == k);
    CHECK(c.puzzle.split_regions().empty());
    const SolveReport solved = Engine(c.puzzle).solve();
    CHECK(solved.exact);
    CHECK(solved.count == 1);
    // The planted stars: K per row, column and region, no two touching.
    REQUIRE(static_cast<int>(c.solution.size()) == n * k);
    std::vector<int> rows(static_cast<std::size_t>(n)), cols(rows), regions(rows);
    int touching = 0;  // ordered pairs of distinct stars, so each pair twice
    for (const Cell& a : c.solution) {
      ++rows[static_cast<std::size_t>(a.row)];
      ++cols[static_cast<std::size_t>(a.col)];
      ++regions[static_cast<std::size_t>(c.puzzle.region(a.row, a.col))];
      for (const Cell& b : c.solution)
        touching += !(a == b) && std::abs(a.row - b.row) <= 1 && std::abs(a.col - b.col) <= 1;
    }
    CHECK(touching == 0);
    for (int h = 0; h < n; ++h) {
      CHECK(rows[static_cast<std::size_t>(h)] == k);
      CHECK(cols[static_cast<std::size_t>(h)] == k);
      CHECK(regions[static_cast<std::size_t>(h)] == k);
    }
    const GradeReport again = Engine(c.puzzle, RuleSet()).grade();
    CHECK(again.label == c.grade.label);
    CHECK(again.score == c.grade.score);
  }
}

TEST_CASE("tightening keeps a board unique and its uniqueness proof no shorter") {
  const RuleSet rules;
  const auto nodes = [](const Puzzle& p) {
    const SolveReport r = Engine(p).solve();
    REQUIRE(r.count == 1);
    REQUIRE(r.exact);
    return r.nodes;
  };
  int longer = 0;
  // 14x14 3 stars: one seed (a draft there takes about a second).
  for (const auto& [size, stars, seeds] :
       std::vector<std::tuple<int, int, std::uint64_t>>{{8, 2, 3}, {14, 3, 1}}) {
    const int n = size, k = stars;  // not bindings: INFO takes them in a lambda
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      GenerateRequest req{.n = n, .stars = k};
      const std::optional<Candidate> plain = make_candidate(req, rules, seed);
      req.tighten_moves = 300;
      const std::optional<Candidate> tight = make_candidate(req, rules, seed);
      REQUIRE(plain.has_value() == tight.has_value());
      if (!plain) continue;
      INFO(n << "x" << n << " " << k << " stars, seed " << seed);
      // The same planted solution: tightening moves only cells that are not planted.
      CHECK(tight->solution == plain->solution);
      CHECK(tight->puzzle.split_regions().empty());
      if (n == 8) CHECK(naive_count(tight->puzzle) == 1);
      const long long before = nodes(plain->puzzle), after = nodes(tight->puzzle);
      CHECK(after >= before);
      longer += after > before;
    }
  }
  CHECK(longer > 0);  // the climb did something
}

TEST_CASE("required rules are in the trace") {
  GenerateRequest req{.n = 8};
  req.require = {"n-regions-in-n-rows"};
  const std::vector<Candidate> boards = run(req, 2, 5, 2);
  REQUIRE(boards.size() == 2);
  for (const Candidate& c : boards) CHECK(c.grade.rules_used.count("n-regions-in-n-rows") == 1);
}

TEST_CASE("a run depends on the seed only, not on the threads") {
  const GenerateRequest req = request(7, "medium");
  const std::vector<Candidate> one = run(req, 4, 11, 1);
  const std::vector<Candidate> two = run(req, 4, 11, 2);
  const std::vector<Candidate> other = run(req, 4, 12, 2);
  const std::vector<Candidate> inline_ = run(req, 4, 11, 0);  // no thread (WebAssembly)
  REQUIRE(one.size() == 4);
  REQUIRE(two.size() == 4);
  REQUIRE(inline_.size() == 4);
  for (std::size_t i = 0; i < one.size(); ++i) {
    CHECK(one[i].puzzle.rows() == two[i].puzzle.rows());
    CHECK(one[i].seed == two[i].seed);
    CHECK(inline_[i].puzzle.rows() == one[i].puzzle.rows());
    CHECK(inline_[i].seed == one[i].seed);
    // A board can be made again from its own seed.
    const auto again = make_candidate(req, RuleSet(), one[i].seed);
    REQUIRE(again);
    CHECK(again->puzzle.rows() == one[i].puzzle.rows());
  }
  CHECK(one.front().puzzle.rows() != other.front().puzzle.rows());
}

TEST_CASE("no two boards of a run are the same up to symmetry") {
  const std::vector<Candidate> boards = run(GenerateRequest{.n = 5}, 12, 1, 2);
  std::set<std::string> forms;
  for (const Candidate& c : boards) forms.insert(canonical_form(c.puzzle));
  CHECK(forms.size() == boards.size());
}

TEST_CASE("canonical form: the same for rotations, reflections and relabelling") {
  const Puzzle p = test::board_from("AABB\nACCB\nDCCB\nDDDB\n");
  const Puzzle turned = test::board_from("DDAA\nDCCA\nDCCB\nBBBB\n");    // rotated a quarter turn
  const Puzzle mirrored = test::board_from("BBAA\nBCCA\nBCCD\nBDDD\n");  // left-right
  const Puzzle other = test::board_from("AABB\nACCB\nDDCB\nDDDB\n");
  CHECK(canonical_form(p) == canonical_form(mirrored));
  CHECK(canonical_form(p) == canonical_form(turned));
  CHECK(canonical_form(p) != canonical_form(other));
}

TEST_CASE("an unreachable target ends after the attempts it was given") {
  const RuleSet rules;
  const RunStats stats =
      run_generation(request(5, "extreme"), rules, 1, 1, 50, 2, [](const Candidate&, long long) {});
  CHECK(stats.boards == 0);
  CHECK(stats.attempts == 50);
}

TEST_CASE("a run in shards settles the indices of each shard and together the single run's") {
  // Shard I/K settles I, I + K, ... until it has `count` boards of its own;
  // the shards' boards in index order, repeats dropped by canonical form,
  // begin with the single run's boards (what queens-lab merge keeps:
  // docs/lab/scale-out.md).
  const RuleSet rules;
  const GenerateRequest req{.n = 7};
  std::vector<long long> single;
  run_generation(req, rules, 6, 3, 2000, 2,
                 [&](const Candidate&, long long index) { single.push_back(index); });
  REQUIRE(single.size() == 6);
  std::vector<std::pair<long long, std::string>> merged;
  for (long long part = 0; part < 3; ++part) {
    std::vector<long long> mine;
    const RunStats stats = run_generation(
        req, rules, 6, 3, 2000, part == 1 ? 0 : 2,
        [&](const Candidate& c, long long index) {
          mine.push_back(index);
          merged.emplace_back(index, canonical_form(c.puzzle));
        },
        {}, IndexShard{.index = part, .count = 3});
    CHECK(stats.boards == 6);
    CHECK(stats.settled_through % 3 == part);
    CHECK(stats.settled_through == part + 3 * (stats.attempts - 1));
    CHECK(stats.settled_through >= single.back());
    for (const long long index : mine) CHECK(index % 3 == part);
    CHECK(std::is_sorted(mine.begin(), mine.end()));
  }
  std::sort(merged.begin(), merged.end());
  std::vector<long long> kept;
  std::set<std::string> seen;
  for (const auto& [index, key] : merged) {
    if (kept.size() < single.size() && seen.insert(key).second) kept.push_back(index);
  }
  CHECK(kept == single);
  // A shard past every index settles none.
  const RunStats none = run_generation(
      req, rules, 1, 3, 2, 2, [](const Candidate&, long long) {}, {},
      IndexShard{.index = 4, .count = 5});
  CHECK(none.attempts == 0);
  CHECK(none.settled_through == -1);
}

TEST_CASE("bad requests are refused with one line") {
  const RuleSet rules;
  CHECK_THROWS_AS(check_request({.n = 0}, rules), InputError);
  CHECK_THROWS_AS(check_request({.n = 27}, rules), InputError);
  CHECK_THROWS_AS(check_request({.n = 3}, rules), InputError);
  CHECK_THROWS_AS(check_request({.n = 10, .stars = 3}, rules), InputError);
  CHECK_THROWS_AS(check_request({.n = 8, .min_score = 5, .max_score = 4}, rules), InputError);
  GenerateRequest unknown{.n = 8};
  unknown.require = {"no-such-rule"};
  CHECK_THROWS_AS(check_request(unknown, rules), InputError);
  CHECK_THROWS_AS(check_request({.n = 8, .tighten_moves = -1}, rules), InputError);
  // K stars need a size of at least 4K (min_star_board_size): at 4K - 1 no
  // placement exists, so the request is refused before a worker tries one.
  for (int k = 2; k <= 6; ++k) {
    CHECK_THROWS_AS(check_request({.n = 4 * k - 1, .stars = k}, rules), InputError);
    CHECK_NOTHROW(check_request({.n = 4 * k, .stars = k}, rules));
  }
  CHECK_FALSE(label_range("impossible"));
  // The refusal names the field, not a CLI flag (the CLI adds its own).
  try {
    check_request({.n = 0}, rules);
  } catch (const InputError& e) {
    CHECK(e.source() == "size");
    CHECK(e.problem() == "0 is out of range (1..26)");
    CHECK(std::string(e.what()).find("--") == std::string::npos);
  }
}

TEST_CASE("no placement of K stars exists below 4K, one exists at 4K") {
  // The board whose regions are its rows: any placement of K stars per row
  // and column, none touching, solves it. The engine's exact count proves
  // none at 4K - 1 (what min_star_board_size says) and finds one at 4K.
  for (int k = 2; k <= 6; ++k) {
    for (const int n : {min_star_board_size(k) - 1, min_star_board_size(k)}) {
      INFO(n << "x" << n << " " << k << " stars");
      std::vector<std::string> rows;
      for (int r = 0; r < n; ++r) rows.emplace_back(static_cast<std::size_t>(n), char('A' + r));
      const SolveReport r = Engine(Puzzle::from_rows(rows, k)).solve({}, 1);
      CHECK(r.exact);
      CHECK(r.count == (n < min_star_board_size(k) ? 0 : 1));
    }
  }
}

TEST_CASE("plant_stars finds a placement at every size from 4K to 26 (24x24 6 stars too)") {
  // 24x24 with 6 stars: the first 4,096 ways of a 24-cell row, which the
  // first draws try, hold no placement; the later draws sample every way.
  // The other sizes are sampled in the Release build only (the sanitizers'
  // job takes 24x24 alone).
  std::vector<std::pair<int, int>> sizes = {{24, 6}};
  if (!test::kSanitized)
    for (int k = 4; k <= 6; ++k)
      for (int n = min_star_board_size(k); n <= 26; n += 2) sizes.emplace_back(n, k);
  for (const auto& size : sizes) {
    // Plain variables, not a structured binding: clang 14 cannot capture
    // one in INFO's lambda.
    const int n = size.first, k = size.second;
    INFO(n << "x" << n << " " << k << " stars");
    SplitMix64 rng(7);
    const std::vector<std::vector<int>> stars = plant_stars(n, k, rng);
    REQUIRE(stars.size() == static_cast<std::size_t>(n));
    std::vector<int> in_column(static_cast<std::size_t>(n), 0);
    int touching = 0;
    for (int r = 0; r < n; ++r) {
      CHECK(stars[r].size() == static_cast<std::size_t>(k));
      for (const int c : stars[r]) {
        ++in_column[static_cast<std::size_t>(c)];
        for (const int d : stars[r]) touching += d == c + 1;
        if (r + 1 < n)
          for (const int d : stars[r + 1]) touching += std::abs(d - c) <= 1;
      }
    }
    CHECK(touching == 0);
    CHECK(std::all_of(in_column.begin(), in_column.end(), [k](int m) { return m == k; }));
  }
}

TEST_CASE("a worker's error ends the run with that error, in the calling thread") {
  // A request no board can meet that skipped check_request (as a library
  // caller may): the draft throws in a worker. The run throws it from here,
  // with threads as without, instead of ending the program.
  const RuleSet rules;
  const GenerateRequest below{.n = 11, .stars = 3};
  for (const unsigned threads : {0U, 1U, 2U}) {
    INFO(threads << " threads");
    CHECK_THROWS_AS(
        run_generation(below, rules, 1, 1, 10, threads, [](const Candidate&, long long) {}),
        std::invalid_argument);
  }
}

TEST_CASE("score: a higher rating or more steps never lower it, and it stays in its band") {
  for (double rating : {1.0, 2.3, 3.0, 3.5, 4.15, 4.9, 5.4, 8.0}) {
    double last = 0;
    for (int hardest = 1; hardest < 30; hardest += 3) {
      for (int next = 0; next < 40; next += 5) {
        const double s = grade_score(rating, hardest, next);
        CHECK(s >= std::floor(rating));
        CHECK(s < std::floor(rating) + 1);
        CHECK(s >= grade_score(rating, hardest, std::max(0, next - 5)));
        CHECK(s >= grade_score(rating, std::max(1, hardest - 3), next));
        CHECK(s >= grade_score(std::max(std::floor(rating), rating - 0.1), hardest, next));
        last = s;
      }
    }
    CHECK(last > grade_score(rating, 1, 0));
  }
}
