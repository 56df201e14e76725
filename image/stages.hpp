// SPDX-License-Identifier: MIT
// The stages of the image reader, in pipeline order (docs/import.md):
//
//   decode  -> find board -> grid -> cells -> colours + borders -> regions -> marks
//
// Each stage is a plain function of the previous stage's output, testable on
// its own image, and each reports how sure it is: a stage that cannot decide
// returns a `problem` (one phrase, no file name) instead of a guess, and the
// pipeline turns it into a one-line InputError. Colours are CIE Lab floats
// (L 0-100), distances are plain Euclidean distances in Lab (delta E 1976).
#pragma once

#include <opencv2/core.hpp>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace qh::image {

// --- decode -----------------------------------------------------------------
enum class ImageFormat { none, png, jpeg };
ImageFormat sniff_format(std::span<const unsigned char> bytes);  // by magic bytes
// PNG/JPEG bytes to an 8-bit BGR image. Refuses truncated files (no IEND
// chunk / no EOI marker) before decoding. Returns the problem, or nullopt.
std::optional<std::string> decode_image(std::span<const unsigned char> bytes, cv::Mat& bgr);

// 8-bit BGR to CIE Lab floats (L 0-100), as OpenCV's COLOR_BGR2Lab (image/lab.cpp).
cv::Mat lab_from_bgr(const cv::Mat& bgr);

// --- find board ---------------------------------------------------------------
// Square-ish outlines in the image that could be the board, largest first
// (the pipeline takes the first one in which the grid stage finds a grid).
std::vector<cv::Rect> find_board_candidates(const cv::Mat& bgr);

// --- grid -----------------------------------------------------------------------
struct Grid {
  int n = 0;
  std::vector<double> xs;  // n + 1 line centres, board-image pixels, left to right
  std::vector<double> ys;  // n + 1 line centres, top to bottom
  double pitch = 0;        // mean cell size in pixels
  double score = 0;        // weakest predicted line / strongest clutter (>= 2 to accept)
  double runner_up = 0;    // the same for the best other N
};
struct GridResult {
  std::optional<Grid> grid;
  std::string problem;  // when no grid
};
// Board image (a crop, in Lab): finds N (5..26) and the cell lines.
GridResult find_grid(const cv::Mat& lab);

// --- cells ----------------------------------------------------------------------
// The background colour of every cell (row-major), the median of a ring
// between the cell lines and the centre, where neither lines nor glyphs are.
std::vector<cv::Vec3f> cell_colours(const cv::Mat& lab, const Grid& grid);

// --- colours --------------------------------------------------------------------
struct ColourClusters {
  std::vector<int> label;  // per cell, 0..n-1 (n clusters, single linkage)
  double within = 0;       // the largest distance joined inside a cluster
  double between = 0;      // the smallest distance between two clusters
  int close_a = -1;        // two cells of different clusters at `between`
  int close_b = -1;
  bool confident = false;  // between is large in itself and against within
};
ColourClusters cluster_colours(const std::vector<cv::Vec3f>& colours, int clusters);

// --- borders --------------------------------------------------------------------
struct Borders {
  // Weight of the line between neighbours (width x contrast, delta E x
  // pixels): right[r*n+c] is the line between (r,c) and (r,c+1),
  // down[r*n+c] between (r,c) and (r+1,c).
  std::vector<double> right, down;
  bool present = false;   // the widths split clearly into thin and thick
  double threshold = 0;   // thick when width > threshold
  double gap = 0;         // lightest thick / heaviest thin
  double separation = 0;  // (mean thick - mean thin) / (sd thick + sd thin + 1)
};
Borders measure_borders(const cv::Mat& lab, const Grid& grid,
                        const std::vector<cv::Vec3f>& colours);
// Sets present, threshold, gap and separation of `out` from these line
// weights (any subset of a board's edges): the thin / thick split above.
void split_weights(std::vector<double> all, int n, Borders& out);

// --- regions --------------------------------------------------------------------
struct Regions {
  std::vector<int> label;  // per cell, 0..n-1, numbered in reading order
  std::vector<double> confidence;
  std::string source;   // "colours", "borders" or "colours+borders"
  std::string problem;  // set when the regions could not be decided
};
Regions decide_regions(int n, const std::vector<cv::Vec3f>& colours, const ColourClusters& colour,
                       const Borders& borders);

// --- hint mode ------------------------------------------------------------------
// LinkedIn's app while it shows a hint dims the board (every colour channel
// scaled by one factor, sRGB) and draws a few cells undimmed: lit in their
// full colour, or hatched (their full colour in stripes over a paler tint).
// Those cells break the colour clusters and the line weights around them.
struct HintMode {
  bool found = false;              // most cells dimmed, a few far brighter
  std::vector<char> lit;           // per cell: drawn undimmed (lit or hatched)
  std::vector<char> hatched;       // per cell: two shades in stripes
  std::vector<cv::Vec3f> colours;  // per cell, Lab: the full colours (dimmed ones brightened back)
  double dim = 0;  // dimmed / full colour (sRGB), from lit cells matching dimmed ones; 0: none
};
HintMode find_hint_mode(const cv::Mat& lab, const Grid& grid,
                        const std::vector<cv::Vec3f>& colours);
