// SPDX-License-Identifier: MIT
#include "lab/walls/sat_model.hpp"

#include <array>

namespace qh::lab {
namespace {

class DeadlineStop : public CaDiCaL::Terminator {
 public:
  explicit DeadlineStop(const Deadline& d) : deadline_(d) {}
  bool terminate() override { return deadline_.expired(); }

 private:
  const Deadline& deadline_;
};

}  // namespace

WallsSat::WallsSat(int n, const Deadline& deadline)
    : n_(n),
      next_var_(1 + 2 * n * n),
      solver_(std::make_unique<CaDiCaL::Solver>()),
      stop_(std::make_unique<DeadlineStop>(deadline)) {
  solver_->set("quiet", 1);  // CaDiCaL's own messages would go to stdout
  solver_->connect_terminator(stop_.get());
  const int cells = n * n;
  for (int c = 0; c < cells; ++c) add_clause({-queen(c), -wall(c)});
  static constexpr std::array<std::array<int, 2>, 4> kDirs{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
  for (int a = 0; a < cells; ++a) {
    for (const auto& d : kDirs) {
      std::vector<int> between;
      int r = a / n + d[0];
      int c = a % n + d[1];
      while (r >= 0 && r < n && c >= 0 && c < n) {
        const int b = r * n + c;
        std::vector<int> clause{-queen(a), -queen(b)};
        for (int w : between) clause.push_back(wall(w));
        add_clause(clause);
        between.push_back(b);
        r += d[0];
        c += d[1];
      }
    }
  }
}

WallsSat::~WallsSat() {
  solver_->disconnect_terminator();
}

void WallsSat::add_clause(const std::vector<int>& lits) {
  for (int l : lits) solver_->add(l);
  solver_->add(0);
}

void WallsSat::fix_walls(const std::vector<bool>& walls) {
  for (int c = 0; c < n_ * n_; ++c)
    add_clause({walls[static_cast<std::size_t>(c)] ? wall(c) : -wall(c)});
}

void WallsSat::forbid_queen(int cell) {
  add_clause({-queen(cell)});
}

std::vector<int> WallsSat::totalizer(std::vector<int> inputs) {
  if (inputs.size() <= 1) return inputs;
  const std::size_t half = inputs.size() / 2;
  const std::vector<int> a = totalizer(
      std::vector<int>(inputs.begin(), inputs.begin() + static_cast<std::ptrdiff_t>(half)));
  const std::vector<int> b =
      totalizer(std::vector<int>(inputs.begin() + static_cast<std::ptrdiff_t>(half), inputs.end()));
  std::vector<int> out(a.size() + b.size());
  for (int& o : out) o = fresh();
  // a_i means "at least i of the left inputs" (a_0 is true, a_{p+1} false).
  for (std::size_t i = 0; i <= a.size(); ++i) {
    for (std::size_t j = 0; j <= b.size(); ++j) {
      if (i + j >= 1) {  // a_i and b_j imply out_{i+j}
        std::vector<int> up;
        if (i > 0) up.push_back(-a[i - 1]);
        if (j > 0) up.push_back(-b[j - 1]);
        up.push_back(out[i + j - 1]);
        add_clause(up);
      }
      if (i + j < out.size()) {  // not a_{i+1} and not b_{j+1} imply not out_{i+j+1}
        std::vector<int> down;
        if (i < a.size()) down.push_back(a[i]);
        if (j < b.size()) down.push_back(b[j]);
        down.push_back(-out[i + j]);
        add_clause(down);
      }
    }
  }
  return out;
}

int WallsSat::queens_at_least(int k) {
  if (queen_count_.empty()) {
    std::vector<int> in;
    for (int c = 0; c < n_ * n_; ++c) in.push_back(queen(c));
    queen_count_ = totalizer(in);
  }
  return k <= static_cast<int>(queen_count_.size()) ? queen_count_[static_cast<std::size_t>(k - 1)]
                                                    : 0;
}

int WallsSat::walls_at_least(int k) {
  if (wall_count_.empty()) {
    std::vector<int> in;
    for (int c = 0; c < n_ * n_; ++c) in.push_back(wall(c));
    wall_count_ = totalizer(in);
  }
  return k <= static_cast<int>(wall_count_.size()) ? wall_count_[static_cast<std::size_t>(k - 1)]
                                                   : 0;
}

std::optional<bool> WallsSat::solve(const std::vector<int>& assumptions) {
  for (int l : assumptions) solver_->assume(l);
  const int r = solver_->solve();
  if (r == 10) return true;
  if (r == 20) return false;
  return std::nullopt;
}

}  // namespace qh::lab
