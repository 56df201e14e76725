// SPDX-License-Identifier: MIT
// The test renderer (render.hpp). Everything is drawn at a few times the
// final size and then reduced with area averaging, the way a phone's
// screenshot of a vector drawing looks: thin strokes on small boards become
// faint anti-aliased lines instead of vanishing or staying one pixel wide.
#include "render.hpp"

#include <algorithm>
#include <cmath>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <stdexcept>

namespace qh::render {

namespace {

cv::Scalar rgb(unsigned hex) {
  return cv::Scalar((hex & 0xff), (hex >> 8) & 0xff, (hex >> 16) & 0xff);
}

cv::Vec3f to_lab(const cv::Scalar& bgr) {
  cv::Mat px(1, 1, CV_32FC3, cv::Scalar(bgr[0] / 255.0, bgr[1] / 255.0, bgr[2] / 255.0));
  cv::Mat lab;
  cv::cvtColor(px, lab, cv::COLOR_BGR2Lab);
  return lab.at<cv::Vec3f>(0, 0);
}

// nullopt-like: returns false when the Lab colour is outside the sRGB gamut.
bool from_lab(const cv::Vec3f& lab, cv::Scalar& bgr) {
  cv::Mat px(1, 1, CV_32FC3, cv::Scalar(lab[0], lab[1], lab[2]));
  cv::Mat out;
  cv::cvtColor(px, out, cv::COLOR_Lab2BGR);
  const cv::Vec3f v = out.at<cv::Vec3f>(0, 0);
  for (int i = 0; i < 3; ++i)
    if (v[i] < 0.0f || v[i] > 1.0f) return false;
  bgr = cv::Scalar(std::round(v[0] * 255), std::round(v[1] * 255), std::round(v[2] * 255));
  return true;
}

// The base colours, then colours picked one at a time as far as possible
// (in Lab) from all picked so far, within a lightness band: 26 colours that
// stay apart, as an app with boards up to 26x26 would need.
std::vector<cv::Scalar> spread(std::vector<cv::Scalar> base, float l_lo, float l_hi) {
  std::vector<cv::Vec3f> chosen;
  for (const auto& c : base) chosen.push_back(to_lab(c));
  std::vector<std::pair<cv::Vec3f, cv::Scalar>> candidates;
  for (float l = l_lo; l <= l_hi; l += 5)
    for (float a = -70; a <= 70; a += 7)
      for (float b = -70; b <= 70; b += 7) {
        cv::Scalar bgr;
        if (from_lab({l, a, b}, bgr)) candidates.emplace_back(to_lab(bgr), bgr);
      }
  while (base.size() < 26) {
    double best = -1;
    std::size_t pick = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      double nearest = 1e9;
      for (const auto& c : chosen) nearest = std::min(nearest, cv::norm(candidates[i].first - c));
      if (nearest > best) best = nearest, pick = i;
    }
    chosen.push_back(candidates[pick].first);
    base.push_back(candidates[pick].second);
  }
  return base;
}

std::vector<cv::Scalar> linkedin_base() {
  return {rgb(0xbba3e2), rgb(0xffc992), rgb(0x96beff), rgb(0xb3dfa0), rgb(0xdfdfdf), rgb(0xff7b60),
          rgb(0xe6f388), rgb(0xb9b29e), rgb(0xdfa0bf), rgb(0xa3d2d8), rgb(0x62efea)};
}

}  // namespace

std::vector<std::string> theme_names() {
  return {"linkedin", "clone", "dark", "starbattle"};
}

