// SPDX-License-Identifier: MIT
// queens-lab certify: refute one instance with a DRAT proof written next to
// its CNF; queens-lab check-proof DIR: re-check every claim of a certificate
// directory (docs/lab/certificates.md).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>

#include "lab/certify/claim_check.hpp"
#include "lab/certify/drat_proof.hpp"
#include "lab/certify/external_check.hpp"
#include "lab/certify/instance_cnf.hpp"
#include "lab/certify/sha256.hpp"
#include "lab/cli/commands.hpp"

namespace qh::lab {
namespace {

struct CertifyArgs {
  std::string instance;
  std::string out_dir = ".";
  std::string name;
  std::optional<double> timeout;
};

int run_certify(const CertifyArgs& args, const LabContext& lab) {
  const CertInstance instance = parse_instance(args.instance);
  if (args.name.empty() || args.name.find('/') != std::string::npos) {
    throw std::invalid_argument("certify: --name must be a plain file name stem");
  }
  if (args.timeout && *args.timeout <= 0) {
    throw std::invalid_argument("certify: --timeout must be positive");
  }
  std::filesystem::create_directories(args.out_dir);
  const std::filesystem::path dir(args.out_dir);
  const std::string cnf_path = (dir / (args.name + ".cnf")).string();
  const std::string proof_path = (dir / (args.name + ".drat")).string();
  const Cnf cnf = instance_cnf(instance);
  lab.log->info("certify: {}: {} vars, {} clauses", instance_text(instance), cnf.vars(),
                cnf.clauses().size());
  const auto start = std::chrono::steady_clock::now();
  const SatResult result =
      write_drat_proof(cnf, cnf_path, proof_path, Deadline::after_seconds(args.timeout));
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (result != SatResult::unsat) {
    std::filesystem::remove(proof_path);
    lab.log->error("certify: {} is {}: no proof written", instance_text(instance),
                   result == SatResult::sat ? "satisfiable" : "not refuted in time");
    return kExitNo;
  }
  const std::string proof = read_file_bytes(proof_path);
  const nlohmann::json step = {{"type", "unsat"},
                               {"instance", instance_text(instance)},
                               {"vars", cnf.vars()},
                               {"clauses", cnf.clauses().size()},
                               {"cnf_sha256", sha256_hex(cnf.dimacs())},
                               {"cnf_bytes", std::filesystem::file_size(cnf_path)},
                               {"proof_sha256", sha256_hex(proof)},
                               {"proof_bytes", proof.size()},
                               {"solver", "CaDiCaL (libcadical-dev), trace_proof"},
                               {"seconds", seconds}};
  std::cout << step.dump() << '\n';
  return kExitOk;
}

struct CheckArgs {
  std::string dir;
  bool quick = false;
  bool json = false;
  bool no_drat_trim = false;
  std::string solver;
  double timeout = 600;
  int jobs = 1;
  std::string shard;
  std::vector<std::string> only;
};

int run_check_proof(const CheckArgs& args, const LabContext& lab) {
  const std::filesystem::path dir(args.dir);
  if (!std::filesystem::is_directory(dir)) {
    throw std::invalid_argument(args.dir + ": not a directory");
  }
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.size() > 11 && name.ends_with(".claim.json")) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) throw std::invalid_argument(args.dir + ": no *.claim.json files");
  const CheckOptions options{.timeout_seconds = args.timeout,
                             .use_drat_trim = !args.no_drat_trim,
                             .solver = args.solver,
                             .jobs = args.jobs,
                             .shard = args.shard.empty() ? Shard{} : parse_shard(args.shard)};
  std::string second = args.solver;
  for (const auto& name : resolving_solvers()) {
    if (second.empty() && find_program(name)) second = name;
  }
  if (!args.solver.empty() && !find_program(args.solver)) {
    throw std::invalid_argument("check-proof: --solver " + args.solver + " is not on the PATH");
  }
  lab.log->info("check-proof: drat-trim {}; second solver: {}",
                find_program("drat-trim") ? "on the PATH" : "not on the PATH",
                second.empty() ? "none" : second);
  int failed = 0;
  int checked = 0;
  int skipped = 0;
  nlohmann::json out = nlohmann::json::array();
  for (const auto& file : files) {
    std::ifstream in(file);
    nlohmann::json claim;
    try {
      claim = nlohmann::json::parse(in);
    } catch (const nlohmann::json::exception& e) {
      throw std::invalid_argument(file.string() + ": not JSON: " + e.what());
    }
    const std::string name = claim.value("name", file.filename().string());
    if (!args.only.empty() &&
        std::find(args.only.begin(), args.only.end(), name) == args.only.end()) {
      continue;
    }
    if (args.quick && !claim.value("quick", false)) {
      ++skipped;
      continue;
    }
    ClaimReport report;
    try {
      report = check_claim(claim, dir, options);
    } catch (const std::exception& e) {
      throw std::invalid_argument(file.string() + ": " + e.what());
    }
    ++checked;
    if (!report.passed) ++failed;
    if (args.json) {
      nlohmann::json evidence = nlohmann::json::array();
      for (const auto& e : report.evidence) {
        evidence.push_back({{"what", e.what}, {"passed", e.passed}, {"how", e.how}});
      }
      out.push_back({{"name", report.name},
                     {"claim", report.claim},
                     {"passed", report.passed},
                     {"partial", report.partial},
                     {"proven_lower", report.proven_lower},
                     {"proven_upper", report.proven_upper},
                     {"coverage", report.coverage},
                     {"evidence", evidence}});
      continue;
    }
    std::cout << report.name << ": " << report.claim << ": " << (report.passed ? "ok" : "FAILED")
              << (report.partial ? " (shard " + args.shard + " of its split's parts)" : "") << '\n';
    for (const auto& e : report.evidence) {
      std::cout << "  " << (e.passed ? "passed" : "FAILED") << "  " << e.what << " -- " << e.how
                << '\n';
    }
    std::cout << "  " << report.coverage << '\n';
  }
  if (args.json) {
    std::cout << nlohmann::json{{"checked", checked},
                                {"failed", failed},
                                {"skipped", skipped},
                                {"claims", out}}
                     .dump()
              << '\n';
  } else {
    std::cout << checked << " claims checked, " << failed << " failed"
              << (skipped > 0 ? ", " + std::to_string(skipped) + " long ones skipped (--quick)"
                              : std::string())
              << '\n';
  }
  return failed == 0 && checked > 0 ? kExitOk : kExitNo;
}

}  // namespace

