// SPDX-License-Identifier: MIT
// Stage 7, marks: what the player put on each cell. A glyph is ink on the
// cell's background colour in the middle of the cell. Measures, all
// independent of scale:
//   ink:       the share of the middle covered (softly: a pixel counts by
//              how far its colour is from the background, so anti-aliased
//              and JPEG-blurred edges count in proportion); strong: the
//              share that is clearly ink;
//   thickness: the radius of the largest disc that fits inside the glyph,
//              as a share of the cell (a distance transform); spread: the
//              glyph's pixels over that disc's area (1 for a disc);
//   hollow:    background enclosed by the glyph (an outlined shape);
//   turn/flip: how much of the ink lands on ink when the glyph is turned by
//              90 degrees / mirrored top to bottom: an X or a dot is its own
//              turn and mirror image, a crown (points up, band below) is not.
//   diagonal:  how much the ink lies on the diagonals through its centre
//              (an X) rather than spread over every angle (a crown, a star,
//              a letter, a blob).
// LinkedIn's x is tiny (ink 0.03) and its crowns (gold in the app, black on
// the web) are no heavier than a rendered X, so ink and thickness alone read
// real crowns as X marks: the symmetry tells them apart. Each class is a box
// of limits; a cell inside exactly one box gets that class, any other cell
// is unsure (reported for that cell, never a guess). Limits from the
// training two thirds of bench/screenshots/ and the rendered themes
// (docs/import.md, "Marks").
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <opencv2/imgproc.hpp>

#include "image/stages.hpp"