Theme theme(std::string_view name) {
  if (name == "linkedin")
    return Theme{.name = "linkedin",
                 .palette = spread(linkedin_base(), 60, 90),
                 .coloured = true,
                 .plain = rgb(0xffffff),
                 .page = rgb(0xf4f2ee),
                 .card = rgb(0xffffff),
                 .text = rgb(0x191919),
                 .button = rgb(0x0a66c2),
                 .thin = rgb(0x5c5c5c),
                 .thick = rgb(0x000000),
                 .queen = rgb(0x000000),
                 .cross = rgb(0x3a3a3a),
                 .thin_width = 0.02,
                 .thick_width = 0.07,
                 .outer_width = 0.08,
                 .queen_glyph = QueenGlyph::crown,
                 .cross_glyph = CrossGlyph::x};
  if (name == "clone")
    return Theme{.name = "clone",
                 .palette = spread({rgb(0xf4a3a3), rgb(0xa3c4f4), rgb(0xc7f4a3), rgb(0xf4e1a3),
                                    rgb(0xd2a3f4), rgb(0xa3f4e9), rgb(0xf4c7a3), rgb(0xbfbfbf)},
                                   55, 88),
                 .coloured = true,
                 .plain = rgb(0xffffff),
                 .page = rgb(0xfafafa),
                 .card = rgb(0xeceff4),
                 .text = rgb(0x2e3440),
                 .button = rgb(0x5e81ac),
                 .thin = rgb(0x4c566a),
                 .thick = rgb(0x4c566a),
                 .queen = rgb(0x2e3440),
                 .cross = rgb(0x4c566a),
                 .thin_width = 0.03,
                 .thick_width = 0.0,  // this app draws no region borders: colours only
                 .outer_width = 0.04,
                 .queen_glyph = QueenGlyph::star,
                 .cross_glyph = CrossGlyph::dot};
  if (name == "twins") {
    // The clone's look with the second region's colour a hair off the
    // first's: a board no reader can split by colour (a refusal test).
    Theme t = theme("clone");
    t.name = "twins";
    t.palette[1] = t.palette[0] + cv::Scalar(2, 2, 0);
    return t;
  }
  if (name == "dark") {
    std::vector<cv::Scalar> base;
    for (const cv::Scalar& c : linkedin_base()) {
      cv::Vec3f lab = to_lab(c);
      lab[0] = lab[0] * 0.55f + 8.0f;
      cv::Scalar out;
      if (from_lab(lab, out)) base.push_back(out);
    }
    return Theme{.name = "dark",
                 .palette = spread(base, 35, 60),
                 .coloured = true,
                 .plain = rgb(0x303030),
                 .page = rgb(0x000000),
                 .card = rgb(0x1d2226),
                 .text = rgb(0xe9e9e9),
                 .button = rgb(0x71b7fb),
                 .thin = rgb(0x101010),
                 .thick = rgb(0x000000),
                 .queen = rgb(0xf5f5f5),
                 .cross = rgb(0xd0d0d0),
                 .thin_width = 0.025,
                 .thick_width = 0.08,
                 .outer_width = 0.08,
                 .queen_glyph = QueenGlyph::crown,
                 .cross_glyph = CrossGlyph::x};
  }
  if (name == "starbattle")
    return Theme{.name = "starbattle",
                 .palette = {},
                 .coloured = false,
                 .plain = rgb(0xffffff),
                 .page = rgb(0xffffff),
                 .card = rgb(0xffffff),
                 .text = rgb(0x000000),
                 .button = rgb(0x404040),
                 .thin = rgb(0x9a9a9a),
                 .thick = rgb(0x000000),
                 .queen = rgb(0x000000),
                 .cross = rgb(0x000000),
                 .thin_width = 0.02,
                 .thick_width = 0.10,
                 .outer_width = 0.10,
                 .queen_glyph = QueenGlyph::star,
                 .cross_glyph = CrossGlyph::dot};
  throw std::invalid_argument("unknown theme '" + std::string(name) + "'");
}

