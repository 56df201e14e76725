// SPDX-License-Identifier: MIT
#include "lab/common/symmetry_breaking.hpp"

namespace qh::lab {

void add_lex_leader(SatSolver& sat, const std::vector<int>& cell_vars,
                    const std::vector<std::vector<int>>& symmetries, int depth) {
  for (const auto& sym : symmetries) {
    // equal: "x and x∘s agree on every cell before this one" (0 = true).
    int equal = 0;
    int used = 0;
    for (std::size_t i = 0; i < cell_vars.size() && used < depth; ++i) {
      const auto j = static_cast<std::size_t>(sym[i]);
      if (j == i) continue;
      ++used;
      const int x = cell_vars[i];
      const int y = cell_vars[j];
      // x_i <= y_i while equal so far.
      if (equal == 0) {
        sat.add_clause({-x, y});
      } else {
        sat.add_clause({-equal, -x, y});
      }
      const int next = sat.new_var();
      // Still equal after this cell when both are set or both are clear.
      if (equal == 0) {
        sat.add_clause({-x, -y, next});
        sat.add_clause({x, y, next});
      } else {
        sat.add_clause({-equal, -x, -y, next});
        sat.add_clause({-equal, x, y, next});
      }
      equal = next;
    }
  }
}

}  // namespace qh::lab
