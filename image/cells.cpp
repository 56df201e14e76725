// SPDX-License-Identifier: MIT
// Stage 4, cells: each cell's background colour. Lines sit on the cell's
// edge and glyphs (queens, X marks, dots) in its middle, so the colour is
// sampled on a square ring between the two: from 60% to 80% of the way out
// from the centre, per-channel median, which also shrugs off JPEG ringing.
#include <algorithm>

#include "image/stages.hpp"

namespace qh::image {

namespace {

constexpr double kRingInner = 0.30;  // fractions of the cell's span from its centre
constexpr double kRingOuter = 0.40;

float median(std::vector<float>& v) {
  auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  return *mid;
}

}  // namespace

std::vector<cv::Vec3f> cell_colours(const cv::Mat& lab, const Grid& grid) {
  const int n = grid.n;
  std::vector<cv::Vec3f> out;
  out.reserve(static_cast<std::size_t>(n * n));
  std::vector<float> ch[3];
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const double cx = 0.5 * (grid.xs[c] + grid.xs[c + 1]), span_x = grid.xs[c + 1] - grid.xs[c];
      const double cy = 0.5 * (grid.ys[r] + grid.ys[r + 1]), span_y = grid.ys[r + 1] - grid.ys[r];
      for (auto& v : ch) v.clear();
      const int x0 = std::max(0, static_cast<int>(std::floor(cx - kRingOuter * span_x)));
      const int x1 = std::min(lab.cols - 1, static_cast<int>(std::ceil(cx + kRingOuter * span_x)));
      const int y0 = std::max(0, static_cast<int>(std::floor(cy - kRingOuter * span_y)));
      const int y1 = std::min(lab.rows - 1, static_cast<int>(std::ceil(cy + kRingOuter * span_y)));
      for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
          const double d = std::max(std::abs(x - cx) / span_x, std::abs(y - cy) / span_y);
          if (d < kRingInner || d > kRingOuter) continue;
          const cv::Vec3f& px = lab.at<cv::Vec3f>(y, x);
          for (int i = 0; i < 3; ++i) ch[i].push_back(px[i]);
        }
      }
      if (ch[0].empty()) {  // a tiny cell: take its centre pixel
        const cv::Vec3f& px = lab.at<cv::Vec3f>(std::clamp(static_cast<int>(cy), 0, lab.rows - 1),
                                                std::clamp(static_cast<int>(cx), 0, lab.cols - 1));
        out.push_back(px);
        continue;
      }
      out.emplace_back(median(ch[0]), median(ch[1]), median(ch[2]));
    }
  }
  return out;
}

std::string cell_label(int index, int n) {
  return "r" + std::to_string(index / n + 1) + "c" + std::to_string(index % n + 1);
}

}  // namespace qh::image