void add_certify(CLI::App& app, const LabContext& lab, Action& action) {
  CLI::App* cmd = app.add_subcommand(
      "certify", "refute an instance, writing its CNF and a DRAT proof (docs/lab/certificates.md)");
  auto args = std::make_shared<CertifyArgs>();
  cmd->add_option("--instance", args->instance,
                  "e.g. \"cube n=5 d=3 at-least=14\" or \"walls size=8 queens=12 max-walls=4\"")
      ->required();
  cmd->add_option("--out", args->out_dir, "directory for NAME.cnf and NAME.drat");
  cmd->add_option("--name", args->name, "file name stem")->required();
  cmd->add_option("--timeout", args->timeout, "seconds");
  cmd->callback(
      [&lab, &action, args] { action = [&lab, args] { return run_certify(*args, lab); }; });

  CLI::App* check = app.add_subcommand(
      "check-proof", "re-check the claims of a certificate directory (docs/lab/certificates.md)");
  auto cargs = std::make_shared<CheckArgs>();
  check->add_option("DIR", cargs->dir, "certificate directory (bench/lab/certificates)")
      ->required();
  check->add_flag("--quick", cargs->quick, "only the claims marked quick (the CI set)");
  check->add_option("--only", cargs->only, "only these claims (by name)");
  check->add_flag("--no-drat-trim", cargs->no_drat_trim,
                  "re-solve with a second solver even when drat-trim is on the PATH");
  check
      ->add_option("--solver", cargs->solver,
                   "the second solver that re-solves (default: the first of picosat, minisat, "
                   "cryptominisat5 on the PATH)")
      ->check(CLI::IsMember(resolving_solvers()));
  check->add_option("--timeout", cargs->timeout, "seconds per external check (default 600)")
      ->check(CLI::PositiveNumber);
  check
      ->add_option("--jobs", cargs->jobs,
                   "external checks at once for the parts of a layer split (default 1)")
      ->check(CLI::Range(1, 64));
  check->add_option("--shard", cargs->shard,
                    "I/K: refute only part I mod K of each layer split's parts (the K shards "
                    "together check the claim)");
  check->add_flag("--json", cargs->json, "one JSON object");
  check->callback(
      [&lab, &action, cargs] { action = [&lab, cargs] { return run_check_proof(*cargs, lab); }; });
}

}  // namespace qh::lab