namespace qh::image {

namespace {

constexpr double kCentre = 0.28;     // the middle: this fraction of the span from the centre
constexpr double kInkFrom = 10.0;    // delta E from the background where ink starts
constexpr double kInkFull = 40.0;    // ... and where a pixel counts fully
constexpr double kStrongInk = 25.0;  // delta E: clearly ink, not JPEG noise or a shade
// The limits between the classes (docs/import.md, "Marks"), measured on the
// training two thirds of the real screenshots (bench/screenshots/) and on the
// rendered themes (tests/image/render.cpp). Real LinkedIn x marks are tiny
// (ink 0.023-0.044, thickness 0.018-0.035); its crowns, gold or black, are
// solid and lopsided (ink 0.19-0.61, thickness 0.061-0.147, turn 0.57-0.72);
// the rendered X marks are heavier (ink up to 0.31, thickness up to 0.11)
// but turn into themselves (0.78 and more, above 300 px); discs are dots
// (ink up to 0.14) or, large, queens; stars and rendered queens are large.
constexpr double kEmptyInk = 0.012;     // empty: ink at most this
constexpr double kEmptyStrong = 0.010;  // ... and clearly-ink pixels at most this share
constexpr double kTinyInk = 0.08;       // a tiny glyph (LinkedIn's x): ink at most this
constexpr double kTinyThick = 0.045;    // ... and thickness at most this, in cells of
constexpr double kTinyPitch = 24;       // ... this many screenshot pixels or more (smaller,
                                        // JPEG noise in an empty cell can look like one),
constexpr double kTinyOffset = 0.08;    // ... and centred (not a neighbour's glyph reaching in)
// LinkedIn's x fades in cells under about 30 px after JPEG: ink 0.0098-0.012,
// under the empty limit, but its own quarter turn and mirror image, and
// centred. On the training screenshots scaled to 20-50% (JPEG 75), 13 of 13
// such x marks and 1 of 1056 empty cells (15 px cells) measure so; they are
// unsure rather than empty.
constexpr double kFaintInk = 0.006;
constexpr double kFaintTurn = 0.8;         // turn and flip at least this
constexpr double kFaintOffset = 0.03;      // the clear ink's centre (0 when there is none)
constexpr double kTwoTone = 0.7;           // pixels at half the strongest contrast under this
                                           // share of the clear ink: a two-toned glyph
constexpr double kBigInk = 0.33;           // a big solid glyph (star, rendered queen, disc): ink
constexpr double kBigThick = 0.125;        // ... and thickness at least these, in cells of
constexpr double kBigPitch = 24;           // ... this many screenshot pixels or more (a heavy
                                           // rendered X in 20 px cells blurs into a blob),
constexpr double kBlobTurn = 0.85;         // ... and lopsided (a star, a crown): turn or flip
constexpr double kDiscThick = 0.17;        // ... below kBlobTurn, or a disc this thick (a
                                           // blurred heavy X is a symmetric blob, 0.13 thick)
constexpr double kCrownInk = 0.15;         // a crown: ink at least this,
constexpr double kCrownThick = 0.055;      // ... thickness at least this,
constexpr double kCrownTurn = 0.72;        // ... lopsided: turn at most this,
constexpr double kCrownHollow = 0.2;       // ... and solid, in cells of
constexpr double kCrownPitch = 48;         // ... this many screenshot pixels or more: smaller,
                                           // a blurred JPEG X loses its symmetry (rendered X
                                           // marks in 31-45 px cells measured like crowns)
constexpr double kSmallCrownPitch = 24;    // a crown in smaller cells (24-48 px): the same box,
constexpr double kSmallCrownThick = 0.09;  // ... but thicker: rendered JPEG X marks in 25-36
                                           // px cells pass the rest at 0.060-0.082 thick
constexpr double kCrownMirror = 0.85;      // ... and its own left-right mirror image (a crown
constexpr double kCrownTilt = 0.15;        // ... is; an X too, but an X is as much its own
                                           // top-bottom one): mirror - flip at least this.
                                           // Blurred X marks measure mirror - flip < 0.04
                                           // when lopsided enough to pass the rest
constexpr double kBlobThick = 0.085;       // a blob this thick whose pixels fill less than
constexpr double kStrokeSpread = 2.0;      // ... this many of its discs is no X (a crown
                                           // blurred by JPEG in 25-50 px cells; X strokes
                                           // that thick measure spread 2.08 and more)
constexpr double kCrossInk = 0.32;         // an X: not big (ink at most this, thickness at
constexpr double kCrossThick = 0.11;       // ... most this), not tiny (ink at least this),
constexpr double kCrossMinInk = 0.045;     // and its own quarter turn and mirror image:
constexpr double kCrossTurn = 0.78;        // ... turn at least this and flip at least
constexpr double kCrossFlip = 0.72;        // ... this, or
constexpr double kCrossFlip2 = 0.80;       // ... flip at least this and turn at least
constexpr double kCrossTurn2 = 0.70;       // ... this (a blurred X at small sizes)
constexpr double kLopsided = 0.80;         // a big queen: turn or flip below this (a heavy X
                                           // blurred in 30 px cells turns at 0.85)
constexpr double kHeavyInk = 0.42;         // a heavy X (turn and flip above kBlobTurn): ink
constexpr double kCrownFlip = 0.70;        // a crown is also no mirror image of itself
constexpr double kDotSpread = 1.8;         // a dot: a disc (spread at most this),
constexpr double kDotTurn = 0.85;          // ... round,
constexpr double kDotInk = 0.115;          // (rendered dots: 0.104 at most; a blurred
                                   // crown blob in 33 px JPEG cells: 0.12)        // ... and small
constexpr double kDotThick = 0.105;
// An x, an X or a dot encloses little background: a ring encloses much, and
// so do a letter Q or O and an outlined crown. A clone's "Q" letters (ink
// 0.05-0.07, thickness 0.020, hollowness 0.82-0.93) passed the tiny x's box,
// which asks nothing of the shape, and read as x marks. X marks enclose specks
// where their strokes cross: training x marks 0, rendered X marks up to 0.50
// (the dark theme at 500-700 px, JPEG; 9396 cells).
constexpr double kCrossHollow = 0.65;
// An x, an X or a dot is drawn in the middle of its cell: the clear ink's
// centre sits close to the cell's (training x marks: offset 0.030 at most for
// the heavier ones, 0.077 for LinkedIn's tiny x, which has its own 0.08).
// A glyph drawn off the centre (a solver's crown in a cell's corner, cut by
// the middle's window: offset 0.21) is no x, whatever its measured symmetry.
constexpr double kCrossOffset = 0.12;
// An upright star or crown in cells of 36 px or more: its own left-right
// mirror image and far from its top-bottom one (a blurred X is as much one
// as the other: mirror - flip < 0.04), lopsided when turned, solid. The
// solver plots' black stars (training: ink 0.10-0.21, thickness
// 0.068-0.094, turn 0.63-0.68, flip 0.53-0.60, mirror - flip 0.32-0.45,
// 41-53 px cells) are lighter and thinner than the crown box's.
// An upright glyph's box: ink, thickness, turn, flip, mirror and mirror -
// flip (tilt) limits, in cells over `pitch` screenshot pixels; the margin
// scales of ink and pitch (the others are shared).
struct UprightBox {
  double ink, thick, turn, flip, mirror, tilt, pitch, ink_scale, pitch_scale;
};
constexpr UprightBox kUpright{.ink = 0.08,
                              .thick = 0.055,
                              .turn = 0.72,
                              .flip = 0.65,
                              .mirror = 0.85,
                              .tilt = 0.25,
                              .pitch = 36,
                              .ink_scale = 0.02,
                              .pitch_scale = 4};
// Small crowns, in cells over 36 px (LinkedIn's web board at 100% zoom has
// 39 px cells), learned from the training screenshots scaled so that cells
// measure 36-48 px (PNG and JPEG 75; bench/screenshots/augment.py): their
// crowns fail the small-crown box two ways. Thinner (thickness 0.072-0.089,
// under kSmallCrownThick) yet clearly upright: lopsided when turned or
// flipped, their own left-right mirror image. Or blurred towards a blob
// (turn 0.72-0.78, flip 0.70-0.80) but thick (0.10-0.13) and still their own
// left-right mirror image far more than their top-bottom one. Rendered X
// marks in such cells (the sweep's themes at 300-500 px, PNG and JPEG 60-90,
// 140 000 cells) reach neither box: the closest measured thickness 0.064
// with the thin box's shape, and turn 0.79, flip 0.82, mirror - flip 0.135
// with the blob box's thickness.
constexpr UprightBox kThinCrown{.ink = 0.15,
                                .thick = 0.075,
                                .turn = 0.70,
                                .flip = 0.68,
                                .mirror = 0.82,
                                .tilt = 0.18,
                                .pitch = 36,
                                .ink_scale = 0.03,
                                .pitch_scale = 3};
constexpr UprightBox kBlurCrown{.ink = 0.15,
                                .thick = 0.095,
                                .turn = 0.76,
                                .flip = 0.78,
                                .mirror = 0.87,
                                .tilt = 0.15,
                                .pitch = 36,
                                .ink_scale = 0.03,
                                .pitch_scale = 3};

// Where the ink lies around its centre (MarkReading::diagonal): an X's
// strokes lie on the diagonals, so the fourth angular harmonic of its ink is
// high (training x marks scaled to 36-48 px cells, bench/screenshots/
// augment.py: 0.47 and more, LinkedIn's small x, the iOS x and the clone's
// dots aside; rendered X marks in 32-48 px cells: 0.42 and more), while a
// crown, a star, a letter Q or a blob spreads its ink over every angle
// (training queens: 0.12 at most for solid ones, 0.29 for outlined crowns).
// Every X class asks for at least kCrossDiagonal, or for a disc (a dot: its
// own quarter turn and both mirror images, spread at most kDiscSpread), so
// that a lopsided blob or a letter is never a confident x; every queen class
// asks for at most kQueenDiagonal, so that an X is never a confident queen.
// The limits leave a gap between them: a glyph inside it is unsure. A clone's
// tall "X" letters (training, whhuang) measure 0.17-0.55 once scaled down
// and JPEG-blurred; those under the limit go from x to unsure.
constexpr double kCrossDiagonal = 0.30;
constexpr double kQueenDiagonal = 0.25;
constexpr double kDiagonalScale = 0.05;
constexpr double kDiscSpread = 1.6;
constexpr double kDiscRound = 0.80;  // turn, flip and mirror at least this
// A small crown that is no X (cells from 32 px): solid, its own left-right
// mirror image more than its top-bottom one, lopsided when turned, and far
// from an X's diagonals. Rendered X marks in 32-48 px cells pass every other
// limit of this box (thickness 0.050-0.089, ink 0.12-0.23) but measure
// diagonal 0.42 and more; training crowns scaled to 36-48 px: 0.12 at most
// (an UprightBox with no flip limit of its own: mirror - flip asks enough)
constexpr UprightBox kNoXCrown{.ink = 0.12,
                               .thick = 0.05,
                               .turn = 0.80,
                               .flip = 1.0,
                               .mirror = 0.80,
                               .tilt = 0.10,
                               .pitch = 32,
                               .ink_scale = 0.03,
                               .pitch_scale = 3};
constexpr double kNoXCrownDiagonal = 0.15;

// Boxes from the rendered glyph set (tests/image/glyph_set.cpp) and the
// training screenshots scaled to 36-48 px cells (bench/screenshots/augment.py),
// placed on 2026-12-02 (docs/import.md, "Marks", "More glyphs"):
//
// A clearly diagonal x: ink on the diagonals (diagonal at least 0.5) is an x
// whatever its symmetry or weight, when open and centred (the shared `open`
// limits) and not a big blob. LinkedIn's small x in 36-48 px cells is a little
// thicker than the tiny box's 0.045 (0.045-0.054) and loses its quarter-turn
// symmetry to the pixel grid (turn 0.45-1.0), a large thin X in 30 px cells
// measures turn 0.6-0.8, a heavy one ink 0.43-0.5: all measure diagonal 0.5
// and more. Every queen measured: 0.29 at most (training scaled), 0.37 (the
// rendered set, glyphs cut by the middle's window).
constexpr double kDiagonalX = 0.5;
constexpr double kDiagonalXMaxInk = 0.55;
constexpr double kDiagonalXMinInk = 0.018;
constexpr double kDiagonalXThick = 0.125;
constexpr double kDiagonalXPitch = 24;
// A thin ring, round every way: a clone's x mark (darylho03/puzzle-quest: its
// page draws a ring where the player rules a queen out; training, 36-160 px
// cells: ink 0.04-0.08, thickness 0.02-0.06, hollowness 0.03-1.3, turn, flip
// and mirror 0.8-0.99, diagonal -0.06 to 0.08). No queen measured is round
// every way and thin (letters Q turn 0.2-0.46, outlined crowns 0.4-0.55).
constexpr double kRingRound = 0.8;
constexpr double kRingDiagonal = 0.15;  // |diagonal| at most this
constexpr double kRingInk = 0.10;
constexpr double kRingThick = 0.065;
constexpr double kRingHollow = 0.2;
constexpr double kRingSpread = 2.5;
constexpr double kRingOffset = 0.05;
constexpr double kRingPitch = 30;
// A round dot, heavier than the dot box's ink limit: a Star Battle app's dot
// (levienk/StarBattleX, training: ink 0.118-0.129, thickness 0.09-0.106,
// spread 1.0-1.3, turn, flip and mirror 0.90 and more, diagonal -0.07 to 0.01)
// in cells of 36 px or more; the crown blurred to a blob that set the dot
// box's limit was in 33 px cells.
constexpr double kRoundDotInk = 0.135;
constexpr double kRoundDotThick = 0.11;
constexpr double kRoundDotSpread = 1.4;
constexpr double kRoundDotRound = 0.9;
constexpr double kRoundDotDiagonal = 0.1;
constexpr double kRoundDotPitch = 36;
// An outlined crown: hollow, lopsided when turned and flipped, far from an
// X's diagonals, in cells of 36 px or more (EmmettMyers' example and
// darylho03's solved board, training: turn 0.12-0.55, flip 0.17-0.52,
// hollowness 0.3-0.82, diagonal up to 0.2; an X encloses background only
// where its strokes cross, and measures diagonal 0.42 and more). A thin ring
// drawn with 1 px strokes loses its symmetry to the pixel grid (the rendered
// set: turn down to 0.3 in 30-48 px cells) but stays light (ink 0.118 at most
// where it comes near this box; the crowns 0.143 and more) and is no more its
// own left-right mirror image than its top-bottom one, as often as not.
constexpr double kOutlineInk = 0.135;
constexpr double kOutlineTilt = 0.1;  // mirror - flip at least this
constexpr double kOutlineHollow = 0.3;
constexpr double kOutlineTurn = 0.60;  // (0.55 left one of darylho03's crowns, 0.556, unsure)
constexpr double kOutlineFlip = 0.6;
constexpr double kOutlineDiagonal = 0.2;
constexpr double kOutlinePitch = 36;
// A letter Q (a clone that writes its queens as "Q", whhuang/queens, training:
// ink 0.058-0.071, thickness 0.020, hollowness 0.82-0.93, turn 0.29-0.38,
// diagonal -0.03 to -0.01, tail 0.023-0.037 in 67 px cells; the rendered
// glyph set's Q of DejaVu Sans, Sans Bold, Serif and Mono): a thin, light
// loop, hollow, far from the diagonals, not its own quarter turn, and one
// short tail sticking out of the ellipse of its hole (MarkReading::tail). A
// ring or an O has none: darylho03's rings (training, 36-160 px cells) and
// the rendered rings and letters O of DejaVu Sans and Mono in 30-80 px cells,
// PNG and JPEG 75, measure tail 0 every one; the letters Q 0.01-0.08. Thin
// rings in 30-48 px cells lose their quarter-turn symmetry to the pixel grid
// (turn down to 0.30), so turn alone would not do. Letters printed in every
// cell over an x (masonomara's board, training): a "D" over an x measured
// tail 0.014 and ink 0.30, a "B" 0.32-0.36 (its second lobe), hence the
// tail limits and the ink limit.
struct LetterBox {
  double hollow, thick, min_ink, ink, turn, diagonal, tail, max_tail, offset, pitch;
};
constexpr LetterBox kLetterQ{.hollow = 0.4,
                             .thick = 0.06,
                             .min_ink = 0.03,
                             .ink = 0.20,
                             .turn = 0.75,
                             .diagonal = 0.15,  // |diagonal| at most this
                             .tail = 0.015,
                             .max_tail = 0.15,  // a P's or a B's second lobe, a q's stem: 0.3+
                             .offset = 0.05,
                             .pitch = 40};
// A heavy solid queen, lopsided: a large crown, a chess queen or an emoji
// crown that the crown boxes miss (thickness 0.09-0.125, under the big
// glyph's limit, mirror under the small crowns'); training scaled: ink
// 0.54-0.66, turn 0.50-0.58, flip 0.54-0.67 (rebecca-b2/b3, emmett-test18,
// darcipeoples). A heavy X is its own quarter turn and top-bottom mirror
// image (0.85 and more), a blurred one measures diagonal 0.42 and more.
constexpr double kSolidInk = 0.30;
constexpr double kSolidThick = 0.09;
constexpr double kSolidTurn = 0.65;
constexpr double kSolidFlip = 0.72;
constexpr double kSolidDiagonal = 0.15;
constexpr double kSolidHollow = 0.3;
constexpr double kSolidPitch = 30;

// A heavy upright queen: solid, thick, its own left-right mirror image far
// more than its top-bottom one. A chess queen (U+265B) or a five-pointed
// crown spreads its points over the diagonals (the rendered set: diagonal
// 0.20-0.35, in the gap between the x and queen limits), so this box alone
// allows diagonal up to 0.40: no x measured is this heavy and this upright
// (training scaled to 36-48 px and the rendered set, 15 672 x cells: none
// inside the box even with the diagonal limit at 0.7; rendered X marks
// measure diagonal 0.42 and more, and those as lopsided as a crown in small
// cells are thinner than 0.082).
constexpr double kUprightInk = 0.28;
constexpr double kUprightThick = 0.10;
constexpr double kUprightMirror = 0.90;
constexpr double kUprightTilt = 0.15;
constexpr double kUprightTurn = 0.80;
constexpr double kUprightDiagonal = 0.40;
constexpr double kUprightPitch = 30;

double soft(double e) {
  return std::clamp((e - kInkFrom) / (kInkFull - kInkFrom), 0.0, 1.0);
}

// How the glyph is moved onto itself about its centroid: turned by 90
// degrees, mirrored top to bottom (flip) or left to right (mirror).
enum class Move { turn, flip, mirror };

// The glyph's pixels, weighted by their soft ink, and their centroid. Only
// pixels at least `floor` from the background count (half the glyph's
// strongest contrast): a faint band (a shade, JPEG ringing along a line)
// must not tilt the balance.
struct Ink {
  std::vector<double> v;  // row-major, w x h
  int w = 0, h = 0;
  double total = 0, cx = 0, cy = 0;
};

Ink weigh(const std::vector<float>& off, int w, int h, double floor) {
  Ink ink{.v = std::vector<double>(off.size(), 0.0), .w = w, .h = h};
  double sx = 0, sy = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const auto at = static_cast<std::size_t>(y * w + x);
      const double v = off[at] >= floor ? soft(off[at]) : 0.0;
      ink.v[at] = v;
      ink.total += v;
      sx += v * x;
      sy += v * y;
    }
  if (ink.total > 0) ink.cx = sx / ink.total, ink.cy = sy / ink.total;
  return ink;
}

// How much of the ink (the weighed pixels, above) lands on ink again
// when the glyph is moved (above): an X, a plus or a dot is its own quarter
// turn and its own mirror image both ways (close to 1); a crown (points up,
// band below) is its own left-right mirror image but neither of the others,
// a star is none of them.
double self_overlap(const Ink& ink, Move move) {
  if (ink.total <= 0) return 0;
  const int w = ink.w, h = ink.h;
  const double cx = ink.cx, cy = ink.cy;
  double same = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const double v = ink.v[static_cast<std::size_t>(y * w + x)];
      if (v <= 0) continue;
      const double mx = move == Move::turn ? cx - (y - cy) : move == Move::flip ? x : 2 * cx - x;
      const double my = move == Move::turn ? cy + (x - cx) : move == Move::flip ? 2 * cy - y : y;
      const int tx = static_cast<int>(std::lround(mx));
      const int ty = static_cast<int>(std::lround(my));
      if (tx < 0 || ty < 0 || tx >= w || ty >= h) continue;
      same += std::min(v, ink.v[static_cast<std::size_t>(ty * w + tx)]);
    }
  return same / ink.total;
}

