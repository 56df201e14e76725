// SPDX-License-Identifier: MIT
// Stage 3, grid: how many cells per side, and where the lines are.
//
// A cell line is a colour change that runs the whole height (or width) of
// the board. For each pixel column we take the median, over the rows, of the
// colour change across that column: a line scores high; a glyph (crown, X,
// dot) covers too few rows of any column to move a median. Then every N from
// 5 to 26 (and a small inset for the outer border) predicts where the N - 1
// inner lines should be. The right N is the one for which every predicted
// line is there (its weakest line is strong) and nothing line-like lies
// between them (the strongest "clutter" is weak): a divisor of N fails the
// second test, a multiple the first. The score is weakest line / strongest
// clutter; two different N with similar scores is a refusal, not a guess.
// The two outer lines must be there too (they are not scored: the outer
// border may sit at the very edge of the crop): a row of "cells" with no
// line on its far side is card or page, not board.
#include <algorithm>
#include <bit>
#include <cmath>

#include "image/stages.hpp"

namespace qh::image {

namespace {

constexpr int kMinN = 5;
constexpr int kMaxN = 26;
constexpr double kNoiseFloor = 2.0;  // delta E: clutter below this is flat colour
constexpr double kMinLine = 4.0;     // delta E: a line weaker than this is not a line
constexpr double kMinScore = 2.0;    // weakest line / strongest clutter
constexpr double kAmbiguous = 0.6;   // runner-up / best above this: refuse

// The squared colour distance. The profile takes medians, maxima and minima
// of distances only, and the square root keeps their order, so it works on
// squares and takes one root per position (the same values, bit for bit).
float squared_distance(const cv::Vec3f& a, const cv::Vec3f& b) {
  const cv::Vec3f d = a - b;
  return d.dot(d);
}

// profile[i] = median over the other axis of how line-like position i is.
// `vertical`: i is a column (vertical lines), else a row. A position is
// line-like in one row when the colour changes across it (an edge), or when
// its colour differs from the colours `reach` pixels away on both sides (the
// middle of a line up to 2 x reach wide): a column whose line is a thick
// region border in some rows and a thin cell line in others scores at its
// centre in all of them.
std::vector<double> line_profile(const cv::Mat& lab, bool vertical, int reach) {
  const int length = vertical ? lab.cols : lab.rows, across = vertical ? lab.rows : lab.cols;
  const int from = across / 30, to = across - across / 30;
  const int stride = std::max(1, (to - from) / 400);
  const int samples = to > from ? (to - from + stride - 1) / stride : 0;
  std::vector<double> profile(static_cast<std::size_t>(length), 0.0);
  if (length < 3 || samples == 0) return profile;
  // Positions are taken kBlock at a time; change[(i - first) * samples + s]
  // is position i in sample row (or column) s. Both axes read the image a
  // row at a time (a column walk would touch a new cache line at every
  // pixel), and each position's samples end up side by side for its median.
  constexpr int kBlock = 32;
  std::vector<float> change(static_cast<std::size_t>(kBlock) * static_cast<std::size_t>(samples));
  const auto score = [](const cv::Vec3f& before, const cv::Vec3f& here, const cv::Vec3f& after,
                        const cv::Vec3f& left, const cv::Vec3f& right) {
    return std::max(squared_distance(before, after),
                    std::min(squared_distance(here, left), squared_distance(here, right)));
  };
  const auto side = [&](int i, int delta) { return std::clamp(i + delta, 0, length - 1); };
  for (int first = 1; first + 1 < length; first += kBlock) {
    const int last = std::min(length - 1, first + kBlock);  // positions first..last-1
    const auto cell = [&](int i, int s) -> float& {
      return change[static_cast<std::size_t>(i - first) * static_cast<std::size_t>(samples) +
                    static_cast<std::size_t>(s)];
    };
    if (vertical) {
      for (int s = 0; s < samples; ++s) {
        const cv::Vec3f* row = lab.ptr<cv::Vec3f>(from + s * stride);
        for (int i = first; i < last; ++i)
          cell(i, s) =
              score(row[i - 1], row[i], row[i + 1], row[side(i, -reach)], row[side(i, reach)]);
      }
    } else {
      for (int i = first; i < last; ++i) {
        const cv::Vec3f* before = lab.ptr<cv::Vec3f>(i - 1);
        const cv::Vec3f* here = lab.ptr<cv::Vec3f>(i);
        const cv::Vec3f* after = lab.ptr<cv::Vec3f>(i + 1);
        const cv::Vec3f* left = lab.ptr<cv::Vec3f>(side(i, -reach));
        const cv::Vec3f* right = lab.ptr<cv::Vec3f>(side(i, reach));
        for (int s = 0, j = from; s < samples; ++s, j += stride)
          cell(i, s) = score(before[j], here[j], after[j], left[j], right[j]);
      }
    }
    for (int i = first; i < last; ++i) {
      float* values = &cell(i, 0);
      std::nth_element(values, values + samples / 2, values + samples);
      profile[static_cast<std::size_t>(i)] = std::sqrt(values[samples / 2]);
    }
  }
  return profile;
}

// The largest profile value in any index range, in constant time (a sparse
// table: level k holds the maxima of the ranges of 2^k values). fit_n asks
// for thousands of ranges per N.
class RangeMax {
 public:
  explicit RangeMax(const std::vector<double>& p) : levels_{p} {
    for (std::size_t width = 2; width <= p.size(); width *= 2) {
      const std::vector<double>& below = levels_.back();
      std::vector<double> level(p.size() - width + 1);
      for (std::size_t i = 0; i < level.size(); ++i)
        level[i] = std::max(below[i], below[i + width / 2]);
      levels_.push_back(std::move(level));
    }
  }
  std::size_t size() const { return levels_.front().size(); }
  // The maximum of p[lo..hi] (both included), or 0 when the range is empty.
  double max(int lo, int hi) const {
    if (lo > hi) return 0;
    const auto count = static_cast<unsigned>(hi - lo + 1);
    const int k = std::bit_width(count) - 1;
    const std::vector<double>& level = levels_[static_cast<std::size_t>(k)];
    return std::max(level[static_cast<std::size_t>(lo)],
                    level[static_cast<std::size_t>(hi - (1 << k) + 1)]);
  }

