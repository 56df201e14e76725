// SPDX-License-Identifier: MIT
// Counting split into independent tasks, run on a few threads: the loop the
// exact counters share (lab/nqueens/counter.cpp, full_symmetry.cpp).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <thread>
#include <vector>

namespace qh::lab {

struct TaskCount {
  std::uint64_t total = 0;     // the sum over the tasks run (a partial one included)
  std::size_t tasks_done = 0;  // tasks finished before any searcher ran out of time
};

// Runs tasks 0..tasks-1 on `threads` threads, the calling one included. Each
// thread makes its own searcher with make_searcher(), then takes the next
// task i and adds run(searcher, i) to the total, until the tasks run out or
// searcher.aborted() (its deadline passed).
template <class MakeSearcher, class RunTask>
TaskCount count_by_tasks(std::size_t tasks, int threads, MakeSearcher make_searcher, RunTask run) {
  std::atomic<std::size_t> next{0};
  std::atomic<std::uint64_t> total{0};
  std::atomic<std::size_t> done{0};
  auto work = [&] {
    auto searcher = make_searcher();
    std::uint64_t mine = 0;
    std::size_t finished = 0;
    for (std::size_t i = next++; i < tasks; i = next++) {
      mine += run(searcher, i);
      if (searcher.aborted()) break;
      ++finished;
    }
    total += mine;
    done += finished;
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  return TaskCount{.total = total.load(), .tasks_done = done.load()};
}

}  // namespace qh::lab
