// SPDX-License-Identifier: MIT
#include "cli/generate_request.hpp"

#include <algorithm>
#include <iomanip>
#include <sstream>
#include <stdexcept>

#include "engine/generation/daily.hpp"
#include "engine/io/sbn.hpp"

namespace qh::cli {

// The default effort: this many candidates per board asked for, and at least
// kMinAttempts. A label out of reach at a size is reported after that.
namespace {

constexpr long long kAttemptsPerBoard = 1000;
constexpr long long kMinAttempts = 2000;

}  // namespace

std::string two_decimals(double x) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(2) << x;
  return s.str();
}

ScoreRange parse_score_range(const std::string& text) {
  const auto bad = [&] {
    return std::invalid_argument("--score '" + text +
                                 "': expected a range A..B of scores, e.g. 4.2..4.6");
  };
  const std::size_t dots = text.find("..");
  if (dots == std::string::npos) throw bad();
  const auto number = [&](const std::string& part, double fallback) {
    if (part.empty()) return fallback;
    std::size_t used = 0;
    double x = 0;
    try {
      x = std::stod(part, &used);
    } catch (const std::exception&) {
      throw bad();
    }
    if (used != part.size() || !(x >= 0) || x > 100) throw bad();
    return x;
  };
  ScoreRange r{number(text.substr(0, dots), 0), number(text.substr(dots + 2), 100)};
  if (text.size() == 2) throw bad();
  if (r.min > r.max)
    throw std::invalid_argument("--score '" + text + "': the range is empty (" +
                                two_decimals(r.min) + " > " + two_decimals(r.max) + ")");
  return r;
}

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string id; std::getline(in, id, ',');)
    if (!id.empty()) out.push_back(id);
  return out;
}

GenerateRequest make_request(int size, int stars, const std::string& grade,
                             const std::string& score, const std::string& require) {
  GenerateRequest req{.n = size, .stars = stars};
  if (!grade.empty() && !score.empty())
    throw std::invalid_argument("choose one of --grade and --score");
  if (!grade.empty()) {
    const auto range = label_range(grade);
    if (!range)
      throw std::invalid_argument("--grade '" + grade +
                                  "': unknown label (beginner, easy, medium, hard, expert, "
                                  "extreme)");
    req.min_score = range->min;
    req.max_score = range->max;
  } else if (!score.empty()) {
    const ScoreRange range = parse_score_range(score);
    req.min_score = range.min;
    req.max_score = range.max;
  }
  req.require = split_list(require);
  return req;
}

ShapeStyle style_of(const std::string& name) {
  const std::optional<ShapeStyle> style = parse_shape_style(name);
  if (!style)
    throw std::invalid_argument("--style '" + name +
                                "': unknown style (auto, linkedin, starbattle, community)");
  return *style;
}

long long default_attempts(long long max_attempts, int count) {
  return max_attempts > 0 ? max_attempts : std::max(kMinAttempts, kAttemptsPerBoard * count);
}

nlohmann::json board_json(const Candidate& c, long long index) {
  nlohmann::json solution = nlohmann::json::array();
  for (const Cell& cell : c.solution) solution.push_back({cell.row, cell.col});
  return {{"index", index},
          {"size", c.puzzle.size()},
          {"stars", c.puzzle.stars()},
          {"rows", c.puzzle.rows()},
          {"sbn", write_sbn(c.puzzle)},
          {"label", c.grade.label},
          {"score", c.grade.score},
          {"hardest_rule", c.grade.hardest_rule},
          {"hardest_tier", c.grade.hardest_tier},
          {"steps", c.grade.steps},
          {"rules_used", c.grade.rules_used},
          {"solution", solution},
          {"seed", std::to_string(c.seed)}};
}

nlohmann::json daily_json(const std::string& first, int days, long long max_attempts,
                          unsigned threads) {
  const std::optional<Date> date = parse_date(first);
  if (!date)
    throw std::invalid_argument("--date '" + first +
                                "': expected a calendar date YYYY-MM-DD, e.g. 2026-12-01");
  if (days < 1 || days > 366) throw std::invalid_argument("--days must be in 1..366");
  nlohmann::json all = nlohmann::json::array();
  for (int i = 0; i < days; ++i) {
    const Date d = add_days(*date, i);
    const std::optional<Candidate> c = daily_board(d, max_attempts, threads);
    if (!c) continue;
    nlohmann::json board = board_json(*c, 0);
    board["date"] = date_text(d);
    all.push_back(std::move(board));
  }
  return all;
}

}  // namespace qh::cli
