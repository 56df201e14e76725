// SPDX-License-Identifier: MIT
#include "lab/certify/claim_check.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "lab/certify/clique_cover.hpp"
#include "lab/certify/external_check.hpp"
#include "lab/certify/instance_cnf.hpp"
#include "lab/certify/orbital_parts.hpp"
#include "lab/certify/sha256.hpp"
#include "lab/certify/split_cover.hpp"
#include "lab/verify/check.hpp"
#include "lab/verify/witness.hpp"

namespace qh::lab {
namespace {

constexpr long kNoUpper = -1;

struct Bounds {
  long lower = 0;
  long upper = kNoUpper;
  void at_least(long v) { lower = std::max(lower, v); }
  void at_most(long v) { upper = upper == kNoUpper ? v : std::min(upper, v); }
};

int int_field(const nlohmann::json& j, const char* name) {
  if (!j.contains(name) || !j.at(name).is_number_integer()) {
    throw std::invalid_argument(std::string("missing integer field '") + name + "'");
  }
  return j.at(name).get<int>();
}

std::string string_field(const nlohmann::json& j, const char* name) {
  if (!j.contains(name) || !j.at(name).is_string()) {
    throw std::invalid_argument(std::string("missing string field '") + name + "'");
  }
  return j.at(name).get<std::string>();
}

long power(long base, int exponent) {
  long v = 1;
  for (int i = 0; i < exponent; ++i) v *= base;
  return v;
}

// A cube witness file: the naive checker, and the board must be the claim's.
EvidenceReport cube_witness(const nlohmann::json& problem, const nlohmann::json& e,
                            const std::filesystem::path& dir, Bounds& bounds) {
  const std::string file = string_field(e, "file");
  EvidenceReport r{.what = "witness " + file};
  std::ifstream in(dir / file);
  if (!in) {
    r.how = "cannot open " + (dir / file).string();
    return r;
  }
  const Witness w = parse_witness(in, file);
  const std::string kind = string_field(problem, "kind");
  const bool same_board = kind == "cube"
                              ? w.kind == WitnessKind::cube && w.n == int_field(problem, "n") &&
                                    w.d == int_field(problem, "d")
                              : w.kind == (kind == "attack" ? WitnessKind::attack_exactly
                                                            : WitnessKind::attack_at_most) &&
                                    w.k == int_field(problem, "k") &&
                                    w.n == int_field(problem, "n") && w.d == 2;
  if (!same_board) {
    r.how = "the witness is not of this problem";
    return r;
  }
  const CheckResult c = check_witness(w);
  r.passed = c.ok;
  r.how = !c.ok ? c.reason
          : kind == "cube"
              ? std::to_string(w.queens.size()) + " queens, none attacks another (lab/verify)"
              : std::to_string(w.queens.size()) + " queens, each attacking " +
                    (kind == "attack" ? "exactly " : "at most ") + std::to_string(w.k) +
                    (w.k == 1 ? " other (lab/verify)" : " others (lab/verify)");
  r.what = "lower " + std::to_string(w.queens.size()) + ": " + r.what;
  if (c.ok) bounds.at_least(static_cast<long>(w.queens.size()));
  return r;
}

// A walls board and a placement: on an S x S board with these walls, no two
// queens see each other (a wall strictly between them blocks the line).
EvidenceReport walls_witness(const nlohmann::json& problem, const nlohmann::json& e,
                             Bounds& bounds) {
  const int size = int_field(problem, "size");
  const int queens_wanted = int_field(problem, "queens");
  const auto walls = e.at("walls").get<std::vector<std::vector<int>>>();
  const auto queens = e.at("queens").get<std::vector<std::vector<int>>>();
  EvidenceReport r{.what = "upper " + std::to_string(walls.size()) + ": a board of " +
                           std::to_string(walls.size()) + " walls with " +
                           std::to_string(queens.size()) + " queens"};
  std::set<std::pair<int, int>> wall_set;
  std::set<std::pair<int, int>> queen_set;
  for (const auto& s : walls) {
    if (s.size() != 2 || s[0] < 0 || s[0] >= size || s[1] < 0 || s[1] >= size) {
      r.how = "a wall off the board";
      return r;
    }
    wall_set.insert({s[0], s[1]});
  }
  for (const auto& s : queens) {
    if (s.size() != 2 || s[0] < 0 || s[0] >= size || s[1] < 0 || s[1] >= size) {
      r.how = "a queen off the board";
      return r;
    }
    if (wall_set.count({s[0], s[1]})) {
      r.how = "a queen on a wall";
      return r;
    }
    queen_set.insert({s[0], s[1]});
  }
  if (wall_set.size() != walls.size() || queen_set.size() != queens.size()) {
    r.how = "a square listed twice";
    return r;
  }
  if (static_cast<int>(queens.size()) < queens_wanted) {
    r.how = "fewer queens than the problem asks";
    return r;
  }
  for (const auto& [ar, ac] : queen_set) {
    for (const auto& [br, bc] : queen_set) {
      if (std::make_pair(ar, ac) >= std::make_pair(br, bc)) continue;
      const int dr = br - ar;
      const int dc = bc - ac;
      if (!(dr == 0 || dc == 0 || std::abs(dr) == std::abs(dc))) continue;
      const int steps = std::max(std::abs(dr), std::abs(dc));
      bool blocked = false;
      for (int i = 1; i < steps && !blocked; ++i) {
        blocked = wall_set.count({ar + i * (dr / steps), ac + i * (dc / steps)}) > 0;
      }
      if (!blocked) {
        r.how = "queens (" + std::to_string(ar) + "," + std::to_string(ac) + ") and (" +
                std::to_string(br) + "," + std::to_string(bc) + ") see each other";
        return r;
      }
    }
  }
  r.passed = true;
  r.how = "no two queens see each other (naive check)";
  bounds.at_most(static_cast<long>(walls.size()));
  return r;
}

// Refuting one instance: the CNF re-derived from the instance must have the
// stated hash (and so must the stored CNF, when stored); then drat-trim
// checks the proof, or a second solver re-solves the CNF.
struct Refutation {
  bool passed = false;
  std::string how;
  double seconds = 0;  // of the external check
};

Refutation refute(const CertInstance& instance, const nlohmann::json& e,
                  const std::filesystem::path& dir, const CheckOptions& options) {
  Refutation r;
  const std::string dimacs = instance_cnf(instance).dimacs();
  const std::string hash = sha256_hex(dimacs);
  if (hash != string_field(e, "cnf_sha256")) {
    r.how = "the re-derived CNF has SHA-256 " + hash + ", the certificate states another";
    return r;
  }
  std::string how = "CNF re-derived, SHA-256 matches";
  const std::filesystem::path scratch =
      std::filesystem::temp_directory_path() /
      ("queens-lab-check-" + std::to_string(std::hash<std::string>{}(hash)) + "-" +
       std::to_string(::getpid()));
  std::filesystem::create_directories(scratch);
  struct Cleanup {
    std::filesystem::path p;
    ~Cleanup() {
      std::error_code ec;
      std::filesystem::remove_all(p, ec);
    }
  } cleanup{scratch};
  if (e.contains("cnf")) {
    if (sha256_hex(read_file_bytes((dir / string_field(e, "cnf")).string())) != hash) {
      r.how = "the stored CNF differs from the re-derived one";
      return r;
    }
    how += ", stored CNF identical";
  }
  const std::string cnf_path = (scratch / "step.cnf").string();
  {
    std::ofstream out(cnf_path, std::ios::binary);
    out << dimacs;
  }
  ExternalCheck check;
  if (options.use_drat_trim && e.contains("proof") && find_program("drat-trim")) {
    const std::string proof = read_file_bytes((dir / string_field(e, "proof")).string());
    if (e.contains("proof_sha256") && sha256_hex(proof) != string_field(e, "proof_sha256")) {
      r.how = "the stored proof's SHA-256 differs from the one stated";
      return r;
    }
    const std::string proof_path = (scratch / "step.drat").string();
    {
      std::ofstream out(proof_path, std::ios::binary);
      out << proof;
    }
    check = check_with_drat_trim(cnf_path, proof_path, options.timeout_seconds);
  }
  if (!check.ran || !check.passed) {
    const ExternalCheck second =
        check_by_resolving(cnf_path, options.timeout_seconds, options.solver);
    if (check.ran) how += "; " + check.how;
    check = second;
  }
  std::ostringstream seconds;
  seconds.precision(2);
  seconds << std::fixed << check.seconds;
  r.passed = check.passed;
  r.seconds = check.seconds;
  r.how = how + "; " + check.how + (check.ran ? " in " + seconds.str() + " s" : "");
  return r;
}

// An unsat step: refuting its instance bounds the claim's value.
EvidenceReport unsat_step(const nlohmann::json& problem, const nlohmann::json& e,
                          const std::filesystem::path& dir, const CheckOptions& options,
                          Bounds& bounds) {
  const CertInstance instance = parse_instance(string_field(e, "instance"));
  const std::string kind = string_field(problem, "kind");
  // What refuting the instance proves about the problem's value.
  long bound = 0;
  bool is_lower = false;
  if (kind == "cube" && instance.kind == "cube" &&
      instance.args.at("n") == int_field(problem, "n") &&
      instance.args.at("d") == int_field(problem, "d")) {
    bound = instance.args.at("at-least") - 1;
  } else if (kind == "box" && instance.kind == "box" &&
             instance.lists.at("sides") == problem.at("sides").get<std::vector<int>>()) {
    bound = instance.args.at("at-least") - 1;
  } else if ((kind == "attack" || kind == "attack-at-most") && instance.kind == kind &&
             instance.args.at("k") == int_field(problem, "k") &&
             instance.args.at("n") == int_field(problem, "n")) {
    bound = instance.args.at("at-least") - 1;
  } else if (kind == "walls-fewest" && instance.kind == "walls" &&
             instance.args.at("size") == int_field(problem, "size") &&
             instance.args.at("queens") == int_field(problem, "queens")) {
    const auto walls = instance.args.find("max-walls");
    is_lower = true;
    bound = walls == instance.args.end() ? std::numeric_limits<int>::max() : walls->second + 1;
  } else {
    throw std::invalid_argument("instance '" + instance_text(instance) +
                                "' is not about this claim's problem");
  }
  EvidenceReport r{.what = std::string(is_lower ? "lower " : "upper ") +
                           (bound == std::numeric_limits<int>::max() ? std::string("impossible")
                                                                     : std::to_string(bound)) +
                           ": refute " + instance_text(instance)};
  const Refutation refuted = refute(instance, e, dir, options);
  r.passed = refuted.passed;
  r.how = refuted.how;
  if (instance.args.count("line-ends") && instance.args.at("line-ends") == 1) {
    r.how += "; the CNF states the line-end lemma (tests/lab/attack/test_line_end_lemma.cpp)";
  }
  if (r.passed) {
    if (is_lower) {
      bounds.at_least(bound);
    } else {
      bounds.at_most(bound);
    }
  }
  return r;
}

// The n^(d-1) lines along the first axis partition the board and hold one
// queen each at most.
EvidenceReport rook_bound(const nlohmann::json& problem, Bounds& bounds) {
  const int n = int_field(problem, "n");
  const int d = int_field(problem, "d");
  const long bound = power(n, d - 1);
  bounds.at_most(bound);
  return {.what = "upper " + std::to_string(bound) + ": rook bound",
          .passed = true,
          .how = "the " + std::to_string(bound) + " lines along axis 1 partition the " +
                 std::to_string(n) + "^" + std::to_string(d) + " board"};
}

// The line-end bound (tests/lab/attack/test_line_end_lemma.cpp): a queen attacking
// at most k others has at least 8 - k rays with no queen on them, each the
// outer end of a line holding queens, and each of the 6n - 2 lines has two
// such ends: (8 - k) * m <= 2 * (6n - 2).
EvidenceReport line_end_bound(const nlohmann::json& problem, Bounds& bounds) {
  const int k = int_field(problem, "k");
  const int n = int_field(problem, "n");
  if (k >= 8) throw std::invalid_argument("line-end bound: k = 8 gives no bound");
  const long lines = 6L * n - 2;
  const long bound = 2 * lines / (8 - k);
  bounds.at_most(bound);
  return {.what = "upper " + std::to_string(bound) + ": line-end bound",
          .passed = true,
          .how = "(8 - " + std::to_string(k) + ") * m free ray ends <= 2 * " +
                 std::to_string(lines) + " line ends (lemma: tests/lab/attack/test_line_end_lemma.cpp)"};
}

// The handshake lemma: a queen attacks another exactly when the other attacks
// it, so the attacks of a board sum to twice its attacking pairs and k * m is
// even. With k odd and every queen attacking exactly k, m is even: an odd
// upper bound drops by one.
EvidenceReport handshake(const nlohmann::json& problem, Bounds& bounds) {
  const int k = int_field(problem, "k");
  if (string_field(problem, "kind") != "attack" || k % 2 == 0) {
    throw std::invalid_argument("the handshake lemma needs exactly k attacked, k odd");
  }
  EvidenceReport r{.passed = true};
  if (bounds.upper == kNoUpper || bounds.upper % 2 == 0) {
    r.what = "handshake lemma";
    r.how = "no odd upper bound before it: nothing to lower";
    return r;
  }
  bounds.at_most(bounds.upper - 1);
  r.what = "upper " + std::to_string(bounds.upper) + ": handshake lemma";
  r.how = std::to_string(k) + " * m is even (every attack counted from both queens), so m is even";
  return r;
}

// The pair bound for exactly one attacked (tests/lab/attack/test_line_end_lemma.cpp):
// the two queens of an attacking pair have their rows and columns to
// themselves, three of them when they share a row or column and four
// otherwise, so the m / 2 pairs need 3m / 2 of the 2n rows and columns.
EvidenceReport pair_bound(const nlohmann::json& problem, Bounds& bounds) {
  if (string_field(problem, "kind") != "attack" || int_field(problem, "k") != 1) {
    throw std::invalid_argument("the pair bound needs exactly 1 attacked");
  }
  const int n = int_field(problem, "n");
  const long bound = 4L * n / 3;
  bounds.at_most(bound);
  return {.what = "upper " + std::to_string(bound) + ": pair bound",
          .passed = true,
          .how = "3m <= 4 * " + std::to_string(n) +
                 " (each pair has 3 or 4 rows and columns to itself; lemma: "
                 "tests/lab/attack/test_line_end_lemma.cpp)"};
}

// The corner bound for at most (or exactly) 4 attacked, n >= 2 (the
// document's argument; tests/lab/attack/test_line_end_lemma.cpp): 3n - 1 queens
// would leave no line empty by the line-end lemma, so each corner's one-cell
// diagonal holds a queen, whose five rays off the board are free: one free
// ray end too many.
EvidenceReport corner_bound(const nlohmann::json& problem, Bounds& bounds) {
  const int n = int_field(problem, "n");
  if (int_field(problem, "k") != 4 || n < 2) {
    throw std::invalid_argument("the corner bound needs k = 4 and n >= 2");
  }
  const long bound = 3L * n - 2;
  bounds.at_most(bound);
  return {.what = "upper " + std::to_string(bound) + ": corner bound",
          .passed = true,
          .how =
              "3n - 1 queens fill every line, a corner queen then has 5 free rays "
              "(lemma: tests/lab/attack/test_line_end_lemma.cpp)"};
}

// The convex hull bound for at most 5 attacked, n >= 2 (the document's
// argument; tests/lab/attack/test_line_end_lemma.cpp): the queens on the hull of
// the board's queens leave at least 8 more free rays than 3 each, so
// 3m + 8 <= 2 * (6n - 2).
EvidenceReport hull_bound(const nlohmann::json& problem, Bounds& bounds) {
  const int n = int_field(problem, "n");
  if (string_field(problem, "kind") != "attack-at-most" || int_field(problem, "k") != 5 || n < 2) {
    throw std::invalid_argument("the hull bound needs at most 5 attacked and n >= 2");
  }
  const long bound = 4L * n - 4;
  bounds.at_most(bound);
  return {.what = "upper " + std::to_string(bound) + ": hull bound",
          .passed = true,
          .how = "3m + 8 free rays <= 2 * " + std::to_string(6L * n - 2) +
                 " line ends (lemma: tests/lab/attack/test_line_end_lemma.cpp)"};
}

// An LP bound: the exact fractional clique cover (clique_cover.hpp).
EvidenceReport clique_cover(const nlohmann::json& problem, const nlohmann::json& e,
                            const std::filesystem::path& dir, Bounds& bounds) {
  const std::string file = string_field(e, "file");
  const CoverCheck c = check_clique_cover(read_file_bytes((dir / file).string()),
                                          int_field(problem, "n"), int_field(problem, "d"));
  EvidenceReport r{.what = "upper " + std::to_string(c.bound) + ": clique cover " + file,
                   .passed = c.ok};
  if (!c.ok) {
    r.how = c.reason;
    return r;
  }
  r.how = std::to_string(c.cliques) + " cliques, every cell covered, weight " +
          std::to_string(c.numerator) + "/" + std::to_string(c.denominator) +
          " (exact integer arithmetic)";
  bounds.at_most(c.bound);
  return r;
}

// An orbital-branching refutation in K parts, each part's tree checked on
// its own (orbital_parts.hpp): the table must be of this board and show
// every part, all with one tree above the split depth.
EvidenceReport orbital_parts(const nlohmann::json& problem, const nlohmann::json& e,
                             const std::filesystem::path& dir, Bounds& bounds) {
  const std::string file = string_field(e, "file");
  const OrbitalPartsCheck c = check_orbital_parts((dir / file).string());
  EvidenceReport r{.what = "upper " + std::to_string(c.target - 1) + ": orbital parts " + file};
  if (c.ok && (c.n != int_field(problem, "n") || c.d != int_field(problem, "d"))) {
    r.how = file + " is of " + std::to_string(c.n) + "^" + std::to_string(c.d) +
            ", not the claim's board";
    return r;
  }
  if (!c.ok || !c.complete) {
    r.how = c.ok ? std::to_string(c.recorded) + " of " + std::to_string(c.parts) +
                       " parts recorded as checked"
                 : c.reason;
    return r;
  }
  r.passed = true;
  r.how = "each of the " + std::to_string(c.parts) +
          " parts' trees passed check-orbital-tree --partial (recorded), all with the tree "
          "above depth " +
          std::to_string(c.split_depth) + " sha256 " + c.shared_tree_sha256.substr(0, 16) +
          "...; trees not stored, each part re-run by the table's command";
  bounds.at_most(c.target - 1);
  return r;
}

// A claim file or a manifest; a manifest of many parts may be stored
// compressed (NAME.json.xz, read through xz like the stored CNFs).
nlohmann::json read_json(const std::filesystem::path& path) {
  try {
    if (path.extension() == ".xz") return nlohmann::json::parse(read_file_bytes(path.string()));
    std::ifstream in(path);
    if (!in) throw std::invalid_argument("cannot open " + path.string());
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument(path.string() + ": not JSON: " + e.what());
  }
}

// The sides of a claim's board: n^d for a cube, the stated sides of a box.
std::vector<int> board_sides(const nlohmann::json& problem) {
  if (string_field(problem, "kind") == "box") {
    const auto sides = problem.at("sides").get<std::vector<int>>();
    if (sides.empty() || *std::min_element(sides.begin(), sides.end()) < 1) {
      throw std::invalid_argument("box: sides must be positive");
    }
    return sides;
  }
  const int n = int_field(problem, "n");
  const int d = int_field(problem, "d");
  if (n < 1 || d < 1) throw std::invalid_argument("cube: needs n >= 1, d >= 1");
  return std::vector<int>(static_cast<std::size_t>(d), n);
}

// Does this claim rest on a layer split (its own check then shards)?
bool has_split(const nlohmann::json& claim) {
  const auto& evidence = claim.value("evidence", nlohmann::json::array());
  return std::any_of(evidence.begin(), evidence.end(),
                     [](const nlohmann::json& e) { return e.value("type", "") == "layer-split"; });
}

// A layer split (split_cover.hpp states the argument) of a cube or a box,
// along a longest axis: the window bounds come from box claims in the same
// directory, each checked here (a direct one or a split of its own); the
// program enumerates the vectors the parts must cover and checks that each
// (or its reverse) is a part; every part is refuted like an unsat step.
EvidenceReport layer_split(const nlohmann::json& problem, const nlohmann::json& e,
                           const std::filesystem::path& dir, const CheckOptions& options,
                           Bounds& bounds) {
  const bool is_box = string_field(problem, "kind") == "box";
  // The split axis first: a longest side (any one: the box's symmetries
  // permute the axes of equal length).
  std::vector<int> sides = board_sides(problem);
  std::sort(sides.begin(), sides.end(), std::greater<>());
  const int n = sides.front();
  const int d = static_cast<int>(sides.size());
  const int target = int_field(e, "target");
  const std::string manifest_file = string_field(e, "manifest");
  EvidenceReport r{.what = "upper " + std::to_string(target - 1) + ": layer split at " +
                           std::to_string(target) + " (" + manifest_file + ")"};
  if (d < 2 || target < 1) throw std::invalid_argument("layer split: needs d >= 2, target >= 1");
  // A layer is the box of the other sides: the lines along its longest
  // axis partition it (rook bound; n^(d-2) on a cube).
  long layer_cells = 1;
  for (int i = 1; i < d; ++i) layer_cells *= sides[static_cast<std::size_t>(i)];
  SplitSpace space{.n = n,
                   .target = target,
                   .layer = static_cast<int>(layer_cells / sides[1]),
                   .window = std::vector<int>(static_cast<std::size_t>(n) + 1, 0)};
  std::string windows_how;
  struct Window {
    std::string name;
    nlohmann::json claim;
    int bound;
  };
  std::vector<Window> windows;  // checked below, beside the parts
  for (const auto& w : e.value("windows", nlohmann::json::array())) {
    const int h = int_field(w, "h");
    const int bound = int_field(w, "bound");
    const std::string name = string_field(w, "claim");
    // h < n: every window box is smaller than this board, so nested splits end.
    if (h < 1 || h >= n) throw std::invalid_argument("layer split: window h out of range");
    const nlohmann::json box = read_json(dir / (name + ".claim.json"));
    std::vector<int> window_sides = sides;
    window_sides[0] = h;
    std::vector<int> stated = box.at("problem").value("sides", std::vector<int>{});
    std::sort(stated.begin(), stated.end());
    std::sort(window_sides.begin(), window_sides.end());
    if (box.at("problem").value("kind", "") != "box" || stated != window_sides) {
      r.how = "window claim " + name + " is not about the " + std::to_string(h) + "-layer box";
      return r;
    }
    windows.push_back({name, box, bound});
    space.window[static_cast<std::size_t>(h)] = bound;
    windows_how +=
        (windows_how.empty() ? "" : " ") + std::to_string(h) + ":" + std::to_string(bound);
  }
  const nlohmann::json manifest = read_json(dir / manifest_file);
  std::vector<std::pair<CertInstance, const nlohmann::json*>> todo;
  std::set<std::vector<int>> parts;
  for (const auto& part : manifest.at("parts")) {
    const CertInstance instance = parse_instance(string_field(part, "instance"));
    // A cube's parts are cube-part n d; a box's are box-part with its sides,
    // the split axis first.
    const bool same_board = is_box
                                ? instance.kind == "box-part" && instance.lists.at("sides") == sides
                                : instance.kind == "cube-part" && instance.args.at("n") == n &&
                                      instance.args.at("d") == d;
    if (!same_board) {
      throw std::invalid_argument("layer split: part '" + instance_text(instance) +
                                  "' is not a part of this " + (is_box ? "box" : "cube") +
                                  " split along a longest axis");
    }
    const std::vector<int>& counts = instance.lists.at("counts");
    int sum = 0;
    for (const int c : counts) sum += c;
    if (sum != target ||
        instance.args.at("max-layer") != *std::max_element(counts.begin(), counts.end())) {
      r.how = "part '" + instance_text(instance) + "' does not have sum " + std::to_string(target) +
              " and max-layer = its largest count";
      return r;
    }
    parts.insert(counts);
    todo.emplace_back(instance, &part);
  }
  // Coverage first (cheap): the refutations are worth nothing without it.
  const auto missing = uncovered_vectors(space, parts);
  const auto vectors = split_vectors(space).size();
  if (!missing.empty()) {
    std::string c;
    for (const int v : missing.front()) c += (c.empty() ? "" : ",") + std::to_string(v);
    r.how = std::to_string(missing.size()) + " of " + std::to_string(vectors) +
            " layer-count vectors have no part, e.g. " + c;
    return r;
  }
  // The window claims and the parts are independent: options.jobs threads
  // check them, the window claims first (task i < windows.size()). A claim
  // split into shards holds only when every shard passes, so shard 0 alone
  // checks the window claims proven directly (4x7x7 <= 19 alone costs
  // picosat a minute or more), and a window claim proven by a split of its
  // own is checked by every shard, each refuting its share of that split's
  // parts; every shard checks the coverage above.
  const bool own_windows = !options.shard.active() || options.shard.index == 0;
  std::vector<Refutation> done(todo.size());
  std::vector<std::string> window_failed(windows.size());
  std::vector<std::string> window_split_how(windows.size());  // what a box split checked
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < windows.size() + todo.size(); i = next++) {
      if (i < windows.size()) {
        if (!own_windows && !has_split(windows[i].claim)) continue;
        const ClaimReport checked = check_claim(windows[i].claim, dir, options);
        // (Under a shard, proven_upper is what the window's whole split
        // proves when every shard passes.)
        if (!checked.passed || checked.proven_upper < 0 ||
            checked.proven_upper > windows[i].bound) {
          window_failed[i] = "window claim " + windows[i].name + " does not prove " +
                             std::to_string(windows[i].bound);
        }
        for (const auto& ev : checked.evidence) {
          if (has_split(windows[i].claim) && ev.what.find("layer split") != std::string::npos) {
            window_split_how[i] = "; window " + windows[i].name + ", " + ev.what + ": " + ev.how;
          }
        }
        continue;
      }
      const std::size_t part = i - windows.size();
      if (options.shard.owns(part)) {
        done[part] = refute(todo[part].first, *todo[part].second, dir, options);
      } else {
        done[part].passed = true;  // another shard's
      }
    }
  };
  {
    std::vector<std::jthread> threads;
    for (int t = 1; t < options.jobs; ++t) threads.emplace_back(work);
    work();
  }
  for (const auto& failed : window_failed) {
    if (!failed.empty()) {
      r.how = failed;
      return r;
    }
  }
  double seconds = 0;
  for (std::size_t i = 0; i < todo.size(); ++i) {
    if (!done[i].passed) {
      r.how = "part '" + instance_text(todo[i].first) + "': " + done[i].how;
      return r;
    }
    seconds += done[i].seconds;
  }
  int refuted = 0;
  for (std::size_t i = 0; i < todo.size(); ++i) refuted += options.shard.owns(i) ? 1 : 0;
  const std::string first_how =
      refuted == 0 ? "none" : done[static_cast<std::size_t>(options.shard.index)].how;
  std::ostringstream total;
  total.precision(1);
  total << std::fixed << seconds;
  r.passed = true;
  r.how = "the " + std::to_string(vectors) + " layer-count vectors (sum " + std::to_string(target) +
          ", layers <= " + std::to_string(space.layer) + " by the rook bound, windows " +
          (windows_how.empty() ? "none" : windows_how) +
          (own_windows ? " from their box claims, checked"
           : std::any_of(windows.begin(), windows.end(),
                         [](const Window& w) { return has_split(w.claim); })
               ? " from their box claims: their splits checked for this shard, the others by "
                 "shard 0"
               : " from their box claims, checked by shard 0") +
          ") each have a part, or their reverse; " + std::to_string(refuted) +
          " parts refuted (first: " + first_how + "; " + total.str() + " s in all)";
  // Under a shard the bound holds only when every shard passes (partial);
  // it is still recorded, so that the claim's coverage (and a window's
  // bound) is checked against what the whole split proves.
  bounds.at_most(target - 1);
  for (const auto& how : window_split_how) r.how += how;
  if (options.shard.active()) {
    r.partial = true;
    r.how += "; shard " + std::to_string(options.shard.index) + "/" +
             std::to_string(options.shard.count) + ": only the parts it owns, of " +
             std::to_string(todo.size());
  }
  return r;
}

}  // namespace

