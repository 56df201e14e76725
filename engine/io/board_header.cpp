// SPDX-License-Identifier: MIT
#include "engine/io/board_header.hpp"

#include <charconv>
#include <cstdio>

#include "engine/io/input_error.hpp"
#include "engine/model/puzzle.hpp"

namespace qh {
namespace {

bool is_blank(char ch) {
  return ch == ' ' || ch == '\t' || ch == '\r';
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_blank(s.back())) s.remove_suffix(1);
  return s;
}

bool is_key_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
         ch == '-' || ch == '_';
}

// A header line split into key and value, or nothing when the line is not
// one (a grid row, an SBN string, a blank line).
struct Split {
  std::string key;
  std::string_view value;
};
std::optional<Split> split_header(std::string_view line) {
  line = trim(line);
  if (line.empty() || !((line[0] >= 'a' && line[0] <= 'z') || (line[0] >= 'A' && line[0] <= 'Z')))
    return std::nullopt;
  std::size_t end = 0;
  while (end < line.size() && is_key_char(line[end])) ++end;
  std::size_t colon = end;
  while (colon < line.size() && is_blank(line[colon])) ++colon;
  if (colon == line.size() || line[colon] != ':') return std::nullopt;
  Split s{std::string(line.substr(0, end)), trim(line.substr(colon + 1))};
  for (char& ch : s.key)
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  return s;
}

}  // namespace

HeaderBlock read_headers(std::string_view text, const std::string& source) {
  HeaderBlock block;
  bool in_grid = false;
  int number = 1;
  for (std::size_t pos = 0; pos <= text.size(); ++number) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view line = text.substr(pos, end - pos);
    const std::size_t next = end + 1;
    pos = next;
    if (trim(line).empty()) continue;
    const std::optional<Split> split = split_header(line);
    if (!split) {
      in_grid = true;
      continue;
    }
    if (in_grid)
      throw InputError(
          source, number,
          "header line '" + split->key + ":' after the grid; header lines go before the first row");
    for (char ch : split->value) {
      const auto byte = static_cast<unsigned char>(ch);
      if ((byte < 0x20 && ch != '\t') || byte == 0x7f) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "control byte 0x%02X in the value of '%s'", byte,
                      split->key.c_str());
        throw InputError(source, number, buf);
      }
    }
    if (const BoardHeader* first = find_header(block.headers, split->key))
      throw InputError(source, number,
                       "header '" + split->key + "' given twice (first on line " +
                           std::to_string(first->line) + ")");
    block.headers.push_back({split->key, std::string(split->value), number});
    block.body_offset = std::min(next, text.size());
    block.body_line = number + 1;
  }
  return block;
}

bool is_known_header(std::string_view key) {
  return key == "stars" || key == "title" || key == "source" || key == "author";
}

int stars_from_header(const BoardHeader& header, const std::string& source) {
  const std::string range = "1.." + std::to_string(kMaxStars);
  if (header.value.empty()) throw InputError(source, header.line, "stars needs a value, " + range);
  int stars = 0;
  const char* first = header.value.data();
  const char* last = first + header.value.size();
  const auto [ptr, ec] = std::from_chars(first, last, stars);
  if (ptr != last)
    throw InputError(source, header.line,
                     "stars must be a whole number " + range + ", got '" + header.value + "'");
  if (ec != std::errc() || stars < 1 || stars > kMaxStars)
    throw InputError(source, header.line, "stars must be " + range + ", got " + header.value);
  return stars;
}

const BoardHeader* find_header(const std::vector<BoardHeader>& headers, std::string_view key) {
  for (const BoardHeader& h : headers)
    if (h.key == key) return &h;
  return nullptr;
}

}  // namespace qh
