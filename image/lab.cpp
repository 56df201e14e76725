// SPDX-License-Identifier: MIT
// 8-bit BGR to CIE Lab (D65, L 0-100), the formulas OpenCV's COLOR_BGR2Lab
// uses, computed through small tables. OpenCV's own conversion builds its
// tables on first use, about 95 ms of CPU in every process, more than a
// third of the time it takes to read a phone screenshot (bench figure in
// docs/import.md); these tables take well under a millisecond.
#include <algorithm>
#include <array>
#include <cmath>

#include "image/stages.hpp"

namespace qh::image {

namespace {

constexpr double kEpsilon = 0.008856;  // CIE: the cube root below this is a line
constexpr int kSteps = 2048;           // cube-root table over [0, kTop]
constexpr double kTop = 1.1;

struct Tables {
  std::array<float, 256> linear{};  // sRGB level -> linear light
  std::array<float, kSteps + 2> root{};
  Tables() {
    for (int v = 0; v < 256; ++v) {
      const double c = v / 255.0;
      linear[static_cast<std::size_t>(v)] =
          static_cast<float>(c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4));
    }
    for (int i = 0; i < kSteps + 2; ++i) {
      const double t = i * kTop / kSteps;
      root[static_cast<std::size_t>(i)] =
          static_cast<float>(t > kEpsilon ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0);
    }
  }
  float f(double t) const {
    const double x = std::clamp(t, 0.0, kTop) * kSteps / kTop;
    const auto i = static_cast<std::size_t>(x);
    const double w = x - static_cast<double>(i);
    return static_cast<float>(root[i] + w * (root[i + 1] - root[i]));
  }
};

}  // namespace

cv::Mat lab_from_bgr(const cv::Mat& bgr) {
  static const Tables tables;
  cv::Mat lab(bgr.size(), CV_32FC3);
  for (int y = 0; y < bgr.rows; ++y) {
    const cv::Vec3b* in = bgr.ptr<cv::Vec3b>(y);
    cv::Vec3f* out = lab.ptr<cv::Vec3f>(y);
    for (int x = 0; x < bgr.cols; ++x) {
      // A screenshot is mostly runs of one colour: repeat the last result.
      if (x > 0 && in[x] == in[x - 1]) {
        out[x] = out[x - 1];
        continue;
      }
      const double b = tables.linear[in[x][0]], g = tables.linear[in[x][1]],
                   r = tables.linear[in[x][2]];
      const double fx = tables.f((0.412453 * r + 0.357580 * g + 0.180423 * b) / 0.950456);
      const double y_ = 0.212671 * r + 0.715160 * g + 0.072169 * b;
      const double fy = tables.f(y_);
      const double fz = tables.f((0.019334 * r + 0.119193 * g + 0.950227 * b) / 1.088754);
      const double l = y_ > kEpsilon ? 116.0 * fy - 16.0 : 903.3 * y_;
      out[x] = cv::Vec3f(static_cast<float>(l), static_cast<float>(500.0 * (fx - fy)),
                         static_cast<float>(200.0 * (fy - fz)));
    }
  }
  return lab;
}

}  // namespace qh::image
