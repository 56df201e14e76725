// SPDX-License-Identifier: MIT
// Stage 5b, borders: how wide the line between two neighbouring cells is.
// Apps draw a thin line inside a region and a thick one between regions; in
// black-and-white Star Battle grids that is all there is to go on.
//
// Across each shared edge we look at a short strip (the middle 40% of the
// edge, away from line crossings), take the median colour of every pixel
// column of the strip, and add up how far each is from both cells' colours:
// the line's "weight", width times contrast, so a half-blended pixel counts
// half and a thick black border weighs several times a thin grey line. The
// weights of all edges then either split clearly into light and heavy (the
// largest ratio between consecutive sorted weights), or the board has no
// thick borders to go on.
#include <algorithm>
#include <cmath>
#include <utility>

#include "image/stages.hpp"

namespace qh::image {

namespace {

constexpr double kStripHalf = 0.20;   // the strip along the edge, fractions of the cell
constexpr double kReach = 0.18;       // how far across the edge we look, fractions of the cell
constexpr double kMinGap = 1.6;       // lightest heavy / heaviest light, or at least
constexpr double kMinCleanGap = 1.3;  // ... this, when the two groups are tight:
constexpr double kMinSeparation = 3;  // (mean heavy - mean light) / (sd heavy + sd light + 1)
constexpr double kSoftZero = 10.0;    // delta E x pixels: weights are compared as (w + this)

float distance(const cv::Vec3f& a, const cv::Vec3f& b) {
  const cv::Vec3f d = a - b;
  return std::sqrt(d.dot(d));
}

float median(std::vector<float>& v) {
  auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  return *mid;
}

// Width of the line at `line` (a column when `vertical`) between cells of
// colours a and b, sampled along [along_lo, along_hi].
double line_width(const cv::Mat& lab, bool vertical, double line, double reach, double along_lo,
                  double along_hi, const cv::Vec3f& a, const cv::Vec3f& b) {
  const int across_lo = static_cast<int>(std::floor(line - reach));
  const int across_hi = static_cast<int>(std::ceil(line + reach));
  const int lo = static_cast<int>(std::floor(along_lo)), hi = static_cast<int>(std::ceil(along_hi));
  const int limit_across = vertical ? lab.cols : lab.rows;
  const int limit_along = vertical ? lab.rows : lab.cols;
  std::vector<float> ch[3];
  double width = 0;
  for (int i = std::max(0, across_lo); i <= std::min(limit_across - 1, across_hi); ++i) {
    for (auto& v : ch) v.clear();
    for (int j = std::max(0, lo); j <= std::min(limit_along - 1, hi); ++j) {
      const cv::Vec3f& px = vertical ? lab.at<cv::Vec3f>(j, i) : lab.at<cv::Vec3f>(i, j);
      for (int k = 0; k < 3; ++k) ch[k].push_back(px[k]);
    }
    if (ch[0].empty()) continue;
    const cv::Vec3f m(median(ch[0]), median(ch[1]), median(ch[2]));
    const double off = std::min(distance(m, a), distance(m, b));
    width += std::max(0.0, off - 4.0);
  }
  return width;
}

}  // namespace

void split_weights(std::vector<double> all, int n, Borders& out) {
  out.present = false;
  out.gap = out.threshold = out.separation = 0;
  std::sort(all.begin(), all.end());
  // The largest jump between consecutive widths, with at least n - 1 thick
  // edges above it (N regions need that many) and some thin ones below.
  double best_ratio = 0;
  std::size_t best_at = 0;
  for (std::size_t k = 1; k + static_cast<std::size_t>(n - 1) <= all.size(); ++k) {
    const double ratio = (all[k] + kSoftZero) / (all[k - 1] + kSoftZero);
    if (ratio > best_ratio) best_ratio = ratio, best_at = k;
  }
  if (best_at > 0) {
    out.gap = best_ratio;
    out.threshold =
        std::sqrt((all[best_at] + kSoftZero) * (all[best_at - 1] + kSoftZero)) - kSoftZero;
    // Thin lines drawn dark (a black 1 px line beside a 2 px border) weigh
    // more than half a border: the ratio is smaller, but both groups are
    // tight and far apart.
    const auto stats = [&](std::size_t from, std::size_t to) {
      double sum = 0, squares = 0;
      for (std::size_t k = from; k < to; ++k) sum += all[k], squares += all[k] * all[k];
      const double count = static_cast<double>(to - from), mean = sum / count;
      return std::pair{mean, std::sqrt(std::max(0.0, squares / count - mean * mean))};
    };
    const auto [light, light_sd] = stats(0, best_at);
    const auto [heavy, heavy_sd] = stats(best_at, all.size());
    out.separation = (heavy - light) / (light_sd + heavy_sd + 1.0);
    out.present =
        best_ratio >= kMinGap || (best_ratio >= kMinCleanGap && out.separation >= kMinSeparation);
  }
}

Borders measure_borders(const cv::Mat& lab, const Grid& grid,
                        const std::vector<cv::Vec3f>& colours) {
  const int n = grid.n;
  Borders out;
  out.right.assign(static_cast<std::size_t>(n * n), 0.0);
  out.down.assign(static_cast<std::size_t>(n * n), 0.0);
  std::vector<double> all;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int i = r * n + c;
      const double cx = 0.5 * (grid.xs[c] + grid.xs[c + 1]);
      const double cy = 0.5 * (grid.ys[r] + grid.ys[r + 1]);
      const double span_x = grid.xs[c + 1] - grid.xs[c], span_y = grid.ys[r + 1] - grid.ys[r];
      if (c + 1 < n) {
        out.right[i] =
            line_width(lab, true, grid.xs[c + 1], kReach * span_x, cy - kStripHalf * span_y,
                       cy + kStripHalf * span_y, colours[i], colours[i + 1]);
        all.push_back(out.right[i]);
      }
      if (r + 1 < n) {
        out.down[i] =
            line_width(lab, false, grid.ys[r + 1], kReach * span_y, cx - kStripHalf * span_x,
                       cx + kStripHalf * span_x, colours[i], colours[i + n]);
        all.push_back(out.down[i]);
      }
    }
  }
  split_weights(std::move(all), n, out);
  return out;
}

}  // namespace qh::image
