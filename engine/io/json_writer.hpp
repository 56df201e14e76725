// SPDX-License-Identifier: MIT
// JsonWriter: writes JSON text straight into a string, with no document tree
// in between (building one costs an allocation per number, string and key,
// which made serialising a trace ten times slower than computing it).
//
// The layout is exactly that of nlohmann::json::dump(indent), so documents
// read the same as they always have: indent < 0 gives one line with no
// spaces; indent >= 0 puts every member and element on its own line,
// indented by `indent` spaces per level, with `"key": value`. The caller
// writes object members in the order they should appear (the documents of
// engine/io/json_io.cpp use alphabetical order, nlohmann's std::map order).
// Strings are written as UTF-8, with invalid bytes replaced by U+FFFD.
#pragma once

#include <array>
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

namespace qh {

// The shortest decimal that reads back as `value` (finite), as
// std::to_chars writes it with chars_format::fixed (`fixed`) or
// ::scientific: for standard libraries without floating-point to_chars
// (the WebAssembly build's); JsonWriter uses to_chars where it exists.
std::string shortest_decimal(double value, bool fixed);

// A member name that is written as it is, without escaping: made from a
// string literal and checked when the program is compiled, and kept already
// quoted (`"name":`) so that writing it is one fixed-size copy. Most members
// of a document are such names.
class JsonKey {
 public:
  static constexpr std::size_t kCapacity = 32;  // room for `"name":`

  template <std::size_t N>
  consteval JsonKey(const char (&name)[N]) : size_(N + 2) {  // NOLINT: implicit on purpose
    static_assert(N + 2 <= kCapacity, "JsonKey: name too long");
    quoted_[0] = '"';
    for (std::size_t i = 0; i + 1 < N; ++i) {
      const char ch = name[i];
      if (ch < 0x20 || ch >= 0x7f || ch == '"' || ch == '\\')
        throw "JsonKey: a name must be printable ASCII without quotes or backslashes";
      quoted_[i + 1] = ch;
    }
    quoted_[N] = '"';
    quoted_[N + 1] = ':';
  }

 private:
  friend class JsonWriter;
  std::array<char, kCapacity> quoted_{};
  std::size_t size_;
};

class JsonWriter {
 public:
  explicit JsonWriter(int indent = -1) : indent_(indent) {}

  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }

  // A member's name; the next value is the member's.
  JsonWriter& key(const JsonKey& name) {
    element();
    std::memcpy(room(JsonKey::kCapacity), name.quoted_.data(), JsonKey::kCapacity);
    used_ += name.size_;
    if (indent_ >= 0) put(' ');
    after_key_ = true;
    return *this;
  }
  JsonWriter& escaped_key(std::string_view name);  // any text, escaped like a string

  JsonWriter& string(std::string_view text);
  JsonWriter& number(long long value);
  JsonWriter& number(int value) {
    if (value < 0 || value > 99) return number(static_cast<long long>(value));
    element();  // the numbers of the documents are mostly cells' rows and columns
    if (value > 9) put(static_cast<char>('0' + value / 10));
    put(static_cast<char>('0' + value % 10));
    return *this;
  }
  JsonWriter& number(double value);  // shortest form that reads back; NaN and inf as null
  JsonWriter& boolean(bool value);
  JsonWriter& null();

  // Room for about this many characters, to avoid regrowing the text.
  void reserve(std::size_t size) {
    if (size > out_.size()) out_.resize(size);
  }
  std::string_view text() const { return {out_.data(), used_}; }
  std::string take() {
    out_.resize(used_);
    used_ = 0;
    return std::move(out_);
  }

 private:
  // The text is out_[0, used_); the rest of out_ is room to write into, so
  // that writing a character is a store, not a call.
  char* room(std::size_t count) {
    if (out_.size() - used_ < count) grow(count);
    return out_.data() + used_;
  }
  void grow(std::size_t count);
  void put(char ch) {
    *room(1) = ch;
    ++used_;
  }
  void put(std::string_view text) {
    if (text.empty()) return;
    std::memcpy(room(text.size()), text.data(), text.size());
    used_ += text.size();
  }

  // The separator and line break before a member or an element.
  void element() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (depth_ == 0) return;
    if (!empty_) put(',');
    if (indent_ >= 0) line_break(depth_);
    empty_ = false;
  }
  JsonWriter& open(char bracket) {
    element();
    put(bracket);
    ++depth_;
    empty_ = true;
    return *this;
  }
  JsonWriter& close(char bracket) {
    --depth_;
    if (!empty_ && indent_ >= 0) line_break(depth_);
    put(bracket);
    empty_ = false;  // the container just closed is an element of its parent
    return *this;
  }
  void line_break(int depth);
  void quoted(std::string_view text);

  std::string out_;
  std::size_t used_ = 0;
  int indent_;
  int depth_ = 0;
  bool empty_ = true;       // the innermost open container has nothing in it yet
  bool after_key_ = false;  // a key was written; its value comes next
};

}  // namespace qh
