// SPDX-License-Identifier: MIT
// Whether a file is a screenshot rather than a board file: by its first
// bytes (PNG and JPEG signatures), or by its extension so that a broken
// image is reported as one. No OpenCV here: the CLI asks this on every board
// and loads the image reader only when the answer is yes.
#include <cctype>
#include <fstream>
#include <span>
#include <string>

#include "image/image_reader.hpp"

namespace qh::image {

namespace {

std::string lower_extension(const std::string& path) {
  const std::size_t dot = path.find_last_of('.');
  const std::size_t slash = path.find_last_of('/');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return {};
  std::string ext = path.substr(dot + 1);
  for (char& ch : ext) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return ext;
}

bool starts_with(std::span<const unsigned char> bytes, std::span<const unsigned char> magic) {
  if (bytes.size() < magic.size()) return false;
  for (std::size_t i = 0; i < magic.size(); ++i)
    if (bytes[i] != magic[i]) return false;
  return true;
}

}  // namespace

bool looks_like_image(std::span<const unsigned char> head) {
  static constexpr unsigned char kPng[] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
  static constexpr unsigned char kJpeg[] = {0xFF, 0xD8, 0xFF};
  return starts_with(head, kPng) || starts_with(head, kJpeg);
}

bool is_image_file(const std::string& path) {
  if (path == "-") return false;
  const std::string ext = lower_extension(path);
  if (ext == "png" || ext == "jpg" || ext == "jpeg") return true;
  std::ifstream in(path, std::ios::binary);
  unsigned char head[8] = {};
  in.read(reinterpret_cast<char*>(head), sizeof head);
  return looks_like_image(
      std::span<const unsigned char>(head, static_cast<std::size_t>(in.gcount())));
}

}  // namespace qh::image
