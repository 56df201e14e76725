// SPDX-License-Identifier: MIT
#include "lab/certify/orbital_tree.hpp"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <map>
#include <numeric>
#include <sstream>
#include <stdexcept>

#include "lab/certify/instance_cnf.hpp"
#include "lab/certify/sha256.hpp"

namespace qh::lab {
namespace {

constexpr std::int64_t kMaxScale = std::int64_t{1} << 40;
constexpr std::int64_t kMaxWeight = std::int64_t{1} << 50;

using Cell = OrbitalCell;
using Board = OrbitalBoard;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Header {
  int n = 0, d = 0, target = 0, part = 0, parts = 0, split_depth = 0;
  std::int64_t scale = 0;
};

// One part's file, read record by record; `set` lines are taken as they come.
class TreeReader {
 public:
  explicit TreeReader(const std::string& path) : path_(path), in_(path) {
    if (!in_) throw Failure(path + ": cannot read the tree file");
  }

  [[noreturn]] void fail(const std::string& why) const {
    throw Failure(path_ + " line " + std::to_string(line_no_) + ": " + why);
  }

  Header header() {
    Header h;
    expect_line("queens-lab orbital-tree 1",
                "not an orbital tree (want 'queens-lab orbital-tree 1')");
    std::istringstream board(next_line());
    std::string word;
    if (!(board >> word >> h.n >> h.d) || word != "board" || h.n < 2 || h.n > 9 || h.d < 2 ||
        h.d > 6) {
      fail("want 'board N D' (N 2..9, D 2..6)");
    }
    std::istringstream target(next_line());
    if (!(target >> word >> h.target) || word != "target" || h.target < 1 || h.target > 4096) {
      fail("want 'target T' (1 <= T <= 4,096)");
    }
    std::istringstream part(next_line());
    std::string of, at_depth;
    if (!(part >> word >> h.part >> of >> h.parts >> at_depth >> h.split_depth) || word != "part" ||
        of != "of" || at_depth != "at-depth" || h.parts < 1 || h.part < 0 || h.part >= h.parts ||
        h.split_depth < 0 || h.split_depth > 60) {
      fail("want 'part P of K at-depth S' (0 <= P < K, S <= 60)");
    }
    std::istringstream scale(next_line());
    if (!(scale >> word >> h.scale) || word != "scale" || h.scale < 1 || h.scale > kMaxScale) {
      fail("want 'scale W' (1 <= W <= 2^40)");
    }
    return h;
  }

  // The next record that is not a set definition; sets are checked here.
  std::string record(const Board& board, std::map<long, std::vector<int>>& sets, long& checked) {
    for (;;) {
      std::string text = next_line();
      if (text.rfind("set ", 0) != 0) return text;
      std::istringstream in(text.substr(4));
      long id = -1;
      if (!(in >> id) || id < 0) fail("want 'set I C1 C2 ...'");
      if (sets.count(id) != 0) fail("set " + std::to_string(id) + " defined twice");
      std::vector<int> cells;
      std::string word;
      while (in >> word) {
        const int c = cell(word, board);
        if (std::find(cells.begin(), cells.end(), c) != cells.end()) fail("a cell listed twice");
        for (const int other : cells) {
          if (!board.attack(c, other)) {
            fail("set " + std::to_string(id) + " is not a clique: cells " + std::to_string(other) +
                 " and " + std::to_string(c) + " do not share a line");
          }
        }
        cells.push_back(c);
      }
      if (cells.empty()) fail("set " + std::to_string(id) + " has no cell");
      sets.emplace(id, std::move(cells));
      ++checked;
    }
  }

  int cell(const std::string& word, const Board& board) const {
    if (word.empty() || word.size() > 5 ||
        word.find_first_not_of("0123456789") != std::string::npos) {
      fail("'" + word + "' is not a cell index");
    }
    const int c = std::stoi(word);
    if (c >= board.cells()) fail("cell " + word + " is off the board");
    return c;
  }

  void expect_end() {
    std::string rest;
    while (std::getline(in_, rest)) {
      ++line_no_;
      if (!rest.empty()) fail("text after 'end'");
    }
  }

 private:
  std::string next_line() {
    std::string text;
    if (!std::getline(in_, text)) {
      ++line_no_;
      fail("the file ends before the tree does (an interrupted run?)");
    }
    ++line_no_;
    return text;
  }
  void expect_line(const std::string& want, const std::string& why) {
    if (next_line() != want) fail(why);
  }

  std::string path_;
  std::ifstream in_;
  long line_no_ = 0;
};

// Walks one part's tree, checking every node.
class TreeWalk {
 public:
  TreeWalk(const Board& board, const Header& header, TreeReader& reader, OrbitalTreeCheck& stats)
      : board_(board), h_(header), reader_(reader), stats_(stats) {}

  void run() {
    visit(orbital_root(board_), 0, 1);
    if (reader_.record(board_, sets_, stats_.sets) != "end")
      reader_.fail("want 'end' after the tree");
    reader_.expect_end();
  }

