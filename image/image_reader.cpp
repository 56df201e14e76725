// SPDX-License-Identifier: MIT
// The pipeline: decode -> find board -> grid -> cells -> colours + borders
// -> regions -> marks (image/stages.hpp). Every stage may refuse; the first
// refusal becomes the one-line error "<image>: <what could not be decided>".
#include "image/image_reader.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <opencv2/imgproc.hpp>

#include "image/stages.hpp"

namespace qh::image {

namespace {

// The board is analysed at a width between these (pixels): small boards are
// enlarged so that every cell has a ring and a middle to sample, large ones
// reduced to keep the time per image flat.
constexpr int kMinWorkingWidth = 420;
constexpr int kMaxWorkingWidth = 1000;

cv::Mat to_lab(const cv::Mat& bgr) {
  cv::Mat scaled;
  const int width = bgr.cols;
  if (width < kMinWorkingWidth || width > kMaxWorkingWidth) {
    const int target = std::clamp(width, kMinWorkingWidth, kMaxWorkingWidth);
    const double f = target / static_cast<double>(width);
    cv::resize(bgr, scaled, cv::Size(), f, f, f > 1 ? cv::INTER_CUBIC : cv::INTER_AREA);
  } else {
    scaled = bgr;
  }
  return lab_from_bgr(scaled);
}

}  // namespace

ImportedBoard read_board_image_file(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0)
    throw InputError(path, 0, std::string("cannot read file: ") + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw InputError(path, 0, "is a directory, not an image");
  if (static_cast<std::size_t>(st.st_size) > kMaxImageBytes)
    throw InputError(path, 0,
                     "file is " + std::to_string(st.st_size) + " bytes, larger than " +
                         std::to_string(kMaxImageBytes) + "; this is not a screenshot");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, std::string("cannot read file: ") + std::strerror(errno));
  std::vector<unsigned char> bytes;
  char buf[65536];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    bytes.insert(bytes.end(), buf, buf + in.gcount());
    if (bytes.size() > kMaxImageBytes)
      throw InputError(path, 0, "file is larger than " + std::to_string(kMaxImageBytes) + " bytes");
  }
  if (in.bad()) throw InputError(path, 0, "read error");
  return read_board_image(bytes, path);
}

namespace {

// The first candidate square in which a grid is found, read; false when no
// candidate has a grid (`first_problem` then says why for the largest).
bool analyse_candidates(const cv::Mat& bgr, Analysis& out, std::string& first_problem) {
  for (const cv::Rect& box : find_board_candidates(bgr)) {
    cv::Mat lab = to_lab(bgr(box));
    GridResult found = find_grid(lab);
    if (!found.grid) {
      if (first_problem.empty()) first_problem = found.problem;
      continue;
    }
    out.box = box;
    out.lab = lab;
    out.grid = *found.grid;
    out.colours = cell_colours(lab, out.grid);
    out.clusters = cluster_colours(out.colours, out.grid.n);
    out.borders = measure_borders(lab, out.grid, out.colours);
    out.regions = decide_regions(out.grid.n, out.colours, out.clusters, out.borders);
    HintMode hint;
    if (!out.regions.problem.empty()) {
      hint = find_hint_mode(lab, out.grid, out.colours);
      if (hint.found) out.regions = decide_hint_regions(out.grid.n, hint, out.borders);
    }
    if (!out.regions.problem.empty()) {
      out.problem = out.regions.problem;
      return true;
    }
    out.pitch = out.grid.pitch * box.width / static_cast<double>(lab.cols);
    out.marks = read_marks(lab, out.grid, out.colours, out.pitch);
    for (std::size_t i = 0; i < out.marks.cells.size(); ++i) {
      MarkReading& m = out.marks.cells[i];
      // Cells too small to read, and hatched cells (their stripes are not a glyph).
      const bool striped = hint.found && hint.hatched[i];
      if ((out.pitch < kMinMarkPitch || striped) && m.ink > kCleanInk) m.mark = Mark::unsure;
    }
    doubt_region_look_alikes(out.marks, out.regions.label);
    doubt_touching_queens(out.marks, out.grid.n);
    return true;
  }
  return false;
}

// A screenshot cropped tight to the cells has no outer edge: the board's
// outline is the picture's own edge. Such a picture is read again inside a
// dark frame drawn around it (as if the crop had kept the board's border).
constexpr double kTightAspect = 0.06;  // |w - h| / max(w, h): a square crop
constexpr double kFrameShare = 0.006;  // frame width / picture side (at least 3 px)

}  // namespace