// Where the ink lies around its centroid: the ink-weighted mean of -cos 4a
// over the pixels (a: a pixel's angle from the centroid, weighted by its
// distance, so that the crossing in the middle counts little). An X's strokes
// run along the diagonals (a = 45 degrees: 1); a ring, a disc, a star or a
// blob spreads its ink over every angle (about 0); a plus sign lies on the
// axes (-1). The same pixels as self_overlap.
double diagonal_share(const Ink& ink) {
  if (ink.total <= 0) return 0;
  double sum = 0, norm = 0;
  for (int y = 0; y < ink.h; ++y)
    for (int x = 0; x < ink.w; ++x) {
      const double v = ink.v[static_cast<std::size_t>(y * ink.w + x)];
      const double dx = x - ink.cx, dy = y - ink.cy, r2 = dx * dx + dy * dy;
      if (v <= 0 || r2 < 1e-9) continue;
      const double r = std::sqrt(r2);
      sum += v * r * (8 * dx * dx * dy * dy / (r2 * r2) - 1);  // -cos 4a
      norm += v * r;
    }
  return norm > 0 ? sum / norm : 0;
}

// Where to measure a glyph drawn off its cell's centre (a solver's queen in a
// corner, a glyph placed by hand): the middle moved onto the clear ink's
// centre, by at most kMaxShift of the cell each way, when that centre is more
// than kShiftFrom from the cell's and some clear ink lies in the inner half of
// the middle (a neighbour's glyph reaching in at the edge moves nothing). Two
// steps, each from the middle found by the last. A centred glyph (every
// training screenshot's but a few) is measured where it always was.
constexpr double kShiftFrom = 0.04;
constexpr double kMaxShift = 0.12;

