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

#include "engine/board_file.hpp"
#include "engine/engine.hpp"
#include "engine/generator.hpp"
#include "engine/input_error.hpp"
#include "engine/json_io.hpp"
#include "engine/puzzle.hpp"
#include "engine/reports.hpp"
#include "engine/rule_set.hpp"
#include "engine/sbn.hpp"
#include "engine/validate.hpp"
#include "queens_hint/version.hpp"
