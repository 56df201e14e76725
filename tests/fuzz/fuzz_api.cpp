// SPDX-License-Identifier: MIT
// libFuzzer target: the public C++ API driven with arbitrary arguments.
//
// The input is read as a stream of choices (FuzzedDataProvider): a
// generated board (1 or 4..9 a side, sometimes two stars per house), then a
// few calls, each one of Engine::hint, solve, trace, trace_json, review,
// placement_problem or a RuleSet, with cells that lie on the board, just
// off it or anywhere in int's range, moves of any kind value, and limits,
// indents, tiers and rule ids in and out of range.
//
// What must hold: a call either answers or throws InputError with a
// one-line message; it never crashes, reads out of bounds (ASan) or throws
// anything else. A call whose every argument is valid must not throw.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/generation/generator.hpp"
#include "engine/io/json_io.hpp"
#include "engine/model/validate.hpp"
#include "engine/reasoning/rule.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace qh;

// Draws arguments and remembers whether any of them was out of range.
class Args {
 public:
  Args(FuzzedDataProvider& fdp, int n) : fdp_(fdp), n_(n) {}

  bool bad() const { return bad_; }
  void note_bad() { bad_ = true; }

  Cell cell() {
    Cell c;
    switch (fdp_.ConsumeIntegralInRange(0, 7)) {
      case 0:  // anywhere at all
        c = {fdp_.ConsumeIntegral<int>(), fdp_.ConsumeIntegral<int>()};
        break;
      case 1:  // just off the board or on it
        c = {fdp_.ConsumeIntegralInRange(-2, n_ + 1), fdp_.ConsumeIntegralInRange(-2, n_ + 1)};
        break;
      default:
        c = {fdp_.ConsumeIntegralInRange(0, n_ - 1), fdp_.ConsumeIntegralInRange(0, n_ - 1)};
    }
    bad_ = bad_ || !fuzz::in_board(c, n_);
    return c;
  }

  std::vector<Cell> cells(int max) {
    std::vector<Cell> out(
        fdp_.ConsumeIntegralInRange<std::size_t>(0, static_cast<std::size_t>(max)));
    for (Cell& c : out) c = cell();
    return out;
  }

  PlayerMarks marks() {
    PlayerMarks m;
    m.queens = cells(n_);
    m.crossed = cells(2 * n_);
    return m;
  }

  std::vector<PlayerMove> moves() {
    std::vector<PlayerMove> out(fdp_.ConsumeIntegralInRange<std::size_t>(0, 12));
    for (PlayerMove& move : out) {
      const int kind = fdp_.ConsumeIntegralInRange(0, 15) == 0 ? fdp_.ConsumeIntegral<int>()
                                                               : fdp_.ConsumeIntegralInRange(0, 3);
      bad_ = bad_ || kind < 0 || kind > 3;
      move.kind = static_cast<MoveKind>(kind);
      move.cell = cell();
      move.text = "fuzz";
    }
    return out;
  }

  int in_range(int lo, int hi, int wide_lo, int wide_hi) {
    const int v = fdp_.ConsumeIntegralInRange(wide_lo, wide_hi);
    bad_ = bad_ || v < lo || v > hi;
    return v;
  }

 private:
  FuzzedDataProvider& fdp_;
  int n_;
  bool bad_ = false;
};

// A generated board; nothing when the generator gives up (it is not what
// this target tests: 2 stars on 7x7 is not always found, e.g. seed 0).
std::optional<Puzzle> board(FuzzedDataProvider& fdp) {
  const std::uint64_t seed = fdp.ConsumeIntegral<std::uint64_t>();
  try {
    if (fdp.ConsumeIntegralInRange(0, 5) == 0)
      return generate_star_board(fdp.ConsumeIntegralInRange(7, 8), 2, seed);
    const int sizes[] = {1, 4, 5, 6, 7, 8, 9};
    return generate_board(fdp.PickValueInArray(sizes), seed);
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
}

// The rules: usually all of them, sometimes chosen ids and a tier.
std::shared_ptr<const RuleSet> rules(FuzzedDataProvider& fdp, Args& args) {
  if (fdp.ConsumeBool()) return std::make_shared<const RuleSet>();
  const RuleSet all;
  std::vector<std::string> ids;
  const std::size_t count = fdp.ConsumeIntegralInRange<std::size_t>(0, 4);
  for (std::size_t i = 0; i < count; ++i) {
    if (fdp.ConsumeIntegralInRange(0, 7) == 0) {
      ids.push_back(fdp.ConsumeRandomLengthString(16));
      args.note_bad();  // most likely an unknown id
    } else {
      const auto catalogue = all.catalogue();
      ids.emplace_back(
          catalogue[fdp.ConsumeIntegralInRange<std::size_t>(0, catalogue.size() - 1)]->id());
    }
  }
  std::optional<int> tier;
  if (fdp.ConsumeBool()) tier = args.in_range(kMinTier, kMaxTier, -2, 8);
  return std::make_shared<const RuleSet>(ids, tier, /*assume_unique=*/true);
}

void call(FuzzedDataProvider& fdp, const Engine& engine, int n) {
  Args args(fdp, n);
  try {
    switch (fdp.ConsumeIntegralInRange(0, 5)) {
      case 0: {
        const PlayerMarks m = args.marks();
        const HintReport h = engine.hint(m);
        QH_FUZZ_CHECK(!h.explanation.empty());
        (void)hint_json(engine.puzzle(), h, -1);
        break;
      }
      case 1: {
        const PlayerMarks m = args.marks();
        const int limit = args.in_range(1, 1 << 20, -3, 4);
        const SolveReport s = engine.solve(m, limit, fdp.ConsumeIntegralInRange(-1, 20000));
        QH_FUZZ_CHECK(s.count <= limit);
        break;
      }
      case 2: {
        const PlayerMarks m = args.marks();
        (void)engine.trace(m, fdp.ConsumeBool(), fdp.ConsumeBool());
        break;
      }
      case 3: {
        const PlayerMarks m = args.marks();
        const int indent = args.in_range(-1, 16, -4, 20);
        (void)engine.trace_json(GradeReport{}, m, indent, fdp.ConsumeBool());
        break;
      }
      case 4: {
        const ReviewReport r = engine.review(args.moves());
        QH_FUZZ_CHECK(!r.unique || r.moves.size() <= 12);
        break;
      }
      default: {
        const std::vector<Cell> queens = args.cells(2 * n);
        (void)placement_problem(engine.puzzle(), queens);
      }
    }
  } catch (const InputError& e) {
    QH_FUZZ_CHECK(args.bad());  // valid arguments are never refused
    QH_FUZZ_CHECK(std::string(e.what()).find('\n') == std::string::npos);
    QH_FUZZ_CHECK(!e.problem().empty());
    return;
  }
  QH_FUZZ_CHECK(!args.bad());  // every bad argument is refused
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > qh::fuzz::kMaxFuzzInput) return 0;
  FuzzedDataProvider fdp(data, size);
  const std::optional<Puzzle> puzzle = board(fdp);
  if (!puzzle) return 0;
  Args rule_args(fdp, puzzle->size());
  std::shared_ptr<const RuleSet> chosen;
  try {
    chosen = rules(fdp, rule_args);
  } catch (const InputError&) {
    QH_FUZZ_CHECK(rule_args.bad());
    return 0;
  }
  const Engine engine(*puzzle, chosen);
  const int calls = fdp.ConsumeIntegralInRange(1, 3);
  for (int i = 0; i < calls && fdp.remaining_bytes() > 0; ++i) call(fdp, engine, puzzle->size());
  return 0;
}
