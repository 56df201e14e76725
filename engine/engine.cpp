// SPDX-License-Identifier: MIT
#include "engine/engine.hpp"

#include <variant>

#include "engine/api_checks.hpp"
#include "engine/core/jobs.hpp"

namespace qh {

const char* to_string(TraceStatus s) {
  switch (s) {
    case TraceStatus::solved:
      return "solved";
    case TraceStatus::stuck:
      return "stuck";
    case TraceStatus::contradiction:
      return "contradiction";
  }
  return "stuck";
}

const char* to_string(HintStatus s) {
  switch (s) {
    case HintStatus::hint:
      return "hint";
    case HintStatus::mistake:
      return "mistake";
    case HintStatus::solved:
      return "solved";
    case HintStatus::stuck:
      return "stuck";
    case HintStatus::guess:
      return "guess";
  }
  return "stuck";
}

namespace {

using AnyCore = std::variant<Core<NarrowBits>, Core<MediumBits>, Core<WideBits>>;

AnyCore make_core(const Puzzle& puzzle, const RuleSet& rules) {
  return with_width(puzzle.size(),
                    [&]<class B>() { return AnyCore(std::in_place_type<Core<B>>, puzzle, rules); });
}

AnyCore checked_core(const Puzzle& puzzle, const RuleSet& rules) {
  check_puzzle(puzzle);
  return make_core(puzzle, rules);
}

std::shared_ptr<const RuleSet> non_null(std::shared_ptr<const RuleSet> rules) {
  if (!rules) throw InputError("rules", 0, "the shared RuleSet is null");
  return rules;
}

}  // namespace

// The rules are held before the core that points at them: `owned` is null
// when the caller lends them (Engine(puzzle, const RuleSet&)).
struct Engine::Impl {
  std::shared_ptr<const RuleSet> owned;
  AnyCore core;
};

Engine::Engine(const Puzzle& puzzle) : Engine(puzzle, RuleSet()) {}
Engine::Engine(const Puzzle& puzzle, const RuleSet& rules)
    : impl_(std::make_unique<Impl>(Impl{.owned = nullptr, .core = checked_core(puzzle, rules)})) {}
Engine::Engine(const Puzzle& puzzle, RuleSet&& rules)
    : Engine(puzzle, std::make_shared<const RuleSet>(std::move(rules))) {}
Engine::Engine(const Puzzle& puzzle, std::shared_ptr<const RuleSet> rules)
    : impl_(std::make_unique<Impl>(
          Impl{.owned = non_null(rules), .core = checked_core(puzzle, *rules)})) {}
Engine::~Engine() = default;
Engine::Engine(Engine&&) noexcept = default;
Engine& Engine::operator=(Engine&&) noexcept = default;

const Puzzle& Engine::puzzle() const {
  return std::visit([](const auto& c) -> const Puzzle& { return c.puzzle(); }, impl_->core);
}

SolveReport Engine::solve(const PlayerMarks& from, int limit, long long node_budget) const {
  check_marks(puzzle(), from, "from");
  check_limit(limit);
  return std::visit([&](const auto& c) { return qh::solve(c, from, limit, node_budget); },
                    impl_->core);
}

HintReport Engine::hint(const PlayerMarks& position) const {
  check_marks(puzzle(), position, "position");
  return std::visit([&](const auto& c) { return qh::hint(c, position); }, impl_->core);
}

TraceReport Engine::trace(const PlayerMarks& start, bool with_text, bool fallback) const {
  check_marks(puzzle(), start, "start");
  return std::visit([&](const auto& c) { return qh::trace(c, start, with_text, fallback); },
                    impl_->core);
}

TraceDocument Engine::trace_json(const GradeReport& grade, const PlayerMarks& start, int indent,
                                 bool fallback) const {
  check_marks(puzzle(), start, "start");
  check_indent(indent);
  return std::visit(
      [&](const auto& c) { return qh::trace_json(c, grade, start, indent, fallback); },
      impl_->core);
}

TraceDocument Engine::trace_document(const PlayerMarks& start, int indent, bool fallback) const {
  return trace_json(grade(), start, indent, fallback);
}

ReviewReport Engine::review(const std::vector<PlayerMove>& moves) const {
  check_moves(puzzle(), moves);
  return std::visit([&](const auto& c) { return qh::review(c, moves); }, impl_->core);
}

GradeReport Engine::grade() const {
  return std::visit([](const auto& c) { return qh::grade(c); }, impl_->core);
}

}  // namespace qh