// The regions of a board in hint mode: the full colours must make N clear
// clusters, and they must
// agree with the thin and thick lines between dimmed cells (the lines
// touching a lit cell are not measured reliably, so they are not used).
Regions decide_hint_regions(int n, const HintMode& hint, const Borders& borders);

// --- marks ----------------------------------------------------------------------
// `unsure`: the cell holds ink that is neither clearly an X (or dot) nor
// clearly a queen, or clearly empty. It is reported for that cell (the board
// is still read); `hint` asks the player to confirm it or leaves it out.
enum class Mark { empty, cross, queen, unsure };
struct MarkReading {
  Mark mark = Mark::empty;
  double ink = 0;        // soft share of the cell's middle covered by a glyph
  double strong = 0;     // share of the middle that is clearly ink (delta E >= kStrongInk)
  double thickness = 0;  // the largest disc inside the glyph, radius / cell span
  double spread = 0;     // glyph pixels / (pi thickness^2): 1 for a disc, large for thin strokes
  double hollow = 0;     // background enclosed by the glyph / glyph pixels (outlined shapes)
  double turn = 0;  // overlap of the ink with itself turned by 90 degrees: X and dot ~1, crown less
  double flip = 0;  // ... with itself mirrored top to bottom: X and dot ~1, crown less
  double mirror = 0;      // ... with itself mirrored left to right: X, dot and crown ~1
  double offset = 0;      // the clear ink's centre from the middle's centre, / cell span (the
                          // middle moves onto a glyph drawn off the cell's centre: marks.cpp)
  double diagonal = 0;    // ink on the diagonals through its centre rather than the axes:
                          // X ~0.5-1, ring, disc, star or crown ~0, plus sign < 0
  double tail = 0;        // a hollow glyph's ink outside the ellipse of its hole grown by
                          // its stroke, / glyph pixels: a letter Q's tail 0.01-0.08, a
                          // ring or an O 0 (0 unless hollow)
  double confidence = 0;  // 0..1: how far the measures are from the class limits
  int touches = -1;       // read as a queen, but so was this touching cell: unsure (index)
  // Read as a queen, but no heavier than its region's other cells, all unsure.
  bool like_region = false;
};
struct Marks {
  std::vector<MarkReading> cells;  // row-major
};
// `screen_pitch`: the cell size in the screenshot's own pixels (small cells
// blur glyphs, and some shapes are trusted only above a size).
Marks read_marks(const cv::Mat& lab, const Grid& grid, const std::vector<cv::Vec3f>& colours,
                 double screen_pitch);
// Queens read on touching cells (no puzzle of the family allows it) become
// unsure, both of each pair (touching_queens.cpp); returns how many.
int doubt_touching_queens(Marks& marks, int n);
// Queens whose ink is about that of their region's other cells, every one
// of them unsure (a pattern printed in every cell), become unsure
// (region_look_alikes.cpp); `label` is the region of each cell; returns how many.
int doubt_region_look_alikes(Marks& marks, const std::vector<int>& label);
// One line on why a cell's mark is unsure ("r3c4 (ink 0.21, thickness 0.06)").
std::string describe_mark(const MarkReading& m, int index, int n);
// Cells narrower than this (screenshot pixels) are too small to read marks
// reliably: every cell with ink is then reported as unsure.
inline constexpr double kMinMarkPitch = 20.0;
inline constexpr double kCleanInk = 0.015;  // "no ink": below this in every cell

// --- the pipeline after decoding -------------------------------------------------
struct Analysis {
  cv::Rect box;  // the board in the screenshot (pixels)
  cv::Mat lab;   // the board, resized to the working width, in Lab
  Grid grid;
  std::vector<cv::Vec3f> colours;
  ColourClusters clusters;
  Borders borders;
  Regions regions;
  Marks marks;
  double pitch = 0;     // cell size in screenshot pixels
  std::string problem;  // why no board could be read (then nothing else is set)
};
// Finds the board in a decoded screenshot and reads it (every stage above).
Analysis analyse_screenshot(const cv::Mat& bgr);

// The board read from a decoded screenshot (8-bit BGR): every stage after
// decode, as read_board_image and read_board_pixels share them.
struct ImportedBoard;
ImportedBoard read_board_bgr(const cv::Mat& bgr, const std::string& source);

// "r3c4", 1-based, for messages.
std::string cell_label(int index, int n);

}  // namespace qh::image
