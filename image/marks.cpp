// SPDX-License-Identifier: MIT
// Stage 7, marks: what the player put on each cell. A glyph is ink on the
// cell's background colour in the middle of the cell. Two measures, both
// independent of scale, tell the glyphs apart:
//   ink:       the share of the middle covered (softly: a pixel counts by
//              how far its colour is from the background, so anti-aliased
//              and JPEG-blurred edges count in proportion);
//   thickness: the radius of the largest disc that fits inside the ink, as
//              a share of the cell (a distance transform).
// An X (thin strokes) or a dot (a small disc) covers from 5% to about a third
// of the middle; a queen - crown or star - is a solid shape that covers more
// and is thick. Measured on the rendered corpus (four themes, 150-1200 px,
// JPEG 60-95): X and dots 0.05-0.35 ink, queens 0.39-0.69 ink and 0.13 or
// more thick. A cell whose measures fall between the classes is refused.
// Below kMinMarkPitch pixels per cell (in the screenshot) blur and JPEG
// noise move the measures across those limits, so the pipeline refuses a
// board that small unless every cell is clean (read_board_image).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <opencv2/imgproc.hpp>

#include "image/stages.hpp"

namespace qh::image {

namespace {

constexpr double kCentre = 0.28;     // the middle: this fraction of the span from the centre
constexpr double kInkFrom = 10.0;    // delta E from the background where ink starts
constexpr double kInkFull = 40.0;    // ... and where a pixel counts fully
constexpr double kEmptyMax = 0.035;  // ink: empty up to here
constexpr double kCrossMin = 0.045;  // an X or a dot from here
constexpr double kCrossMax = 0.355;  // ... to here
constexpr double kQueenMin = 0.37;   // a queen from here, if it is also
constexpr double kSolidMin = 0.10;   // ... this thick

struct Measure {
  double ink = 0;
  double thickness = 0;
};

Measure measure(const cv::Mat& lab, const Grid& grid, int r, int c, const cv::Vec3f& background) {
  const double cx = 0.5 * (grid.xs[c] + grid.xs[c + 1]), span_x = grid.xs[c + 1] - grid.xs[c];
  const double cy = 0.5 * (grid.ys[r] + grid.ys[r + 1]), span_y = grid.ys[r + 1] - grid.ys[r];
  const int x0 = std::max(0, static_cast<int>(std::ceil(cx - kCentre * span_x)));
  const int x1 = std::min(lab.cols - 1, static_cast<int>(std::floor(cx + kCentre * span_x)));
  const int y0 = std::max(0, static_cast<int>(std::ceil(cy - kCentre * span_y)));
  const int y1 = std::min(lab.rows - 1, static_cast<int>(std::floor(cy + kCentre * span_y)));
  if (x1 < x0 || y1 < y0) return {};
  // A one-pixel frame of background around the mask, so that ink touching
  // the edge of the middle is not taken as infinitely thick.
  cv::Mat mask(y1 - y0 + 3, x1 - x0 + 3, CV_8U, cv::Scalar(0));
  double ink = 0, strongest = 0;
  std::vector<float> off;
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) {
      const cv::Vec3f d = lab.at<cv::Vec3f>(y, x) - background;
      const double e = std::sqrt(d.dot(d));
      ink += std::clamp((e - kInkFrom) / (kInkFull - kInkFrom), 0.0, 1.0);
      strongest = std::max(strongest, e);
      off.push_back(static_cast<float>(e));
    }
  Measure m;
  m.ink = ink / static_cast<double>(off.size());
  if (strongest < 2 * kInkFrom) return m;
  // The glyph's own pixels: at least half its strongest contrast.
  const double cut = std::max(2 * kInkFrom, 0.5 * strongest);
  std::size_t i = 0;
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x, ++i)
      if (off[i] >= cut) mask.at<unsigned char>(y - y0 + 1, x - x0 + 1) = 255;
  cv::Mat distance;
  cv::distanceTransform(mask, distance, cv::DIST_L2, cv::DIST_MASK_PRECISE);
  double deepest = 0;
  cv::minMaxLoc(distance, nullptr, &deepest);
  m.thickness = deepest / (0.5 * (span_x + span_y));
  return m;
}

// 1 far from a limit, 0 on it; `scale` is what counts as far.
double room(double value, double limit, double scale) {
  return std::clamp(std::abs(value - limit) / scale, 0.0, 1.0);
}

}  // namespace

Marks read_marks(const cv::Mat& lab, const Grid& grid, const std::vector<cv::Vec3f>& colours) {
  const int n = grid.n;
  Marks out;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const Measure m = measure(lab, grid, r, c, colours[static_cast<std::size_t>(r * n + c)]);
      MarkReading read{.mark = Mark::empty, .ink = m.ink, .confidence = 0};
      bool decided = true;
      if (m.ink <= kEmptyMax) {
        read.confidence = room(m.ink, kEmptyMax, 0.01);
      } else if (m.ink >= kCrossMin && m.ink <= kCrossMax) {
        read.mark = Mark::cross;
        read.confidence = std::min(room(m.ink, kCrossMin, 0.01), room(m.ink, kCrossMax, 0.01));
      } else if (m.ink >= kQueenMin && m.thickness >= kSolidMin) {
        read.mark = Mark::queen;
        read.confidence =
            std::min(room(m.ink, kQueenMin, 0.01), room(m.thickness, kSolidMin, 0.02));
      } else {
        decided = false;
      }
      if (!decided && out.problem.empty()) {
        char what[64];
        std::snprintf(what, sizeof what, " (ink %.3f, thickness %.3f)", m.ink, m.thickness);
        out.problem = "cannot tell whether " + cell_label(r * n + c, n) +
                      (m.ink < kCrossMin ? " is empty or crossed out" : " holds an X or a queen") +
                      what;
      }
      out.cells.push_back(read);
    }
  return out;
}

}  // namespace qh::image
