// SPDX-License-Identifier: MIT
// The image reader stage by stage, on images made for each test (the
// renderer, or a few rectangles drawn here), then the pipeline on the
// fixtures and on inputs it must refuse.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "image/image_reader.hpp"
#include "image/stages.hpp"
#include "render.hpp"
#include "support.hpp"
#include "sweep.hpp"

namespace {

using qh::render::canonical;

using namespace qh;
using namespace qh::image;

cv::Mat to_lab(const cv::Mat& bgr) {
  cv::Mat f, lab;
  bgr.convertTo(f, CV_32F, 1.0 / 255.0);
  cv::cvtColor(f, lab, cv::COLOR_BGR2Lab);
  return lab;
}

Puzzle fixture_board(const std::string& name) {
  const std::string path = test::fixture(name).string();
  return parse_board(read_input(path), path);
}

// A board alone (no chrome), cropped to its candidate box, in Lab.
cv::Mat board_lab(const Puzzle& p, const PlayerMarks& m, const std::string& theme, int px) {
  const cv::Mat img = render::render(p, m, render::theme(theme), {.board_px = px, .chrome = false});
  const auto boxes = find_board_candidates(img);
  REQUIRE(!boxes.empty());
  return to_lab(img(boxes.front()));
}

std::vector<unsigned char> file_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_SUITE("image") {
  TEST_CASE("decode: magic bytes and truncation and garbage") {
    const unsigned char png[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0};
    const unsigned char jpeg[] = {0xff, 0xd8, 0xff, 0xe0};
    const unsigned char text[] = {'A', ' ', 'B', '\n'};
    CHECK(sniff_format(png) == ImageFormat::png);
    CHECK(sniff_format(jpeg) == ImageFormat::jpeg);
    CHECK(sniff_format(text) == ImageFormat::none);
    CHECK(sniff_format(std::span<const unsigned char>()) == ImageFormat::none);

    const cv::Mat img(40, 60, CV_8UC3, cv::Scalar(10, 200, 30));
    for (int quality : {0, 80}) {
      std::vector<unsigned char> bytes = render::encode(img, quality);
      cv::Mat out;
      CHECK_FALSE(decode_image(bytes, out).has_value());
      CHECK(out.size() == img.size());
      bytes.resize(bytes.size() / 2);
      const auto problem = decode_image(bytes, out);
      REQUIRE(problem.has_value());
      CHECK(problem->find("truncated") != std::string::npos);
    }
    // Right magic and end, garbage between: the decoder's refusal, one line.
    std::vector<unsigned char> fake(png, png + 8);
    fake.resize(200, 0x42);
    const unsigned char end[] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xae, 0x42, 0x60, 0x82};
    fake.insert(fake.end(), std::begin(end), std::end(end));
    cv::Mat out;
    const auto problem = decode_image(fake, out);
    REQUIRE(problem.has_value());
    CHECK(*problem == "damaged PNG image (its chunks do not add up)");
  }

  TEST_CASE("find board: the board is found off centre and in chrome") {
    const Puzzle p = fixture_board("gen-09-unique.txt");
    for (int shift : {-40, 0, 55}) {
      const cv::Mat img = render::render(p, {}, render::theme("linkedin"),
                                         {.board_px = 360, .chrome = true, .shift_x = shift});
      const auto boxes = find_board_candidates(img);
      REQUIRE(!boxes.empty());
      // The board (with its outer border) or the card around it; the grid
      // stage must then find the 9x9 grid in one of the first two.
      bool found = false;
      for (std::size_t i = 0; i < std::min<std::size_t>(2, boxes.size()) && !found; ++i) {
        const auto grid = find_grid(to_lab(img(boxes[i])));
        found = grid.grid && grid.grid->n == 9;
      }
      CHECK(found);
    }
    const cv::Mat blank(300, 200, CV_8UC3, cv::Scalar(240, 240, 240));
    CHECK(find_board_candidates(blank).empty());
  }

