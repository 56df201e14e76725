// SPDX-License-Identifier: MIT
// The README's five lines, plus the version: what an app developer writes.
#include <iostream>
#include <queens_hint/queens_hint.hpp>

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  std::cout << "queens_hint " << qh::kVersion << "\n";
  const qh::Puzzle puzzle = qh::parse_board(qh::read_input(argv[1]), argv[1]);
  const qh::RuleSet rules;
  const qh::Engine engine(puzzle, rules);
  std::cout << qh::hint_json(puzzle, engine.hint({}), 2) << "\n";
  std::cout << "grade " << engine.grade().label << "\n";
  return 0;
}
