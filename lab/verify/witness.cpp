// SPDX-License-Identifier: MIT
#include "lab/verify/witness.hpp"

#include <istream>
#include <ostream>
#include <sstream>
#include <stdexcept>

namespace qh::lab {
namespace {

class LineReader {
 public:
  LineReader(std::istream& in, const std::string& name) : in_(in), name_(name) {}

  // The next non-comment, non-blank line, split on blanks; false at the end.
  bool next(std::vector<std::string>& words) {
    std::string line;
    while (std::getline(in_, line)) {
      ++number_;
      const auto first = line.find_first_not_of(" \t\r");
      if (first == std::string::npos || line[first] == '#') continue;
      std::istringstream split(line);
      words.clear();
      for (std::string w; split >> w;) words.push_back(w);
      return true;
    }
    return false;
  }

  [[noreturn]] void fail(const std::string& problem) const {
    throw std::invalid_argument(name_ + ":" + std::to_string(number_) + ": " + problem);
  }

  int integer(const std::string& word) const {
    std::size_t used = 0;
    int value = 0;
    try {
      value = std::stoi(word, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != word.size() || word.empty()) fail("'" + word + "' is not an integer");
    return value;
  }

  std::vector<std::string> expect(const std::string& key, std::size_t values) {
    std::vector<std::string> words;
    if (!next(words)) fail("missing '" + key + "' line");
    if (words[0] != key || words.size() != values + 1) {
      fail("expected '" + key + "' and " + std::to_string(values) + " value(s)");
    }
    return words;
  }

 private:
  std::istream& in_;
  const std::string& name_;
  int number_ = 0;
};

}  // namespace

Witness parse_witness(std::istream& in, const std::string& name) {
  LineReader reader(in, name);
  Witness w;
  const auto magic = reader.expect("queens-lab", 2);
  if (magic[1] != "witness" || magic[2] != "1") reader.fail("not a queens-lab witness version 1");

  std::vector<std::string> words;
  if (!reader.next(words) || words[0] != "problem") reader.fail("missing 'problem' line");
  if (words.size() == 3 && words[1] == "attack-exactly") {
    w.kind = WitnessKind::attack_exactly;
  } else if (words.size() == 3 && words[1] == "attack-at-most") {
    w.kind = WitnessKind::attack_at_most;
  } else if (words.size() == 2 && words[1] == "cube") {
    w.kind = WitnessKind::cube;
  } else {
    reader.fail("problem must be 'attack-exactly K', 'attack-at-most K' or 'cube'");
  }
  if (w.kind != WitnessKind::cube) w.k = reader.integer(words[2]);
  if (w.k < 0) reader.fail("k must be >= 0");

  const auto board = reader.expect("board", 2);
  w.n = reader.integer(board[1]);
  w.d = reader.integer(board[2]);
  if (w.n < 1 || w.d < 1 || w.d > 8) reader.fail("board needs n >= 1 and 1 <= d <= 8");

  const auto count = reader.expect("queens", 1);
  const int queens = reader.integer(count[1]);
  if (queens < 0) reader.fail("negative queen count");
  for (int q = 0; q < queens; ++q) {
    if (!reader.next(words)) reader.fail("file ends after " + std::to_string(q) + " queens");
    if (words.size() != static_cast<std::size_t>(w.d)) {
      reader.fail("a queen needs " + std::to_string(w.d) + " coordinates");
    }
    std::vector<int> c;
    for (const auto& word : words) {
      const int x = reader.integer(word);
      if (x < 1 || x > w.n)
        reader.fail("coordinate " + word + " outside 1.." + std::to_string(w.n));
      c.push_back(x);
    }
    w.queens.push_back(std::move(c));
  }
  if (reader.next(words)) reader.fail("more lines than the " + std::to_string(queens) + " queens");
  return w;
}

void write_witness(std::ostream& out, const Witness& w) {
  out << "queens-lab witness 1\n";
  switch (w.kind) {
    case WitnessKind::attack_exactly:
      out << "problem attack-exactly " << w.k << '\n';
      break;
    case WitnessKind::attack_at_most:
      out << "problem attack-at-most " << w.k << '\n';
      break;
    case WitnessKind::cube:
      out << "problem cube\n";
      break;
  }
  out << "board " << w.n << ' ' << w.d << '\n';
  out << "queens " << w.queens.size() << '\n';
  for (const auto& q : w.queens) {
    for (std::size_t i = 0; i < q.size(); ++i) out << (i ? " " : "") << q[i];
    out << '\n';
  }
}

}  // namespace qh::lab