  TEST_CASE("grid: N from 5 to 26 in every theme") {
    for (const char* name : {"gen-05-unique.txt", "gen-08-unique.txt", "gen-11-unique.txt",
                             "gen-14-unique.txt", "gen-18-unique.txt", "gen-26-unique.txt"}) {
      const Puzzle p = fixture_board(name);
      for (const std::string& theme : render::theme_names()) {
        CAPTURE(name);
        CAPTURE(theme);
        const GridResult g = find_grid(board_lab(p, {}, theme, 26 * 24));
        REQUIRE(g.grid.has_value());
        CHECK(g.grid->n == p.size());
        CHECK(g.grid->score >= 2.0);
        CHECK(g.grid->xs.size() == static_cast<std::size_t>(p.size() + 1));
      }
    }
  }

  TEST_CASE("grid: a plain square and a checkerboard of two sizes are refused or read right") {
    const cv::Mat plain(300, 300, CV_8UC3, cv::Scalar(200, 180, 160));
    const GridResult none = find_grid(to_lab(plain));
    CHECK_FALSE(none.grid.has_value());
    CHECK(none.problem == "no grid of 5 to 26 cells per side found");
    // Thin lines every 30 px: a 10x10 grid, not 5x5 (every other line).
    cv::Mat lines(300, 300, CV_8UC3, cv::Scalar(255, 255, 255));
    for (int k = 1; k < 10; ++k) {
      cv::line(lines, {k * 30, 0}, {k * 30, 299}, cv::Scalar(0, 0, 0), 2);
      cv::line(lines, {0, k * 30}, {299, k * 30}, cv::Scalar(0, 0, 0), 2);
    }
    // Without a frame the outer row and column have no line on their far
    // side: no grid (they could be page around a board).
    CHECK_FALSE(find_grid(to_lab(lines)).grid.has_value());
    cv::rectangle(lines, {0, 0}, {299, 299}, cv::Scalar(0, 0, 0), 2);
    const GridResult ten = find_grid(to_lab(lines));
    REQUIRE(ten.grid.has_value());
    CHECK(ten.grid->n == 10);
  }

  TEST_CASE("cells and colours: the palette comes back as N confident clusters") {
    const Puzzle p = fixture_board("gen-10-unique.txt");
    const cv::Mat lab = board_lab(p, {}, "linkedin", 400);
    const GridResult g = find_grid(lab);
    REQUIRE(g.grid.has_value());
    const auto colours = cell_colours(lab, *g.grid);
    REQUIRE(colours.size() == 100u);
    const ColourClusters c = cluster_colours(colours, 10);
    CHECK(c.confident);
    CHECK(c.within < 3.0);
    CHECK(c.between > 9.0);
    std::vector<int> want = canonical(p);
    CHECK(c.label == want);
  }

  TEST_CASE("colours: two nearly equal colours are not confident and name the cells") {
    std::vector<cv::Vec3f> colours = {{50, 10, 10}, {50, 10, 11}, {80, -20, 30}, {20, 40, -40}};
    const ColourClusters c = cluster_colours(colours, 4);
    CHECK_FALSE(c.confident);
    CHECK(((c.close_a == 0 && c.close_b == 1) || (c.close_a == 1 && c.close_b == 0)));
    const ColourClusters three = cluster_colours(colours, 3);
    CHECK(three.confident);
    CHECK(three.label == std::vector<int>{0, 0, 1, 2});
  }

  TEST_CASE("borders: thick borders where the regions change and none in the clone") {
    const Puzzle p = fixture_board("gen-08-unique.txt");
    for (const char* theme : {"starbattle", "linkedin", "dark"}) {
      CAPTURE(theme);
      const cv::Mat lab = board_lab(p, {}, theme, 400);
      const GridResult g = find_grid(lab);
      REQUIRE(g.grid.has_value());
      const Borders b = measure_borders(lab, *g.grid, cell_colours(lab, *g.grid));
      REQUIRE(b.present);
      for (int r = 0; r < 8; ++r)
        for (int c = 0; c + 1 < 8; ++c)
          CHECK((b.right[r * 8 + c] > b.threshold) == (p.region(r, c) != p.region(r, c + 1)));
    }
    const cv::Mat lab = board_lab(p, {}, "clone", 400);
    const GridResult g = find_grid(lab);
    REQUIRE(g.grid.has_value());
    CHECK_FALSE(measure_borders(lab, *g.grid, cell_colours(lab, *g.grid)).present);
  }

