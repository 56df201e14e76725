// SPDX-License-Identifier: MIT
// The file decoders (image/codecs/) against OpenCV's imdecode, which the
// reader used before: the same pixels for every kind of PNG and JPEG the
// tests can write, EXIF orientations 1-8 applied alike, and bad files
// refused in one phrase.
#include <doctest/doctest.h>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <random>
#include <vector>

#include "image/codecs/codecs.hpp"
#include "image/stages.hpp"
#include "render.hpp"

namespace {

using namespace qh;
namespace codecs = qh::image::codecs;

// A picture with every kind of content a decoder could get wrong: colour
// gradients, sharp edges, an odd size (no whole 8x8 / 16x16 blocks).
cv::Mat test_picture() {
  cv::Mat img(61, 83, CV_8UC3);
  for (int y = 0; y < img.rows; ++y)
    for (int x = 0; x < img.cols; ++x)
      img.at<cv::Vec3b>(y, x) =
          cv::Vec3b(static_cast<unsigned char>(x * 3), static_cast<unsigned char>(y * 4),
                    static_cast<unsigned char>((x * y) % 251));
  cv::rectangle(img, cv::Rect(10, 12, 30, 20), cv::Scalar(255, 255, 255), cv::FILLED);
  cv::line(img, cv::Point(0, 60), cv::Point(82, 0), cv::Scalar(0, 0, 0), 2);
  return img;
}

std::vector<unsigned char> encode(const cv::Mat& img, const std::string& ext,
                                  const std::vector<int>& params = {}) {
  std::vector<unsigned char> bytes;
  REQUIRE(cv::imencode(ext, img, bytes, params));
  return bytes;
}

bool same_pixels(const cv::Mat& a, const cv::Mat& b) {
  if (a.size() != b.size() || a.type() != b.type()) return false;
  cv::Mat diff;
  cv::absdiff(a, b, diff);
  return cv::countNonZero(diff.reshape(1)) == 0;
}

// Ours through the reader's decode stage, OpenCV's imdecode (which applies
// EXIF orientation too), compared pixel for pixel.
void check_like_opencv(const std::vector<unsigned char>& bytes) {
  cv::Mat ours;
  const auto problem = image::decode_image(bytes, ours);
  REQUIRE_FALSE(problem.has_value());
  const cv::Mat theirs = cv::imdecode(bytes, cv::IMREAD_COLOR);
  REQUIRE_FALSE(theirs.empty());
  CHECK(ours.type() == CV_8UC3);
  CHECK(same_pixels(ours, theirs));
}

// An APP1 EXIF segment (big-endian TIFF, one IFD entry: orientation) put
// after the JPEG's SOI marker.
std::vector<unsigned char> with_exif_orientation(const std::vector<unsigned char>& jpeg,
                                                 int orientation) {
  const auto o = static_cast<unsigned char>(orientation);
  const unsigned char app1[] = {
      0xff, 0xe1, 0,   34,                           // APP1, length 34 (itself and what follows)
      'E',  'x',  'i', 'f', 0, 0,                    // EXIF
      'M',  'M',  0,   42,  0, 0, 0, 8,              // TIFF header, big-endian, IFD at 8
      0,    1,                                       // one entry:
      0x01, 0x12, 0,   3,   0, 0, 0, 1, 0, o, 0, 0,  // orientation, SHORT, 1 value
      0,    0,    0,   0};                           // no next IFD
  std::vector<unsigned char> out;
  out.reserve(jpeg.size() + sizeof app1);
  out.push_back(jpeg[0]);  // SOI
  out.push_back(jpeg[1]);
  for (unsigned char byte : app1) out.push_back(byte);
  for (std::size_t i = 2; i < jpeg.size(); ++i) out.push_back(jpeg[i]);
  return out;
}

}  // namespace

