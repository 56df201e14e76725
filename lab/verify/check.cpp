// SPDX-License-Identifier: MIT
#include "lab/verify/check.hpp"

#include <cstdlib>
#include <set>

namespace qh::lab {
namespace {

using Point = std::vector<int>;

std::string show(const Point& p) {
  std::string s = "(";
  for (std::size_t i = 0; i < p.size(); ++i) s += (i ? "," : "") + std::to_string(p[i]);
  return s + ")";
}

// The number of steps from a to b along a queen line, or 0 if they are not
// on one.
int line_distance(const Point& a, const Point& b) {
  int m = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const int delta = std::abs(b[i] - a[i]);
    if (delta == 0) continue;
    if (m != 0 && delta != m) return 0;
    m = delta;
  }
  return m;
}

bool strictly_between(const Point& a, const Point& b, const Point& c, int m) {
  // c = a + t * (b - a) / m for some 0 < t < m.
  int t = 0;
  bool have_t = false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const int unit = (b[i] - a[i]) / m;
    const int off = c[i] - a[i];
    if (unit == 0) {
      if (off != 0) return false;
      continue;
    }
    const int ti = off / unit;
    if (ti * unit != off || (have_t && ti != t)) return false;
    t = ti;
    have_t = true;
  }
  return have_t && t > 0 && t < m;
}

}  // namespace

CheckResult check_witness(const Witness& w) {
  const auto& q = w.queens;
  std::set<Point> seen;
  for (const auto& p : q) {
    if (p.size() != static_cast<std::size_t>(w.d))
      return {false, "a queen has the wrong dimension"};
    for (const int x : p) {
      if (x < 1 || x > w.n) return {false, "queen " + show(p) + " is off the board"};
    }
    if (!seen.insert(p).second) return {false, "two queens on " + show(p)};
  }
  for (std::size_t i = 0; i < q.size(); ++i) {
    int attacks = 0;
    for (std::size_t j = 0; j < q.size(); ++j) {
      if (i == j) continue;
      const int m = line_distance(q[i], q[j]);
      if (m == 0) continue;
      bool blocked = false;
      for (std::size_t c = 0; c < q.size() && !blocked; ++c) {
        blocked = c != i && c != j && strictly_between(q[i], q[j], q[c], m);
      }
      if (!blocked) ++attacks;
    }
    const bool fits = w.kind == WitnessKind::attack_exactly   ? attacks == w.k
                      : w.kind == WitnessKind::attack_at_most ? attacks <= w.k
                                                              : attacks == 0;
    if (!fits) {
      const std::string want = w.kind == WitnessKind::attack_exactly   ? "exactly "
                               : w.kind == WitnessKind::attack_at_most ? "at most "
                                                                       : "";
      return {false, "queen " + show(q[i]) + " attacks " + std::to_string(attacks) +
                         " others, not " + want + std::to_string(w.k)};
    }
  }
  return {true, ""};
}

}  // namespace qh::lab