  TEST_CASE("regions: colours and borders must agree") {
    const int n = 2;
    const std::vector<cv::Vec3f> colours = {{50, 0, 0}, {50, 0, 0}, {80, 30, 0}, {80, 30, 0}};
    ColourClusters by_colour{.label = {0, 0, 1, 1},
                             .within = 0,
                             .between = 30,
                             .close_a = 0,
                             .close_b = 2,
                             .confident = true};
    // Borders that cut the board into columns instead of rows.
    Borders columns{.right = {100, 0, 100, 0},
                    .down = {0, 0, 0, 0},
                    .present = true,
                    .threshold = 50,
                    .gap = 5};
    const Regions clash = decide_regions(n, colours, by_colour, columns);
    CHECK(clash.problem == "the colours and the thick borders disagree about the region of r1c2");
    Borders rows{.right = {0, 0, 0, 0},
                 .down = {100, 100, 0, 0},
                 .present = true,
                 .threshold = 50,
                 .gap = 5};
    const Regions both = decide_regions(n, colours, by_colour, rows);
    CHECK(both.problem.empty());
    CHECK(both.source == "colours+borders");
    by_colour.confident = false;
    const Regions borders_only = decide_regions(n, colours, by_colour, rows);
    CHECK(borders_only.source == "borders");
    CHECK(borders_only.label == std::vector<int>{0, 0, 1, 1});
    const Regions neither = decide_regions(n, colours, by_colour, Borders{});
    CHECK(neither.problem.find("nearly the same colour") != std::string::npos);
  }

  TEST_CASE("hint mode: a dimmed board with lit and hatched cells reads as its regions") {
    const Puzzle p = fixture_board("screenshots/same-colour-gen-09.txt");
    const int n = p.size();
    // Region B's cells in column 5 lit, the column's other cells hatched
    // (LinkedIn's "this region must hold a queen" hint).
    std::vector<int> lit, hatched;
    for (int r = 0; r < n; ++r)
      (p.region(r, 4) == p.region(1, 4) ? lit : hatched).push_back(r * n + 4);
    hatched.resize(4);  // more hatched cells in one column hide its lines from the grid stage
    const cv::Mat img =
        render::render(p, {}, render::theme("linkedin"),
                       {.board_px = 600, .chrome = false, .lit = lit, .hatched = hatched});
    const Analysis a = analyse_screenshot(img);
    REQUIRE(a.problem.empty());
    CHECK(canonical(Puzzle::from_rows([&] {
            std::vector<std::string> rows(static_cast<std::size_t>(n), std::string(n, 'A'));
            for (int i = 0; i < n * n; ++i)
              rows[i / n][i % n] = static_cast<char>('A' + a.regions.label[i]);
            return rows;
          }())) == canonical(p));
    const HintMode hint = find_hint_mode(a.lab, a.grid, a.colours);
    REQUIRE(hint.found);
    CHECK(hint.dim == doctest::Approx(0.4).epsilon(0.1));
    for (int i = 0; i < n * n; ++i) {
      CAPTURE(cell_label(i, n));
      const bool on =
          std::count(lit.begin(), lit.end(), i) + std::count(hatched.begin(), hatched.end(), i) > 0;
      CHECK(static_cast<bool>(hint.lit[i]) == on);
      CHECK(static_cast<bool>(hint.hatched[i]) ==
            (std::count(hatched.begin(), hatched.end(), i) > 0));
      // Stripes are no glyph: a hatched cell is never read as a mark.
      CHECK(a.marks.cells[i].mark != Mark::queen);
      CHECK(a.marks.cells[i].mark != Mark::cross);
    }
    // The ordinary board is not taken for one in hint mode.
    const cv::Mat plain =
        render::render(p, {}, render::theme("linkedin"), {.board_px = 600, .chrome = false});
    const Analysis b = analyse_screenshot(plain);
    REQUIRE(b.problem.empty());
    CHECK_FALSE(find_hint_mode(b.lab, b.grid, b.colours).found);
  }