Analysis analyse_screenshot(const cv::Mat& bgr) {
  Analysis out;
  std::string first_problem;
  if (analyse_candidates(bgr, out, first_problem)) return out;
  const int longest = std::max(bgr.cols, bgr.rows);
  if (std::abs(bgr.cols - bgr.rows) <= kTightAspect * longest) {
    const int frame = std::max(3, static_cast<int>(std::lround(kFrameShare * longest)));
    cv::Mat framed;
    cv::copyMakeBorder(bgr, framed, frame, frame, frame, frame, cv::BORDER_CONSTANT,
                       cv::Scalar(40, 40, 40));
    std::string ignored;
    if (analyse_candidates(framed, out, ignored)) {
      out.box = cv::Rect(out.box.x - frame, out.box.y - frame, out.box.width, out.box.height) &
                cv::Rect(0, 0, bgr.cols, bgr.rows);
      return out;
    }
  }
  out = Analysis{};
  out.problem = (first_problem.empty() ? "no board found: nothing square and grid-like in the image"
                                       : "no board found: " + first_problem) +
                "; take a screenshot that shows the whole board";
  return out;
}

ImportedBoard read_board_image(std::span<const unsigned char> bytes, const std::string& source) {
  cv::Mat bgr;
  if (auto problem = decode_image(bytes, bgr)) throw InputError(source, 0, *problem);
  return read_board_bgr(bgr, source);
}

ImportedBoard read_board_bgr(const cv::Mat& bgr, const std::string& source) {
  const Analysis a = analyse_screenshot(bgr);
  if (!a.problem.empty()) throw InputError(source, 0, a.problem);

  const int n = a.grid.n;
  std::vector<std::string> rows(static_cast<std::size_t>(n), std::string(n, 'A'));
  ImportedBoard out{.puzzle = {},
                    .marks = {},
                    .has_marks = false,
                    .unsure = {},
                    .unsure_note = {},
                    .confidence = {},
                    .regions_from = a.regions.source,
                    .board_x = a.box.x,
                    .board_y = a.box.y,
                    .board_size = a.box.width};
  for (int i = 0; i < n * n; ++i) {
    rows[i / n][i % n] = static_cast<char>('A' + a.regions.label[i]);
    const MarkReading& m = a.marks.cells[i];
    const Cell cell{i / n, i % n};
    if (m.mark == Mark::queen) out.marks.queens.push_back(cell);
    if (m.mark == Mark::cross) out.marks.crossed.push_back(cell);
    if (m.mark == Mark::unsure) {
      if (out.unsure.empty()) out.unsure_note = describe_mark(m, i, n);
      out.unsure.push_back(cell);
    }
    out.confidence.push_back(std::min(a.regions.confidence[i], m.confidence));
  }
  if (!out.unsure.empty() && a.pitch < kMinMarkPitch) {
    char what[120];
    std::snprintf(what, sizeof what,
                  "the cells are %.0f px wide, too small to read marks reliably; a larger "
                  "screenshot will do",
                  a.pitch);
    out.unsure_note = what;
  }
  out.has_marks = !out.marks.queens.empty() || !out.marks.crossed.empty();
  try {
    out.puzzle = Puzzle::from_rows(rows);
  } catch (const InputError& e) {
    throw InputError(source, 0, std::string("the regions read do not make a board: ") + e.what());
  }
  return out;
}

}  // namespace qh::image
