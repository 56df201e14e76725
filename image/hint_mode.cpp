// SPDX-License-Identifier: MIT
// Stage 6b, hint mode: LinkedIn's app while it shows a hint. The board is
// dimmed (every sRGB channel of every cell scaled by one factor, about 0.4)
// except a few cells drawn in their full colour: lit, or hatched (stripes of
// the full colour over a paler tint of it). The colours then make more than N
// clusters and the lines around the lit cells weigh like borders, so the
// ordinary regions stage refuses; this one reads such a board instead:
//   1. the lit cells: most cells are dim, and a lit cell's brightest channel
//      is far above every dim cell's (a clear jump in the sorted values);
//   2. a lit cell's full colour: its ring's darker pixels (a hatched cell's
//      stripes; a plain lit cell is one colour anyway);
//   3. the dimming factor: the one ratio dim / full that holds for all three
//      channels between lit cells and dimmed cells (a lit cell of a region
//      that also has dim cells); none when every lit region is lit whole;
//   4. the dimmed cells brought back to their full colour, then the colours
//      must make N clear clusters, every cluster one connected piece, and
//      agree with every thin and thick line between two dimmed cells.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <opencv2/imgproc.hpp>

#include "image/stages.hpp"

namespace qh::image {

namespace {

constexpr double kMinLitJump = 1.5;     // lit brightest channel / dim one, at the jump
constexpr double kRatioSpread = 0.035;  // dim / full ratios of the three channels agree within
constexpr double kRatioAgree = 0.02;    // two lit cells' dimming factors agree within
constexpr double kMinChannel = 30;      // channels darker than this give no ratio (sRGB levels)
constexpr double kDarkShare = 0.15;     // the darker pixels of a ring that carry the full colour
constexpr double kStripeDelta = 10;     // delta E between the darker and lighter pixels: stripes
constexpr double kRingInner = 0.30;     // as in cells.cpp
constexpr double kRingOuter = 0.40;

// CIE Lab (D65, OpenCV's white point) to sRGB levels 0..255.
cv::Vec3d srgb_from_lab(const cv::Vec3f& lab) {
  const auto finv = [](double t) {
    return t > 6.0 / 29.0 ? t * t * t : 3.0 * (6.0 / 29.0) * (6.0 / 29.0) * (t - 4.0 / 29.0);
  };
  const double fy = (lab[0] + 16.0) / 116.0;
  const double x = 0.950456 * finv(fy + lab[1] / 500.0);
  const double y = finv(fy);
  const double z = 1.088754 * finv(fy - lab[2] / 200.0);
  const double linear[3] = {3.240479 * x - 1.53715 * y - 0.498535 * z,
                            -0.969256 * x + 1.875991 * y + 0.041556 * z,
                            0.055648 * x - 0.204043 * y + 1.057311 * z};
  cv::Vec3d out;
  for (int k = 0; k < 3; ++k) {
    const double v = std::clamp(linear[k], 0.0, 1.0);
    out[k] = 255.0 * (v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1.0 / 2.4) - 0.055);
  }
  return out;
}

cv::Vec3f lab_from_srgb(const cv::Vec3d& rgb) {
  cv::Mat px(1, 1, CV_8UC3);
  px.at<cv::Vec3b>(0, 0) =
      cv::Vec3b(cv::saturate_cast<uchar>(rgb[2]), cv::saturate_cast<uchar>(rgb[1]),
                cv::saturate_cast<uchar>(rgb[0]));
  return lab_from_bgr(px).at<cv::Vec3f>(0, 0);
}

double brightest(const cv::Vec3d& rgb) {
  return std::max({rgb[0], rgb[1], rgb[2]});
}

// The ring of a lit cell (as cells.cpp samples it): the median colour of its
// darker pixels, and whether it is striped (its darker and lighter pixels far
// apart: the full colour's stripes and the tint between them).
struct FullColour {
  cv::Vec3f lab;
  bool striped = false;
};
FullColour full_colour(const cv::Mat& lab, const Grid& grid, int index, const cv::Vec3f& plain) {
  const int n = grid.n, r = index / n, c = index % n;
  const double cx = 0.5 * (grid.xs[c] + grid.xs[c + 1]), span_x = grid.xs[c + 1] - grid.xs[c];
  const double cy = 0.5 * (grid.ys[r] + grid.ys[r + 1]), span_y = grid.ys[r + 1] - grid.ys[r];
  std::vector<cv::Vec3f> ring;
  for (int y = std::max(0, static_cast<int>(cy - kRingOuter * span_y));
       y <= std::min(lab.rows - 1, static_cast<int>(cy + kRingOuter * span_y)); ++y)
    for (int x = std::max(0, static_cast<int>(cx - kRingOuter * span_x));
         x <= std::min(lab.cols - 1, static_cast<int>(cx + kRingOuter * span_x)); ++x) {
      const double d = std::max(std::abs(x - cx) / span_x, std::abs(y - cy) / span_y);
      if (d >= kRingInner && d <= kRingOuter) ring.push_back(lab.at<cv::Vec3f>(y, x));
    }
  if (ring.size() < 10) return {plain, false};
  std::sort(ring.begin(), ring.end(),
            [](const cv::Vec3f& a, const cv::Vec3f& b) { return a[0] < b[0]; });
  const std::size_t share = std::max<std::size_t>(
      1, static_cast<std::size_t>(kDarkShare * static_cast<double>(ring.size())));
  // The median colour of `share` pixels from `from` on, in L order.
  const auto median_of = [&](std::size_t from) {
    cv::Vec3f colour;
    std::vector<float> channel;
    for (int k = 0; k < 3; ++k) {
      channel.clear();
      for (std::size_t i = from; i < from + share; ++i) channel.push_back(ring[i][k]);
      std::nth_element(channel.begin(), channel.begin() + static_cast<std::ptrdiff_t>(share / 2),
                       channel.end());
      colour[k] = channel[share / 2];
    }
    return colour;
  };
  const cv::Vec3f dark = median_of(0), light = median_of(ring.size() - share);
  const cv::Vec3f gap = dark - light;
  return {dark, std::sqrt(gap.dot(gap)) > kStripeDelta};
}

// The dim / full ratio that holds for all three channels, or 0.
double common_ratio(const cv::Vec3d& dim, const cv::Vec3d& full) {
  double lo = 1e9, hi = -1e9, sum = 0;
  for (int k = 0; k < 3; ++k) {
    if (full[k] < kMinChannel) return 0;
    const double r = dim[k] / full[k];
    lo = std::min(lo, r), hi = std::max(hi, r), sum += r;
  }
  const double mean = sum / 3;
  return hi - lo <= kRatioSpread && mean > 0.15 && mean < 0.85 ? mean : 0;
}

int find_root(std::vector<int>& parent, int i) {
  while (parent[i] != i) i = parent[i] = parent[parent[i]];
  return i;
}

}  // namespace