// A hollow glyph's tail (MarkReading::tail): an ellipse fitted to its
// largest hole, grown by the stroke (twice the deepest ink, `deepest`, and a
// pixel and a half of slack), holds all of a ring's or an O's ink; what lies
// outside it sticks out of the loop (a letter Q's tail). Its share of the
// glyph's pixels. Measured only for hollow glyphs (hollowness at least
// kTailFrom): few cells.
constexpr double kTailFrom = 0.3;
constexpr double kOneTail = 0.75;
double tail_share(const cv::Mat& mask, double deepest, std::size_t pixels) {
  std::vector<std::vector<cv::Point>> contours;
  std::vector<cv::Vec4i> hierarchy;
  cv::findContours(mask.clone(), contours, hierarchy, cv::RETR_CCOMP, cv::CHAIN_APPROX_NONE);
  const std::vector<cv::Point>* hole = nullptr;
  double largest = 0;
  for (std::size_t k = 0; k < contours.size(); ++k)
    if (hierarchy[k][3] >= 0)
      if (const double area = cv::contourArea(contours[k]); area > largest)
        largest = area, hole = &contours[k];
  if (hole == nullptr || hole->size() < 5) return 0;
  const cv::RotatedRect e = cv::fitEllipse(*hole);
  const double ha = 0.5 * e.size.width, hb = 0.5 * e.size.height;
  const double stroke =
      std::min(2 * deepest, static_cast<double>(pixels) / (std::numbers::pi * (ha + hb)));
  const double grow = stroke + 1.0;
  const double a = ha + grow, b = hb + grow;
  const double angle = e.angle * std::numbers::pi / 180;
  const double c = std::cos(angle), s = std::sin(angle);
  cv::Mat outside(mask.size(), CV_8U, cv::Scalar(0));
  int total = 0;
  for (int y = 0; y < mask.rows; ++y)
    for (int x = 0; x < mask.cols; ++x) {
      if (mask.at<unsigned char>(y, x) == 0) continue;
      const double dx = x - static_cast<double>(e.center.x);
      const double dy = y - static_cast<double>(e.center.y);
      const double u = (dx * c + dy * s) / a, v = (dy * c - dx * s) / b;
      if (u * u + v * v > 1) outside.at<unsigned char>(y, x) = 255, ++total;
    }
  if (total == 0) return 0;
  // One tail: the largest piece outside must hold most of what lies outside
  // (a D's corners, an O's or a ring's with an x under it, a letter's legs
  // are several pieces).
  cv::Mat labels, stats, centroids;
  const int n = cv::connectedComponentsWithStats(outside, labels, stats, centroids, 8);
  int largest_piece = 0;
  for (int k = 1; k < n; ++k)
    largest_piece = std::max(largest_piece, stats.at<int>(k, cv::CC_STAT_AREA));
  if (largest_piece < kOneTail * total) return 0;
  return largest_piece / static_cast<double>(std::max<std::size_t>(pixels, 1));
}

