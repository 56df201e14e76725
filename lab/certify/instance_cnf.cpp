// SPDX-License-Identifier: MIT
#include "lab/certify/instance_cnf.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace qh::lab {
namespace {

struct ArgSpec {
  std::string name;
  int low;
  int high;
  bool required;
  bool list = false;  // name=v1,v2,... (each value in low..high)
};

std::vector<ArgSpec> specs_of(const std::string& kind) {
  if (kind == "cube") {
    return {{"n", 1, 64, true}, {"d", 1, 8, true}, {"at-least", 0, 1 << 20, true}};
  }
  if (kind == "box") {
    return {{"sides", 1, 64, true, true}, {"at-least", 0, 1 << 20, true}};
  }
  if (kind == "cube-part") {
    return {{"n", 1, 64, true},
            {"d", 2, 8, true},
            {"counts", 0, 1 << 20, true, true},
            {"max-layer", 0, 1 << 20, true}};
  }
  if (kind == "box-part") {
    return {{"sides", 1, 64, true, true},
            {"counts", 0, 1 << 20, true, true},
            {"max-layer", 0, 1 << 20, true}};
  }
  if (kind == "walls") {
    return {{"size", 1, 16, true}, {"queens", 0, 256, true}, {"max-walls", 0, 256, false}};
  }
  if (kind == "attack" || kind == "attack-at-most") {
    return {{"k", 0, 8, true},
            {"n", 1, 64, true},
            {"at-least", 0, 1 << 20, true},
            {"line-ends", 0, 1, false}};
  }
  throw std::invalid_argument("unknown instance kind '" + kind +
                              "' (cube, box, cube-part, box-part, walls, attack, attack-at-most)");
}

// The cells of a box (coordinates, axis 0 fastest) and, in `x`, one
// variable each; a binary clause for every attacking pair.
std::vector<std::vector<int>> box_placement_cnf(const std::vector<int>& sides, Cnf& cnf,
                                                std::vector<int>& x) {
  long cells = 1;
  for (const int s : sides) cells *= s;
  if (cells > 20000) throw std::invalid_argument("cube instance: more than 20000 cells");
  std::vector<std::vector<int>> co;
  for (long cell = 0; cell < cells; ++cell) {
    std::vector<int> c;
    long rest = cell;
    for (const int s : sides) {
      c.push_back(static_cast<int>(rest % s));
      rest /= s;
    }
    co.push_back(std::move(c));
  }
  x.assign(static_cast<std::size_t>(cells), 0);
  for (int& v : x) v = cnf.new_var();
  for (std::size_t a = 0; a < co.size(); ++a) {
    for (std::size_t b = a + 1; b < co.size(); ++b) {
      if (cube_cells_attack(co[a], co[b])) cnf.add({-x[a], -x[b]});
    }
  }
  return co;
}

Cnf box_cnf(const std::vector<int>& sides, int at_least) {
  Cnf cnf;
  std::vector<int> x;
  box_placement_cnf(sides, cnf, x);
  cnf.at_least(x, at_least);
  return cnf;
}

// A part of a layer split of a box (sides[0] a longest side; n^d when
// every side is n): exactly counts[i] queens in the layer x_0 = i, at most
// max_layer in every layer along the other axes as long as axis 0 (the axes
// a symmetry of the box can move to axis 0; on a cube, every axis).
Cnf box_part_cnf(const std::vector<int>& sides, const std::vector<int>& counts, int max_layer) {
  if (counts.size() != static_cast<std::size_t>(sides.front())) {
    throw std::invalid_argument("part instance: counts must have one entry per layer of axis 0");
  }
  if (*std::max_element(sides.begin(), sides.end()) != sides.front()) {
    throw std::invalid_argument("part instance: the first side must be a longest one");
  }
  Cnf cnf;
  std::vector<int> x;
  const auto co = box_placement_cnf(sides, cnf, x);
  for (std::size_t axis = 0; axis < sides.size(); ++axis) {
    if (sides[axis] != sides.front()) continue;
    for (int i = 0; i < sides[axis]; ++i) {
      std::vector<int> layer;
      for (std::size_t c = 0; c < co.size(); ++c) {
        if (co[c][axis] == i) layer.push_back(x[c]);
      }
      if (axis == 0) {
        cnf.at_least(layer, counts[static_cast<std::size_t>(i)]);
        cnf.at_most(layer, counts[static_cast<std::size_t>(i)]);
      } else {
        cnf.at_most(layer, max_layer);
      }
    }
  }
  return cnf;
}

Cnf walls_cnf(int size, int queens, int max_walls) {
  Cnf cnf;
  const int squares = size * size;
  std::vector<int> q(static_cast<std::size_t>(squares));
  std::vector<int> w(static_cast<std::size_t>(squares));
  for (int s = 0; s < squares; ++s) {
    q[static_cast<std::size_t>(s)] = cnf.new_var();
    w[static_cast<std::size_t>(s)] = cnf.new_var();
    cnf.add({-q[static_cast<std::size_t>(s)], -w[static_cast<std::size_t>(s)]});
  }
  // Two queens on one line see each other unless a wall stands strictly
  // between them.
  for (int a = 0; a < squares; ++a) {
    for (int b = a + 1; b < squares; ++b) {
      const int dr = b / size - a / size;
      const int dc = b % size - a % size;
      if (!cube_cells_attack({a / size, a % size}, {b / size, b % size})) continue;
      const int steps = std::max(std::abs(dr), std::abs(dc));
      const int sr = dr / steps;
      const int sc = dc / steps;
      std::vector<int> clause{-q[static_cast<std::size_t>(a)], -q[static_cast<std::size_t>(b)]};
      for (int i = 1; i < steps; ++i) {
        const int between = (a / size + i * sr) * size + (a % size + i * sc);
        clause.push_back(w[static_cast<std::size_t>(between)]);
      }
      cnf.add(std::move(clause));
    }
  }
  cnf.at_least(q, queens);
  if (max_walls >= 0) cnf.at_most(w, max_walls);
  return cnf;
}

// Queens on the n x n board, each attacking exactly (or at most) k others: a
// queen attacks the first queen on each of its 8 rays, so the number it
// attacks is the number of its rays that hold some queen.
//
// With `line_ends`, the line-end lemma is added as a constraint. On every
// placement, sum over the queens of (8 - the queens it attacks) = 2 * (the
// lines holding a queen), over the 6n - 2 rows, columns, diagonals and
// anti-diagonals: a queen's rays that hold no queen are the two outer ends
// of the lines it is on, and a line holding queens has exactly two such ends
// (tests/lab/attack/test_line_end_lemma.cpp checks the identity on every placement
// of small boards). With each queen attacking at most k, m queens need
// (8 - k) * m <= 2 * (lines - empty lines): at most lines - (8 - k) * m / 2
// empty lines. Every board of at least m queens satisfies that, so refuting
// the CNF with it still refutes "at least m queens", and the count over the
// lines is what lets a CDCL solver do so on larger boards.
Cnf attack_cnf(int k, int n, int at_least, bool exactly, bool line_ends) {
  Cnf cnf;
  std::vector<int> x(static_cast<std::size_t>(n * n));
  for (int& v : x) v = cnf.new_var();
  auto at = [&x, n](int r, int c) { return x[static_cast<std::size_t>(r * n + c)]; };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      std::vector<int> seen;  // one variable per ray: "a queen on this ray"
      for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
          if (dr == 0 && dc == 0) continue;
          std::vector<int> ray;
          for (int rr = r + dr, cc = c + dc; rr >= 0 && rr < n && cc >= 0 && cc < n;
               rr += dr, cc += dc) {
            ray.push_back(at(rr, cc));
          }
          if (ray.empty()) continue;
          const int s = cnf.new_var();
          std::vector<int> some{-s};
          for (const int e : ray) {
            some.push_back(e);
            cnf.add({-e, s});
          }
          cnf.add(std::move(some));
          seen.push_back(s);
        }
      }
      cnf.at_most(seen, k, at(r, c));
      if (exactly) cnf.at_least(seen, k, at(r, c));
    }
  }
  cnf.at_least(x, at_least);
  if (line_ends) {
    // Lines by key: rows r, columns n + c, diagonals 2n + (r - c + n - 1),
    // anti-diagonals 4n - 1 + (r + c).
    std::vector<std::vector<int>> lines(static_cast<std::size_t>(6 * n - 2));
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        for (const int key : {r, n + c, 2 * n + r - c + n - 1, 4 * n - 1 + r + c}) {
          lines[static_cast<std::size_t>(key)].push_back(at(r, c));
        }
      }
    }
    std::vector<int> empty;  // one variable a line: "no queen on it"
    for (const auto& line : lines) {
      const int e = cnf.new_var();
      std::vector<int> some{e};
      for (const int q : line) {
        some.push_back(q);
        cnf.add({-e, -q});
      }
      cnf.add(std::move(some));
      empty.push_back(e);
    }
    // Twice the cap, to stay in integers: 2 * lines - (8 - k) * m.
    const long twice = 2L * static_cast<long>(lines.size()) - static_cast<long>(8 - k) * at_least;
    if (twice < 0) {
      cnf.add({});
    } else {
      cnf.at_most(empty, static_cast<int>(twice / 2));
    }
  }
  return cnf;
}