namespace {

constexpr int kShift = 4;  // sub-pixel bits for polygons
constexpr double kOne = 1 << kShift;

void fill_poly(cv::Mat& img, const std::vector<cv::Point2d>& pts, const cv::Scalar& colour) {
  std::vector<cv::Point> fixed;
  for (const auto& p : pts)
    fixed.emplace_back(static_cast<int>(std::lround(p.x * kOne)),
                       static_cast<int>(std::lround(p.y * kOne)));
  cv::fillPoly(img, std::vector<std::vector<cv::Point>>{fixed}, colour, cv::LINE_AA, kShift);
}

void draw_queen(cv::Mat& img, cv::Point2d c, double pitch, const Theme& t) {
  std::vector<cv::Point2d> pts;
  if (t.queen_glyph == QueenGlyph::crown) {
    const double shape[][2] = {{-0.25, 0.20}, {0.25, 0.20}, {0.27, -0.13}, {0.13, 0.0},
                               {0.0, -0.21},  {-0.13, 0.0}, {-0.27, -0.13}};
    for (const auto& s : shape) pts.push_back(c + cv::Point2d(s[0], s[1]) * pitch);
  } else {
    for (int k = 0; k < 10; ++k) {
      const double r = (k % 2 == 0 ? 0.30 : 0.13) * pitch;
      const double angle = -CV_PI / 2 + k * CV_PI / 5;
      pts.push_back(c + cv::Point2d(std::cos(angle), std::sin(angle)) * r);
    }
  }
  fill_poly(img, pts, t.queen);
}

void draw_cross(cv::Mat& img, cv::Point2d c, double pitch, const Theme& t) {
  if (t.cross_glyph == CrossGlyph::dot) {
    cv::circle(img, cv::Point(static_cast<int>(c.x * kOne), static_cast<int>(c.y * kOne)),
               static_cast<int>(0.08 * pitch * kOne), t.cross, cv::FILLED, cv::LINE_AA, kShift);
    return;
  }
  const int width = std::max(1, static_cast<int>(std::lround(0.045 * pitch)));
  for (int sign : {-1, 1}) {
    const cv::Point2d a = c + cv::Point2d(-0.15, -0.15 * sign) * pitch;
    const cv::Point2d b = c + cv::Point2d(0.15, 0.15 * sign) * pitch;
    cv::line(img, cv::Point(static_cast<int>(a.x * kOne), static_cast<int>(a.y * kOne)),
             cv::Point(static_cast<int>(b.x * kOne), static_cast<int>(b.y * kOne)), t.cross, width,
             cv::LINE_AA, kShift);
  }
}

void text(cv::Mat& img, const std::string& s, cv::Point at, double scale,
          const cv::Scalar& colour) {
  cv::putText(img, s, at, cv::FONT_HERSHEY_SIMPLEX, scale, colour,
              std::max(1, static_cast<int>(scale * 2)), cv::LINE_AA);
}

void button(cv::Mat& img, cv::Rect r, const std::string& label, double scale, const Theme& t) {
  const int radius = r.height / 2;
  cv::rectangle(img, cv::Rect(r.x + radius, r.y, r.width - 2 * radius, r.height), t.button,
                cv::FILLED);
  cv::circle(img, {r.x + radius, r.y + radius}, radius, t.button, cv::FILLED, cv::LINE_AA);
  cv::circle(img, {r.x + r.width - radius, r.y + radius}, radius, t.button, cv::FILLED,
             cv::LINE_AA);
  text(img, label, {r.x + radius, r.y + r.height * 2 / 3}, scale, t.page);
}

}  // namespace

