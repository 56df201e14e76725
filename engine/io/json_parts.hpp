// SPDX-License-Identifier: MIT
// Pieces of the JSON documents (engine/io/json_io.hpp), shared by the
// functions that write whole documents from reports and by the engine,
// which writes a trace straight from its steps (Engine::trace_json) without
// building a TraceReport first. Both ways give the same bytes (tested).
#pragma once

#include <bit>
#include <string_view>
#include <vector>

#include "engine/io/json_writer.hpp"
#include "engine/model/geometry.hpp"
#include "engine/reasoning/rule.hpp"
#include "engine/reasoning/step.hpp"
#include "engine/reports.hpp"

namespace qh::json_parts {

// About how many characters a trace takes per step (compact layout), so
// that its text is allocated once.
inline constexpr std::size_t kBytesPerStep = 400;

inline void write_cell(JsonWriter& w, const Cell& c) {
  w.begin_array().number(c.row).number(c.col).end_array();
}

inline void write_cells(JsonWriter& w, const std::vector<Cell>& cells) {
  w.begin_array();
  for (const Cell& c : cells) write_cell(w, c);
  w.end_array();
}

template <class B>
void write_cells(JsonWriter& w, const Geometry<B>& g, const B& cells) {
  w.begin_array();
  cells.for_each([&](int c) { write_cell(w, g.cell_at(c)); });
  w.end_array();
}

// The trace document up to its steps: the caller writes each step (an
// element of "steps"), then calls end_trace.
struct TraceResult {
  TraceStatus status;
  const std::vector<Cell>& solution;
  int backtracking_steps;
  const SeveralSolutions* several_solutions = nullptr;  // with several solutions
};
void begin_trace(JsonWriter& w, const Puzzle& puzzle, const GradeReport& grade, const Marks& start,
                 const TraceResult& result);
void end_trace(JsonWriter& w);

// A step object, from a report's Deduction.
void write_deduction(JsonWriter& w, const Deduction& d);

// The same step object, straight from a step the engine took: the members
// and their order are those of write_deduction.
template <class B>
void write_step(JsonWriter& w, const Geometry<B>& g, const Step<B>& step,
                std::string_view explanation) {
  const Rule& rule = *step.rule;
  const auto ordinals = [&](unsigned mask) {
    w.begin_array();
    for (unsigned m = mask; m != 0; m &= m - 1) w.number(std::countr_zero(m));
    w.end_array();
  };
  w.begin_object().key("eliminated");
  write_cells(w, g, step.eliminated);
  w.key("explanation").string(explanation).key("focus");
  write_cells(w, g, step.focus);
  w.key("houses").begin_object().key("columns");
  ordinals(step.houses.columns);
  w.key("regions").begin_array();
  for (unsigned m = step.houses.regions; m != 0; m &= m - 1) {
    const char letter = g.puzzle().letter(std::countr_zero(m));
    w.string(std::string_view(&letter, 1));
  }
  w.end_array().key("rows");
  ordinals(step.houses.rows);
  w.end_object().key("placed");
  write_cells(w, g, step.placed);
  w.key("rating").number(rule.rating(step.size));
  w.key("rule").string(rule.id());
  w.key("tier").number(rule.tier(step.size));
  w.key("title").string(rule.info().title);
  w.end_object();
}

}  // namespace qh::json_parts