ClaimReport check_claim(const nlohmann::json& claim, const std::filesystem::path& dir,
                        const CheckOptions& options) {
  ClaimReport report{.name = string_field(claim, "name"), .claim = string_field(claim, "claim")};
  const nlohmann::json& problem = claim.at("problem");
  const std::string kind = string_field(problem, "kind");
  const bool attack = kind == "attack" || kind == "attack-at-most";
  if (kind != "cube" && kind != "box" && kind != "walls-fewest" && !attack) {
    throw std::invalid_argument("unknown problem kind '" + kind + "'");
  }
  Bounds bounds;
  for (const auto& e : claim.at("evidence")) {
    const std::string type = string_field(e, "type");
    if (type == "witness" && (kind == "cube" || attack)) {
      report.evidence.push_back(cube_witness(problem, e, dir, bounds));
    } else if (type == "walls-witness" && kind == "walls-fewest") {
      report.evidence.push_back(walls_witness(problem, e, bounds));
    } else if (type == "unsat") {
      report.evidence.push_back(unsat_step(problem, e, dir, options, bounds));
    } else if (type == "clique-cover" && kind == "cube") {
      report.evidence.push_back(clique_cover(problem, e, dir, bounds));
    } else if (type == "layer-split" && (kind == "cube" || kind == "box")) {
      report.evidence.push_back(layer_split(problem, e, dir, options, bounds));
    } else if (type == "orbital-parts" && kind == "cube") {
      report.evidence.push_back(orbital_parts(problem, e, dir, bounds));
    } else if (type == "rook-bound" && kind == "cube") {
      report.evidence.push_back(rook_bound(problem, bounds));
    } else if (type == "line-end-bound" && attack) {
      report.evidence.push_back(line_end_bound(problem, bounds));
    } else if (type == "handshake" && attack) {
      report.evidence.push_back(handshake(problem, bounds));
    } else if (type == "pair-bound" && attack) {
      report.evidence.push_back(pair_bound(problem, bounds));
    } else if (type == "corner-bound" && attack) {
      report.evidence.push_back(corner_bound(problem, bounds));
    } else if (type == "hull-bound" && attack) {
      report.evidence.push_back(hull_bound(problem, bounds));
    } else {
      throw std::invalid_argument("evidence type '" + type + "' does not apply to " + kind);
    }
  }
  report.proven_lower = bounds.lower;
  report.proven_upper = bounds.upper;
  // The claim: "lower" and "upper" (either may be absent; walls-fewest
  // "impossible" is "lower": "impossible").
  bool covered = true;
  if (claim.contains("lower")) {
    const long want = claim.at("lower").is_string() ? std::numeric_limits<int>::max()
                                                    : claim.at("lower").get<long>();
    covered = covered && bounds.lower >= want;
  }
  if (claim.contains("upper")) {
    covered = covered && bounds.upper != kNoUpper && bounds.upper <= claim.at("upper").get<long>();
  }
  const bool all_passed = std::all_of(report.evidence.begin(), report.evidence.end(),
                                      [](const EvidenceReport& r) { return r.passed; });
  report.partial = std::any_of(report.evidence.begin(), report.evidence.end(),
                               [](const EvidenceReport& r) { return r.partial; });
  report.passed = covered && all_passed;
  auto text = [](long v) {
    return v == kNoUpper                          ? std::string("none")
           : v == std::numeric_limits<int>::max() ? std::string("impossible")
                                                  : std::to_string(v);
  };
  report.coverage = "proven lower " + text(bounds.lower) + ", upper " + text(bounds.upper) +
                    (report.partial ? " when every shard passes" : "") +
                    (covered ? ": covers the claim" : ": does NOT cover the claim");
  return report;
}

}  // namespace qh::lab
