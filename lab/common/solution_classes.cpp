// SPDX-License-Identifier: MIT
#include "lab/common/solution_classes.hpp"

#include <algorithm>
#include <set>

namespace qh::lab {

SolutionCount count_solution_classes(SatSolver& sat, const std::vector<int>& cell_vars,
                                     const std::vector<std::vector<int>>& symmetries,
                                     const std::vector<int>& assumptions,
                                     const std::function<void(const SolutionCount&)>& progress) {
  SolutionCount count;
  for (;;) {
    const SatResult r = sat.solve(assumptions);
    if (r == SatResult::unsat) {
      count.status = Proof::exact;
      return count;
    }
    if (r == SatResult::unknown) {
      count.status = count.total > 0 ? Proof::lower_bound : Proof::unknown;
      return count;
    }
    std::vector<int> cells;
    for (std::size_t c = 0; c < cell_vars.size(); ++c) {
      if (sat.value(cell_vars[c])) cells.push_back(static_cast<int>(c));
    }
    std::set<std::vector<int>> images;
    for (const auto& sym : symmetries) {
      std::vector<int> image;
      image.reserve(cells.size());
      for (const int c : cells) image.push_back(sym[static_cast<std::size_t>(c)]);
      std::sort(image.begin(), image.end());
      images.insert(std::move(image));
    }
    for (const auto& image : images) {
      std::vector<int> block;
      block.reserve(image.size());
      for (const int c : image) block.push_back(-cell_vars[static_cast<std::size_t>(c)]);
      sat.add_clause(block);
    }
    ++count.classes;
    count.total += static_cast<std::int64_t>(images.size());
    if (progress && (count.classes & 63) == 0) progress(count);
  }
}

}  // namespace qh::lab
