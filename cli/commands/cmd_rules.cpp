// SPDX-License-Identifier: MIT
// queens-hint rules: the catalogue, in the order the driver tries it.
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "engine/model/geometry.hpp"
#include "engine/reasoning/rule.hpp"

namespace qh::cli {
namespace {

// The boards a rule runs on, by the names of the board files' kinds
// ("regions": LinkedIn and Star Battle boards).
nlohmann::json board_kinds(unsigned boards) {
  nlohmann::json kinds = nlohmann::json::array();
  if (boards & kRegionBoards) kinds.push_back("regions");
  if (boards & kLineBoards) {
    kinds.push_back("completion");
    kinds.push_back("blocked");
  }
  if (boards & kWallBoards) kinds.push_back("walls");
  return kinds;
}

int run_rules(bool json) {
  const RuleSet rules;
  std::vector<const Rule*> all;
  for (const auto& rule : rules.catalogue()) all.push_back(rule.get());
  all.push_back(&rules.fallback());
  if (json) {
    nlohmann::json out = nlohmann::json::array();
    for (const Rule* r : all)
      out.push_back({{"id", r->id()},
                     {"title", r->info().title},
                     {"tier", r->tier()},
                     {"rating", r->info().rating.base},
                     {"trial", r->info().trial},
                     {"stars",
                      {{"min", r->info().min_stars},
                       {"max", r->info().max_stars == 0 ? nlohmann::json(nullptr)
                                                        : nlohmann::json(r->info().max_stars)}}},
                     {"boards", board_kinds(r->info().boards)},
                     {"assumes_unique", r->info().assumes_unique},
                     {"summary", r->info().summary}});
    std::cout << out.dump(2) << "\n";
    return kExitOk;
  }
  std::size_t width = 0;
  for (const Rule* r : all) width = std::max(width, r->id().size());
  std::cout << "tier  " << std::string(width, ' ').replace(0, 2, "id") << "  summary\n";
  for (const Rule* r : all)
    std::cout << "  " << r->tier() << "   " << r->id() << std::string(width - r->id().size(), ' ')
              << "  " << r->info().summary << "\n";
  return kExitOk;
}

}  // namespace

void add_rules(CLI::App& app, const CliContext&, Action& action) {
  auto json = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("rules", "List the rules: ids, tiers and what they do");
  cmd->add_flag("--json", *json, "Print JSON");
  cmd->callback([&action, json] { action = [json] { return run_rules(*json); }; });
}

}  // namespace qh::cli
