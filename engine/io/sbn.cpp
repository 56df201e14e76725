// SPDX-License-Identifier: MIT
#include "engine/io/sbn.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <vector>

#include "engine/io/input_error.hpp"
#include "engine/model/bits.hpp"

namespace qh {
namespace {

constexpr std::string_view kAlphabet =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";

// Header: N twice, K, 'W'.
constexpr std::size_t kHeader = 4;

int base36(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 10;
  return -1;
}

int six_bits(char ch) {
  const std::size_t at = kAlphabet.find(ch);
  return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

std::string shown(char ch) {
  const auto byte = static_cast<unsigned char>(ch);
  if (byte < 0x20 || byte >= 0x7f) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "byte 0x%02X", byte);
    return buf;
  }
  return std::string("'") + ch + "'";
}

// The wall bits of an N x N board: N(N-1) vertical bits, row-major (between
// (r, c) and (r, c+1)), then N(N-1) horizontal bits, column-major (between
// (r, c) and (r+1, c)). Each names its two cells.
struct Wall {
  int a;
  int b;
};
std::vector<Wall> walls(int n) {
  std::vector<Wall> out;
  out.reserve(static_cast<std::size_t>(2 * n * (n - 1)));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c + 1 < n; ++c) out.push_back({r * n + c, r * n + c + 1});
  for (int c = 0; c < n; ++c)
    for (int r = 0; r + 1 < n; ++r) out.push_back({r * n + c, (r + 1) * n + c});
  return out;
}

std::size_t field_chars(int n) {
  return static_cast<std::size_t>((2 * n * (n - 1) + 5) / 6);
}

int find(std::vector<int>& parent, int x) {
  while (parent[x] != x) x = parent[x] = parent[parent[x]];
  return x;
}

}  // namespace

bool looks_like_sbn(std::string_view line) {
  bool digit = false;
  for (char ch : line) {
    if (ch == ' ' || ch == '\t') return false;
    if (ch >= '0' && ch <= '9') digit = true;
  }
  return digit;
}

std::vector<ListedSbn> sbn_lines(std::string_view text) {
  std::vector<ListedSbn> lines;
  int number = 1;
  for (std::size_t pos = 0; pos < text.size(); ++number) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    const auto blank = [](char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; };
    while (!line.empty() && blank(line.front())) line.remove_prefix(1);
    while (!line.empty() && blank(line.back())) line.remove_suffix(1);
    if (!line.empty() && line.front() != '#') lines.push_back({.line = number, .sbn = line});
  }
  return lines;
}

std::vector<ListedSbn> sbn_list(std::string_view text) {
  std::vector<ListedSbn> lines = sbn_lines(text);
  // Printable ASCII only, so that no binary file passes for a list.
  const auto printable = [](char ch) {
    return static_cast<unsigned char>(ch) > 0x20 && static_cast<unsigned char>(ch) < 0x7f;
  };
  const bool list =
      lines.size() >= 2 && std::all_of(lines.begin(), lines.end(), [&](const ListedSbn& l) {
        return std::all_of(l.sbn.begin(), l.sbn.end(), printable) && looks_like_sbn(l.sbn);
      });
  if (!list) lines.clear();
  return lines;
}

std::string listed_board_name(std::string_view source, int line) {
  return std::string(source) + ":" + std::to_string(line);
}

std::vector<ListedBoard> parse_sbn_list(std::string_view text, const std::string& source) {
  const std::vector<ListedSbn> lines = sbn_lines(text);
  if (lines.empty()) throw InputError(source, 0, "no SBN string: a list holds one board a line");
  std::vector<ListedBoard> boards;
  boards.reserve(lines.size());
  for (const ListedSbn& l : lines) {
    if (!looks_like_sbn(l.sbn))
      throw InputError(source, l.line, "not an SBN string: a list holds one SBN string a line");
    boards.push_back({.line = l.line, .puzzle = parse_sbn(l.sbn, source, l.line)});
  }
  return boards;
}

