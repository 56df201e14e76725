// SPDX-License-Identifier: MIT
#include "lab/common/shard.hpp"

#include <stdexcept>

namespace qh::lab {
namespace {

constexpr const char* kPrefix = "# queens-lab shard ";
constexpr int kMaxShards = 100000;

int parse_count(const std::string& text, const std::string& whole) {
  if (text.empty() || text.size() > 6 ||
      text.find_first_not_of("0123456789") != std::string::npos) {
    throw std::invalid_argument("--shard '" + whole + "': want I/K, 0 <= I < K <= 100000");
  }
  return std::stoi(text);
}

}  // namespace

Shard parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  if (slash == std::string::npos) {
    throw std::invalid_argument("--shard '" + text + "': want I/K, 0 <= I < K <= 100000");
  }
  const Shard shard{.index = parse_count(text.substr(0, slash), text),
                    .count = parse_count(text.substr(slash + 1), text)};
  if (shard.count < 1 || shard.count > kMaxShards || shard.index >= shard.count) {
    throw std::invalid_argument("--shard '" + text + "': want I/K, 0 <= I < K <= 100000");
  }
  return shard;
}

std::string shard_header(const Shard& shard, const std::string& job) {
  return kPrefix + std::to_string(shard.index) + "/" + std::to_string(shard.count) + ": " + job;
}

ShardHeader parse_shard_header(const std::string& line) {
  const std::string prefix = kPrefix;
  const auto colon = line.find(": ");
  if (line.rfind(prefix, 0) != 0 || colon == std::string::npos) {
    throw std::invalid_argument("not a shard header: '" + line.substr(0, 60) + "'");
  }
  return {.shard = parse_shard(line.substr(prefix.size(), colon - prefix.size())),
          .job = line.substr(colon + 2)};
}

}  // namespace qh::lab
