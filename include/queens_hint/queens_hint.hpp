// SPDX-License-Identifier: MIT
// queens-hint as a library: the one header a program needs (docs/api.md).
//
//   #include <queens_hint/queens_hint.hpp>
//
//   const qh::Puzzle puzzle = qh::parse_board(qh::read_input("board.txt"), "board.txt");
//   const qh::RuleSet rules;  // every rule
//   const qh::Engine engine(puzzle, rules);
//   std::cout << qh::hint_json(puzzle, engine.hint({}), 2) << "\n";
//
// Everything declared by the headers below is the public API, versioned by
// semantic versioning (queens_hint/version.hpp); other engine headers are
// internal and are not installed.
#pragma once

#include "engine/engine.hpp"
#include "engine/generation/generator.hpp"
#include "engine/io/board_file.hpp"
#include "engine/io/input_error.hpp"
#include "engine/io/json_io.hpp"
#include "engine/io/sbn.hpp"
#include "engine/model/puzzle.hpp"
#include "engine/model/validate.hpp"
#include "engine/reasoning/rule_set.hpp"
#include "engine/reports.hpp"
#include "queens_hint/version.hpp"