Puzzle parse_sbn(std::string_view sbn, const std::string& source, int line) {
  const auto fail = [&](const std::string& problem) {
    throw InputError(source, line, "SBN: " + problem);
  };
  if (sbn.size() < kHeader)
    fail("'" + std::string(sbn) + "' is too short; SBN starts with N twice, K and 'W'");
  const int n = base36(sbn[0]);
  if (n < 0 || base36(sbn[1]) < 0)
    fail("the size must be written as two base-36 digits (0-9, A-Z), got " +
         std::string(sbn.substr(0, 2)));
  if (sbn[0] != sbn[1])
    fail("the size is written twice and both must agree, got " + std::string(sbn.substr(0, 2)));
  if (n < 1 || n > kMaxSize)
    fail("the size must be 1..26, got " + std::to_string(n) + " (" + std::string(sbn.substr(0, 2)) +
         ")");
  if (sbn[2] < '0' || sbn[2] > '9') fail("K must be a digit 1..6, got " + shown(sbn[2]));
  const int stars = sbn[2] - '0';
  if (stars < 1 || stars > kMaxStars) fail("K must be 1..6, got " + std::to_string(stars));
  if (sbn[3] == 'e') fail("annotated SBN ('e' at position 4) is not supported; boards use 'W'");
  if (sbn[3] != 'W') fail("position 4 must be 'W', got " + shown(sbn[3]));

  const std::string_view field = sbn.substr(kHeader);
  const std::size_t want = field_chars(n);
  if (field.size() != want)
    fail("the border field has " + std::to_string(field.size()) + " characters; a " +
         std::to_string(n) + "x" + std::to_string(n) + " board needs " + std::to_string(want));
  const std::vector<Wall> wall = walls(n);
  const std::size_t padding = 6 * want - wall.size();
  std::vector<bool> set(wall.size(), false);
  for (std::size_t i = 0; i < field.size(); ++i) {
    const int value = six_bits(field[i]);
    if (value < 0)
      fail(shown(field[i]) + " at position " + std::to_string(kHeader + i + 1) +
           " is not an SBN character (0-9, A-Z, a-z, '-', '_')");
    for (int b = 0; b < 6; ++b) {
      const std::size_t bit = 6 * i + static_cast<std::size_t>(b);
      const bool on = ((value >> (5 - b)) & 1) != 0;
      if (bit < padding) {
        if (on) fail("the padding bits before the walls must be 0");
      } else {
        set[bit - padding] = on;
      }
    }
  }

  // Regions: the pieces left when the walls are removed.
  std::vector<int> parent(static_cast<std::size_t>(n * n));
  std::iota(parent.begin(), parent.end(), 0);
  for (std::size_t i = 0; i < wall.size(); ++i)
    if (!set[i]) parent[find(parent, wall[i].a)] = find(parent, wall[i].b);
  for (std::size_t i = 0; i < wall.size(); ++i)
    if (set[i] && find(parent, wall[i].a) == find(parent, wall[i].b))
      fail("the wall between " + cell_name({wall[i].a / n, wall[i].a % n}) + " and " +
           cell_name({wall[i].b / n, wall[i].b % n}) + " lies inside one region");
  std::vector<int> letter_of(static_cast<std::size_t>(n * n), -1);
  std::vector<std::string> rows(static_cast<std::size_t>(n), std::string());
  int regions = 0;
  for (int cell = 0; cell < n * n; ++cell) {
    int& letter = letter_of[find(parent, cell)];
    if (letter < 0) letter = regions++;
    if (letter < 26) rows[cell / n].push_back(static_cast<char>('A' + letter));
  }
  if (regions != n)
    fail("the walls make " + std::to_string(regions) + (regions == 1 ? " region" : " regions") +
         "; a " + std::to_string(n) + "x" + std::to_string(n) + " board needs " +
         std::to_string(n));
  return Puzzle::from_rows(rows, stars);
}

std::string write_sbn(const Puzzle& puzzle) {
  if (!puzzle.split_regions().empty())
    throw std::invalid_argument("SBN needs every region to be one 4-connected piece");
  const int n = puzzle.size();
  const char size = kAlphabet[static_cast<std::size_t>(n)];  // base 36 agrees up to 'Z'
  std::string out{size, size, static_cast<char>('0' + puzzle.stars()), 'W'};
  const std::vector<Wall> wall = walls(n);
  const std::size_t chars = field_chars(n);
  const std::size_t padding = 6 * chars - wall.size();
  const auto separates = [&](const Wall& w) {
    return puzzle.region(w.a / n, w.a % n) != puzzle.region(w.b / n, w.b % n);
  };
  for (std::size_t i = 0; i < chars; ++i) {
    int value = 0;
    for (std::size_t b = 0; b < 6; ++b) {
      const std::size_t bit = 6 * i + b;
      value = value << 1 | (bit >= padding && separates(wall[bit - padding]) ? 1 : 0);
    }
    out.push_back(kAlphabet[static_cast<std::size_t>(value)]);
  }
  return out;
}

}  // namespace qh