// The value(s) of name=value: one integer, or a comma-separated list of
// them for a list argument, each within the spec's range.
std::vector<int> parse_values(const std::string& text, const ArgSpec& spec,
                              const std::string& value) {
  std::vector<int> values;
  std::istringstream items(value);
  std::string item;
  bool ok = !value.empty() && value.back() != ',';
  while (ok && std::getline(items, item, ',')) {
    std::size_t used = 0;
    int v = 0;
    try {
      v = std::stoi(item, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    ok = !item.empty() && used == item.size() && v >= spec.low && v <= spec.high;
    values.push_back(v);
  }
  if (!ok || values.empty() || (!spec.list && values.size() != 1)) {
    throw std::invalid_argument(
        "instance '" + text + "': " + spec.name + " must be " +
        (spec.list ? "a comma-separated list of integers " : "an integer ") +
        std::to_string(spec.low) + ".." + std::to_string(spec.high));
  }
  return values;
}

}  // namespace

bool cube_cells_attack(const std::vector<int>& a, const std::vector<int>& b) {
  int step = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const int diff = std::abs(a[i] - b[i]);
    if (diff == 0) continue;
    if (step != 0 && diff != step) return false;
    step = diff;
  }
  return step != 0;
}

CertInstance parse_instance(const std::string& text) {
  std::istringstream in(text);
  CertInstance instance;
  if (!(in >> instance.kind)) throw std::invalid_argument("empty instance");
  const std::vector<ArgSpec> specs = specs_of(instance.kind);
  std::string word;
  while (in >> word) {
    const auto eq = word.find('=');
    if (eq == std::string::npos) {
      throw std::invalid_argument("instance '" + text + "': '" + word + "' is not name=value");
    }
    const std::string name = word.substr(0, eq);
    const std::string value = word.substr(eq + 1);
    const ArgSpec* spec = nullptr;
    for (const auto& s : specs) {
      if (s.name == name) spec = &s;
    }
    if (spec == nullptr) {
      throw std::invalid_argument("instance '" + text + "': unknown argument '" + name + "'");
    }
    const bool fresh =
        spec->list ? instance.lists.emplace(name, parse_values(text, *spec, value)).second
                   : instance.args.emplace(name, parse_values(text, *spec, value).front()).second;
    if (!fresh) {
      throw std::invalid_argument("instance '" + text + "': " + name + " given twice");
    }
  }
  for (const auto& s : specs) {
    if (s.required && !instance.args.count(s.name) && !instance.lists.count(s.name)) {
      throw std::invalid_argument("instance '" + text + "': " + s.name + "= missing");
    }
  }
  return instance;
}