  // The tree above the split depth: each record's kind and cell, and a mark
  // for every depth-S node (what the parts must agree on).
  const std::string& skeleton() const { return skeleton_; }

 private:
  void visit(const OrbitalNode& node, int depth, unsigned long path) {
    const std::string text = reader_.record(board_, sets_, stats_.sets);
    ++stats_.nodes;
    const bool shared = h_.parts > 1 && depth == h_.split_depth;
    if (shared) {
      skeleton_ += "n";
      const auto owner =
          static_cast<int>((path * 2654435761ul >> 7) % static_cast<unsigned long>(h_.parts));
      if (text == "other") {
        if (owner == h_.part) reader_.fail("'other' on a node this part owns");
        return;
      }
      if (owner != h_.part)
        reader_.fail("a node of part " + std::to_string(owner) + " searched here");
    } else if (text == "other") {
      reader_.fail("'other' away from the split depth");
    }
    if (text.rfind("branch ", 0) == 0) {
      const int c = reader_.cell(text.substr(7), board_);
      if (h_.parts > 1 && depth < h_.split_depth) skeleton_ += "b" + std::to_string(c) + ",";
      std::pair<OrbitalNode, OrbitalNode> children;
      try {
        children = orbital_branch(board_, node, c);
      } catch (const std::invalid_argument& e) {
        reader_.fail(e.what());
      }
      visit(children.first, depth + 1, path * 2);
      visit(children.second, depth + 1, path * 2 + 1);
      return;
    }
    if (text == "cover" || text.rfind("cover ", 0) == 0) {
      if (h_.parts > 1 && depth < h_.split_depth) skeleton_ += "l,";
      check_cover(text.substr(5), node.cells, node.queens);
      ++stats_.leaves;
      return;
    }
    reader_.fail("want 'branch C', 'cover ...' or 'other'");
  }

  void check_cover(const std::string& terms, const std::vector<Cell>& state, int queens) {
    std::vector<std::int64_t> covered(at(board_.cells()), 0);
    std::int64_t total = 0;
    std::istringstream in(terms);
    std::string term;
    while (in >> term) {
      const auto colon = term.find(':');
      long id = -1;
      std::int64_t w = 0;
      try {
        std::size_t used = 0;
        id = std::stol(term.substr(0, colon), &used);
        if (used != colon) id = -1;
        w = std::stoll(term.substr(colon + 1), &used);
        if (used != term.size() - colon - 1) w = 0;
      } catch (const std::exception&) {
        id = -1;
      }
      if (colon == std::string::npos || id < 0 || w <= 0 || w > kMaxWeight) {
        reader_.fail("'" + term + "' is not SET:WEIGHT with a positive weight");
      }
      const auto set = sets_.find(id);
      if (set == sets_.end())
        reader_.fail("set " + std::to_string(id) + " is used before it is defined");
      int room = 1;
      for (const int c : set->second) room -= state[at(c)] == Cell::queen;
      if (room < 0) reader_.fail("set " + std::to_string(id) + " holds two queens");
      for (const int c : set->second) {
        if (state[at(c)] == Cell::free &&
            __builtin_add_overflow(covered[at(c)], w, &covered[at(c)])) {
          reader_.fail("the weights on cell " + std::to_string(c) + " overflow 64 bits");
        }
      }
      if (room == 1 && __builtin_add_overflow(total, w, &total)) {
        reader_.fail("the cover's total weight overflows 64 bits");
      }
    }
    for (int c = 0; c < board_.cells(); ++c) {
      if (state[at(c)] == Cell::free && covered[at(c)] < h_.scale) {
        reader_.fail("free cell " + std::to_string(c) + " is covered less than once");
      }
    }
    // queens, target <= 4,096 and scale <= 2^40: no overflow.
    std::int64_t bound = 0;
    if (__builtin_add_overflow(std::int64_t{queens} * h_.scale, total, &bound) ||
        bound >= std::int64_t{h_.target} * h_.scale) {
      reader_.fail("the cover does not bring the bound below " + std::to_string(h_.target));
    }
  }

