// SPDX-License-Identifier: MIT
#include "lab/common/cardinality.hpp"

#include <algorithm>

namespace qh::lab {

Totalizer::Totalizer(SatSolver& sat, const std::vector<int>& inputs, int cap) {
  if (!inputs.empty() && cap > 0) outputs_ = build(sat, inputs, 0, inputs.size(), cap);
}

std::vector<int> Totalizer::build(SatSolver& sat, const std::vector<int>& inputs, std::size_t lo,
                                  std::size_t hi, int cap) {
  if (hi - lo == 1) return {inputs[lo]};
  const std::size_t mid = lo + (hi - lo) / 2;
  const std::vector<int> a = build(sat, inputs, lo, mid, cap);
  const std::vector<int> b = build(sat, inputs, mid, hi, cap);
  const int size = std::min(static_cast<int>(hi - lo), cap);
  std::vector<int> out(static_cast<std::size_t>(size));
  for (int& o : out) o = sat.new_var();
  const int na = static_cast<int>(a.size());
  const int nb = static_cast<int>(b.size());
  // Literal "at least i" of a child (i = 0 is true, i > size is false).
  // Upward: a >= i and b >= j give out >= i + j.
  for (int i = 0; i <= na; ++i) {
    for (int j = 0; j <= nb; ++j) {
      const int s = std::min(i + j, size);
      if (s == 0) continue;
      std::vector<int> clause;
      if (i > 0) clause.push_back(-a[static_cast<std::size_t>(i - 1)]);
      if (j > 0) clause.push_back(-b[static_cast<std::size_t>(j - 1)]);
      clause.push_back(out[static_cast<std::size_t>(s - 1)]);
      sat.add_clause(clause);
    }
  }
  // Downward: out >= i + j + 1 needs a >= i + 1 or b >= j + 1. A child at
  // its cap (size < its input count) says nothing above the cap, so its
  // "more than the cap" literal is unknown and the clause is skipped.
  const int full_a = static_cast<int>(mid - lo);
  const int full_b = static_cast<int>(hi - mid);
  for (int i = 0; i <= na; ++i) {
    for (int j = 0; j <= nb; ++j) {
      const int s = i + j + 1;
      if (s > size) continue;
      std::vector<int> clause{-out[static_cast<std::size_t>(s - 1)]};
      if (i < na) {
        clause.push_back(a[static_cast<std::size_t>(i)]);
      } else if (na < full_a) {
        continue;
      }
      if (j < nb) {
        clause.push_back(b[static_cast<std::size_t>(j)]);
      } else if (nb < full_b) {
        continue;
      }
      sat.add_clause(clause);
    }
  }
  return out;
}

void add_at_most_one(SatSolver& sat, const std::vector<int>& lits) {
  const std::size_t m = lits.size();
  if (m < 2) return;
  if (m <= 5) {
    for (std::size_t i = 0; i < m; ++i) {
      for (std::size_t j = i + 1; j < m; ++j) sat.add_clause({-lits[i], -lits[j]});
    }
    return;
  }
  // s_i: "one of lits[0..i] is true".
  int prev = sat.new_var();
  sat.add_clause({-lits[0], prev});
  for (std::size_t i = 1; i < m; ++i) {
    sat.add_clause({-lits[i], -prev});
    if (i + 1 == m) break;
    const int s = sat.new_var();
    sat.add_clause({-lits[i], s});
    sat.add_clause({-prev, s});
    prev = s;
  }
}

}  // namespace qh::lab