// The middle of a cell around `at`: kCentre of the cell's span each way,
// inside the picture (inclusive pixel bounds; empty when x1 < x0 or y1 < y0).
struct Middle {
  int x0, x1, y0, y1;
};
Middle middle_around(const cv::Mat& lab, cv::Point2d at, double span_x, double span_y) {
  return {.x0 = std::max(0, static_cast<int>(std::ceil(at.x - kCentre * span_x))),
          .x1 = std::min(lab.cols - 1, static_cast<int>(std::floor(at.x + kCentre * span_x))),
          .y0 = std::max(0, static_cast<int>(std::ceil(at.y - kCentre * span_y))),
          .y1 = std::min(lab.rows - 1, static_cast<int>(std::floor(at.y + kCentre * span_y)))};
}

cv::Point2d glyph_centre(const cv::Mat& lab, const cv::Vec3f& background, cv::Point2d cell,
                         double span_x, double span_y) {
  cv::Point2d at = cell;
  for (int step = 0; step < 2; ++step) {
    const auto [x0, x1, y0, y1] = middle_around(lab, at, span_x, span_y);
    double total = 0, sx = 0, sy = 0;
    bool inner = false;
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) {
        const cv::Vec3f d = lab.at<cv::Vec3f>(y, x) - background;
        if (std::sqrt(d.dot(d)) < kStrongInk) continue;
        total += 1, sx += x, sy += y;
        inner = inner || (std::abs(x - cell.x) <= 0.5 * kCentre * span_x &&
                          std::abs(y - cell.y) <= 0.5 * kCentre * span_y);
      }
    if (total <= 0 || !inner) return at;
    const cv::Point2d ink(sx / total, sy / total);
    if (step == 0 && std::hypot((ink.x - cell.x) / span_x, (ink.y - cell.y) / span_y) <= kShiftFrom)
      return cell;
    at = {std::clamp(ink.x, cell.x - kMaxShift * span_x, cell.x + kMaxShift * span_x),
          std::clamp(ink.y, cell.y - kMaxShift * span_y, cell.y + kMaxShift * span_y)};
  }
  return at;
}