HintMode find_hint_mode(const cv::Mat& lab, const Grid& grid,
                        const std::vector<cv::Vec3f>& colours) {
  const int n = grid.n, cells = n * n;
  HintMode out;
  std::vector<cv::Vec3d> rgb;
  for (const cv::Vec3f& c : colours) rgb.push_back(srgb_from_lab(c));

  // 1. A jump in the sorted brightest channels with most cells below it.
  std::vector<double> v;
  for (const cv::Vec3d& c : rgb) v.push_back(brightest(c));
  std::vector<double> sorted = v;
  std::sort(sorted.begin(), sorted.end());
  double jump = 0, cut = 0;
  for (int k = cells / 2 + 1; k < cells; ++k) {
    const double ratio = (sorted[k] + 5) / (sorted[k - 1] + 5);
    if (ratio > jump) jump = ratio, cut = std::sqrt(sorted[k] * sorted[k - 1]);
  }
  if (jump < kMinLitJump) return out;
  out.found = true;
  out.lit.assign(static_cast<std::size_t>(cells), 0);
  out.hatched.assign(static_cast<std::size_t>(cells), 0);
  out.colours = colours;
  std::vector<cv::Vec3d> full(static_cast<std::size_t>(cells));
  for (int i = 0; i < cells; ++i) {
    if (v[i] <= cut) continue;
    out.lit[i] = 1;
    const FullColour f = full_colour(lab, grid, i, colours[i]);
    out.hatched[i] = f.striped;
    full[i] = srgb_from_lab(f.lab);
  }

  // 3. The dimming factor most lit cells agree on: a vote in bins of 0.01,
  // each lit cell voting once for every bin within kRatioAgree of a ratio
  // it has with some dimmed cell.
  constexpr int kBins = 100;
  const int reach = static_cast<int>(std::lround(kRatioAgree * kBins));
  std::vector<int> support(kBins, 0);
  std::vector<double> sum(kBins, 0.0), count(kBins, 0.0);
  for (int i = 0; i < cells; ++i) {
    if (!out.lit[i]) continue;
    std::vector<char> voted(kBins, 0);
    for (int j = 0; j < cells; ++j) {
      if (out.lit[j]) continue;
      const double r = common_ratio(rgb[j], full[i]);
      if (r <= 0) continue;
      const int bin = static_cast<int>(r * kBins);
      sum[bin] += r, count[bin] += 1;
      for (int b = std::max(0, bin - reach); b <= std::min(kBins - 1, bin + reach); ++b)
        voted[b] = 1;
    }
    for (int b = 0; b < kBins; ++b) support[b] += voted[b];
  }
  const int best =
      static_cast<int>(std::max_element(support.begin(), support.end()) - support.begin());
  bool tie = false;
  for (int b = 0; b < kBins; ++b)
    tie = tie || (std::abs(b - best) > 2 * reach && support[b] == support[best]);
  if (support[best] > 0 && !tie) {
    double s = 0, c = 0;
    for (int b = std::max(0, best - reach); b <= std::min(kBins - 1, best + reach); ++b)
      s += sum[b], c += count[b];
    out.dim = s / c;
  }

  // 4. Every cell in its full colour: the dimmed ones brightened back (so
  // that colour distances are those of the undimmed board, which the colour
  // test's limits are for), the lit ones as found. Without a factor, the
  // dimmed cells keep their shade and the lit ones their full colour.
  for (int i = 0; i < cells; ++i) {
    if (out.lit[i])
      out.colours[i] = lab_from_srgb(full[i]);
    else if (out.dim > 0)
      out.colours[i] = lab_from_srgb(rgb[i] / out.dim);
  }
  return out;
}