cv::Mat render(const Puzzle& puzzle, const PlayerMarks& marks, const Theme& t, const Scene& scene) {
  const int n = puzzle.size();
  const int k = std::max(1, static_cast<int>(std::ceil(700.0 / scene.board_px)));  // supersampling
  const int s = scene.board_px;
  // Layout in final pixels.
  const int margin = scene.chrome ? s / 16 + 8 : 12;
  const int pad = scene.chrome ? s / 32 + 4 : 0;
  const int status_h = scene.chrome ? s / 16 + 10 : 0;
  const int header_h = scene.chrome ? s / 8 + 12 : 0;
  const int below = scene.chrome ? s / 2 + 30 : 0;
  const int width = s + 2 * (margin + pad) + std::abs(scene.shift_x);
  const int height = status_h + header_h + 2 * pad + s + below + margin;
  const int board_x = margin + pad + std::max(0, scene.shift_x);
  const int board_y = status_h + header_h + pad + (scene.chrome ? 0 : margin);

  cv::Mat img(height * k, width * k, CV_8UC3, t.page);
  const double scale = s * k / 700.0;
  if (scene.chrome) {
    cv::rectangle(img, cv::Rect(0, 0, width * k, status_h * k), t.card, cv::FILLED);
    text(img, "9:41", {margin * k, status_h * k * 3 / 4}, scale * 0.8, t.text);
    cv::rectangle(img,
                  cv::Rect((width - margin - 30) * k, status_h * k / 4, 24 * k, status_h * k / 2),
                  t.text, 2 * k);
    text(img, "< Queens", {margin * k, (status_h + header_h * 2 / 3) * k}, scale * 1.4, t.text);
    text(img, "0:42",
         {(width - margin) * k - static_cast<int>(110 * scale), (status_h + header_h * 2 / 3) * k},
         scale * 1.2, t.text);
    cv::rectangle(
        img,
        cv::Rect((board_x - pad) * k, (board_y - pad) * k, (s + 2 * pad) * k, (s + 2 * pad) * k),
        t.card, cv::FILLED);
    const int y = (board_y + s + pad) * k;
    text(img, "Place one queen in each row, column", {margin * k, y + static_cast<int>(50 * scale)},
         scale * 0.9, t.text);
    text(img, "and colour region.", {margin * k, y + static_cast<int>(90 * scale)}, scale * 0.9,
         t.text);
    const int bh = static_cast<int>(60 * scale), bw = static_cast<int>(180 * scale);
    button(img, cv::Rect(margin * k, y + static_cast<int>(130 * scale), bw, bh), "Undo", scale, t);
    button(img,
           cv::Rect(margin * k + bw + static_cast<int>(30 * scale),
                    y + static_cast<int>(130 * scale), bw, bh),
           "Hint", scale, t);
  }

  // The board, in supersampled pixels.
  const double bx = board_x * k, by = board_y * k, size = s * k, pitch = size / n;
  auto edge = [&](double origin, int j) {
    return static_cast<int>(std::lround(origin + j * pitch));
  };
  const bool hint_mode = !scene.lit.empty() || !scene.hatched.empty();
  const auto listed = [](const std::vector<int>& cells, int i) {
    return std::find(cells.begin(), cells.end(), i) != cells.end();
  };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int region = puzzle.region(r, c) == scene.same_colour ? 0 : puzzle.region(r, c);
      cv::Scalar colour =
          t.coloured ? t.palette[static_cast<std::size_t>(region) % t.palette.size()] : t.plain;
      if (r * n + c == scene.hover) colour *= 0.85;
      const bool lit = listed(scene.lit, r * n + c), hatched = listed(scene.hatched, r * n + c);
      const cv::Rect box(cv::Point(edge(bx, c), edge(by, r)),
                         cv::Point(edge(bx, c + 1), edge(by, r + 1)));
      if (hatched) {
        // A tint halfway to white, with diagonal stripes of the full colour.
        cv::rectangle(img, box, 0.5 * colour + cv::Scalar::all(0.5 * 255), cv::FILLED);
        cv::Mat cell = img(box);
        const int step = std::max(4, static_cast<int>(pitch / 5));
        for (int d = -cell.rows; d < cell.cols + cell.rows; d += step)
          cv::line(cell, {d, cell.rows}, {d + cell.rows, 0}, colour, std::max(1, step / 3),
                   cv::LINE_AA);
        continue;
      }
      if (hint_mode && !lit) colour *= scene.dim;
      cv::rectangle(img, box, colour, cv::FILLED);
    }
  const cv::Scalar thin_colour = hint_mode ? t.thin * scene.dim : t.thin;
  const int thin = std::max(k, static_cast<int>(std::lround(t.thin_width * pitch)));
  for (int j = 1; j < n; ++j) {
    cv::rectangle(img,
                  cv::Rect(edge(bx, j) - thin / 2, edge(by, 0), thin, edge(by, n) - edge(by, 0)),
                  thin_colour, cv::FILLED);
    cv::rectangle(img,
                  cv::Rect(edge(bx, 0), edge(by, j) - thin / 2, edge(bx, n) - edge(bx, 0), thin),
                  thin_colour, cv::FILLED);
  }
  if (t.thick_width > 0) {
    const int thick = std::max(3 * k / 2, static_cast<int>(std::lround(t.thick_width * pitch)));
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        if (c + 1 < n && puzzle.region(r, c) != puzzle.region(r, c + 1))
          cv::rectangle(img,
                        cv::Rect(edge(bx, c + 1) - thick / 2, edge(by, r) - thick / 2, thick,
                                 edge(by, r + 1) - edge(by, r) + thick),
                        t.thick, cv::FILLED);
        if (r + 1 < n && puzzle.region(r, c) != puzzle.region(r + 1, c))
          cv::rectangle(img,
                        cv::Rect(edge(bx, c) - thick / 2, edge(by, r + 1) - thick / 2,
                                 edge(bx, c + 1) - edge(bx, c) + thick, thick),
                        t.thick, cv::FILLED);
      }
  }
  // Lit and hatched cells are framed in the border colour, twice a thin line wide.
  for (const std::vector<int>* cells : {&scene.lit, &scene.hatched})
    for (const int i : *cells)
      cv::rectangle(img,
                    cv::Rect(cv::Point(edge(bx, i % n), edge(by, i / n)),
                             cv::Point(edge(bx, i % n + 1), edge(by, i / n + 1))),
                    t.thick, 2 * thin);
  const int outer = std::max(3 * k / 2, static_cast<int>(std::lround(t.outer_width * pitch)));
  // Centred on the board's edge (cv::rectangle centres its outline on the box).
  cv::rectangle(
      img, cv::Rect(edge(bx, 0), edge(by, 0), edge(bx, n) - edge(bx, 0), edge(by, n) - edge(by, 0)),
      t.thick, outer);
  auto centre = [&](const Cell& cell) {
    return cv::Point2d(bx + (cell.col + 0.5) * pitch, by + (cell.row + 0.5) * pitch);
  };
  for (const Cell& cell : marks.queens) draw_queen(img, centre(cell), pitch, t);
  for (const Cell& cell : marks.crossed) draw_cross(img, centre(cell), pitch, t);

  cv::Mat out;
  if (k == 1)
    out = img;
  else
    cv::resize(img, out, cv::Size(width, height), 0, 0, cv::INTER_AREA);
  if (!scene.tight) return out;
  // Inside the outer frame: the cells only, as a player crops "without the edges".
  const int inset = (outer / 2 + k) / k + 1;
  const cv::Rect cells(board_x + inset, board_y + inset, s - 2 * inset, s - 2 * inset);
  return out(cells & cv::Rect(0, 0, out.cols, out.rows)).clone();
}

std::vector<unsigned char> encode(const cv::Mat& image, int jpeg_quality) {
  std::vector<unsigned char> bytes;
  if (jpeg_quality == 0)
    cv::imencode(".png", image, bytes, {cv::IMWRITE_PNG_COMPRESSION, 1});
  else
    cv::imencode(".jpg", image, bytes, {cv::IMWRITE_JPEG_QUALITY, jpeg_quality});
  return bytes;
}

}  // namespace qh::render
