// SPDX-License-Identifier: MIT
// cube-count-check: counts the placements of T mutually non-attacking
// queens on the n^d board (at most 256 cells) by plain depth-first search,
// written apart from queens-lab's SAT counter so that each checks the other
// (docs/lab/cube.md, "Counts"). Two cells attack when their nonzero
// coordinate differences all have the same size. The only pruning is "the
// open cells of each layer along the first axis can add at most B queens",
// B being a value the caller knows (the n^(d-1) board's).
//
//   cube-count-check N D T B      e.g. cube-count-check 3 5 11 6
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using Cells = std::array<std::uint64_t, 4>;

int popcount(const Cells& s) {
  int k = 0;
  for (const std::uint64_t w : s) k += __builtin_popcountll(w);
  return k;
}

class Counter {
 public:
  Counter(int n, int d, int target, int layer_bound) : target_(target), layer_bound_(layer_bound) {
    int cells = 1;
    for (int i = 0; i < d; ++i) cells *= n;
    std::vector<std::vector<int>> co(static_cast<std::size_t>(cells), std::vector<int>(d));
    for (int c = 0; c < cells; ++c) {
      for (int i = d - 1, x = c; i >= 0; --i, x /= n) co[c][i] = x % n;
    }
    attacks_.assign(static_cast<std::size_t>(cells), Cells{});
    layers_.assign(static_cast<std::size_t>(n), Cells{});
    for (int a = 0; a < cells; ++a) {
      set(all_, a);
      set(layers_[co[a][0]], a);
      for (int b = 0; b < cells; ++b) {
        int step = 0;
        bool on_a_line = a != b;
        for (int i = 0; i < d && on_a_line; ++i) {
          const int diff = std::abs(co[a][i] - co[b][i]);
          if (diff == 0) continue;
          on_a_line = step == 0 || diff == step;
          step = diff;
        }
        if (on_a_line) set(attacks_[a], b);
      }
    }
  }

  long long count() {
    total_ = 0;
    search(all_, 0);
    return total_;
  }

 private:
  static void set(Cells& s, int c) { s[c >> 6] |= std::uint64_t{1} << (c & 63); }

  void search(const Cells& open, int placed) {
    if (placed == target_) {
      ++total_;
      return;
    }
    int room = 0;
    for (const Cells& layer : layers_) {
      Cells in{};
      for (int k = 0; k < 4; ++k) in[k] = open[k] & layer[k];
      room += std::min(popcount(in), layer_bound_);
    }
    if (placed + room < target_) return;
    int k = 0;
    while (k < 4 && open[k] == 0) ++k;
    if (k == 4) return;
    const int c = k * 64 + __builtin_ctzll(open[k]);
    Cells without = open;
    without[c >> 6] &= ~(std::uint64_t{1} << (c & 63));
    Cells with = without;
    for (int j = 0; j < 4; ++j) with[j] &= ~attacks_[c][j];
    search(with, placed + 1);  // a queen on c
    search(without, placed);   // c left empty
  }

  int target_;
  int layer_bound_;
  Cells all_{};
  std::vector<Cells> attacks_;
  std::vector<Cells> layers_;
  long long total_ = 0;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: cube-count-check N D T B (n^d <= 256 cells)\n");
    return 2;
  }
  const int n = std::atoi(argv[1]);
  const int d = std::atoi(argv[2]);
  const int t = std::atoi(argv[3]);
  const int b = std::atoi(argv[4]);
  long cells = 1;
  for (int i = 0; i < d && cells <= 256; ++i) cells *= n;
  if (n < 1 || d < 1 || t < 1 || b < 1 || cells > 256) {
    std::fprintf(stderr, "cube-count-check: need n, d, T, B >= 1 and n^d <= 256 cells\n");
    return 2;
  }
  std::printf("%lld\n", Counter(n, d, t, b).count());
  return 0;
}
