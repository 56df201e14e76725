// SPDX-License-Identifier: MIT
// queens-image-probe: what the image reader measures in a screenshot, cell by
// cell (the board's box, the grid, the regions and every mark's measures),
// to study real screenshots (bench/screenshots/). Not run by ctest.
//   queens-image-probe IMAGE...
#include <cstdio>
#include <fstream>
#include <iterator>
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

int probe(const char* path) {
  std::ifstream in(path, std::ios::binary);
  const std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                         std::istreambuf_iterator<char>());
  cv::Mat bgr;
  if (auto problem = qh::image::decode_image(bytes, bgr)) {
    std::printf("%s\tdecode\t%s\n", path, problem->c_str());
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
        "%s\tcell\t%d\t%d\t%c\t%s\t%.4f\t%.4f\t%.4f\t%.2f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.1f\n",
        path, i / n, i % n, 'A' + a.regions.label[static_cast<std::size_t>(i)], mark_name(m.mark),
        m.ink, m.strong, m.thickness, m.spread, m.hollow, m.turn, m.flip, m.offset, m.mirror,
        a.pitch);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  int failed = 0;
  for (int i = 1; i < argc; ++i) failed += probe(argv[i]);
  return failed > 0 ? 1 : 0;
}