std::string instance_text(const CertInstance& instance) {
  std::string out = instance.kind;
  for (const auto& s : specs_of(instance.kind)) {
    const auto it = instance.args.find(s.name);
    if (it != instance.args.end()) out += " " + s.name + "=" + std::to_string(it->second);
    const auto list = instance.lists.find(s.name);
    if (list == instance.lists.end()) continue;
    out += " " + s.name + "=";
    for (std::size_t i = 0; i < list->second.size(); ++i) {
      out += (i > 0 ? "," : "") + std::to_string(list->second[i]);
    }
  }
  return out;
}

Cnf instance_cnf(const CertInstance& instance) {
  const auto& a = instance.args;
  if (instance.kind == "cube") {
    return box_cnf(std::vector<int>(static_cast<std::size_t>(a.at("d")), a.at("n")),
                   a.at("at-least"));
  }
  if (instance.kind == "box") return box_cnf(instance.lists.at("sides"), a.at("at-least"));
  if (instance.kind == "cube-part") {
    return box_part_cnf(std::vector<int>(static_cast<std::size_t>(a.at("d")), a.at("n")),
                        instance.lists.at("counts"), a.at("max-layer"));
  }
  if (instance.kind == "box-part") {
    return box_part_cnf(instance.lists.at("sides"), instance.lists.at("counts"), a.at("max-layer"));
  }
  if (instance.kind == "attack" || instance.kind == "attack-at-most") {
    const auto line_ends = a.find("line-ends");
    return attack_cnf(a.at("k"), a.at("n"), a.at("at-least"), instance.kind == "attack",
                      line_ends != a.end() && line_ends->second == 1);
  }
  const auto walls = a.find("max-walls");
  return walls_cnf(a.at("size"), a.at("queens"), walls == a.end() ? -1 : walls->second);
}

}  // namespace qh::lab
