// SPDX-License-Identifier: MIT
// Exit codes of both programs (README, "Exit codes"; docs/lab/README.md).
#pragma once

namespace qh::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitNo = 1;  // a "no": no solution, invalid, stuck, mistake, budget ran out
inline constexpr int kExitUsage = 2;  // bad usage or bad input

}  // namespace qh::cli
