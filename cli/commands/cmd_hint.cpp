// SPDX-License-Identifier: MIT
// queens-hint [hint] BOARD [--position FILE] [--json]
#include <unistd.h>

#include <iostream>

#include "cli/commands.hpp"
#include "cli/render.hpp"
#include "cli/unsure_marks.hpp"
#include "engine/engine.hpp"
#include "engine/io/json_io.hpp"
#include "engine/model/validate.hpp"
#include "engine/reasoning/player_words.hpp"
#include "engine/reasoning/wording.hpp"

namespace qh::cli {

void add_rule_options(CLI::App& cmd, RuleOptions& rules) {
  cmd.add_option("--rules", rules.ids,
                 "Only these rule ids (comma-separated; see `queens-hint rules`)");
  cmd.add_option("--max-tier", rules.max_tier, "Only steps of this tier or lower (1-5)");
  cmd.add_flag("--assume-unique", rules.assume_unique,
               "Also use rules that rely on the puzzle having exactly one solution");
}

void add_stars_option(CLI::App& cmd, std::optional<int>& stars) {
  cmd.add_option("--stars", stars,
                 "Stars per row, column and region, 1-6 (default: as the file says, else 1)")
      ->check(CLI::Range(1, kMaxStars));
}

namespace {

struct HintOptions {
  std::string board;
  std::string position;
  bool json = false;
  int level = 4;
  std::optional<int> stars;
  RuleOptions rules;
  UnsureChoices unsure;
};

// "Look at region P and column 1." read after "Where to look: ".
std::string where_words(const std::string& nudge) {
  const std::string look = "Look at ";
  return nudge.starts_with(look) ? nudge.substr(look.size()) : nudge;
}

// The hint as text at one rung of the ladder (1 where to look, 2 the
// technique, 3 the reason, 4 the move), and the board showing only what that
// rung reveals. Headings are a player's words; with -v (`developer`) they
// name the rule id and tier instead.
void print_hint(const Puzzle& puzzle, const HintReport& hint, int level, bool color,
                bool developer) {
  std::string text = hint.explanation;
  std::string warning;  // several solutions: said first, on its own line
  if (hint.several_solutions) {
    warning = several_solutions_words(*hint.several_solutions, puzzle.stars());
    if (text.starts_with(warning)) text = text.substr(warning.size() + 1);
    warning = "Warning: " + warning + "\n";
  }
  std::string guess;  // status "guess": what is said about the player's queens
  if (hint.status == HintStatus::guess) {
    const std::string marker = "The next logical step: ";
    const std::size_t at = text.find(marker);
    guess = text.substr(0, at == std::string::npos ? 0 : at);
    if (!guess.empty() && guess.back() == ' ') guess.back() = '\n';
    if (at != std::string::npos) text = text.substr(at + marker.size());
  }
  const bool stepped = hint.step && hint.ladder &&
                       (hint.status == HintStatus::hint || hint.status == HintStatus::guess);
  std::string heading;
  if (stepped) {
    const std::string named =
        developer
            ? concat({"Hint (", hint.step->rule, ", tier ", std::to_string(hint.step->tier), "): "})
            : "";
    const std::string technique(player_technique_name(hint.step->rule, hint.step->title));
    switch (level) {
      case 1:
        heading = developer ? "Hint (nudge): " : "Where to look: ";
        text = developer ? hint.ladder->nudge : where_words(hint.ladder->nudge);
        break;
      case 2:
        heading = developer ? "Hint (technique): " : "Technique: ";
        text = hint.ladder->technique;
        break;
      case 3:
        heading = developer ? named : "Why (" + technique + "): ";
        text = hint.ladder->reason;
        break;
      default:
        heading = developer ? named : "Next move (" + technique + "): ";
        break;
    }
  } else if (hint.status == HintStatus::stuck) {
    heading = "Stuck: ";
  }
  std::cout << warning;
  std::cout << guess << heading << text << "\n\n";
  Deduction marked;
  const Deduction* shown = hint.step ? &*hint.step : nullptr;
  if (hint.mistake && hint.mistake->cell) {
    marked.focus = hint.mistake->related;
    marked.focus.push_back(*hint.mistake->cell);
    shown = &marked;
  } else if (stepped && level < 4) {
    if (level == 3) marked.focus = hint.step->focus;
    shown = level == 3 ? &marked : nullptr;
  }
  std::cout << render_board(puzzle, hint.position, shown, color);
}

int run_hint(const CliContext& cli, const HintOptions& opt) {
  // A screenshot's own marks are the position unless --position is given.
  LoadedBoard loaded = load_board_and_marks(cli, opt.board, opt.stars);
  const Puzzle& puzzle = loaded.puzzle;
  PlayerMarks marks;
  if (!opt.position.empty()) {
    marks = load_position(opt.position, puzzle.size());
    loaded.unsure.clear();  // the screenshot's marks are not used
  } else if (loaded.marks) {
    marks = std::move(*loaded.marks);
  }
  // Cells the reader could not read: --mark, --ignore-unsure, or asked on a terminal.
  const bool ask = ::isatty(STDIN_FILENO) == 1;
  marks = settle_marks(cli, opt.board, std::move(marks), loaded, opt.unsure,
                       ask ? &std::cin : nullptr, std::cerr);
  const RuleSet rules = opt.rules.make();
  const Engine engine(puzzle, rules);
  const std::optional<std::string> no_room = star_capacity_problem(puzzle);
  const HintReport hint = no_room ? no_room_hint(marks, *no_room) : engine.hint(marks);
  cli.log->debug("hint status: {}", to_string(hint.status));

  if (opt.json) {
    std::cout << hint_json(engine.puzzle(), hint, 2) << "\n";
  } else {
    print_hint(puzzle, hint, opt.level, cli.color, cli.verbose);
  }
  // A board with several solutions is a "no" (exit 1) even with a hint:
  // it is most likely mistyped.
  return !hint.several_solutions &&
                 (hint.status == HintStatus::hint || hint.status == HintStatus::guess ||
                  hint.status == HintStatus::solved)
             ? kExitOk
             : kExitNo;
}

}  // namespace

CLI::App* add_hint(CLI::App& app, const CliContext& cli, Action& action) {
  auto opt = std::make_shared<HintOptions>();
  CLI::App* cmd = app.add_subcommand("hint", "The next logical move, explained (the default)");
  cmd->add_option("board", opt->board,
                  "Board file (N lines of N region letters, or an SBN string), a PNG/JPEG "
                  "screenshot (its marks are the position), or - for stdin")
      ->required();
  cmd->add_option("-p,--position", opt->position,
                  "Your position: N lines of '.', 'x' (crossed out) and 'Q' (queen)");
  cmd->add_flag("--json", opt->json, "Print the step as JSON (docs/json.md)");
  cmd->add_option("--level", opt->level,
                  "How much to reveal: 1 where to look, 2 the technique, 3 the reason, 4 the move "
                  "(default; --json carries all four)")
      ->check(CLI::Range(1, 4));
  cmd->add_option("--mark", opt->unsure.marks,
                  "What a cell holds, over the position: r3c4=Q, r3c4=x or r3c4=. (repeatable; "
                  "for the cells of a screenshot whose marks could not be read)");
  cmd->add_flag("--ignore-unsure", opt->unsure.ignore,
                "Leave the screenshot's unreadable marks out of the position, without asking "
                "or warning");
  add_stars_option(*cmd, opt->stars);
  add_rule_options(*cmd, opt->rules);
  cmd->callback([&cli, &action, opt] { action = [&cli, opt] { return run_hint(cli, *opt); }; });
  return cmd;
}

}  // namespace qh::cli
