// SPDX-License-Identifier: MIT
// What `queens-hint generate` and the WebAssembly binding share: the request
// from the command's option strings, the default effort and a board as the
// JSON of `--format json`, so both give the same boards and the same bytes.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/generation/maker.hpp"

namespace qh::cli {

// The request for --size, --stars, --grade (a label), --score ("A..B") and
// --require (comma-separated ids); throws std::invalid_argument with the
// CLI's message for a bad label or range, or both given.
GenerateRequest make_request(int size, int stars, const std::string& grade,
                             const std::string& score, const std::string& require);

// --style: auto, linkedin, starbattle or community; throws
// std::invalid_argument naming the value otherwise.
ShapeStyle style_of(const std::string& name);

// --max-attempts when given (> 0), else the default effort for `count` boards.
long long default_attempts(long long max_attempts, int count);

// "A..B", "A.." or "..B", numbers with an optional fraction.
ScoreRange parse_score_range(const std::string& text);
std::vector<std::string> split_list(const std::string& text);
std::string two_decimals(double x);

// One board of `generate --format json`.
nlohmann::json board_json(const Candidate& c, long long index);

// The puzzles of `days` days from `first` (`generate --date --format json`),
// each board_json with "date"; the days with no board are left out (each
// then gets a line on stderr from the CLI; the count tells the caller).
// Throws std::invalid_argument for a bad date or a day count outside 1..366.
nlohmann::json daily_json(const std::string& first, int days, long long max_attempts,
                          unsigned threads);

}  // namespace qh::cli
