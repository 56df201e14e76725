// SPDX-License-Identifier: MIT
// Timing one operation on one board: a timed warm-up call, one untimed
// warm-up batch, then `reps` timed batches of k calls each (k chosen so a
// batch lasts at least `min_batch`, which makes sub-microsecond operations
// measurable); the board's figure is the median of the per-call times of the
// batches. An operation whose warm-up call alone exceeds `budget` is timed
// by that single call.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <ctime>
#include <vector>

namespace qh::bench {

struct TimingOptions {
  int reps = 7;                                  // timed batches per board
  std::chrono::nanoseconds min_batch{20'000};    // shortest batch
  std::chrono::nanoseconds budget{100'000'000};  // per board and measure, roughly
  // false: std::chrono::steady_clock (wall time, the default). true: the
  // thread's CPU time (CLOCK_THREAD_CPUTIME_ID), which leaves out the time
  // the thread is preempted: steadier figures on a busy machine.
  bool cpu_clock = false;
};

// Now, in nanoseconds, on the chosen clock.
inline std::chrono::nanoseconds clock_now(bool cpu) {
  if (!cpu) return std::chrono::steady_clock::now().time_since_epoch();
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return std::chrono::seconds(ts.tv_sec) + std::chrono::nanoseconds(ts.tv_nsec);
}

// The thread's CPU time, in seconds (for timing whole jobs, not batches).
inline double cpu_seconds() {
  return std::chrono::duration<double>(clock_now(true)).count();
}

struct Timing {
  double us = 0;        // median time of one call, microseconds
  long long batch = 1;  // calls per timed batch
  int reps = 1;         // timed batches
};

// Defeats dead-code elimination: every timed call's result is added here.
inline volatile std::size_t g_sink = 0;

inline double median_of(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2;
}

// The p-th percentile by the nearest-rank method (p90 of 10 values is the
// 9th, p100 the largest); 0 for no values.
inline double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(v.size())));
  return v[std::clamp<std::size_t>(rank, 1, v.size()) - 1];
}

// `f` is called with no arguments and returns a std::size_t (fed to g_sink).
// Not inlined, so that profilers can select it (valgrind --toggle-collect).
template <class F>
[[gnu::noinline]] Timing time_call(F&& f, const TimingOptions& opt) {
  using ns = std::chrono::nanoseconds;
  const bool cpu = opt.cpu_clock;
  const auto to_us = [](ns d, long long k) {
    return static_cast<double>(d.count()) / 1000.0 / static_cast<double>(k);
  };

  std::size_t sink = 0;
  ns t0 = clock_now(cpu);
  sink += f();
  const ns first = clock_now(cpu) - t0;
  if (first >= opt.budget) {
    g_sink = g_sink + sink;
    return {to_us(first, 1), 1, 1};
  }
  const long long one = std::max<long long>(first.count(), 1);
  const long long k = std::clamp<long long>((opt.min_batch.count() + one - 1) / one, 1, 1'000'000);
  for (long long i = 0; i < k; ++i) sink += f();  // warm-up batch
  const long long batch_ns = std::max<long long>(one * k, 1);
  const int reps = static_cast<int>(
      std::clamp<long long>(opt.budget.count() / batch_ns, 1, std::max(opt.reps, 1)));

  std::vector<double> samples;
  samples.reserve(static_cast<std::size_t>(reps));
  for (int r = 0; r < reps; ++r) {
    t0 = clock_now(cpu);
    for (long long i = 0; i < k; ++i) sink += f();
    samples.push_back(to_us(clock_now(cpu) - t0, k));
  }
  g_sink = g_sink + sink;
  return {median_of(std::move(samples)), k, reps};
}

}  // namespace qh::bench
