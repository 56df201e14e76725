// SPDX-License-Identifier: MIT
#include "lab/certify/clique_cover.hpp"

#include <numeric>
#include <set>
#include <sstream>
#include <vector>

#include "lab/certify/instance_cnf.hpp"

namespace qh::lab {
namespace {

struct Weighted {
  std::int64_t p = 0;
  std::int64_t q = 1;
  std::vector<std::vector<int>> cells;
};

bool parse_cell(const std::string& word, int n, int d, std::vector<int>& out) {
  out.clear();
  std::istringstream in(word);
  std::string part;
  while (std::getline(in, part, ',')) {
    if (part.empty() || part.find_first_not_of("0123456789") != std::string::npos ||
        part.size() > 3) {
      return false;
    }
    out.push_back(std::stoi(part));
    if (out.back() >= n) return false;
  }
  return static_cast<int>(out.size()) == d;
}

}  // namespace

CoverCheck check_clique_cover(const std::string& text, int n, int d) {
  CoverCheck check;
  std::istringstream in(text);
  std::string line;
  std::vector<Weighted> cover;
  int line_no = 0;
  auto fail = [&](const std::string& why) {
    check.reason = "line " + std::to_string(line_no) + ": " + why;
    return check;
  };
  while (std::getline(in, line)) {
    ++line_no;
    if (line.empty() || line[0] == '#') continue;
    const auto colon = line.find(':');
    const auto slash = line.find('/');
    if (colon == std::string::npos || slash == std::string::npos || slash > colon) {
      return fail("not 'P/Q: cells'");
    }
    Weighted w;
    try {
      w.p = std::stoll(line.substr(0, slash));
      w.q = std::stoll(line.substr(slash + 1, colon - slash - 1));
    } catch (const std::exception&) {
      return fail("the weight is not P/Q");
    }
    if (w.p <= 0 || w.q <= 0 || w.q > 1000000) return fail("the weight must be positive");
    std::istringstream cells(line.substr(colon + 1));
    std::string word;
    std::vector<int> cell;
    std::set<std::vector<int>> seen;
    while (cells >> word) {
      if (!parse_cell(word, n, d, cell)) return fail("'" + word + "' is not a cell of the board");
      if (!seen.insert(cell).second) return fail("a cell listed twice");
      w.cells.push_back(cell);
    }
    for (std::size_t i = 0; i < w.cells.size(); ++i) {
      for (std::size_t j = i + 1; j < w.cells.size(); ++j) {
        if (!cube_cells_attack(w.cells[i], w.cells[j])) return fail("not a clique");
      }
    }
    cover.push_back(std::move(w));
  }
  if (cover.empty()) {
    check.reason = "no cliques";
    return check;
  }
  std::int64_t l = 1;
  for (const auto& w : cover) {
    l = std::lcm(l, w.q);
    if (l > (std::int64_t{1} << 40)) {
      check.reason = "denominators too large";
      return check;
    }
  }
  std::vector<std::int64_t> covered;
  std::int64_t cells = 1;
  for (int a = 0; a < d; ++a) cells *= n;
  covered.assign(static_cast<std::size_t>(cells), 0);
  std::int64_t total = 0;
  for (const auto& w : cover) {
    const std::int64_t scaled = w.p * (l / w.q);
    total += scaled;
    for (const auto& c : w.cells) {
      std::int64_t index = 0;
      for (int a = 0; a < d; ++a) index = index * n + c[static_cast<std::size_t>(a)];
      covered[static_cast<std::size_t>(index)] += scaled;
    }
  }
  for (std::int64_t c = 0; c < cells; ++c) {
    if (covered[static_cast<std::size_t>(c)] < l) {
      check.reason = "cell " + std::to_string(c) + " (last axis fastest) covered less than once";
      return check;
    }
  }
  const std::int64_t g = std::gcd(total, l);
  check.ok = true;
  check.numerator = total / g;
  check.denominator = l / g;
  check.bound = total / l;
  check.cliques = static_cast<int>(cover.size());
  return check;
}

}  // namespace qh::lab