Regions decide_hint_regions(int n, const HintMode& hint, const Borders& borders) {
  const std::string advice = "; if the app shows a hint, close it and take the screenshot again";
  const ColourClusters clusters = cluster_colours(hint.colours, n);
  if (!clusters.confident) {
    Regions out;
    out.problem = "the board is dimmed with lit cells (a hint), and cells " +
                  cell_label(clusters.close_a, n) + " and " + cell_label(clusters.close_b, n) +
                  " have nearly the same colour" + advice;
    return out;
  }
  // Every region one connected piece.
  std::vector<int> parent(static_cast<std::size_t>(n * n));
  std::iota(parent.begin(), parent.end(), 0);
  for (int i = 0; i < n * n; ++i) {
    if (i % n + 1 < n && clusters.label[i] == clusters.label[i + 1])
      parent[find_root(parent, i)] = find_root(parent, i + 1);
    if (i + n < n * n && clusters.label[i] == clusters.label[i + n])
      parent[find_root(parent, i)] = find_root(parent, i + n);
  }
  int pieces = 0;
  for (int i = 0; i < n * n; ++i) pieces += find_root(parent, i) == i;
  if (pieces != n) {
    Regions out;
    out.problem = "the board is dimmed with lit cells (a hint), and its colours cut it into " +
                  std::to_string(pieces) + " pieces, not " + std::to_string(n) + advice;
    return out;
  }
  // The lines between dimmed cells: thin inside a region, thick between.
  Borders known = borders;
  std::vector<double> weights;
  for (int i = 0; i < n * n; ++i) {
    if (hint.lit[i]) continue;
    if (i % n + 1 < n && !hint.lit[i + 1]) weights.push_back(borders.right[i]);
    if (i + n < n * n && !hint.lit[i + n]) weights.push_back(borders.down[i]);
  }
  split_weights(std::move(weights), n, known);
  if (known.present) {
    const double thick = 2 * known.threshold + 1;
    for (int i = 0; i < n * n; ++i) {
      if (i % n + 1 < n && (hint.lit[i] || hint.lit[i + 1]))
        known.right[i] = clusters.label[i] == clusters.label[i + 1] ? 0 : thick;
      if (i + n < n * n && (hint.lit[i] || hint.lit[i + n]))
        known.down[i] = clusters.label[i] == clusters.label[i + n] ? 0 : thick;
    }
  }
  Regions out = decide_regions(n, hint.colours, clusters, known);
  if (out.problem.empty() && known.present && out.source != "colours+borders") {
    out = Regions{};
    out.problem =
        "the board is dimmed with lit cells (a hint), and its thick borders do not match its "
        "colours" +
        advice;
  } else if (!out.problem.empty()) {
    out.problem += advice;
  }
  return out;
}

}  // namespace qh::image
