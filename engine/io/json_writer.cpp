// SPDX-License-Identifier: MIT
#include "engine/io/json_writer.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace qh {
namespace {

// Length of the well-formed UTF-8 sequence that starts at s[i] (a byte of
// 0x80 or more), or 0 when it is not one: a stray continuation byte, a
// truncated or overlong sequence, a surrogate or a code point past U+10FFFF.
std::size_t utf8_sequence(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned lead = byte(i);
  std::size_t length = 0;
  unsigned code = 0;
  unsigned smallest = 0;
  if ((lead & 0xE0U) == 0xC0U) {
    length = 2, code = lead & 0x1FU, smallest = 0x80;
  } else if ((lead & 0xF0U) == 0xE0U) {
    length = 3, code = lead & 0x0FU, smallest = 0x800;
  } else if ((lead & 0xF8U) == 0xF0U) {
    length = 4, code = lead & 0x07U, smallest = 0x10000;
  } else {
    return 0;
  }
  if (i + length > s.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0U) != 0x80U) return 0;
    code = (code << 6U) | (byte(i + k) & 0x3FU);
  }
  if (code < smallest || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  return length;
}

constexpr std::string_view kReplacementCharacter = "\xEF\xBF\xBD";

// Whether a byte is written as it is: printable ASCII other than '"' and '\\'.
constexpr std::array<bool, 256> kPlain = [] {
  std::array<bool, 256> plain{};
  for (int ch = 0x20; ch < 0x80; ++ch)
    plain[static_cast<std::size_t>(ch)] = ch != '"' && ch != '\\';
  return plain;
}();

// Whether eight bytes are all plain, tested at once: a byte is not plain when
// its high bit is set, when it is below 0x20 (subtracting 0x20 borrows into
// the high bit) or when it equals '"' or '\\' (x ^ that byte is then zero,
// and subtracting 1 borrows). A borrow can also flag a plain byte next to a
// flagged one: a "no" is only a hint to look byte by byte.
constexpr bool all_plain(std::uint64_t word) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
  constexpr std::uint64_t kHigh = 0x8080808080808080ULL;
  const auto zero_byte = [](std::uint64_t x) { return (x - kOnes) & ~x; };
  const std::uint64_t flagged = word | ((word - 0x20 * kOnes) & ~word) |
                                zero_byte(word ^ ('"' * kOnes)) | zero_byte(word ^ ('\\' * kOnes));
  return (flagged & kHigh) == 0;
}

// The end of the run of plain bytes that starts at text[i]. Text is mostly
// plain, so it is tested eight bytes at a time, then byte by byte.
std::size_t plain_run_end(std::string_view text, std::size_t i) {
  for (std::uint64_t word; i + 8 <= text.size(); i += 8) {
    std::memcpy(&word, text.data() + i, 8);
    if (!all_plain(word)) break;
  }
  while (i < text.size() && kPlain[static_cast<unsigned char>(text[i])]) ++i;
  return i;
}

}  // namespace

void JsonWriter::grow(std::size_t count) {
  out_.resize(std::max(2 * out_.size(), used_ + count + 256));
}

void JsonWriter::line_break(int depth) {
  put('\n');
  const auto spaces = static_cast<std::size_t>(depth * indent_);
  std::memset(room(spaces), ' ', spaces);
  used_ += spaces;
}

JsonWriter& JsonWriter::escaped_key(std::string_view name) {
  element();
  quoted(name);
  put(indent_ >= 0 ? ": " : ":");
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view text) {
  element();
  quoted(text);
  return *this;
}

JsonWriter& JsonWriter::number(long long value) {
  element();
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  put(std::string_view(buffer, static_cast<std::size_t>(result.ptr - buffer)));
  return *this;
}

std::string shortest_decimal(double value, bool fixed) {
  // The fewest significant digits that read back as `value`: printf rounds
  // correctly, so the first precision that round-trips gives the digits
  // to_chars would choose.
  char buffer[64];
  int precision = 1;
  for (; precision < 17; ++precision) {
    std::snprintf(buffer, sizeof buffer, "%.*e", precision - 1, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  std::snprintf(buffer, sizeof buffer, "%.*e", precision - 1, value);
  const std::string_view text(buffer);
  const std::size_t e = text.find('e');
  std::string digits;  // the significant digits, without sign or point
  for (const char ch : text.substr(0, e))
    if (ch >= '0' && ch <= '9') digits += ch;
  const int exponent = std::atoi(buffer + e + 1);
  std::string out = value < 0 ? "-" : "";
  if (!fixed) {
    out += digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    const int magnitude = exponent < 0 ? -exponent : exponent;
    out += exponent < 0 ? "e-" : "e+";
    if (magnitude < 10) out += '0';
    return out + std::to_string(magnitude);
  }
  const auto count = static_cast<int>(digits.size());
  if (exponent >= count - 1)
    return out + digits + std::string(static_cast<std::size_t>(exponent - count + 1), '0');
  if (exponent >= 0) {
    const auto point = static_cast<std::size_t>(exponent + 1);
    return out + digits.substr(0, point) + "." + digits.substr(point);
  }
  return out + "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
}

JsonWriter& JsonWriter::number(double value) {
  if (!std::isfinite(value)) return null();
  element();
  // Plain decimals for ordinary magnitudes, as nlohmann::json writes them,
  // and always with a fraction or exponent so the value reads back as a
  // floating-point number ("3.0", not "3").
  const double magnitude = std::fabs(value);
  const bool plain = magnitude == 0 || (magnitude >= 1e-4 && magnitude < 1e15);
#if defined(__cpp_lib_to_chars)
  char buffer[64];
  const auto result =
      std::to_chars(buffer, buffer + sizeof buffer, value,
                    plain ? std::chars_format::fixed : std::chars_format::scientific);
  const std::string_view digits(buffer, static_cast<std::size_t>(result.ptr - buffer));
#else  // a standard library without floating-point to_chars (emscripten 3.1's libc++)
  const std::string text = shortest_decimal(value, plain);
  const std::string_view digits(text);
#endif
  put(digits);
  if (digits.find_first_of(".e") == std::string_view::npos) put(".0");
  return *this;
}

JsonWriter& JsonWriter::boolean(bool value) {
  element();
  put(value ? "true" : "false");
  return *this;
}

JsonWriter& JsonWriter::null() {
  element();
  put("null");
  return *this;
}

void JsonWriter::quoted(std::string_view text) {
  put('"');
  std::size_t i = 0;
  while (true) {
    const std::size_t run_end = plain_run_end(text, i);
    put(text.substr(i, run_end - i));
    i = run_end;
    if (i == text.size()) break;
    const auto ch = static_cast<unsigned char>(text[i]);
    if (ch >= 0x80) {
      const std::size_t length = utf8_sequence(text, i);
      put(length == 0 ? kReplacementCharacter : text.substr(i, length));
      i += length == 0 ? 1 : length;
      continue;
    }
    switch (ch) {
      case '"':
        put("\\\"");
        break;
      case '\\':
        put("\\\\");
        break;
      case '\b':
        put("\\b");
        break;
      case '\f':
        put("\\f");
        break;
      case '\n':
        put("\\n");
        break;
      case '\r':
        put("\\r");
        break;
      case '\t':
        put("\\t");
        break;
      default: {
        constexpr std::string_view kHex = "0123456789abcdef";
        put("\\u00");
        put(kHex[ch >> 4U]);
        put(kHex[ch & 0xFU]);
      }
    }
    ++i;
  }
  put('"');
}

}  // namespace qh
