// SPDX-License-Identifier: MIT
// The Python extension queens_hint._core: a thin layer over the Engine
// facade. It hands back the JSON contract's documents (docs/json.md) as text,
// byte for byte what the CLI prints; queens_hint/__init__.py turns them into
// Python objects. No logic of its own beyond what the CLI's option handling
// does (rule selection, the counting budget). Long calls release the GIL.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "engine/api_checks.hpp"
#include "engine/engine.hpp"
#include "engine/generation/generator.hpp"
#include "engine/generation/maker.hpp"
#include "engine/io/board_file.hpp"
#include "engine/io/json_io.hpp"
#include "engine/io/sbn.hpp"
#include "engine/model/classic_board.hpp"
#include "engine/model/validate.hpp"
#include "queens_hint/version.hpp"

namespace py = pybind11;

namespace {

using qh::PlayerMarks;
using qh::Puzzle;

// The CLI prints every document with this indent.
constexpr int kIndent = 2;

// How to choose rules: the CLI's --rules, --max-tier and --assume-unique.
struct RuleChoice {
  std::vector<std::string> ids;
  std::optional<int> max_tier;
  bool assume_unique = false;

  // Throws InputError for an unknown id or a tier outside 1..5.
  qh::RuleSet make() const { return qh::RuleSet(ids, max_tier, assume_unique); }
};

using CellPairs = std::vector<std::pair<int, int>>;

// A position: its text (source names it in errors), or a file to read, or
// its cells (queens and crosses, 0-based [row, col]), or nothing for the
// empty board. The engine checks that cells lie on the board.
struct PositionArg {
  std::optional<std::string> text;
  std::optional<std::string> path;
  std::string source = "position";
  std::optional<CellPairs> queens;
  std::optional<CellPairs> crossed;

  PlayerMarks read(int n) const {
    if (path) return qh::parse_position(qh::read_input(*path), *path == "-" ? "<stdin>" : *path, n);
    if (text) return qh::parse_position(*text, source, n);
    PlayerMarks marks;
    for (const auto& [r, c] : queens.value_or(CellPairs{})) marks.queens.push_back({r, c});
    for (const auto& [r, c] : crossed.value_or(CellPairs{})) marks.crossed.push_back({r, c});
    return marks;
  }
};

// A parsed board and the name its errors and grades use.
class Board {
 public:
  Board(Puzzle puzzle, std::string source)
      : puzzle_(std::move(puzzle)), source_(std::move(source)) {}

  static Board parse(const std::string& text, const std::string& source) {
    return Board(qh::parse_board(text, source), source);
  }
  static Board load(const std::string& path) {
    const std::string source = path == "-" ? "<stdin>" : path;
    return Board(qh::parse_board(qh::read_input(path), source), source);
  }
  // The boards of a list of SBN strings, each named SOURCE:LINE as the CLI's
  // grade names them (and reads them back).
  static std::vector<Board> parse_list(const std::string& text, const std::string& source) {
    std::vector<Board> boards;
    for (qh::ListedBoard& b : qh::parse_sbn_list(text, source))
      boards.emplace_back(std::move(b.puzzle), qh::listed_board_name(source, b.line));
    return boards;
  }
  static std::vector<Board> load_list(const std::string& path) {
    return parse_list(qh::read_input(path, qh::kMaxListBytes), path == "-" ? "<stdin>" : path);
  }

  int size() const { return puzzle_.size(); }
  int stars() const { return puzzle_.stars(); }
  // The region letters of each row; on a classic board its squares
  // ('.', 'Q', 'x', '#') instead, as its file writes them.
  std::vector<std::string> rows() const {
    const qh::ClassicBoard* classic = puzzle_.classic();
    if (!classic) return puzzle_.rows();
    std::vector<std::string> rows(static_cast<std::size_t>(classic->n));
    for (int r = 0; r < classic->n; ++r)
      for (int c = 0; c < classic->n; ++c)
        rows[static_cast<std::size_t>(r)] += qh::square_char(classic->at(r, c));
    return rows;
  }
  const std::string& source() const { return source_; }

  std::string hint_json(const PositionArg& position, const RuleChoice& choice, int level) const {
    qh::check_level(level);
    const PlayerMarks marks = position.read(puzzle_.size());
    const qh::RuleSet rules = choice.make();
    return qh::hint_json(puzzle_, qh::Engine(puzzle_, rules).hint(marks), kIndent);
  }

  std::string trace_json(const PositionArg& position, bool backtracking,
                         const RuleChoice& choice) const {
    const PlayerMarks marks = position.read(puzzle_.size());
    const qh::RuleSet rules = choice.make();
    const qh::Engine engine(puzzle_, rules);
    return engine.trace_json(engine.grade(), marks, kIndent, backtracking).json;
  }

  std::string grade_json(const RuleChoice& choice) const {
    const qh::RuleSet rules = choice.make();
    const qh::GradeReport grade = qh::Engine(puzzle_, rules).grade();
    return qh::grade_json(qh::FileGrade{.file = source_, .grade = grade}, kIndent);
  }

  std::string solve_json(const PositionArg& position, int limit) const {
    qh::check_limit(limit);
    const PlayerMarks marks = position.read(puzzle_.size());
    const qh::RuleSet rules;
    const qh::Engine engine(puzzle_, rules);
    const long long budget = limit > 2 ? qh::kCountNodeBudget : -1;
    return qh::solve_json(puzzle_, engine.solve(marks, limit, budget), kIndent);
  }

  // The first failing check of a full placement (its queens), or nothing
  // when it solves.
  std::optional<std::string> check(const PositionArg& placement) const {
    const PlayerMarks marks = placement.read(puzzle_.size());
    return qh::placement_problem(puzzle_, marks.queens);
  }

