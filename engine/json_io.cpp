#include "engine/json_io.hpp"

namespace qh {

using nlohmann::json;

json cells_json(const std::vector<Cell>& cells) {
  json out = json::array();
  for (const Cell& c : cells) out.push_back({c.row, c.col});
  return out;
}

json deduction_json(const Deduction& d) {
  json regions = json::array();
  for (char letter : d.regions) regions.push_back(std::string(1, letter));
  return {{"rule", d.rule},
          {"title", d.title},
          {"tier", d.tier},
          {"rating", d.rating},
          {"placed", cells_json(d.placed)},
          {"eliminated", cells_json(d.eliminated)},
          {"focus", cells_json(d.focus)},
          {"houses", {{"rows", d.rows}, {"columns", d.columns}, {"regions", regions}}},
          {"explanation", d.explanation}};
}

json board_json(const Puzzle& puzzle) {
  return {{"n", puzzle.size()}, {"regions", puzzle.rows()}};
}

static json grade_fields(const GradeReport& g) {
  json out = {{"n", g.n},
              {"solutions", g.solutions >= 0 ? json(g.solutions) : json(nullptr)},
              {"label", g.label},
              {"score", nullptr},
              {"hardest_rule", nullptr},
              {"hardest_tier", nullptr},
              {"steps", g.steps},
              {"rules_used", g.rules_used},
              {"backtracking_steps", g.backtracking_steps}};
  if (g.solutions == 1) {
    out["score"] = g.score;
    out["hardest_rule"] = g.hardest_rule;
    out["hardest_tier"] = g.hardest_tier;
  }
  return out;
}

json trace_json(const Puzzle& puzzle, const TraceReport& trace, const GradeReport& grade) {
  json steps = json::array();
  for (const Deduction& d : trace.steps) steps.push_back(deduction_json(d));
  return {{"format", "queens-hint/trace"},
          {"version", kJsonVersion},
          {"board", board_json(puzzle)},
          {"start",
           {{"queens", cells_json(trace.start.queens)}, {"dead", cells_json(trace.start.dead)}}},
          {"steps", steps},
          {"result",
           {{"status", to_string(trace.status)},
            {"solution",
             trace.status == TraceStatus::solved ? cells_json(trace.solution) : json(nullptr)},
            {"backtracking_steps", trace.backtracking_steps}}},
          {"grade", grade_fields(grade)}};
}

json hint_json(const Puzzle& puzzle, const HintReport& hint) {
  json out = hint.step ? deduction_json(*hint.step) : json::object();
  out["format"] = "queens-hint/hint";
  out["version"] = kJsonVersion;
  out["status"] = to_string(hint.status);
  out["explanation"] = hint.explanation;
  out["board"] = board_json(puzzle);
  out["position"] = {{"queens", cells_json(hint.position.queens)},
                     {"dead", cells_json(hint.position.dead)}};
  if (hint.mistake) {
    const Mistake& m = *hint.mistake;
    out["mistake"] = {{"kind", m.kind},
                      {"cell", m.cell ? json{m.cell->row, m.cell->col} : json(nullptr)},
                      {"related", cells_json(m.related)}};
  }
  return out;
}

json grade_json(const std::string& file, const GradeReport& grade) {
  json out = grade_fields(grade);
  out["file"] = file;
  return out;
}

json solve_json(const Puzzle& puzzle, const SolveReport& solve) {
  return {{"format", "queens-hint/solve"},
          {"version", kJsonVersion},
          {"board", board_json(puzzle)},
          {"solutions", solve.count},
          {"limit", solve.limit},
          {"exact", solve.exact},
          {"solution", solve.count > 0 ? cells_json(solve.solution) : json(nullptr)}};
}

}  // namespace qh
