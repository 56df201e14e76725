// SPDX-License-Identifier: MIT
// Golden traces: the whole trace document (steps, wording, ratings, grade)
// for a few boards, stored under fixtures/golden/ by scripts/update-golden.sh
// from the CLI's `trace` output, and recomputed here with the engine. Any
// change to what the engine says shows up as a diff to review; when the
// change is intended, rerun the script and commit the new files.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/io/json_io.hpp"
#include "support.hpp"

using namespace qh;
using nlohmann::json;

namespace {

// The keys of two objects whose values differ, as "a, b".
std::string differing_keys(const json& expected, const json& actual) {
  std::vector<std::string> keys;
  for (const auto& [key, value] : expected.items())
    if (!actual.contains(key) || actual.at(key) != value) keys.push_back(key);
  for (const auto& [key, value] : actual.items())
    if (!expected.contains(key)) keys.push_back(key);
  std::string out;
  for (const std::string& k : keys) out += (out.empty() ? "" : ", ") + k;
  return out;
}

// Where a recomputed trace departs from the golden one, in words; "" when
// they are the same document. Steps are compared one by one so the message
// names the first step that differs and what differs in it.
std::string first_difference(const json& expected, const json& actual) {
  const json& want = expected.at("steps");
  const json& got = actual.at("steps");
  const std::size_t common = std::min(want.size(), got.size());
  for (std::size_t i = 0; i < common; ++i) {
    if (want[i] == got[i]) continue;
    return "step " + std::to_string(i + 1) + " differs (" + differing_keys(want[i], got[i]) +
           ")\n  expected: " + want[i].dump() + "\n  actual:   " + got[i].dump();
  }
  if (want.size() != got.size())
    return "the golden trace has " + std::to_string(want.size()) + " steps, the engine gives " +
           std::to_string(got.size()) + "; the first extra step: " +
           (want.size() > got.size() ? want[common] : got[common]).dump();
  if (expected != actual)
    return "the steps agree but not the rest: " + differing_keys(expected, actual) +
           "\n  expected: " +
           json{{"result", expected.value("result", json())},
                {"grade", expected.value("grade", json())}}
               .dump() +
           "\n  actual:   " +
           json{{"result", actual.value("result", json())},
                {"grade", actual.value("grade", json())}}
               .dump();
  return "";
}

// What `queens-hint trace BOARD` prints, computed with the library.
json trace_document(const Puzzle& puzzle) {
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const TraceReport trace = engine.trace({}, true, true);
  return json::parse(trace_json(puzzle, trace, engine.grade()));
}

std::vector<std::filesystem::path> golden_files() {
  std::vector<std::filesystem::path> out;
  const auto dir = test::fixture("golden");
  if (!std::filesystem::is_directory(dir)) return out;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.size() > 11 && name.ends_with(".trace.json")) out.push_back(entry.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("golden traces: the engine reproduces every stored trace") {
  const auto files = golden_files();
  CHECK(files.size() >= 3);  // spec-7x7 and two generated boards, at least
  for (const auto& file : files) {
    const std::string file_name = file.filename().string();
    const std::string name =
        file_name.substr(0, file_name.size() - std::string(".trace.json").size());
    CAPTURE(name);
    const auto board = test::fixture(name + ".txt");
    REQUIRE_MESSAGE(std::filesystem::exists(board), "no board for " << file.string());
    const json expected = json::parse(read_input(file.string()));
    const json actual = trace_document(parse_board(read_input(board.string()), board.string()));
    const std::string difference = first_difference(expected, actual);
    CHECK_MESSAGE(difference.empty(),
                  name << ": " << difference << "\n(if intended: scripts/update-golden.sh)");
  }
}

TEST_CASE("golden traces: the spec board's trace is a solved, unique, graded proof") {
  const json golden = json::parse(read_input(test::fixture("golden/spec-7x7.trace.json").string()));
  CHECK(golden.at("format") == "queens-hint/trace");
  CHECK(golden.at("result").at("status") == "solved");
  CHECK(golden.at("result").at("backtracking_steps") == 0);
  CHECK(golden.at("grade").at("solutions") == 1);
  CHECK(golden.at("steps").size() >= 7);  // at least one step per queen
}

TEST_CASE("golden traces: a changed step is reported by its number") {
  const Puzzle p = parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
  const json actual = trace_document(p);
  json edited = actual;
  REQUIRE(edited.at("steps").size() > 3);
  edited["steps"][2]["rule"] = "some-other-rule";
  const std::string difference = first_difference(edited, actual);
  CHECK(difference.find("step 3 differs (rule)") == 0);
  json shorter = actual;
  shorter["steps"].erase(shorter["steps"].size() - 1);
  CHECK(first_difference(shorter, actual).find("steps") != std::string::npos);
  CHECK(first_difference(actual, actual).empty());
}
