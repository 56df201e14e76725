// SPDX-License-Identifier: MIT
// JSON output: JsonWriter writes what nlohmann::json::dump writes, byte for
// byte, for any tree, string and number; and every document the engine
// writes (trace, hint, grades, solve) is valid JSON in that exact layout, so
// the CLI's output did not change when the documents stopped being built as
// trees. The golden traces pin the content; this pins the bytes.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/io/json_io.hpp"
#include "engine/io/json_writer.hpp"
#include "support.hpp"

using namespace qh;
using nlohmann::json;

namespace {

// Writes a parsed tree back with JsonWriter (members in the tree's order).
void write_tree(JsonWriter& w, const json& value) {
  switch (value.type()) {
    case json::value_t::object:
      w.begin_object();
      for (const auto& [key, member] : value.items()) {
        w.escaped_key(key);
        write_tree(w, member);
      }
      w.end_object();
      break;
    case json::value_t::array:
      w.begin_array();
      for (const json& element : value) write_tree(w, element);
      w.end_array();
      break;
    case json::value_t::string:
      w.string(value.get_ref<const std::string&>());
      break;
    case json::value_t::boolean:
      w.boolean(value.get<bool>());
      break;
    case json::value_t::number_float:
      w.number(value.get<double>());
      break;
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
      w.number(value.get<long long>());
      break;
    default:
      w.null();
  }
}

std::string written(const json& value, int indent) {
  JsonWriter w(indent);
  write_tree(w, value);
  return w.take();
}

// The document parses, and nlohmann writes it back with the same bytes.
void check_layout(const std::string& text, int indent) {
  REQUIRE_MESSAGE(json::accept(text), text.substr(0, 200));
  CHECK(json::parse(text).dump(indent) == text);
}

std::vector<std::filesystem::path> fixture_boards() {
  std::vector<std::filesystem::path> out;
  for (const auto& entry : std::filesystem::directory_iterator(test::source_dir() / "fixtures"))
    if (entry.path().extension() == ".txt" || entry.path().extension() == ".sbn")
      out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

// All four documents of one board, in both layouts.
void check_documents(const Puzzle& puzzle, const std::string& name) {
  CAPTURE(name);
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const GradeReport grade = engine.grade();
  const TraceReport trace = engine.trace();
  const HintReport hint = engine.hint({});
  const SolveReport solve = engine.solve();
  for (int indent : {-1, 2}) {
    CAPTURE(indent);
    const std::string text = trace_json(puzzle, trace, grade, indent);
    check_layout(text, indent);
    // Written straight from the engine's steps: the same bytes.
    const TraceDocument streamed = engine.trace_json(grade, {}, indent);
    CHECK(streamed.json == text);
    CHECK(streamed.status == trace.status);
    CHECK(streamed.steps == static_cast<int>(trace.steps.size()));
    check_layout(hint_json(puzzle, hint, indent), indent);
    check_layout(grades_json({{name, grade}}, indent), indent);
    check_layout(solve_json(puzzle, solve, indent), indent);
  }
  // Every document says K: at the top, and per puzzle in a grades document.
  CHECK(json::parse(trace_json(puzzle, trace, grade)).at("stars") == puzzle.stars());
  CHECK(json::parse(hint_json(puzzle, hint)).at("stars") == puzzle.stars());
  CHECK(json::parse(solve_json(puzzle, solve)).at("stars") == puzzle.stars());
  CHECK(json::parse(grades_json({{name, grade}})).at("puzzles").at(0).at("stars") ==
        puzzle.stars());
  CHECK(!json::parse(trace_json(puzzle, trace, grade)).at("grade").contains("stars"));
}

}  // namespace

TEST_CASE("JsonWriter: the layout of nlohmann::json::dump for nested values") {
  const json tree = json::parse(R"({
    "empty_object": {}, "empty_array": [], "nested": {"a": [1, [2, []], {"b": null}], "c": {}},
    "flags": [true, false], "cells": [[0, 1], [2, 3]], "text": "plain", "negative": -42,
    "big": 9007199254740993, "float": 2.5, "whole_float": 3.0
  })");
  for (int indent : {-1, 0, 2, 4}) {
    CAPTURE(indent);
    CHECK(written(tree, indent) == tree.dump(indent));
  }
  CHECK(written(json::array(), 2) == "[]");
  CHECK(written(json::object(), -1) == "{}");
  CHECK(written(json(7), 2) == "7");
}

TEST_CASE("JsonWriter: strings are escaped as nlohmann::json escapes them") {
  std::string controls;
  for (char ch = 1; ch < 0x20; ++ch) controls += ch;
  controls += std::string(1, '\0') + "\x7f";
  for (const std::string& text :
       {std::string("plain"), std::string("say \"hi\" \\ there"), controls,
        std::string("caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x91\x91"), std::string()}) {
    CHECK(written(json(text), -1) == json(text).dump());
    CHECK(written(json(text), 2) == json(text).dump(2));
  }
}

TEST_CASE("JsonWriter: invalid UTF-8 becomes U+FFFD, one per bad byte, never invalid JSON") {
  const std::string fffd = "\xef\xbf\xbd";
  const auto one = [](const std::string& text) {
    JsonWriter w;
    w.string(text);
    return w.take();
  };
  CHECK(one("a\xff"
            "b") == "\"a" + fffd + "b\"");                         // not a lead byte
  CHECK(one("\x80") == "\"" + fffd + "\"");                        // stray continuation
  CHECK(one("x\xc3") == "\"x" + fffd + "\"");                      // truncated at the end
  CHECK(one("\xc3(") == "\"" + fffd + "(\"");                      // bad continuation
  CHECK(one("\xc0\xaf") == "\"" + fffd + fffd + "\"");             // overlong '/'
  CHECK(one("\xed\xa0\x80") == "\"" + fffd + fffd + fffd + "\"");  // a surrogate
  CHECK(one("\xf4\x90\x80\x80") == "\"" + fffd + fffd + fffd + fffd + "\"");  // past U+10FFFF
  for (const std::string& bad :
       {std::string("\xff"), std::string("\xc0\xaf"), std::string("\xed\xa0\x80")})
    CHECK(json::accept(one(bad)));
}

