// SPDX-License-Identifier: MIT
#include "lab/certify/orbital_parts.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace qh::lab {
namespace {

struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::vector<std::string> tab_fields(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream in(line);
  std::string field;
  while (std::getline(in, field, '\t')) fields.push_back(field);
  return fields;
}

bool is_sha256(const std::string& s) {
  return s.size() == 64 && std::all_of(s.begin(), s.end(), [](unsigned char c) {
           return std::isxdigit(c) != 0 && std::isupper(c) == 0;
         });
}

// "# orbital-tree: board N D, target T, parts K, split depth S" (trailing
// blanks allowed) into h's n, d, target, parts and split_depth.
bool read_header(const std::string& line, OrbitalPartsCheck& h) {
  int end = 0;
  if (std::sscanf(line.c_str(),
                  "# orbital-tree: board %d %d, target %d, parts %d, split depth %d%n", &h.n, &h.d,
                  &h.target, &h.parts, &h.split_depth, &end) != 5)
    return false;
  return std::all_of(line.begin() + end, line.end(),
                     [](unsigned char c) { return std::isspace(c) != 0; });
}

}  // namespace

OrbitalPartsCheck check_orbital_parts(const std::string& path) {
  OrbitalPartsCheck check;
  try {
    std::ifstream in(path);
    if (!in) throw Failure(path + ": cannot open");
    std::map<std::string, std::size_t> column;
    std::vector<std::string> seen;  // per part: the line that recorded it
    std::string line;
    bool have_header = false;
    for (int number = 1; std::getline(in, line); ++number) {
      const std::string at = path + " line " + std::to_string(number) + ": ";
      if (line.empty()) continue;
      if (line[0] == '#') {
        OrbitalPartsCheck h;
        if (read_header(line, h)) {
          if (have_header) throw Failure(at + "a second orbital-tree line");
          have_header = true;
          check.n = h.n;
          check.d = h.d;
          check.target = h.target;
          check.parts = h.parts;
          check.split_depth = h.split_depth;
          if (check.parts < 1 || check.parts > 1 << 20)
            throw Failure(at + "want 1 to 1,048,576 parts");
          seen.assign(static_cast<std::size_t>(check.parts), "");
        }
        continue;
      }
      const std::vector<std::string> fields = tab_fields(line);
      if (column.empty()) {
        if (!have_header)
          throw Failure(at +
                        "no '# orbital-tree: board N D, target T, parts K, split depth S' "
                        "line before the table");
        for (std::size_t i = 0; i < fields.size(); ++i) column[fields[i]] = i;
        for (const char* want : {"part", "result", "tree_sha256", "shared_tree_sha256", "check"})
          if (!column.count(want))
            throw Failure(at + "the header row has no column '" + want + "'");
        continue;
      }
      if (fields.size() != column.size())
        throw Failure(at + std::to_string(fields.size()) + " fields, the header row has " +
                      std::to_string(column.size()));
      const auto field = [&](const char* name) { return fields[column.at(name)]; };
      int part = -1;
      try {
        std::size_t used = 0;
        part = std::stoi(field("part"), &used);
        if (used != field("part").size()) part = -1;
      } catch (const std::exception&) {
        part = -1;
      }
      if (part < 0 || part >= check.parts)
        throw Failure(at + "part '" + field("part") + "' is not one of 0.." +
                      std::to_string(check.parts - 1));
      auto& first = seen[static_cast<std::size_t>(part)];
      if (!first.empty())
        throw Failure(at + "part " + std::to_string(part) + " again (also " + first + ")");
      first = "line " + std::to_string(number);
      if (field("result") != "exhausted")
        throw Failure(at + "part " + std::to_string(part) + " ended '" + field("result") +
                      "', not 'exhausted'");
      const std::string& how = field("check");
      if (how.rfind("check-orbital-tree --partial", 0) != 0 ||
          how.find(": passed") == std::string::npos)
        throw Failure(at + "part " + std::to_string(part) +
                      " has no passed check-orbital-tree --partial");
      if (!is_sha256(field("tree_sha256")) || !is_sha256(field("shared_tree_sha256")))
        throw Failure(at + "a hash is not 64 lowercase hex digits");
      if (check.shared_tree_sha256.empty()) {
        check.shared_tree_sha256 = field("shared_tree_sha256");
      } else if (field("shared_tree_sha256") != check.shared_tree_sha256) {
        throw Failure(at + "part " + std::to_string(part) + "'s tree above depth " +
                      std::to_string(check.split_depth) +
                      " differs from the earlier rows' (sha256 " + field("shared_tree_sha256") +
                      " against " + check.shared_tree_sha256 + ")");
      }
      ++check.recorded;
    }
    if (!have_header || column.empty()) throw Failure(path + ": not an orbital parts table");
    check.complete = check.recorded == check.parts;
    check.ok = true;
  } catch (const Failure& e) {
    check.ok = false;
    check.reason = e.what();
  }
  return check;
}

}  // namespace qh::lab
