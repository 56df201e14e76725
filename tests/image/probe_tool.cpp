// SPDX-License-Identifier: MIT
// queens-image-probe: what the image reader measures in a screenshot, cell by
// cell (the board's box, the grid, the regions and every mark's measures),
// to study real screenshots (bench/screenshots/). Not run by ctest.
//   queens-image-probe IMAGE... [--pitch PX [--jpeg Q]]
// --pitch: the screenshot first resized (area averaging) so that its cells
// measure PX pixels, then, with --jpeg, saved as JPEG of that quality and
// decoded again: the augmentation that measures small marks on the training
// screenshots (docs/import.md, "Marks").
#include <CLI/CLI.hpp>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <string>
#include <vector>

#include "image/stages.hpp"

namespace {

const char* mark_name(qh::image::Mark m) {
  switch (m) {
    case qh::image::Mark::empty:
      return ".";
    case qh::image::Mark::cross:
      return "x";
    case qh::image::Mark::queen:
      return "Q";
    case qh::image::Mark::unsure:
      return "?";
  }
  return "";
}

// The screenshot resized so that its cells measure `pitch` pixels (none:
// the board was not found), then JPEG-encoded at `jpeg` (0: not).
bool resize_to_pitch(cv::Mat& bgr, double pitch, int jpeg) {
  const qh::image::Analysis first = qh::image::analyse_screenshot(bgr);
  if (first.grid.n == 0 || first.pitch <= 0) return false;
  const double f = pitch / first.pitch;
  cv::Mat small;
  cv::resize(bgr, small, cv::Size(), f, f, f < 1 ? cv::INTER_AREA : cv::INTER_CUBIC);
  if (jpeg > 0) {
    std::vector<unsigned char> bytes;
    cv::imencode(".jpg", small, bytes, {cv::IMWRITE_JPEG_QUALITY, jpeg});
    small = cv::imdecode(bytes, cv::IMREAD_COLOR);
  }
  bgr = small;
  return true;
}

int probe(const char* path, double pitch, int jpeg) {
  std::ifstream in(path, std::ios::binary);
  const std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                         std::istreambuf_iterator<char>());
  cv::Mat bgr;
  if (auto problem = qh::image::decode_image(bytes, bgr)) {
    std::printf("%s\tdecode\t%s\n", path, problem->c_str());
    return 1;
  }
  if (pitch > 0 && !resize_to_pitch(bgr, pitch, jpeg)) {
    std::printf("%s\trefused\tno board to resize\n", path);
    return 1;
  }
  const qh::image::Analysis a = qh::image::analyse_screenshot(bgr);
  if (a.grid.n > 0) {
    std::printf(
        "%s\tborders\tpresent=%d gap=%.2f sep=%.1f threshold=%.1f colours: within=%.1f "
        "between=%.1f\n",
        path, a.borders.present, a.borders.gap, a.borders.separation, a.borders.threshold,
        a.clusters.within, a.clusters.between);
    const int n = a.grid.n;
    for (int r = 0; r < n; ++r) {
      std::string right, down;
      for (int c = 0; c < n; ++c) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%5.0f",
                      a.borders.right[static_cast<std::size_t>(r * n + c)]);
        right += buf;
        std::snprintf(buf, sizeof buf, "%5.0f",
                      a.borders.down[static_cast<std::size_t>(r * n + c)]);
        down += buf;
      }
      std::printf("%s\tweights\tright %s | down %s\n", path, right.c_str(), down.c_str());
    }
  }
  if (!a.problem.empty()) {
    std::printf("%s\trefused\t%s\n", path, a.problem.c_str());
    return 1;
  }
  const int n = a.grid.n;
  std::printf("%s\tboard\tn=%d box=%d,%d,%d,%d pitch=%.1f regions=%s\n", path, n, a.box.x, a.box.y,
              a.box.width, a.box.height, a.pitch, a.regions.source.c_str());
  for (int i = 0; i < n * n; ++i) {
    const qh::image::MarkReading& m = a.marks.cells[static_cast<std::size_t>(i)];
    std::printf(
        "%s\tcell\t%d\t%d\t%c\t%s\t%.4f\t%.4f\t%.4f\t%.2f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.1f\t%."
        "3f\t%.3f\n",
        path, i / n, i % n, 'A' + a.regions.label[static_cast<std::size_t>(i)], mark_name(m.mark),
        m.ink, m.strong, m.thickness, m.spread, m.hollow, m.turn, m.flip, m.offset, m.mirror,
        a.pitch, m.diagonal, m.tail);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"queens-image-probe: what the image reader measures, cell by cell"};
  std::vector<std::string> images;
  double pitch = 0;
  int jpeg = 0;
  app.add_option("images", images, "Screenshots")->required();
  app.add_option("--pitch", pitch, "Resize first so that cells measure this many pixels");
  app.add_option("--jpeg", jpeg, "... then save as JPEG of this quality (1-100)")
      ->check(CLI::Range(1, 100));
  CLI11_PARSE(app, argc, argv);
  int failed = 0;
  for (const std::string& image : images) failed += probe(image.c_str(), pitch, jpeg);
  return failed > 0 ? 1 : 0;
}
