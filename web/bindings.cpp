// SPDX-License-Identifier: MIT
// The engine for JavaScript (WebAssembly, built by scripts/build-web.sh):
// a thin layer over the Engine facade, like the Python module
// (python/module.cpp). Each call takes the board's text (letters or SBN, as
// a board file) and hands back the JSON contract's document (docs/json.md)
// as text, byte for byte what the CLI prints; web/api.js turns it into the
// JS API. No logic of its own beyond what the CLI's option handling does.
//
// Why embind and strings: every call crosses the boundary once with a few
// strings and numbers, and embind converts std::string both ways (UTF-8)
// without the JS side managing memory; errors come back as a Reply with the
// CLI's one-line message instead of an exception crossing into JS.
#include <emscripten/bind.h>

#include <cstdint>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "cli/generate_request.hpp"
#include "cli/no_room.hpp"
#include "engine/api_checks.hpp"
#include "engine/engine.hpp"
#include "engine/io/board_file.hpp"
#include "engine/io/json_io.hpp"
#include "engine/io/json_writer.hpp"
#include "engine/io/sbn.hpp"
#include "engine/model/validate.hpp"
#include "queens_hint/version.hpp"

namespace {

using qh::PlayerMarks;
using qh::Puzzle;

// The CLI prints every document with this indent.
constexpr int kIndent = 2;

// What a call gives back: the document's text, or the error message and,
// for an InputError, its parts (source: a file or an argument's name).
struct Reply {
  bool ok = false;
  std::string text;
  std::string source;
  int line = 0;
  std::string problem;
};

// The options every call may take, as web/api.js passes them.
struct Options {
  std::string source = "board";  // names the board in error messages and grades
  int stars = 0;                 // 0: as the board says (else 1)
  std::string rules;             // comma-separated rule ids, empty = all
  int max_tier = -1;             // -1: no limit (RuleSet checks 1..5)
  bool assume_unique = false;
  int limit = 2;             // solve: count up to this many solutions
  bool backtracking = true;  // trace: search when no rule applies
};

// What generate takes, as `queens-hint generate` does (strings as the
// command's options are written).
struct GenerateOptions {
  int size = 0;
  int stars = 1;
  std::string grade;    // a label, or empty
  std::string score;    // "A..B", or empty
  std::string require;  // comma-separated rule ids
  int count = 1;
  std::string seed = "1";
  double max_attempts = 0;  // 0: the CLI's default for the count
  // Issue 33: the shape style, and the puzzle of the day (`generate --date
  // D --days N`; date empty: not the date mode).
  std::string style = "auto";
  std::string date;
  int days = 1;
  int tighten = 0;  // issue 32: `generate --tighten M`; negative is refused
};

// A `stars` option that disagrees with the K that `giver` ("the board", "the
// SBN string") gives on `line`, as `--stars` is refused.
void check_stars_option(const Options& opt, const std::string& giver, int line, int stars) {
  if (opt.stars == 0 || opt.stars == stars) return;
  throw qh::InputError(opt.source, line,
                       giver + " gives " + std::to_string(stars) +
                           (stars == 1 ? " star" : " stars") +
                           " per row, column and region, but the stars option is " +
                           std::to_string(opt.stars) + "; drop one or make them agree");
}

// The board as the CLI reads it from a file, with the `stars` option
// checked against what the text says, as `--stars` is.
Puzzle read_board(const std::string& text, const Options& opt) {
  qh::BoardFile file = qh::parse_board_file(text, opt.source);
  if (file.stars_line > 0)
    check_stars_option(opt, "the board", file.stars_line, file.puzzle.stars());
  if (opt.stars != 0) return file.puzzle.with_stars(opt.stars);
  return file.puzzle;
}

// A position written by web/api.js as cells: "@cells" then "Q r c" and
// "X r c" items ('@' is never in position text). The engine checks that the
// cells lie on the board.
constexpr std::string_view kCellsPrefix = "@cells";

PlayerMarks read_cells(const std::string& text) {
  std::istringstream in(text.substr(kCellsPrefix.size()));
  PlayerMarks marks;
  std::string mark;
  qh::Cell cell;
  while (in >> mark >> cell.row >> cell.col)
    (mark == "Q" ? marks.queens : marks.crossed).push_back(cell);
  if (!in.eof()) throw qh::InputError("position", 0, "the cells could not be read");
  return marks;
}

PlayerMarks read_position(const std::string& text, const Puzzle& puzzle) {
  if (text.empty()) return {};
  if (text.rfind(kCellsPrefix, 0) == 0) return read_cells(text);
  return qh::parse_position(text, "position", puzzle.size());
}

qh::RuleSet make_rules(const Options& opt) {
  std::vector<std::string> ids;
  std::stringstream in(opt.rules);
  std::string id;
  while (std::getline(in, id, ','))
    if (!id.empty()) ids.push_back(id);
  return qh::RuleSet(ids, opt.max_tier != -1 ? std::optional<int>(opt.max_tier) : std::nullopt,
                     opt.assume_unique);
}

// Runs `body`, turning the engine's exceptions into a Reply.
template <typename Body>
Reply guarded(Body body) {
  try {
    return Reply{.ok = true, .text = body()};
  } catch (const qh::InputError& e) {
    return Reply{.ok = false,
                 .text = e.what(),
                 .source = e.source(),
                 .line = e.line(),
                 .problem = e.problem()};
  } catch (const std::exception& e) {
    return Reply{.ok = false, .text = e.what()};
  }
}

// {"n", "regions", "sbn", "stars"}: the board as read (sbn null when the
// board has a split region, which SBN cannot describe).
Reply parse_board(const std::string& text, const Options& opt) {
  return guarded([&] {
    const Puzzle puzzle = read_board(text, opt);
    qh::JsonWriter out;
    out.begin_object().key("n").number(puzzle.size()).key("regions").begin_array();
    for (const std::string& row : puzzle.rows()) out.string(row);
    out.end_array().key("sbn");
    try {
      out.string(qh::write_sbn(puzzle));
    } catch (const std::exception&) {
      out.null();
    }
    out.key("stars").number(puzzle.stars()).end_object();
    return out.take();
  });
}

// [{"line", "n", "regions", "sbn", "source", "stars"}, ...]: every board of
// a list of SBN strings, one a line (qh::parse_sbn_list), its source
// SOURCE:LINE as the CLI's grade names it; a `stars` option must agree with
// each string, as `--stars` must.
Reply parse_board_list(const std::string& text, const Options& opt) {
  return guarded([&] {
    qh::JsonWriter out;
    out.begin_array();
    for (const qh::ListedBoard& board : qh::parse_sbn_list(text, opt.source)) {
      const Puzzle& puzzle = board.puzzle;
      check_stars_option(opt, "the SBN string", board.line, puzzle.stars());
      out.begin_object().key("line").number(board.line).key("n").number(puzzle.size());
      out.key("regions").begin_array();
      for (const std::string& row : puzzle.rows()) out.string(row);
      out.end_array().key("sbn").string(qh::write_sbn(puzzle));
      out.key("source").string(qh::listed_board_name(opt.source, board.line));
      out.key("stars").number(puzzle.stars()).end_object();
    }
    out.end_array();
    return out.take();
  });
}

Reply hint(const std::string& board, const std::string& position, const Options& opt) {
  return guarded([&] {
    const Puzzle puzzle = read_board(board, opt);
    const PlayerMarks marks = read_position(position, puzzle);
    const qh::RuleSet rules = make_rules(opt);
    const std::optional<std::string> no_room = qh::star_capacity_problem(puzzle);
    const qh::HintReport report =
        no_room ? qh::cli::no_room_hint(marks, *no_room) : qh::Engine(puzzle, rules).hint(marks);
    return qh::hint_json(puzzle, report, kIndent);
  });
}

Reply trace(const std::string& board, const std::string& position, const Options& opt) {
  return guarded([&] {
    const Puzzle puzzle = read_board(board, opt);
    const PlayerMarks marks = read_position(position, puzzle);
    const qh::RuleSet rules = make_rules(opt);
    if (qh::star_capacity_problem(puzzle))
      return qh::cli::no_room_trace(puzzle, marks, kIndent).json;
    const qh::Engine engine(puzzle, rules);
    return engine.trace_json(engine.grade(), marks, kIndent, opt.backtracking).json;
  });
}

Reply grade(const std::string& board, const Options& opt) {
  return guarded([&] {
    const Puzzle puzzle = read_board(board, opt);
    const qh::RuleSet rules = make_rules(opt);
    const qh::GradeReport report = qh::star_capacity_problem(puzzle)
                                       ? qh::cli::no_room_grade(puzzle)
                                       : qh::Engine(puzzle, rules).grade();
    return qh::grade_json(qh::FileGrade{.file = opt.source, .grade = report}, kIndent);
  });
}

Reply solve(const std::string& board, const std::string& position, const Options& opt) {
  return guarded([&] {
    const Puzzle puzzle = read_board(board, opt);
    const PlayerMarks marks = read_position(position, puzzle);
    qh::check_limit(opt.limit);
    const qh::RuleSet rules;
    const qh::Engine engine(puzzle, rules);
    const qh::SolveReport report =
        qh::star_capacity_problem(puzzle)
            ? qh::SolveReport{.count = 0, .limit = opt.limit, .exact = true, .solution = {}}
            : engine.solve(marks, opt.limit, opt.limit > 2 ? qh::kCountNodeBudget : -1);
    return qh::solve_json(puzzle, report, kIndent);
  });
}

// {"valid", "problem"}: the first failing check of a full placement.
Reply check(const std::string& board, const std::string& placement, const Options& opt) {
  return guarded([&] {
    const Puzzle puzzle = read_board(board, opt);
    const PlayerMarks marks = read_position(placement, puzzle);
    const qh::PlacementCheck result = qh::check_placement(puzzle, marks.queens);
    qh::JsonWriter out;
    out.begin_object().key("problem");
    if (result.problem)
      out.string(*result.problem);
    else
      out.null();
    out.key("valid").boolean(result.valid).end_object();
    return out.take();
  });
}

// `queens-hint generate --format json`: the boards as one JSON array, made on
// this thread (the wasm has no threads; the boards do not depend on them).
Reply generate(const GenerateOptions& opt) {
  return guarded([&] {
    if (!opt.date.empty())  // issue 33: the puzzle of the day, as `generate --date`
      return qh::cli::daily_json(
                 opt.date, opt.days,
                 qh::cli::default_attempts(static_cast<long long>(opt.max_attempts), 1), 0)
          .dump(kIndent);
    qh::GenerateRequest req =
        qh::cli::make_request(opt.size, opt.stars, opt.grade, opt.score, opt.require);
    req.style = qh::cli::style_of(opt.style);  // issue 33
    req.tighten_moves = opt.tighten;           // issue 32 (check_request refuses < 0)
    if (opt.count < 1) throw std::invalid_argument("count must be at least 1");
    if (opt.max_attempts < 0) throw std::invalid_argument("maxAttempts must be at least 1");
    if (opt.seed.empty() || opt.seed.size() > 19 ||
        opt.seed.find_first_not_of("0123456789") != std::string::npos)
      throw std::invalid_argument("seed '" + opt.seed + "' must be a whole number");
    const std::uint64_t seed = std::stoull(opt.seed);
    const qh::RuleSet rules;
    qh::check_request(req, rules);
    nlohmann::json all = nlohmann::json::array();
    const long long attempts =
        qh::cli::default_attempts(static_cast<long long>(opt.max_attempts), opt.count);
    qh::run_generation(req, rules, opt.count, seed, attempts, 0,
                       [&](const qh::Candidate& c, long long index) {
                         all.push_back(qh::cli::board_json(c, index));
                       });
    return all.dump(kIndent);
  });
}

std::string version() {
  return qh::kVersion;
}

// The rule catalogue (id, title, tier, summary, reminder, ...) as a JSON
// array, for hint UIs.
std::string rules() {
  qh::JsonWriter out;
  out.begin_array();
  for (const qh::RuleDescription& r : qh::rule_catalogue()) {
    out.begin_object()
        .key("id")
        .string(r.id)
        .key("title")
        .string(r.title)
        .key("plain_title")
        .string(r.plain_title)
        .key("tier")
        .number(r.tier)
        .key("summary")
        .string(r.summary)
        .key("reminder")
        .string(r.reminder)
        .key("trial")
        .boolean(r.trial)
        .key("assumes_unique")
        .boolean(r.assumes_unique)
        .key("min_stars")
        .number(r.min_stars)
        .key("max_stars");
    if (r.max_stars == 0)
      out.null();
    else
      out.number(r.max_stars);
    out.end_object();
  }
  out.end_array();
  return out.take();
}

// A hint ladder's rung, checked as the other bindings check it.
Reply check_level(int level) {
  return guarded([&] {
    qh::check_level(level);
    return std::string();
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(queens_hint) {
  using emscripten::function;
  emscripten::value_object<Reply>("Reply")
      .field("ok", &Reply::ok)
      .field("text", &Reply::text)
      .field("source", &Reply::source)
      .field("line", &Reply::line)
      .field("problem", &Reply::problem);
  emscripten::value_object<Options>("Options")
      .field("source", &Options::source)
      .field("stars", &Options::stars)
      .field("rules", &Options::rules)
      .field("maxTier", &Options::max_tier)
      .field("assumeUnique", &Options::assume_unique)
      .field("limit", &Options::limit)
      .field("backtracking", &Options::backtracking);
  function("core_parseBoard", &parse_board);
  function("core_parseBoardList", &parse_board_list);
  function("core_hint", &hint);
  function("core_trace", &trace);
  function("core_grade", &grade);
  function("core_solve", &solve);
  function("core_check", &check);
  emscripten::value_object<GenerateOptions>("GenerateOptions")
      .field("size", &GenerateOptions::size)
      .field("stars", &GenerateOptions::stars)
      .field("grade", &GenerateOptions::grade)
      .field("score", &GenerateOptions::score)
      .field("require", &GenerateOptions::require)
      .field("count", &GenerateOptions::count)
      .field("seed", &GenerateOptions::seed)
      .field("maxAttempts", &GenerateOptions::max_attempts)
      .field("style", &GenerateOptions::style)  // issue 33
      .field("date", &GenerateOptions::date)
      .field("days", &GenerateOptions::days)
      .field("tighten", &GenerateOptions::tighten);  // issue 32
  function("core_generate", &generate);
  function("core_version", &version);
  function("core_rules", &rules);
  function("core_checkLevel", &check_level);
}