  const Board& board_;
  const Header& h_;
  TreeReader& reader_;
  OrbitalTreeCheck& stats_;
  std::map<long, std::vector<int>> sets_;
  std::string skeleton_;
};

}  // namespace

OrbitalBoard::OrbitalBoard(int n, int d) {
  for (int a = 0; a < d; ++a) cells_ *= n;
  coords_.resize(at(cells_));
  for (int c = 0; c < cells_; ++c) {
    std::vector<int> x(at(d));
    for (int a = d - 1, rest = c; a >= 0; --a, rest /= n) x[at(a)] = rest % n;
    coords_[at(c)] = std::move(x);
  }
  attacked_.resize(at(cells_));
  for (int a = 0; a < cells_; ++a) {
    for (int b = 0; b < cells_; ++b) {
      if (a != b && attack(a, b)) attacked_[at(a)].push_back(b);
    }
  }
  std::vector<int> axes(at(d));
  std::iota(axes.begin(), axes.end(), 0);
  do {
    for (int mask = 0; mask < (1 << d); ++mask) {
      std::vector<int> perm(at(cells_));
      for (int c = 0; c < cells_; ++c) {
        int image = 0;
        for (int i = 0; i < d; ++i) {
          const int v = coords_[at(c)][at(axes[at(i)])];
          image = image * n + ((mask >> i & 1) ? n - 1 - v : v);
        }
        perm[at(c)] = image;
      }
      group_.push_back(std::move(perm));
    }
  } while (std::next_permutation(axes.begin(), axes.end()));
}

bool OrbitalBoard::attack(int a, int b) const {
  return cube_cells_attack(coords_[at(a)], coords_[at(b)]);
}

OrbitalNode orbital_root(const OrbitalBoard& board) {
  OrbitalNode root{
      .cells = std::vector<Cell>(at(board.cells()), Cell::free), .group = {}, .queens = 0};
  root.group.resize(board.group().size());
  std::iota(root.group.begin(), root.group.end(), 0);
  return root;
}

std::pair<OrbitalNode, OrbitalNode> orbital_branch(const OrbitalBoard& board,
                                                   const OrbitalNode& node, int c) {
  if (c < 0 || c >= board.cells() || node.cells[at(c)] != Cell::free) {
    throw std::invalid_argument("branch on a cell that is not free");
  }
  OrbitalNode empty = node;
  for (const int g : node.group) {
    const int image = board.group()[at(g)][at(c)];
    if (node.cells[at(image)] != Cell::free) {
      throw std::invalid_argument("the orbit of cell " + std::to_string(c) +
                                  " meets a cell that is not free");
    }
    empty.cells[at(image)] = Cell::excluded;
  }
  OrbitalNode queen{.cells = node.cells, .group = {}, .queens = node.queens + 1};
  queen.cells[at(c)] = Cell::queen;
  for (const int a : board.attacked(c)) {
    if (queen.cells[at(a)] == Cell::free) queen.cells[at(a)] = Cell::excluded;
  }
  for (const int g : node.group) {
    if (board.group()[at(g)][at(c)] == c) queen.group.push_back(g);
  }
  return {std::move(empty), std::move(queen)};
}

OrbitalTreeCheck check_orbital_trees(const std::vector<std::string>& paths, bool partial) {
  OrbitalTreeCheck check;
  try {
    if (paths.empty()) throw Failure("no tree file");
    std::vector<Header> headers;
    std::vector<TreeReader> readers;
    readers.reserve(paths.size());
    for (const auto& path : paths) {
      readers.emplace_back(path);
      headers.push_back(readers.back().header());
    }
    const Header& first = headers.front();
    std::vector<std::string> part_file(static_cast<std::size_t>(first.parts));
    for (std::size_t i = 0; i < headers.size(); ++i) {
      const Header& h = headers[i];
      if (h.n != first.n || h.d != first.d || h.target != first.target || h.parts != first.parts ||
          h.split_depth != first.split_depth) {
        throw Failure(paths[i] + ": its board, target or parts differ from " + paths[0] + "'s");
      }
      auto& seen = part_file[static_cast<std::size_t>(h.part)];
      if (!seen.empty())
        throw Failure(paths[i] + ": part " + std::to_string(h.part) + " again (also " + seen + ")");
      seen = paths[i];
    }
    check.complete = true;
    for (std::size_t p = 0; p < part_file.size(); ++p) {
      if (part_file[p].empty()) check.complete = false;
      if (part_file[p].empty() && !partial) {
        throw Failure("part " + std::to_string(p) + " of " + std::to_string(first.parts) +
                      " is missing: the parts do not cover the tree");
      }
    }
    const std::int64_t cells = [&] {
      std::int64_t c = 1;
      for (int a = 0; a < first.d; ++a) c *= first.n;
      return c;
    }();
    if (cells > 4096) throw Failure(paths[0] + ": at most 4,096 cells");
    const OrbitalBoard board(first.n, first.d);
    std::string skeleton;
    for (std::size_t i = 0; i < readers.size(); ++i) {
      TreeWalk walk(board, headers[i], readers[i], check);
      const long nodes = check.nodes, leaves = check.leaves;
      walk.run();
      check.checked.push_back({.file = paths[i],
                               .part = headers[i].part,
                               .nodes = check.nodes - nodes,
                               .leaves = check.leaves - leaves,
                               .skeleton_sha256 = sha256_hex(walk.skeleton())});
      if (i == 0) {
        skeleton = walk.skeleton();
      } else if (walk.skeleton() != skeleton) {
        throw Failure(paths[i] + ": its tree above depth " + std::to_string(first.split_depth) +
                      " differs from " + paths[0] + "'s, so their shared nodes are not the same");
      }
    }
    check.ok = true;
    check.n = first.n;
    check.d = first.d;
    check.target = first.target;
    check.parts = first.parts;
    check.split_depth = first.split_depth;
  } catch (const Failure& e) {
    check.ok = false;
    check.reason = e.what();
  }
  return check;
}

}  // namespace qh::lab
