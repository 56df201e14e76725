// SPDX-License-Identifier: MIT
// queens-image-sweep: measures the image reader on the shared corpus. For
// each theme and board size: the share of boards read back exactly (board
// and marks), refused, read wrong, and the reading time per image (decode +
// read, not the rendering). Not run by ctest.
//   queens-image-sweep CORPUS_DIR [--themes a,b] [--sizes 150,300] [--stride K]
#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "engine/io/board_file.hpp"
#include "render.hpp"
#include "sweep.hpp"

int main(int argc, char** argv) {
  CLI::App app{"queens-image-sweep: the image reader measured on a folder of boards"};
  std::string dir, themes = "linkedin,clone,dark,starbattle";
  std::vector<int> sizes = {150, 300, 600, 1200, 3000};
  int stride = 1;
  bool verbose = false;
  app.add_option("corpus", dir, "Folder of board files (*.txt)")->required();
  app.add_option("--themes", themes, "Comma-separated themes");
  app.add_option("--sizes", sizes, "Board widths in pixels")->delimiter(',');
  app.add_option("--stride", stride, "Every K-th board only");
  std::string only;
  app.add_option("--only", only, "This board file name only (e.g. 041.txt)");
  app.add_flag("-v", verbose, "Print the first refusals and wrong reads");
  CLI11_PARSE(app, argc, argv);

  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".txt" && (only.empty() || e.path().filename() == only))
      files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<qh::render::SweepBoard> boards;
  for (const auto& f : files) {
    try {
      boards.push_back(
          {f.filename().string(), qh::parse_board(qh::read_input(f.string()), f.string())});
    } catch (const std::exception&) {
    }
  }
  std::printf("%-11s %6s %7s %7s %7s %8s %6s %9s %9s\n", "theme", "size", "images", "exact",
              "board", "refused", "wrong", "ms/image", "cpu ms");
  std::stringstream list(themes);
  std::string theme;
  while (std::getline(list, theme, ',')) {
    for (int size : sizes) {
      const auto r = qh::render::sweep(boards, theme, size, stride);
      std::printf("%-11s %6d %7d %6.1f%% %6.1f%% %8d %6d %9.1f %9.1f\n", theme.c_str(), size,
                  r.images, 100.0 * r.exact / std::max(1, r.images),
                  100.0 * (r.exact + r.unsure) / std::max(1, r.images), r.refused, r.wrong,
                  1000.0 * r.read_seconds / std::max(1, r.images),
                  1000.0 * r.read_cpu / std::max(1, r.images));
      if (verbose)
        for (const auto& note : r.notes) std::printf("    %s\n", note.c_str());
      std::fflush(stdout);
    }
  }
  return 0;
}