  TEST_CASE("marks: queens and X marks and dots in every theme") {
    const Puzzle p = fixture_board("gen-09-unique.txt");
    const PlayerMarks marks{.queens = {{0, 0}, {4, 5}, {8, 8}},
                            .crossed = {{0, 1}, {2, 3}, {8, 0}}};
    for (const std::string& theme : render::theme_names()) {
      for (int px : {250, 500}) {
        CAPTURE(theme);
        CAPTURE(px);
        const cv::Mat lab = board_lab(p, marks, theme, px);
        const GridResult g = find_grid(lab);
        REQUIRE(g.grid.has_value());
        const image::Marks got = read_marks(lab, *g.grid, cell_colours(lab, *g.grid), px / 9.0);
        int queens = 0, crosses = 0, unsure = 0;
        for (const MarkReading& m : got.cells) {
          queens += m.mark == Mark::queen;
          crosses += m.mark == Mark::cross;
          unsure += m.mark == Mark::unsure;
        }
        CHECK(unsure == 0);
        CHECK(queens == 3);
        CHECK(crosses == 3);
        CHECK(got.cells[0].mark == Mark::queen);
        CHECK(got.cells[1].mark == Mark::cross);
        CHECK(got.cells[4 * 9 + 5].mark == Mark::queen);
        CHECK(got.cells[8 * 9].mark == Mark::cross);
      }
    }
  }

  TEST_CASE("pipeline: every fixture screenshot gives its board file (and marks)") {
    const auto shots = test::fixture_screenshots();
    for (const auto& shot : shots) {
      CAPTURE(shot.string());
      auto stem = shot;
      stem.replace_extension();
      const Puzzle want = parse_board(read_input(stem.string() + ".txt"), "want");
      const ImportedBoard got = read_board_image_file(shot.string());
      CHECK(canonical(got.puzzle) == canonical(want));
      const auto position = std::filesystem::path(stem.string() + ".position.txt");
      if (std::filesystem::exists(position)) {
        const PlayerMarks m = parse_position(read_input(position.string()), "pos", want.size());
        CHECK(got.has_marks);
        CHECK(got.marks.queens == m.queens);
        CHECK(got.marks.crossed == m.crossed);
      } else {
        CHECK_FALSE(got.has_marks);
      }
      CHECK(got.confidence.size() == static_cast<std::size_t>(want.size() * want.size()));
    }
    CHECK(shots.size() >= 4);
  }

  TEST_CASE("pipeline: refusals are one line naming the input") {
    const auto bad = test::source_dir() / "tests" / "bad_inputs";
    const std::pair<const char*, const char*> cases[] = {
        {"image-not-an-image.png", "not a PNG or JPEG image"},
        {"image-truncated.png", "truncated PNG image (no IEND chunk)"},
        {"image-truncated.jpg", "truncated JPEG image (no end-of-image marker)"},
        {"image-no-grid.png", "no board found"},
        {"image-twin-colours.png", "nearly the same colour"},
    };
    for (const auto& [name, fragment] : cases) {
      const char* const file = name;  // not a binding: CAPTURE takes it in a lambda
      CAPTURE(file);
      const auto bytes = file_bytes(bad / file);
      try {
        (void)read_board_image(bytes, file);
        FAIL("no refusal");
      } catch (const InputError& e) {
        const std::string what = e.what();
        CHECK(what.rfind(std::string(file) + ": ", 0) == 0);
        CHECK(what.find(fragment) != std::string::npos);
        CHECK(what.find('\n') == std::string::npos);
      }
    }
  }
}