TEST_SUITE("image") {
  TEST_CASE("codecs: JPEG pixels as OpenCV decodes them (colour, grey, qualities)") {
    const cv::Mat img = test_picture();
    cv::Mat grey;
    cv::cvtColor(img, grey, cv::COLOR_BGR2GRAY);
    for (int quality : {10, 75, 95, 100}) {
      CAPTURE(quality);
      check_like_opencv(encode(img, ".jpg", {cv::IMWRITE_JPEG_QUALITY, quality}));
      check_like_opencv(encode(grey, ".jpg", {cv::IMWRITE_JPEG_QUALITY, quality}));
    }
    check_like_opencv(encode(img, ".jpg", {cv::IMWRITE_JPEG_PROGRESSIVE, 1}));
    check_like_opencv(encode(img, ".jpg", {cv::IMWRITE_JPEG_OPTIMIZE, 1}));
  }

  TEST_CASE("codecs: PNG pixels as OpenCV decodes them (colour, alpha, grey, 1-bit, 16-bit)") {
    const cv::Mat img = test_picture();
    cv::Mat bgra, grey, wide, bilevel;
    cv::cvtColor(img, bgra, cv::COLOR_BGR2BGRA);
    for (int y = 0; y < bgra.rows; ++y)
      for (int x = 0; x < bgra.cols; ++x)
        bgra.at<cv::Vec4b>(y, x)[3] = static_cast<unsigned char>(x * 3);
    cv::cvtColor(img, grey, cv::COLOR_BGR2GRAY);
    img.convertTo(wide, CV_16UC3, 257.0);
    cv::threshold(grey, bilevel, 128, 255, cv::THRESH_BINARY);
    check_like_opencv(encode(img, ".png"));
    check_like_opencv(encode(bgra, ".png"));
    check_like_opencv(encode(grey, ".png"));
    check_like_opencv(encode(wide, ".png"));
    check_like_opencv(encode(bilevel, ".png", {cv::IMWRITE_PNG_BILEVEL, 1}));
  }

  TEST_CASE("codecs: every EXIF orientation turns the picture as OpenCV does") {
    const std::vector<unsigned char> plain = encode(test_picture(), ".jpg");
    for (int orientation = 1; orientation <= 8; ++orientation) {
      CAPTURE(orientation);
      const std::vector<unsigned char> bytes = with_exif_orientation(plain, orientation);
      check_like_opencv(bytes);
      cv::Mat ours;
      REQUIRE_FALSE(image::decode_image(bytes, ours).has_value());
      // 5-8 swap the sides: the turn really happened (not just "equal to a no-op").
      CHECK(ours.cols == (orientation >= 5 ? 61 : 83));
    }
    CHECK(codecs::exif_orientation({}) == 1);
    const unsigned char junk[] = {'E', 'x', 'i', 'f', 0, 0, 'M', 'M', 0, 42};
    CHECK(codecs::exif_orientation(junk) == 1);
  }

  TEST_CASE("codecs: damaged and oversized files are refused in one phrase") {
    const std::vector<unsigned char> jpeg = encode(test_picture(), ".jpg");
    // A JPEG whose scan data is overwritten (its end marker kept).
    std::vector<unsigned char> broken(jpeg.size(), 0x00);
    std::copy_n(jpeg.begin(), 4, broken.begin());
    broken[broken.size() - 2] = 0xff;
    broken[broken.size() - 1] = 0xd9;
    cv::Mat out;
    auto problem = image::decode_image(broken, out);
    REQUIRE(problem.has_value());
    CHECK(*problem == "JPEG image could not be decoded");
    CHECK(out.empty());

    // A JPEG whose frame header claims 30000 x 30000 pixels: refused before
    // any pixel is allocated (no CRC in JPEG: the header is patched in place).
    std::vector<unsigned char> huge = jpeg;
    std::size_t sof = 2;
    while (sof + 9 < huge.size() && !(huge[sof] == 0xff && huge[sof + 1] == 0xc0)) ++sof;
    REQUIRE(sof + 9 < huge.size());
    for (std::size_t at : {sof + 5, sof + 7}) {
      huge[at] = 30000 >> 8;
      huge[at + 1] = 30000 & 0xff;
    }
    problem = image::decode_image(huge, out);
    REQUIRE(problem.has_value());
    CHECK(*problem ==
          "image is 30000x30000 pixels, larger than any screenshot (limit 64 megapixels)");
    CHECK(out.empty());
    CHECK_FALSE(codecs::check_dimensions(8000, 8000).has_value());
    CHECK(codecs::check_dimensions(0, 10).has_value());
  }

  TEST_CASE("codecs: damaged bytes give a picture or one phrase, never a crash") {
    // Deterministic mutations of a PNG and a JPEG (flipped bytes, a cut in
    // the middle with the end kept); run under the sanitizers in CI.
    const cv::Mat img = test_picture();
    std::mt19937 random(20261202);
    int decoded = 0, refused = 0;
    for (const std::vector<unsigned char>& good :
         {encode(img, ".png"), encode(img, ".jpg"),
          encode(img, ".jpg", {cv::IMWRITE_JPEG_PROGRESSIVE, 1})}) {
      for (int trial = 0; trial < 300; ++trial) {
        std::vector<unsigned char> bytes = good;
        std::uniform_int_distribution<std::size_t> at(2, bytes.size() - 3);
        const int flips = 1 + trial % 8;
        for (int f = 0; f < flips; ++f)
          bytes[at(random)] ^= static_cast<unsigned char>(1 + random() % 255);
        if (trial % 5 == 0) {  // cut out a stretch, keep the last 12 bytes (the end marker)
          const std::size_t from = at(random),
                            to = std::min(bytes.size() - 12, from + 1 + random() % 200);
          if (from < to)
            bytes.erase(bytes.begin() + static_cast<std::ptrdiff_t>(from),
                        bytes.begin() + static_cast<std::ptrdiff_t>(to));
        }
        cv::Mat out;
        const auto problem = image::decode_image(bytes, out);
        if (problem) {
          ++refused;
          CHECK(out.empty());
          CHECK(problem->find('\n') == std::string::npos);
        } else {
          ++decoded;
          CHECK(out.type() == CV_8UC3);
          CHECK(out.total() > 0);
        }
      }
    }
    CHECK(refused > 0);  // the mutations do break files
    MESSAGE("damaged files: " << decoded << " decoded, " << refused << " refused");
  }
}
