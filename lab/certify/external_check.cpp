// SPDX-License-Identifier: MIT
#include "lab/certify/external_check.hpp"

#include <sys/wait.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace qh::lab {
namespace {

std::string quoted(const std::string& path) {
  if (path.find('\'') != std::string::npos) {
    throw std::invalid_argument(path + ": a quote in a path is not supported");
  }
  return "'" + path + "'";
}

struct Run {
  int status = -1;  // exit status, -1 when it did not exit normally
  std::string output;
  double seconds = 0;
};

Run run_command(const std::string& command) {
  const auto start = std::chrono::steady_clock::now();
  Run run;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) throw std::runtime_error("cannot run: " + command);
  std::array<char, 4096> buffer{};
  std::size_t got = 0;
  while ((got = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) {
    run.output.append(buffer.data(), got);
  }
  const int status = pclose(pipe);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

bool has_line(const std::string& output, const std::string& line) {
  std::istringstream in(output);
  std::string l;
  while (std::getline(in, l)) {
    if (l == line) return true;
  }
  return false;
}

std::string timeout_prefix(double seconds) {
  return "timeout " + std::to_string(static_cast<long>(seconds) + 1) + " ";
}

}  // namespace

std::optional<std::string> find_program(const std::string& name) {
  const char* path = std::getenv("PATH");
  if (path == nullptr) return std::nullopt;
  std::istringstream dirs(path);
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    if (dir.empty()) continue;
    const std::filesystem::path candidate = std::filesystem::path(dir) / name;
    std::error_code ec;
    if (std::filesystem::is_regular_file(candidate, ec)) return candidate.string();
  }
  return std::nullopt;
}

ExternalCheck check_with_drat_trim(const std::string& cnf_path, const std::string& proof_path,
                                   double timeout_seconds) {
  ExternalCheck check;
  const auto program = find_program("drat-trim");
  if (!program) return check;
  const Run run = run_command(timeout_prefix(timeout_seconds) + quoted(*program) + " " +
                              quoted(cnf_path) + " " + quoted(proof_path) + " 2>&1");
  check.ran = run.status != 124;
  check.passed = has_line(run.output, "s VERIFIED");
  check.how = check.passed ? "drat-trim: s VERIFIED"
              : check.ran  ? "drat-trim: not verified"
                           : "drat-trim: timed out";
  check.seconds = run.seconds;
  return check;
}

const std::vector<std::string>& resolving_solvers() {
  static const std::vector<std::string> names = {"picosat", "minisat", "cryptominisat5"};
  return names;
}

ExternalCheck check_by_resolving(const std::string& cnf_path, double timeout_seconds,
                                 const std::string& solver) {
  ExternalCheck check;
  // Each solver ends with status 20 on unsat; picosat and cryptominisat5
  // print "s UNSATISFIABLE", minisat "UNSATISFIABLE".
  for (const auto& name : resolving_solvers()) {
    if (!solver.empty() && name != solver) continue;
    const std::string unsat_line = name == "minisat" ? "UNSATISFIABLE" : "s UNSATISFIABLE";
    const auto program = find_program(name);
    if (!program) continue;
    const std::string args = name == "cryptominisat5" ? " --verb 0 " : " ";
    const Run run = run_command(timeout_prefix(timeout_seconds) + quoted(*program) + args +
                                quoted(cnf_path) + " 2>&1");
    check.ran = run.status != 124;
    check.passed = run.status == 20 && has_line(run.output, unsat_line);
    check.how =
        name + (check.passed ? ": UNSATISFIABLE (re-solved the CNF)"
                : check.ran  ? ": did not report unsat (status " + std::to_string(run.status) + ")"
                             : ": timed out");
    check.seconds = run.seconds;
    return check;
  }
  check.how = solver.empty() ? "no second solver on the PATH (picosat, minisat, cryptominisat5)"
                             : solver + " is not on the PATH";
  return check;
}

std::string read_file_bytes(const std::string& path) {
  if (path.size() > 3 && path.compare(path.size() - 3, 3, ".xz") == 0) {
    if (!std::filesystem::is_regular_file(path))
      throw std::invalid_argument(path + ": no such file");
    const Run run = run_command("xz -dc -- " + quoted(path));
    if (run.status != 0) throw std::invalid_argument(path + ": xz could not decompress it");
    return run.output;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::invalid_argument(path + ": cannot open");
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

}  // namespace qh::lab
