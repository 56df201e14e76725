// JsonWriter: writes JSON text straight into a string, with no document tree
// in between (building one costs an allocation per number, string and key,
// which made serialising a trace ten times slower than computing it).
//
// The layout is exactly that of nlohmann::json::dump(indent), so documents
// read the same as they always have: indent < 0 gives one line with no
// spaces; indent >= 0 puts every member and element on its own line,
// indented by `indent` spaces per level, with `"key": value`. The caller
// writes object members in the order they should appear (the documents of
// engine/json_io.cpp use alphabetical order, nlohmann's std::map order).
// Strings are written as UTF-8, with invalid bytes replaced by U+FFFD.
#pragma once

#include <string>
#include <string_view>

namespace qh {

class JsonWriter {
 public:
  explicit JsonWriter(int indent = -1) : indent_(indent) {}

  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }
  JsonWriter& key(std::string_view name);  // the next value is this member's

  JsonWriter& string(std::string_view text);
  JsonWriter& number(long long value);
  JsonWriter& number(int value) {
    if (value < 0 || value > 99) return number(static_cast<long long>(value));
    element();  // the numbers of the documents are mostly cells' rows and columns
    if (value > 9) out_ += static_cast<char>('0' + value / 10);
    out_ += static_cast<char>('0' + value % 10);
    return *this;
  }
  JsonWriter& number(double value);  // shortest form that reads back; NaN and inf as null
  JsonWriter& boolean(bool value);
  JsonWriter& null();

  // Room for about this many characters, to avoid regrowing the text.
  void reserve(std::size_t size) { out_.reserve(size); }
  const std::string& text() const { return out_; }
  std::string take() { return std::move(out_); }

 private:
  // The separator and line break before a member or an element. Inline,
  // like open and close: a trace document has thousands of them.
  void element() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (depth_ == 0) return;
    if (!empty_) out_ += ',';
    if (indent_ >= 0) line_break(depth_);
    empty_ = false;
  }
  JsonWriter& open(char bracket) {
    element();
    out_ += bracket;
    ++depth_;
    empty_ = true;
    return *this;
  }
  JsonWriter& close(char bracket) {
    --depth_;
    if (!empty_ && indent_ >= 0) line_break(depth_);
    out_ += bracket;
    empty_ = false;  // the container just closed is an element of its parent
    return *this;
  }
  void line_break(int depth);
  void quoted(std::string_view text);

  std::string out_;
  int indent_;
  int depth_ = 0;
  bool empty_ = true;       // the innermost open container has nothing in it yet
  bool after_key_ = false;  // a key was written; its value comes next
};

}  // namespace qh