 private:
  std::vector<std::vector<double>> levels_;
};

struct Fit {
  int n = 0;
  double start = 0, end = 0;  // first and last line positions
  double weakest = 0, clutter = 0, score = 0;
};

double window_max(const RangeMax& p, double centre, double half) {
  const int lo = std::max(0, static_cast<int>(std::floor(centre - half)));
  const int hi =
      std::min(static_cast<int>(p.size()) - 1, static_cast<int>(std::ceil(centre + half)));
  return p.max(lo, hi);
}

// The best inset for a given N on one axis.
Fit fit_n(const RangeMax& p, int n) {
  const double length = static_cast<double>(p.size());
  const double rough_pitch = length / n;
  const int max_inset = static_cast<int>(0.35 * rough_pitch);
  const int step = std::max(1, static_cast<int>(rough_pitch / 60));
  Fit best{.n = n};
  for (int a = 0; a <= max_inset; a += step) {
    for (int b = 0; b <= max_inset; b += step) {
      const double start = a, end = length - 1 - b;
      const double pitch = (end - start) / n;
      const double half = std::max(1.5, 0.1 * pitch);
      double weakest = 1e9;
      for (int k = 1; k < n; ++k)
        weakest = std::min(weakest, window_max(p, start + k * pitch, half));
      if (weakest < kMinLine) continue;
      // The outer lines too: a cell is a cell only with a line on every
      // side. Without this, a strip of card or page along the board (dark
      // themes, where the card is as dark as the lines) passes for one more
      // row and column of cells whose far side is nothing at all.
      if (std::min(window_max(p, start, half), window_max(p, end, half)) < kMinLine) continue;
      // Clutter: anything line-like between the predicted lines.
      const double keep_off = std::max(2.0, 0.2 * pitch);
      double clutter = kNoiseFloor;
      for (int k = 0; k < n; ++k) {
        const int lo = static_cast<int>(std::ceil(start + k * pitch + keep_off));
        const int hi = static_cast<int>(std::floor(start + (k + 1) * pitch - keep_off));
        clutter = std::max(clutter, p.max(lo, hi));
      }
      const double score = weakest / clutter;
      if (score > best.score)
        best = Fit{.n = n,
                   .start = start,
                   .end = end,
                   .weakest = weakest,
                   .clutter = clutter,
                   .score = score};
    }
  }
  return best;
}

// Each predicted line moved to the centre of the colour change around it.
std::vector<double> refine(const std::vector<double>& p, const Fit& fit) {
  const double pitch = (fit.end - fit.start) / fit.n;
  std::vector<double> lines;
  for (int k = 0; k <= fit.n; ++k) {
    const double centre = fit.start + k * pitch;
    const double half = std::max(1.5, 0.15 * pitch);
    const int lo = std::max(0, static_cast<int>(std::floor(centre - half)));
    const int hi =
        std::min(static_cast<int>(p.size()) - 1, static_cast<int>(std::ceil(centre + half)));
    double floor_value = 1e9;
    for (int i = lo; i <= hi; ++i)
      floor_value = std::min(floor_value, p[static_cast<std::size_t>(i)]);
    double sum = 0, weight = 0;
    for (int i = lo; i <= hi; ++i) {
      const double w = p[static_cast<std::size_t>(i)] - floor_value;
      sum += w * i;
      weight += w;
    }
    lines.push_back(weight > 0 ? sum / weight : centre);
  }
  return lines;
}

}  // namespace

GridResult find_grid(const cv::Mat& lab) {
  // Region borders are up to a tenth of a cell thick; a cell of the largest
  // board (5x5) is a fifth of the board.
  const int reach = std::max(3, std::min(lab.cols, lab.rows) / 80);
  const std::vector<double> columns = line_profile(lab, true, reach);
  const std::vector<double> rows = line_profile(lab, false, reach);
  // Both axes must agree on N: score an N by its weaker axis.
  std::vector<std::pair<Fit, Fit>> fits;
  const RangeMax column_max(columns), row_max(rows);
  for (int n = kMinN; n <= kMaxN; ++n) fits.emplace_back(fit_n(column_max, n), fit_n(row_max, n));
  auto score = [](const std::pair<Fit, Fit>& f) { return std::min(f.first.score, f.second.score); };
  std::size_t best = 0;
  for (std::size_t i = 1; i < fits.size(); ++i)
    if (score(fits[i]) > score(fits[best])) best = i;
  double runner_up = 0;
  int runner_n = 0;
  for (std::size_t i = 0; i < fits.size(); ++i)
    if (i != best && score(fits[i]) > runner_up) {
      runner_up = score(fits[i]);
      runner_n = fits[i].first.n;
    }
  const double top = score(fits[best]);
  const int n = fits[best].first.n;
  if (top < kMinScore)
    return {.grid = std::nullopt, .problem = "no grid of 5 to 26 cells per side found"};
  if (runner_up > kAmbiguous * top)
    return {.grid = std::nullopt,
            .problem = "the number of cells per side is ambiguous (" + std::to_string(n) + " or " +
                       std::to_string(runner_n) + ")"};
  Grid grid{.n = n,
            .xs = refine(columns, fits[best].first),
            .ys = refine(rows, fits[best].second),
            .pitch = 0,
            .score = top,
            .runner_up = runner_up};
  grid.pitch = 0.5 * ((grid.xs.back() - grid.xs.front()) + (grid.ys.back() - grid.ys.front())) / n;
  return {.grid = grid, .problem = {}};
}

}  // namespace qh::image