TEST_CASE("JsonWriter: numbers read back exactly and as nlohmann::json writes them") {
  for (double v : {0.0, -0.0, 1.0, 2.5, 0.1, 1.0 / 3, 123.456, 6.75, -7.25, 1e-5, 1e20, 3e15,
                   999999999999999.0, std::numeric_limits<double>::max(),
                   std::numeric_limits<double>::denorm_min()}) {
    CAPTURE(v);
    const std::string text = written(json(v), -1);
    CHECK(text == json(v).dump());
    CHECK(json::parse(text).is_number_float());
    CHECK(json::parse(text).get<double>() == v);
  }
  for (long long v : {0LL, -1LL, 42LL, std::numeric_limits<long long>::min(),
                      std::numeric_limits<long long>::max()})
    CHECK(written(json(v), -1) == json(v).dump());
  JsonWriter w;
  w.begin_array().number(std::nan("")).number(std::numeric_limits<double>::infinity()).end_array();
  CHECK(w.text() == "[null,null]");
}

TEST_CASE("JSON documents: the golden traces are the CLI's bytes") {
  for (const char* name : {"spec-7x7", "gen-08-unique", "gen-12-unique"}) {
    CAPTURE(name);
    const auto board = test::fixture(std::string(name) + ".txt");
    const Puzzle puzzle = parse_board(read_input(board.string()), board.string());
    const RuleSet rules;
    const Engine engine(puzzle, rules);
    const std::string text = trace_json(puzzle, engine.trace(), engine.grade(), 2) + "\n";
    CHECK(text ==
          read_input(test::fixture(std::string("golden/") + name + ".trace.json").string()));
  }
}

TEST_CASE("JSON documents: every fixture board, every document, both layouts") {
  const auto boards = fixture_boards();
  REQUIRE(boards.size() >= 10);
  for (const auto& path : boards)
    check_documents(parse_board(read_input(path.string()), path.string()),
                    path.filename().string());
  // The Star Battle fixtures are among them.
  CHECK(std::any_of(boards.begin(), boards.end(), [](const auto& path) {
    return parse_board(read_input(path.string()), path.string()).stars() == 2;
  }));
}

TEST_CASE("JSON documents: a streamed trace from a position, with and without the fallback") {
  const Puzzle puzzle = parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  const GradeReport grade = engine.grade();
  const PlayerMarks start =
      parse_position("x......\n.......\n.......\n.......\n.......\n.......\n......x\n", "start", 7);
  for (bool fallback : {true, false}) {
    const TraceReport trace = engine.trace(start, true, fallback);
    const TraceDocument streamed = engine.trace_json(grade, start, 2, fallback);
    CHECK(streamed.json == trace_json(puzzle, trace, grade, 2));
    CHECK(json::parse(streamed.json).at("start").at("dead").size() == 2);
  }
  // Without rules nothing is deduced: stuck without the fallback, solved by search with it.
  const RuleSet none(std::vector<std::string>{"queen-adjacent-kill"}, std::nullopt);
  const Engine bare(puzzle, none);
  const TraceDocument stuck = bare.trace_json(grade, {}, -1, false);
  CHECK(stuck.status == TraceStatus::stuck);
  CHECK(stuck.json == trace_json(puzzle, bare.trace({}, true, false), grade));
  const TraceDocument searched = bare.trace_json(grade, {}, -1, true);
  CHECK(searched.status == TraceStatus::solved);
  CHECK(searched.json == trace_json(puzzle, bare.trace({}, true, true), grade));
}

TEST_CASE("JSON documents: a hint with a mistake, and a file name that needs escaping") {
  const Puzzle puzzle = parse_board(read_input(test::fixture("spec-7x7.txt").string()), "spec");
  const RuleSet rules;
  const Engine engine(puzzle, rules);
  // Two queens in row 1: a clash, with a cell and a related cell.
  const HintReport clash = engine.hint(parse_position(
      "QQ.....\n.......\n.......\n.......\n.......\n.......\n.......\n", "clash", 7));
  REQUIRE(clash.status == HintStatus::mistake);
  const json doc = json::parse(hint_json(puzzle, clash));
  CHECK(doc.at("mistake").at("kind") == "queens-clash");
  CHECK(doc.at("mistake").at("related").size() == 1);
  CHECK(!doc.contains("rule"));
  for (int indent : {-1, 2}) check_layout(hint_json(puzzle, clash, indent), indent);

  const json file_names = json::parse(grades_json({{"odd \"name\"\t\xff.txt", engine.grade()}}));
  CHECK(file_names.at("puzzles").at(0).at("file") == "odd \"name\"\t\xef\xbf\xbd.txt");
}

TEST_CASE("JSON documents: every board of the shared corpus, both layouts") {
  const auto boards = test::corpus_boards();
  if (boards.empty()) {
    MESSAGE("shared corpus not found: skipped");
    return;
  }
  // Every 6th board under the sanitizers (test::whole_or_sample).
  const std::size_t stride = test::whole_or_sample<std::size_t>(1, 6);
  for (std::size_t i = 0; i < boards.size(); i += stride)
    check_documents(parse_board(read_input(boards[i].path), boards[i].path), boards[i].path);
}
