// SPDX-License-Identifier: MIT
// queens-hint review BOARD MOVES [--json]: each move of a game judged from
// the position before it (forced, a guess, a mistake), and a summary.
#include <iostream>

#include "cli/commands.hpp"
#include "engine/engine.hpp"
#include "engine/io/json_io.hpp"
#include "engine/io/moves_file.hpp"

namespace qh::cli {
namespace {

struct ReviewOptions {
  std::string board;
  std::string moves;
  bool json = false;
  std::optional<int> stars;
  RuleOptions rules;
};

void print_review(const ReviewReport& review) {
  std::size_t width = 0;
  for (const ReviewedMove& m : review.moves) width = std::max(width, m.move.text.size());
  int number = 0;
  for (const ReviewedMove& m : review.moves) {
    const std::string no = std::to_string(++number);
    std::cout << std::string(no.size() < 3 ? 3 - no.size() : 0, ' ') << no << ". " << m.move.text
              << std::string(width - m.move.text.size() + 2, ' ') << m.explanation << "\n";
  }
  std::cout << "\nSummary: " << review.moves.size() << " moves: " << review.forced << " forced, "
            << review.guesses << (review.guesses == 1 ? " guess, " : " guesses, ")
            << review.mistakes << (review.mistakes == 1 ? " mistake" : " mistakes");
  if (review.undos > 0)
    std::cout << ", " << review.undos << (review.undos == 1 ? " undo" : " undos");
  std::cout << (review.solved ? "; solved.\n" : "; not solved yet.\n");
  if (!review.hardest_rule.empty())
    std::cout << "Hardest technique used: " << review.hardest_rule << " (tier "
              << review.hardest_tier << ").\n";
  if (!review.coach.empty()) {
    std::cout << "A coach would say:\n";
    for (const std::string& line : review.coach) std::cout << "  - " << line << "\n";
  }
}

int run_review(const CliContext& cli, const ReviewOptions& opt) {
  const Puzzle puzzle = load_board(cli, opt.board, opt.stars);
  const std::string source = opt.moves == "-" ? "<stdin>" : opt.moves;
  const std::vector<PlayerMove> moves = parse_moves(read_input(opt.moves), source, puzzle.size());
  const RuleSet rules = opt.rules.make();
  const Engine engine(puzzle, rules);
  const ReviewReport review = engine.review(moves);
  if (!review.unique) {
    if (review.several_solutions && review.several_solutions->differs_at)
      cli.log->error(
          "{}: a review needs a puzzle with exactly one solution; this one has more (two differ "
          "first at {}): check the board against the puzzle",
          opt.board, cell_name(*review.several_solutions->differs_at));
    else
      cli.log->error("{}: a review needs a puzzle with exactly one solution", opt.board);
    return kExitNo;
  }
  if (opt.json)
    std::cout << review_json(puzzle, review, 2) << "\n";
  else
    print_review(review);
  return kExitOk;
}

}  // namespace

void add_review(CLI::App& app, const CliContext& cli, Action& action) {
  auto opt = std::make_shared<ReviewOptions>();
  CLI::App* cmd = app.add_subcommand(
      "review", "Each move of a game judged: forced (by which technique), a guess or a mistake");
  cmd->add_option("board", opt->board, "Board file (N lines of N region letters, or an SBN string)")
      ->required();
  cmd->add_option("moves", opt->moves,
                  "The moves, one per line: 'Q r3c4' (queen), 'x r1c2' (cross), '-Q r3c4' or "
                  "'-x r1c2' (undo); '#' comments; - for stdin")
      ->required();
  cmd->add_flag("--json", opt->json, "Print the review as JSON (docs/json.md)");
  add_stars_option(*cmd, opt->stars);
  add_rule_options(*cmd, opt->rules);
  cmd->callback([&cli, &action, opt] { action = [&cli, opt] { return run_review(cli, *opt); }; });
}

}  // namespace qh::cli
