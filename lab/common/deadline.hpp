// SPDX-License-Identifier: MIT
// A search budget: a wall-clock deadline and a node limit, either optional.
// Every lab search takes one and reports "unknown" (or the bounds it has)
// when the budget runs out, never a guess. Checking is cheap: the clock is
// read once every kClockStride calls.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

namespace qh::lab {

class Deadline {
 public:
  using Clock = std::chrono::steady_clock;

  Deadline() = default;  // no limit
  static Deadline after_seconds(std::optional<double> seconds) {
    Deadline d;
    if (seconds) {
      d.until_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(*seconds));
    }
    return d;
  }

  // True once the time is up (or stop() was called). Safe to call from
  // several threads: the flag is atomic and the clock read is thread-safe.
  bool expired() const {
    if (stopped_.load(std::memory_order_relaxed)) return true;
    if (!until_) return false;
    if (Clock::now() < *until_) return false;
    stopped_.store(true, std::memory_order_relaxed);
    return true;
  }
  void stop() const { stopped_.store(true, std::memory_order_relaxed); }

  Deadline(const Deadline& o) : until_(o.until_), stopped_(o.stopped_.load()) {}
  Deadline& operator=(const Deadline& o) {
    until_ = o.until_;
    stopped_.store(o.stopped_.load());
    return *this;
  }

 private:
  std::optional<Clock::time_point> until_;
  mutable std::atomic<bool> stopped_{false};
};

// Counts work between clock reads: `if (ticker.tick() && deadline.expired())`.
class Ticker {
 public:
  static constexpr std::uint32_t kClockStride = 1U << 14;
  bool tick() { return (++n_ & (kClockStride - 1)) == 0; }

 private:
  std::uint32_t n_ = 0;
};

}  // namespace qh::lab
