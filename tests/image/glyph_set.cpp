// SPDX-License-Identifier: MIT
// The rendered glyph set (glyph_set.hpp): each design is painted into every
// other cell of a rendered 9x9 board (a checkerboard, so that each glyph's
// neighbours are empty cells), at a random size within the design's range
// and off the cell's centre by up to `max_offset` of a cell (fixed seed), then
// read back by read_marks and compared with the design's truth.
#include "glyph_set.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <random>
#include <stdexcept>

#include "engine/io/board_file.hpp"
#include "font_glyph.hpp"
#include "image/stages.hpp"
#include "render.hpp"

namespace qh::render {

namespace {

constexpr int kN = 9;
constexpr std::string_view kBoard =
    "A A A A A B B B B\nC C A A B B B B B\nC C C B B B D B D\nE D C B B B D D D\n"
    "D D C C C F D D D\nD D D D D D D D D\nD D D G H H D D D\nG D G G D D D D I\n"
    "G G G D D D D D D\n";

constexpr int kShift = 8;  // sub-pixel bits for polygons and circles
constexpr double kSub = 1 << kShift;

cv::Point fixed(cv::Point2d p) {
  return {static_cast<int>(std::lround(p.x * kSub)), static_cast<int>(std::lround(p.y * kSub))};
}

// Where and how large one glyph is drawn: its centre and its size in pixels
// (half its width), and the ink colours of the theme.
struct Spot {
  cv::Point2d at;
  double size = 0;
  double pitch = 0;
  cv::Scalar ink;   // black on light cells, near-white on dark ones
  cv::Scalar gold;  // a gold crown or star (the app's queens)
};

double uniform(std::mt19937& rng, double lo, double hi) {
  return std::uniform_real_distribution<double>(lo, hi)(rng);
}

void fill(cv::Mat& img, const Spot& s, const std::vector<cv::Point2d>& unit, const cv::Scalar& c) {
  std::vector<cv::Point> pts;
  for (const auto& u : unit) pts.push_back(fixed(s.at + u * s.size));
  cv::fillPoly(img, std::vector<std::vector<cv::Point>>{pts}, c, cv::LINE_AA, kShift);
}

void outline(cv::Mat& img, const Spot& s, const std::vector<cv::Point2d>& unit, const cv::Scalar& c,
             int width) {
  std::vector<cv::Point> pts;
  for (const auto& u : unit) pts.push_back(fixed(s.at + u * s.size));
  cv::polylines(img, std::vector<std::vector<cv::Point>>{pts}, true, c, width, cv::LINE_AA, kShift);
}

void disc(cv::Mat& img, cv::Point2d at, double radius, const cv::Scalar& c) {
  cv::circle(img, fixed(at), static_cast<int>(std::lround(radius * kSub)), c, cv::FILLED,
             cv::LINE_AA, kShift);
}

// Shapes in units of the glyph's half-width, centred, y down.
std::vector<cv::Point2d> crown3() {  // LinkedIn's: a band, three points
  return {{-0.93, 0.74}, {0.93, 0.74}, {1.0, -0.48}, {0.48, 0.0},
          {0.0, -0.78},  {-0.48, 0.0}, {-1.0, -0.48}};
}
std::vector<cv::Point2d> crown5() {  // five points over a deeper band
  return {{-0.9, 0.7}, {0.9, 0.7},    {1.0, -0.6},   {0.7, -0.05},  {0.45, -0.7}, {0.2, -0.05},
          {0.0, -0.8}, {-0.2, -0.05}, {-0.45, -0.7}, {-0.7, -0.05}, {-1.0, -0.6}};
}
std::vector<cv::Point2d> star(double inner) {  // five points, point up
  std::vector<cv::Point2d> pts;
  for (int k = 0; k < 10; ++k) {
    const double r = k % 2 == 0 ? 1.0 : inner;
    const double a = -CV_PI / 2 + k * CV_PI / 5;
    pts.emplace_back(r * std::cos(a), r * std::sin(a) + 0.1);
  }
  return pts;
}
std::vector<cv::Point2d> chess_queen() {  // the silhouette of a chess queen (U+265B)
  return {{-0.85, 0.95}, {0.85, 0.95},   {0.85, 0.72}, {0.55, 0.6},  {0.5, 0.35},
          {0.95, -0.45}, {0.45, 0.0},    {0.3, -0.6},  {0.0, -0.05}, {-0.3, -0.6},
          {-0.45, 0.0},  {-0.95, -0.45}, {-0.5, 0.35}, {-0.55, 0.6}, {-0.85, 0.72}};
}

void stroke_x(cv::Mat& img, const Spot& s, double width_share) {
  const int width = std::max(1, static_cast<int>(std::lround(width_share * s.pitch)));
  for (const int sign : {-1, 1})
    cv::line(img, fixed(s.at + cv::Point2d(-s.size, -s.size * sign)),
             fixed(s.at + cv::Point2d(s.size, s.size * sign)), s.ink, width, cv::LINE_AA, kShift);
}

void letter(cv::Mat& img, const Spot& s, const char* text) {
  // Hershey simplex capitals are about 22 units tall at scale 1 / 30 px.
  const double scale = 2 * s.size / 22.0;
  const int width = std::max(1, static_cast<int>(std::lround(0.06 * s.pitch)));
  int base = 0;
  const cv::Size box = cv::getTextSize(text, cv::FONT_HERSHEY_SIMPLEX, scale, width, &base);
  cv::putText(img, text,
              cv::Point(static_cast<int>(std::lround(s.at.x - box.width / 2.0)),
                        static_cast<int>(std::lround(s.at.y + box.height / 2.0))),
              cv::FONT_HERSHEY_SIMPLEX, scale, s.ink, width, cv::LINE_AA);
}

struct Design {
  std::string name;
  char truth;
  double lo, hi;  // half-width range, share of a cell
  std::function<void(cv::Mat&, const Spot&)> paint;
};

// A glyph of a real font (font_glyph.hpp), `s.size` half its height, in the
// theme's ink.
std::function<void(cv::Mat&, const Spot&)> text(const FontGlyphs& fonts, std::string font,
                                                char32_t codepoint) {
  return [&fonts, font = std::move(font), codepoint](cv::Mat& img, const Spot& s) {
    paint_coverage(img, fonts.coverage(font, codepoint, 2 * s.size), s.at, s.ink);
  };
}

std::vector<Design> designs(const FontGlyphs& fonts) {
  return {
      {"crown-black", 'Q', 0.18, 0.30,
       [](cv::Mat& img, const Spot& s) { fill(img, s, crown3(), s.ink); }},
      {"crown-gold", 'Q', 0.18, 0.30,
       [](cv::Mat& img, const Spot& s) { fill(img, s, crown3(), s.gold); }},
      {"crown-5", 'Q', 0.18, 0.30,
       [](cv::Mat& img, const Spot& s) { fill(img, s, crown5(), s.ink); }},
      {"crown-emoji", 'Q', 0.22, 0.32,
       [](cv::Mat& img, const Spot& s) {  // gold, outlined, jewels on the band
         fill(img, s, crown5(), s.gold);
         outline(img, s, crown5(), cv::Scalar(20, 60, 120),
                 std::max(1, static_cast<int>(std::lround(0.02 * s.pitch))));
         for (const double x : {-0.5, 0.0, 0.5})
           disc(img, s.at + cv::Point2d(x, 0.38) * s.size, 0.12 * s.size,
                x == 0.0 ? cv::Scalar(200, 60, 40) : cv::Scalar(40, 40, 210));
       }},
      {"chess-queen", 'Q', 0.2, 0.3,
       [](cv::Mat& img, const Spot& s) {
         fill(img, s, chess_queen(), s.ink);
         for (const double x : {-0.95, -0.3, 0.3, 0.95})
           disc(img, s.at + cv::Point2d(x, x == -0.3 || x == 0.3 ? -0.68 : -0.52) * s.size,
                0.12 * s.size, s.ink);
       }},
      {"star-black", 'Q', 0.2, 0.32,
       [](cv::Mat& img, const Spot& s) { fill(img, s, star(0.42), s.ink); }},
      {"star-gold", 'Q', 0.2, 0.32,
       [](cv::Mat& img, const Spot& s) { fill(img, s, star(0.4), s.gold); }},
      {"letter-Q", 'Q', 0.16, 0.24, [](cv::Mat& img, const Spot& s) { letter(img, s, "Q"); }},
      {"x-small", 'x', 0.08, 0.12, [](cv::Mat& img, const Spot& s) { stroke_x(img, s, 0.03); }},
      {"x-large", 'x', 0.22, 0.32, [](cv::Mat& img, const Spot& s) { stroke_x(img, s, 0.035); }},
      {"x-heavy", 'x', 0.15, 0.24, [](cv::Mat& img, const Spot& s) { stroke_x(img, s, 0.08); }},
      {"dot", 'x', 0.05, 0.09, [](cv::Mat& img, const Spot& s) { disc(img, s.at, s.size, s.ink); }},
      {"ring", 'x', 0.08, 0.14,  // a clone's x mark (docs/import.md, "Marks")
       [](cv::Mat& img, const Spot& s) {
         cv::circle(img, fixed(s.at), static_cast<int>(std::lround(s.size * kSub)), s.ink,
                    std::max(1, static_cast<int>(std::lround(0.03 * s.pitch))), cv::LINE_AA,
                    kShift);
       }},
      {"letter-X", 'x', 0.16, 0.24, [](cv::Mat& img, const Spot& s) { letter(img, s, "X"); }},
      // Marks written as text in common fonts (a clone that writes "Q" and
      // "X", a page that prints the chess queens): half their height.
      {"Q-sans", 'Q', 0.12, 0.24, text(fonts, "DejaVuSans.ttf", U'Q')},
      {"Q-sans-bold", 'Q', 0.12, 0.24, text(fonts, "DejaVuSans-Bold.ttf", U'Q')},
      {"Q-serif", 'Q', 0.12, 0.24, text(fonts, "DejaVuSerif.ttf", U'Q')},
      {"Q-mono", 'Q', 0.12, 0.24, text(fonts, "DejaVuSansMono.ttf", U'Q')},
      {"queen-black", 'Q', 0.18, 0.30, text(fonts, "DejaVuSans.ttf", U'\u265B')},
      {"queen-white", 'Q', 0.18, 0.30, text(fonts, "DejaVuSans.ttf", U'\u2655')},
      // A round letter with no tail, as a clone might draw its rings (the
      // ring design above): never a queen, however lopsided in small cells.
      {"O-sans", 'x', 0.12, 0.24, text(fonts, "DejaVuSans.ttf", U'O')},
      {"O-mono", 'x', 0.12, 0.24, text(fonts, "DejaVuSansMono.ttf", U'O')},
      {"X-sans", 'x', 0.12, 0.24, text(fonts, "DejaVuSans.ttf", U'X')},
      {"X-serif", 'x', 0.12, 0.24, text(fonts, "DejaVuSerif.ttf", U'X')},
      {"X-sans-bold", 'x', 0.12, 0.24, text(fonts, "DejaVuSans-Bold.ttf", U'X')},
  };
}

char read_as(image::Mark m) {
  switch (m) {
    case image::Mark::empty:
      return '.';
    case image::Mark::cross:
      return 'x';
    case image::Mark::queen:
      return 'Q';
    case image::Mark::unsure:
      return '?';
  }
  return '?';
}

cv::Mat to_lab(const cv::Mat& bgr) {
  cv::Mat lab;
  bgr.convertTo(lab, CV_32F, 1.0 / 255.0);
  cv::cvtColor(lab, lab, cv::COLOR_BGR2Lab);
  return lab;
}

}  // namespace

std::vector<std::string> glyph_designs() {
  const FontGlyphs fonts;
  std::vector<std::string> out;
  for (const Design& d : designs(fonts)) out.push_back(d.name);
  return out;
}

std::vector<GlyphTally> run_glyph_set(const GlyphSetOptions& o) {
  const Puzzle puzzle = parse_board(kBoard, "glyph set");
  const FontGlyphs fonts;
  const std::vector<Design> all = designs(fonts);
  std::vector<GlyphTally> out;
  for (const Design& d : all) out.push_back({.design = d.name, .truth = d.truth});
  const auto wanted = [&o](const std::string& name) {
    return o.only.empty() || std::find(o.only.begin(), o.only.end(), name) != o.only.end();
  };
  std::ofstream dump;
  if (!o.dump.empty()) {
    dump.open(o.dump);
    dump << "design\ttheme\tpitch\tjpeg\tcell\toffset\ttruth\tread\tink\tstrong\tthickness\t"
            "spread\thollow\tturn\tflip\tmirror\tcentre\tdiagonal\ttail\n";
  }
  std::hash<std::string> hash;
  for (const std::string& theme_name : o.themes) {
    const Theme t = theme(theme_name);
    const bool dark = theme_name == "dark";
    for (const int pitch : o.pitches) {
      const cv::Mat img = render(puzzle, {}, t, {.board_px = pitch * kN, .chrome = false});
      const auto boxes = image::find_board_candidates(img);
      if (boxes.empty())
        throw std::runtime_error("glyph set: no board at pitch " + std::to_string(pitch));
      const cv::Mat board = img(boxes.front()).clone();
      const image::GridResult g = image::find_grid(to_lab(board));
      if (!g.grid || g.grid->n != kN)
        throw std::runtime_error("glyph set: no grid at pitch " + std::to_string(pitch));
      const image::Grid& grid = *g.grid;
      for (std::size_t k = 0; k < all.size(); ++k) {
        const Design& d = all[k];
        if (!wanted(d.name)) continue;
        // A draw of its own for each design, theme and size: adding a design
        // moves no other glyph.
        std::mt19937 rng(static_cast<unsigned>(hash(d.name + theme_name)) + o.seed * 7919u +
                         static_cast<unsigned>(pitch));
        cv::Mat painted = board.clone();
        std::vector<double> offsets(kN * kN, 0.0);
        for (int r = 0; r < kN; ++r)
          for (int c = 0; c < kN; ++c) {
            if ((r + c) % 2 != 0) continue;
            const double span = grid.xs[c + 1] - grid.xs[c];
            const double angle = uniform(rng, 0, 2 * CV_PI);
            const double off = uniform(rng, 0, o.max_offset);
            offsets[static_cast<std::size_t>(r * kN + c)] = off;
            const Spot s{.at = cv::Point2d(0.5 * (grid.xs[c] + grid.xs[c + 1]),
                                           0.5 * (grid.ys[r] + grid.ys[r + 1])) +
                               cv::Point2d(std::cos(angle), std::sin(angle)) * off * span,
                         .size = uniform(rng, d.lo, d.hi) * span,
                         .pitch = span,
                         .ink = dark ? cv::Scalar(240, 240, 240) : cv::Scalar(20, 20, 20),
                         .gold = cv::Scalar(40, 165, 225)};
            d.paint(painted, s);
          }
        for (const int quality : o.jpeg) {
          cv::Mat seen = painted;
          if (quality > 0) {
            std::vector<unsigned char> bytes;
            cv::imencode(".jpg", painted, bytes, {cv::IMWRITE_JPEG_QUALITY, quality});
            seen = cv::imdecode(bytes, cv::IMREAD_COLOR);
          }
          const cv::Mat lab = to_lab(seen);
          const image::Marks marks =
              image::read_marks(lab, grid, image::cell_colours(lab, grid), grid.pitch);
          GlyphTally& tally = out[k];
          for (int i = 0; i < kN * kN; ++i) {
            const image::MarkReading& m = marks.cells[static_cast<std::size_t>(i)];
            const char got = read_as(m.mark);
            if ((i / kN + i % kN) % 2 != 0) {
              tally.empty_wrong += got == 'x' || got == 'Q';
              continue;
            }
            if (dump.is_open())
              dump << d.name << '\t' << theme_name << '\t' << pitch << '\t' << quality << '\t' << i
                   << '\t' << offsets[static_cast<std::size_t>(i)] << '\t' << d.truth << '\t' << got
                   << '\t' << m.ink << '\t' << m.strong << '\t' << m.thickness << '\t' << m.spread
                   << '\t' << m.hollow << '\t' << m.turn << '\t' << m.flip << '\t' << m.mirror
                   << '\t' << m.offset << '\t' << m.diagonal << '\t' << m.tail << '\n';
            if (got == d.truth) {
              ++tally.right;
            } else if (got == '?') {
              ++tally.unsure;
            } else {
              ++tally.wrong;
              if (tally.notes.size() < 8) {
                char buf[256];
                std::snprintf(buf, sizeof buf,
                              "%s %s %d px jpeg %d r%dc%d -> %c (off %.2f ink %.3f thick %.3f "
                              "turn %.2f flip %.2f mirror %.2f diag %.2f hollow %.2f)",
                              d.name.c_str(), theme_name.c_str(), pitch, quality, i / kN + 1,
                              i % kN + 1, got, offsets[static_cast<std::size_t>(i)], m.ink,
                              m.thickness, m.turn, m.flip, m.mirror, m.diagonal, m.hollow);
                tally.notes.emplace_back(buf);
              }
            }
          }
        }
      }
    }
  }
  std::erase_if(out, [&](const GlyphTally& t) { return !wanted(t.design); });
  return out;
}

}  // namespace qh::render