  // The board as text Board::parse reads back as the same puzzle.
  std::string text() const { return qh::board_text(puzzle_); }

  // "regions" for LinkedIn / Star Battle boards, else the classic kind.
  std::string kind() const {
    const qh::ClassicBoard* classic = puzzle_.classic();
    return classic ? std::string(qh::kind_name(classic->kind)) : "regions";
  }

 private:
  Puzzle puzzle_;
  std::string source_;
};

std::optional<Board> generate(int n, std::uint64_t seed, bool unique, int attempts) {
  if (attempts < 1) throw std::invalid_argument("attempts must be at least 1");
  const std::string source = "generated-" + std::to_string(n) + "-" + std::to_string(seed);
  if (!unique) return Board(qh::generate_board(n, seed), source);
  std::optional<Puzzle> puzzle = qh::generate_unique_board(n, seed, attempts);
  if (!puzzle) return std::nullopt;
  return Board(std::move(*puzzle), source);
}

// Boards from `queens-hint generate` (engine/generation/maker.hpp): the same
// boards as the CLI for the same arguments, fewer than `count` when
// `max_attempts` ran out.
std::vector<Board> make_puzzles(int n, int stars, std::optional<std::string> grade,
                                std::optional<std::pair<double, double>> score,
                                std::vector<std::string> require, int count, std::uint64_t seed,
                                unsigned threads, long long max_attempts, int tighten) {
  qh::GenerateRequest req{.n = n, .stars = stars};
  req.tighten_moves = tighten;
  if (grade && score) throw std::invalid_argument("give grade or score, not both");
  if (grade) {
    const auto range = qh::label_range(*grade);
    if (!range) throw std::invalid_argument("unknown grade label '" + *grade + "'");
    req.min_score = range->min;
    req.max_score = range->max;
  } else if (score) {
    req.min_score = score->first;
    req.max_score = score->second;
  }
  req.require = std::move(require);
  if (count < 1) throw std::invalid_argument("count must be at least 1");
  if (max_attempts < 1) throw std::invalid_argument("max_attempts must be at least 1");
  const qh::RuleSet rules;
  qh::check_request(req, rules);
  std::vector<Board> out;
  qh::run_generation(req, rules, count, seed, max_attempts,
                     threads == 0 ? std::max(1U, std::thread::hardware_concurrency()) : threads,
                     [&](const qh::Candidate& c, long long index) {
                       out.emplace_back(c.puzzle, "generated-" + std::to_string(seed) + "-" +
                                                      std::to_string(index));
                     });
  return out;
}

// The catalogue as plain dicts (queens_hint.rules() makes Rule objects).
std::vector<py::dict> rules() {
  std::vector<py::dict> out;
  for (const qh::RuleDescription& r : qh::rule_catalogue()) {
    py::dict d;
    d["id"] = r.id;
    d["title"] = r.title;
    d["plain_title"] = r.plain_title;
    d["tier"] = r.tier;
    d["summary"] = r.summary;
    d["reminder"] = r.reminder;
    d["trial"] = r.trial;
    d["assumes_unique"] = r.assumes_unique;
    d["min_stars"] = r.min_stars;
    d["max_stars"] = r.max_stars == 0 ? py::object(py::none()) : py::int_(r.max_stars);
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "queens-hint engine (internal; use the queens_hint package)";
  m.attr("__version__") = qh::kVersion;
  m.attr("json_version") = qh::kJsonVersion;
  // InputError becomes queens_hint.InputError (a ValueError) with its
  // source, line and problem (queens_hint/_errors.py).
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const qh::InputError& e) {
      const py::object cls = py::module_::import("queens_hint._errors").attr("InputError");
      const py::object error = cls(e.what(), e.source(), e.line(), e.problem());
      PyErr_SetObject(cls.ptr(), error.ptr());
    }
  });

  py::class_<RuleChoice>(m, "RuleChoice")
      .def(py::init<std::vector<std::string>, std::optional<int>, bool>());
  py::class_<PositionArg>(m, "PositionArg")
      .def(py::init<std::optional<std::string>, std::optional<std::string>, std::string,
                    std::optional<CellPairs>, std::optional<CellPairs>>());

  using Release = py::call_guard<py::gil_scoped_release>;
  py::class_<Board>(m, "Board")
      .def_static("parse", &Board::parse, py::arg("text"), py::arg("source"))
      .def_static("load", &Board::load, py::arg("path"), Release())
      .def_static("parse_list", &Board::parse_list, py::arg("text"), py::arg("source"), Release())
      .def_static("load_list", &Board::load_list, py::arg("path"), Release())
      .def_property_readonly("n", &Board::size)
      .def_property_readonly("stars", &Board::stars)
      .def_property_readonly("rows", &Board::rows)
      .def_property_readonly("kind", &Board::kind)
      .def_property_readonly("source", &Board::source)
      .def("text", &Board::text)
      .def("hint_json", &Board::hint_json, Release())
      .def("trace_json", &Board::trace_json, Release())
      .def("grade_json", &Board::grade_json, Release())
      .def("solve_json", &Board::solve_json, Release())
      .def("check", &Board::check, Release());
  m.def("generate", &generate, py::arg("n"), py::arg("seed"), py::arg("unique"),
        py::arg("attempts"), Release());
  m.def("make_puzzles", &make_puzzles, py::arg("n"), py::arg("stars"), py::arg("grade"),
        py::arg("score"), py::arg("require"), py::arg("count"), py::arg("seed"), py::arg("threads"),
        py::arg("max_attempts"), py::arg("tighten"), Release());
  m.def("rules", &rules);
}