MarkReading measure(const cv::Mat& lab, const Grid& grid, int r, int c,
                    const cv::Vec3f& background) {
  MarkReading m;
  const double span_x = grid.xs[c + 1] - grid.xs[c];
  const double span_y = grid.ys[r + 1] - grid.ys[r];
  const cv::Point2d middle = glyph_centre(
      lab, background, {0.5 * (grid.xs[c] + grid.xs[c + 1]), 0.5 * (grid.ys[r] + grid.ys[r + 1])},
      span_x, span_y);
  const double cx = middle.x, cy = middle.y;
  const auto [x0, x1, y0, y1] = middle_around(lab, middle, span_x, span_y);
  if (x1 < x0 || y1 < y0) return m;
  // A one-pixel frame of background around the mask, so that ink touching
  // the edge of the middle is not taken as infinitely thick.
  cv::Mat mask(y1 - y0 + 3, x1 - x0 + 3, CV_8U, cv::Scalar(0));
  double ink = 0, strongest = 0, strong = 0;
  std::vector<float> off;
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) {
      const cv::Vec3f d = lab.at<cv::Vec3f>(y, x) - background;
      const double e = std::sqrt(d.dot(d));
      ink += soft(e);
      strong += e >= kStrongInk;
      strongest = std::max(strongest, e);
      off.push_back(static_cast<float>(e));
    }
  const double area = static_cast<double>(off.size());
  m.ink = ink / area;
  {  // where the clearly-inked pixels sit, from the middle's centre
    const int w = x1 - x0 + 1;
    double total = 0, sx = 0, sy = 0;
    for (std::size_t k = 0; k < off.size(); ++k)
      if (off[k] >= kStrongInk) {
        total += 1;
        sx += static_cast<double>(k % static_cast<std::size_t>(w)) + x0 - cx;
        sy += static_cast<double>(k / static_cast<std::size_t>(w)) + y0 - cy;
      }
    if (total > 0) m.offset = std::hypot(sx / total / span_x, sy / total / span_y);
  }
  // A two-toned glyph (a dark mark painted over a lighter solid one: a
  // solver's x over a gold crown on a pale cell) is measured by all its
  // clear ink: the dark part alone would be a thin x.
  const double half = 0.5 * strongest;
  const auto half_count = std::count_if(off.begin(), off.end(), [&](float e) { return e >= half; });
  const bool two_tone = strong > 0 && static_cast<double>(half_count) < kTwoTone * strong;
  const double floor = two_tone ? kStrongInk : std::max(kInkFrom, half);
  const Ink glyph = weigh(off, x1 - x0 + 1, y1 - y0 + 1, floor);
  m.turn = self_overlap(glyph, Move::turn);
  m.flip = self_overlap(glyph, Move::flip);
  m.mirror = self_overlap(glyph, Move::mirror);
  m.diagonal = diagonal_share(glyph);
  m.strong = strong / area;
  if (strongest < kStrongInk) return m;
  // The glyph's own pixels: at least half its strongest contrast.
  const double cut = two_tone ? kStrongInk : std::max(kStrongInk, half);
  std::size_t i = 0, pixels = 0;
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x, ++i)
      if (off[i] >= cut) {
        mask.at<unsigned char>(y - y0 + 1, x - x0 + 1) = 255;
        ++pixels;
      }
  std::vector<std::vector<cv::Point>> contours;
  std::vector<cv::Vec4i> hierarchy;
  cv::findContours(mask.clone(), contours, hierarchy, cv::RETR_CCOMP, cv::CHAIN_APPROX_SIMPLE);
  double enclosed = 0;
  for (std::size_t k = 0; k < contours.size(); ++k)
    if (hierarchy[k][3] >= 0) enclosed += cv::contourArea(contours[k]);
  m.hollow = enclosed / static_cast<double>(std::max<std::size_t>(pixels, 1));
  cv::Mat distance;
  cv::distanceTransform(mask, distance, cv::DIST_L2, cv::DIST_MASK_PRECISE);
  double deepest = 0;
  cv::minMaxLoc(distance, nullptr, &deepest);
  m.thickness = deepest / (0.5 * (span_x + span_y));
  if (m.hollow >= kTailFrom) m.tail = tail_share(mask, deepest, pixels);
  m.spread = static_cast<double>(pixels) /
             (std::numbers::pi * std::max(deepest, 0.5) * std::max(deepest, 0.5));
  return m;
}

// 1 far from a limit, 0 on it; `scale` is what counts as far. Positive
// when the value is on the wanted side (below a maximum, above a minimum).
double below(double value, double limit, double scale) {
  return std::clamp((limit - value) / scale, -1.0, 1.0);
}
double above(double value, double limit, double scale) {
  return std::clamp((value - limit) / scale, -1.0, 1.0);
}

