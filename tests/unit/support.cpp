// SPDX-License-Identifier: MIT
#include "support.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace qh::test {

std::optional<std::filesystem::path> corpus_dir() {
  if (const char* env = std::getenv("QH_CORPUS"); env != nullptr && env[0] != '\0') {
    if (std::filesystem::exists(std::filesystem::path(env) / "index.csv"))
      return std::filesystem::path(env);
    return std::nullopt;
  }
  const auto dir = source_dir().parent_path() / "shared" / "corpus";
  if (std::filesystem::exists(dir / "index.csv")) return dir;
  return std::nullopt;
}

namespace {

// Splits one CSV line; fields may be quoted (no embedded quotes in this file).
std::vector<std::string> csv_fields(const std::string& line) {
  std::vector<std::string> out;
  std::string field;
  bool quoted = false;
  for (char ch : line) {
    if (ch == '"')
      quoted = !quoted;
    else if (ch == ',' && !quoted) {
      out.push_back(field);
      field.clear();
    } else if (ch != '\r')
      field.push_back(ch);
  }
  out.push_back(field);
  return out;
}

}  // namespace

std::vector<CorpusBoard> corpus_boards() {
  std::vector<CorpusBoard> boards;
  const auto dir = corpus_dir();
  if (!dir) return boards;
  std::ifstream in(*dir / "index.csv");
  std::string line;
  std::getline(in, line);  // header: source,id,path,n,valid,solutions,solution,dup_of
  while (std::getline(in, line)) {
    const auto f = csv_fields(line);
    if (f.size() < 7) continue;
    CorpusBoard b;
    b.id = std::stoi(f[1]);
    b.path = (*dir / f[2]).string();
    b.n = std::stoi(f[3]);
    b.solutions = f[5];
    std::stringstream cols(f[6]);
    std::string col;
    while (std::getline(cols, col, ','))
      if (!col.empty()) b.solution_columns.push_back(std::stoi(col));
    boards.push_back(std::move(b));
  }
  return boards;
}

Puzzle board_from(const std::string& text) {
  return parse_board(text, "test board");
}

}  // namespace qh::test
