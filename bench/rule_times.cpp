// SPDX-License-Identifier: MIT
// queens-big-stars --rule-times: grade's logic loop with each active rule
// behind a stand-in that times its calls (bench/rule_times.hpp).
#include "bench/rule_times.hpp"

#include <algorithm>
#include <memory>
#include <vector>

#include "bench/timing.hpp"
#include "engine/core/core.hpp"
#include "engine/core/uniqueness.hpp"

namespace qh::bench {
namespace {

// A rule as the logic loop sees it, counting what its calls take. Every
// other question goes to the rule itself.
class TimedRule final : public Rule {
 public:
  TimedRule(const Rule& rule, RuleTime& time) : rule_(rule), time_(time) {}

  const RuleInfo& info() const override { return rule_.info(); }

  bool find(const Context<NarrowBits>& ctx, const State<NarrowBits>& s,
            Step<NarrowBits>& out) const override {
    return timed(ctx, s, out);
  }
  bool find(const Context<MediumBits>& ctx, const State<MediumBits>& s,
            Step<MediumBits>& out) const override {
    return timed(ctx, s, out);
  }
  bool find(const Context<WideBits>& ctx, const State<WideBits>& s,
            Step<WideBits>& out) const override {
    return timed(ctx, s, out);
  }
  std::string explain(const Context<NarrowBits>& ctx, const State<NarrowBits>& before,
                      const Step<NarrowBits>& step) const override {
    return rule_.explain(ctx, before, step);
  }
  std::string explain(const Context<MediumBits>& ctx, const State<MediumBits>& before,
                      const Step<MediumBits>& step) const override {
    return rule_.explain(ctx, before, step);
  }
  std::string explain(const Context<WideBits>& ctx, const State<WideBits>& before,
                      const Step<WideBits>& step) const override {
    return rule_.explain(ctx, before, step);
  }
  std::string reason(const Context<NarrowBits>& ctx, const State<NarrowBits>& before,
                     const Step<NarrowBits>& step) const override {
    return rule_.reason(ctx, before, step);
  }
  std::string reason(const Context<MediumBits>& ctx, const State<MediumBits>& before,
                     const Step<MediumBits>& step) const override {
    return rule_.reason(ctx, before, step);
  }
  std::string reason(const Context<WideBits>& ctx, const State<WideBits>& before,
                     const Step<WideBits>& step) const override {
    return rule_.reason(ctx, before, step);
  }

  RuleTime& time() const { return time_; }

 private:
  template <class B>
  bool timed(const Context<B>& ctx, const State<B>& s, Step<B>& out) const {
    const double t0 = cpu_seconds();
    const bool found = rule_.find(ctx, s, out);
    time_.seconds += cpu_seconds() - t0;
    ++time_.calls;
    time_.found += found ? 1 : 0;
    return found;
  }

  const Rule& rule_;
  RuleTime& time_;
};

template <class B>
RuleTimes time_with(const Core<B>& core) {
  RuleTimes times;
  double t0 = cpu_seconds();
  const Uniqueness<B> found = count_solutions(core);
  times.search_s = cpu_seconds() - t0;
  if (found.solutions != 1) return times;
  times.boards = 1;
  std::vector<std::unique_ptr<TimedRule>> owned;
  std::vector<const Rule*> asked;
  for (const Rule* rule : core.rules().active()) {
    RuleTime& time = times.rules[std::string(rule->id())];
    time.tier = rule->tier();
    owned.push_back(std::make_unique<TimedRule>(*rule, time));
    asked.push_back(owned.back().get());
  }
  State<B> s = start_state(core.geometry());
  t0 = cpu_seconds();
  core.run(
      s, true,
      [&](const State<B>&, const Step<B>& step) {
        if (const auto* timed = dynamic_cast<const TimedRule*>(step.rule)) ++timed->time().taken;
      },
      &found.solution, asked);
  times.loop_s = cpu_seconds() - t0;
  return times;
}

}  // namespace

void RuleTimes::add(const RuleTimes& other) {
  for (const auto& [id, t] : other.rules) {
    RuleTime& mine = rules[id];
    mine.tier = t.tier;
    mine.calls += t.calls;
    mine.found += t.found;
    mine.taken += t.taken;
    mine.seconds += t.seconds;
  }
  search_s += other.search_s;
  loop_s += other.loop_s;
  boards += other.boards;
}

RuleTimes time_rules(const Puzzle& puzzle, const RuleSet& rules) {
  return with_width(puzzle.size(), [&]<class B>() { return time_with(Core<B>(puzzle, rules)); });
}

void print_rule_times(const RuleTimes& times, std::FILE* out) {
  const double total = times.search_s + times.loop_s;
  const auto percent = [&](double s) { return total > 0 ? 100.0 * s / total : 0.0; };
  std::vector<std::pair<std::string, RuleTime>> order(times.rules.begin(), times.rules.end());
  std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
    return a.second.seconds > b.second.seconds;
  });
  std::fprintf(out, "      %-34s %4s %9s %8s %7s %11s %7s %10s\n", "rule", "tier", "calls", "found",
               "taken", "CPU ms", "share", "ms/call");
  double in_rules = 0;
  for (const auto& [id, t] : order) {
    if (t.calls == 0) continue;
    in_rules += t.seconds;
    std::fprintf(out, "      %-34s %4d %9lld %8lld %7lld %11.1f %6.1f%% %10.3f\n", id.c_str(),
                 t.tier, t.calls, t.found, t.taken, 1000 * t.seconds, percent(t.seconds),
                 1000 * t.seconds / static_cast<double>(t.calls));
  }
  std::fprintf(out, "      %-34s %4s %9s %8s %7s %11.1f %6.1f%%\n", "(uniqueness search)", "", "",
               "", "", 1000 * times.search_s, percent(times.search_s));
  std::fprintf(out, "      %-34s %4s %9s %8s %7s %11.1f %6.1f%%\n", "(loop outside the rules)", "",
               "", "", "", 1000 * (times.loop_s - in_rules), percent(times.loop_s - in_rules));
  std::fprintf(out, "      %-34s %4s %9s %8s %7s %11.1f %6.1f%%  (%d boards)\n", "(total)", "", "",
               "", "", 1000 * total, 100.0, times.boards);
}

}  // namespace qh::bench