double upright(const MarkReading& m, double screen_pitch, const UprightBox& box) {
  return std::min({above(m.ink, box.ink, box.ink_scale), above(m.thickness, box.thick, 0.01),
                   below(m.turn, box.turn, 0.04), below(m.flip, box.flip, 0.04),
                   above(m.mirror, box.mirror, 0.04), above(m.mirror - m.flip, box.tilt, 0.04),
                   below(m.hollow, kCrownHollow, 0.1),
                   above(screen_pitch, box.pitch, box.pitch_scale)});
}

// Each class is a box of limits; a cell is that class when it is inside the
// box (every margin positive), and the class's confidence is its smallest
// margin. Inside no box, or inside two: unsure.
void classify(MarkReading& m, double screen_pitch) {
  struct Candidate {
    Mark mark;
    double margin;
  };
  // An X's strokes: thin, or long for their thickness (not a blurred blob).
  const double stroke =
      std::max(below(m.thickness, kBlobThick, 0.01), above(m.spread, kStrokeSpread, 0.2));
  const double crown =
      std::min({above(m.ink, kCrownInk, 0.03), above(m.thickness, kCrownThick, 0.01),
                below(m.turn, kCrownTurn, 0.04), below(m.flip, kCrownFlip, 0.04),
                below(m.hollow, kCrownHollow, 0.1)});
  const double open = std::min(below(m.hollow, kCrossHollow, 0.1),    // no enclosed background
                               below(m.offset, kCrossOffset, 0.04));  // and centred
  // An X's strokes on the diagonals, or a disc (a dot, a blurred heavy X).
  const double disc =
      std::min({below(m.spread, kDiscSpread, 0.2), above(m.turn, kDiscRound, 0.04),
                above(m.flip, kDiscRound, 0.04), above(m.mirror, kDiscRound, 0.04)});
  const double crossed =
      std::min(open, std::max(above(m.diagonal, kCrossDiagonal, kDiagonalScale), disc));
  const double not_x = below(m.diagonal, kQueenDiagonal, kDiagonalScale);
  const Candidate candidates[] = {
      {Mark::empty, std::min(below(m.ink, kEmptyInk, 0.006), below(m.strong, kEmptyStrong, 0.005))},
      {Mark::cross,  // a tiny x
       std::min({below(m.ink, kTinyInk, 0.02), below(m.thickness, kTinyThick, 0.01),
                 above(m.ink, kEmptyInk, 0.006), above(m.strong, kEmptyStrong, 0.005),
                 above(screen_pitch, kTinyPitch, 4), below(m.offset, kTinyOffset, 0.04), crossed})},
      {Mark::cross,  // a heavier X
       std::min({above(m.turn, kCrossTurn, 0.04), above(m.flip, kCrossFlip, 0.04),
                 below(m.thickness, kCrossThick, 0.02), below(m.ink, kCrossInk, 0.04),
                 above(m.ink, kCrossMinInk, 0.01), stroke, crossed})},
      {Mark::cross,  // a heavier X, blurred
       std::min({above(m.flip, kCrossFlip2, 0.04), above(m.turn, kCrossTurn2, 0.04),
                 below(m.thickness, kCrossThick, 0.02), below(m.ink, kCrossInk, 0.04),
                 above(m.ink, kCrossMinInk, 0.01), stroke, crossed})},
      {Mark::cross,  // a heavy X, its own turn and mirror image (a crown or star is neither)
       std::min({above(m.turn, kBlobTurn, 0.03), above(m.flip, kBlobTurn, 0.03),
                 below(m.thickness, kBigThick, 0.01), below(m.ink, kHeavyInk, 0.04),
                 above(m.ink, kCrossMinInk, 0.01), stroke, crossed})},
      {Mark::cross,  // a dot
       std::min({below(m.spread, kDotSpread, 0.3), above(m.turn, kDotTurn, 0.04),
                 below(m.ink, kDotInk, 0.03), below(m.thickness, kDotThick, 0.02),
                 above(m.ink, kCrossMinInk, 0.01), open})},
      {Mark::queen,  // a big solid glyph
       std::min({above(m.ink, kBigInk, 0.04), above(m.thickness, kBigThick, 0.015),
                 above(screen_pitch, kBigPitch, 4), not_x,
                 std::max({below(m.turn, kLopsided, 0.03), below(m.flip, kLopsided, 0.03),
                           above(m.thickness, kDiscThick, 0.015)})})},
      {Mark::queen,  // a crown
       std::min({crown, above(screen_pitch, kCrownPitch, 5), not_x})},
      {Mark::queen,  // a crown in smaller cells: also its own left-right mirror image only
       std::min({crown, above(screen_pitch, kSmallCrownPitch, 4),
                 above(m.thickness, kSmallCrownThick, 0.01), above(m.mirror, kCrownMirror, 0.04),
                 above(m.mirror - m.flip, kCrownTilt, 0.04), not_x})},
      {Mark::queen, std::min(upright(m, screen_pitch, kUpright), not_x)},    // an upright star
      {Mark::queen, std::min(upright(m, screen_pitch, kThinCrown), not_x)},  // a small crown,
      {Mark::queen, std::min(upright(m, screen_pitch, kBlurCrown), not_x)},  // thinner, blurred
      {Mark::queen, std::min(upright(m, screen_pitch, kNoXCrown),
                             below(m.diagonal, kNoXCrownDiagonal,
                                   kDiagonalScale))},  // a small crown far from an X's diagonals
      {Mark::cross,                                    // a clearly diagonal x
       std::min({above(m.diagonal, kDiagonalX, kDiagonalScale), open,
                 above(m.ink, kDiagonalXMinInk, 0.006), above(m.strong, kEmptyStrong, 0.005),
                 below(m.ink, kDiagonalXMaxInk, 0.04), below(m.thickness, kDiagonalXThick, 0.01),
                 above(screen_pitch, kDiagonalXPitch, 4)})},
      {Mark::cross,  // a thin ring, round every way (a clone's x)
       std::min({above(m.turn, kRingRound, 0.04), above(m.flip, kRingRound, 0.04),
                 above(m.mirror, kRingRound, 0.04),
                 below(std::abs(m.diagonal), kRingDiagonal, kDiagonalScale),
                 below(m.ink, kRingInk, 0.02), above(m.ink, kCrossMinInk, 0.01),
                 below(m.thickness, kRingThick, 0.01), above(m.hollow, kRingHollow, 0.1),
                 above(m.spread, kRingSpread, 0.5), below(m.offset, kRingOffset, 0.02),
                 above(screen_pitch, kRingPitch, 4)})},
      {Mark::cross,  // a round dot, a little heavier (a Star Battle app's)
       std::min({below(m.spread, kRoundDotSpread, 0.2), above(m.turn, kRoundDotRound, 0.03),
                 above(m.flip, kRoundDotRound, 0.03), above(m.mirror, kRoundDotRound, 0.03),
                 below(m.ink, kRoundDotInk, 0.01), above(m.ink, kCrossMinInk, 0.01),
                 below(m.thickness, kRoundDotThick, 0.01),
                 below(std::abs(m.diagonal), kRoundDotDiagonal, kDiagonalScale),
                 below(m.offset, kRingOffset, 0.02), above(screen_pitch, kRoundDotPitch, 4)})},
      {Mark::queen,  // an outlined crown
       std::min({above(m.ink, kOutlineInk, 0.01), above(m.hollow, kOutlineHollow, 0.1),
                 above(m.mirror - m.flip, kOutlineTilt, 0.04), below(m.turn, kOutlineTurn, 0.04),
                 below(m.flip, kOutlineFlip, 0.04),
                 below(m.diagonal, kOutlineDiagonal, kDiagonalScale),
                 above(screen_pitch, kOutlinePitch, 3)})},
      {Mark::queen,  // a heavy upright queen (a chess queen, a crown of five points)
       std::min({above(m.ink, kUprightInk, 0.04), above(m.thickness, kUprightThick, 0.01),
                 above(m.mirror, kUprightMirror, 0.03),
                 above(m.mirror - m.flip, kUprightTilt, 0.04), below(m.turn, kUprightTurn, 0.04),
                 below(m.hollow, kCrownHollow, 0.1),
                 below(m.diagonal, kUprightDiagonal, kDiagonalScale),
                 above(screen_pitch, kUprightPitch, 3)})},
      {Mark::queen,  // a letter Q: a thin hollow loop with a tail
       std::min({above(m.hollow, kLetterQ.hollow, 0.1), below(m.thickness, kLetterQ.thick, 0.01),
                 above(m.ink, kLetterQ.min_ink, 0.01), below(m.ink, kLetterQ.ink, 0.04),
                 below(m.turn, kLetterQ.turn, 0.04),
                 below(std::abs(m.diagonal), kLetterQ.diagonal, kDiagonalScale),
                 above(m.tail, kLetterQ.tail, 0.005), below(m.tail, kLetterQ.max_tail, 0.03),
                 below(m.offset, kLetterQ.offset, 0.02), above(screen_pitch, kLetterQ.pitch, 4)})},
      {Mark::queen,  // a heavy solid queen, lopsided
       std::min({above(m.ink, kSolidInk, 0.04), above(m.thickness, kSolidThick, 0.01),
                 below(m.turn, kSolidTurn, 0.04), below(m.flip, kSolidFlip, 0.04),
                 below(m.diagonal, kSolidDiagonal, kDiagonalScale),
                 below(m.hollow, kSolidHollow, 0.1), above(screen_pitch, kSolidPitch, 3)})},
  };
  const bool faint_x = m.ink > kFaintInk && m.ink <= kEmptyInk && m.turn >= kFaintTurn &&
                       m.flip >= kFaintTurn && m.offset <= kFaintOffset;
  m.mark = Mark::unsure;
  m.confidence = 0;
  bool found = false;
  for (const Candidate& c : candidates) {
    if (c.margin <= 0 || (c.mark == Mark::empty && faint_x)) continue;
    if (found && c.mark != m.mark) {  // inside two classes' boxes
      m.mark = Mark::unsure;
      m.confidence = 0;
      return;
    }
    if (!found || c.margin > m.confidence) m.confidence = c.margin;
    m.mark = c.mark;
    found = true;
  }
}

}  // namespace

Marks read_marks(const cv::Mat& lab, const Grid& grid, const std::vector<cv::Vec3f>& colours,
                 double screen_pitch) {
  const int n = grid.n;
  Marks out;
  out.cells.reserve(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      MarkReading m = measure(lab, grid, r, c, colours[static_cast<std::size_t>(r * n + c)]);
      classify(m, screen_pitch);
      out.cells.push_back(m);
    }
  return out;
}

std::string describe_mark(const MarkReading& m, int index, int n) {
  if (m.touches >= 0)
    return cell_label(index, n) + " and " + cell_label(m.touches, n) +
           " both look like queens, but queens never touch: say what each holds";
  if (m.like_region)
    return cell_label(index, n) +
           " looks like a queen, but no heavier than the other cells of its region, which the "
           "reader cannot read: say what it holds";
  char what[128];
  std::snprintf(what, sizeof what, " (ink %.3f, thickness %.3f, turn %.2f)", m.ink, m.thickness,
                m.turn);
  return "cannot tell what " + cell_label(index, n) + " holds" + what;
}

}  // namespace qh::image
