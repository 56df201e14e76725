// SPDX-License-Identifier: MIT
// Stage 2, find board: the board is the largest square outline in the
// screenshot whose inside is a grid. This stage only proposes square
// outlines (largest first); the grid stage decides which one is the board,
// so a square card or panel around the board costs one failed grid search.
//
// Outlines come from the colour edges (morphological gradient, strongest
// channel) traced as contours: the grid lines join the board's edges into one
// connected shape whose bounding box is the board, whatever the theme. Only
// the box is used (not the contour's area): an outline broken by a cell of
// the page's colour still spans the board.
#include <opencv2/imgproc.hpp>

#include "image/stages.hpp"

namespace qh::image {

namespace {

constexpr int kWorkingMax = 1400;         // larger screenshots are searched at this size
constexpr double kMaxAspectError = 0.06;  // |w - h| / max(w, h)
constexpr int kMaxCandidates = 8;
constexpr double kEdgeThreshold = 24;  // 8-bit levels: below this, JPEG noise

double overlap(const cv::Rect& a, const cv::Rect& b) {
  const double inter = (a & b).area();
  return inter / static_cast<double>(a.area() + b.area() - inter);
}

}  // namespace

std::vector<cv::Rect> find_board_candidates(const cv::Mat& bgr) {
  const int longest = std::max(bgr.cols, bgr.rows);
  const double scale = longest > kWorkingMax ? kWorkingMax / static_cast<double>(longest) : 1.0;
  cv::Mat small;
  if (scale < 1.0)
    cv::resize(bgr, small, cv::Size(), scale, scale, cv::INTER_AREA);
  else
    small = bgr;

  cv::Mat gradient;
  cv::morphologyEx(small, gradient, cv::MORPH_GRADIENT,
                   cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3)));
  std::vector<cv::Mat> channels;
  cv::split(gradient, channels);
  cv::Mat edges = cv::max(cv::max(channels[0], channels[1]), channels[2]);
  cv::threshold(edges, edges, kEdgeThreshold, 255, cv::THRESH_BINARY);

  // Two passes: the edges as they are, and with gaps up to a few pixels
  // closed. The second joins the pieces of a board whose regions are islands
  // inside thick borders of the page's own colour (dark themes).
  const int min_side = std::max(24, std::min(small.cols, small.rows) / 12);
  const int bridge = std::max(3, std::min(small.cols, small.rows) / 50) | 1;
  std::vector<cv::Rect> squares;
  for (int pass = 0; pass < 2; ++pass) {
    cv::Mat joined = edges;
    if (pass == 1)
      cv::morphologyEx(edges, joined, cv::MORPH_CLOSE,
                       cv::getStructuringElement(cv::MORPH_RECT, cv::Size(bridge, bridge)));
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(joined, contours, cv::RETR_LIST, cv::CHAIN_APPROX_SIMPLE);
    for (const auto& contour : contours) {
      const cv::Rect box = cv::boundingRect(contour);
      if (std::min(box.width, box.height) < min_side) continue;
      if (std::abs(box.width - box.height) > kMaxAspectError * std::max(box.width, box.height))
        continue;
      squares.push_back(box);
    }
  }
  std::sort(squares.begin(), squares.end(),
            [](const cv::Rect& a, const cv::Rect& b) { return a.area() > b.area(); });

  std::vector<cv::Rect> out;
  std::vector<cv::Rect> taken;  // working pixels
  for (const cv::Rect& box : squares) {
    bool seen = false;
    for (const cv::Rect& other : taken) seen = seen || overlap(box, other) > 0.98;
    if (seen) continue;
    taken.push_back(box);
    // Back to full-size pixels, widened by one working pixel each side.
    const cv::Rect full(static_cast<int>(std::floor((box.x - 1) / scale)),
                        static_cast<int>(std::floor((box.y - 1) / scale)),
                        static_cast<int>(std::ceil((box.width + 2) / scale)),
                        static_cast<int>(std::ceil((box.height + 2) / scale)));
    out.push_back(full & cv::Rect(0, 0, bgr.cols, bgr.rows));
    if (static_cast<int>(out.size()) == kMaxCandidates) break;
  }
  return out;
}

}  // namespace qh::image
