// SPDX-License-Identifier: MIT
#include "cli/shard_arg.hpp"

#include <stdexcept>

namespace qh {

ShardArg parse_shard_arg(const std::string& text) {
  const auto wrong = [&text] {
    return std::invalid_argument("--shard '" + text + "': want I/K, 0 <= I < K <= 100000");
  };
  const auto number = [&](const std::string& digits) {
    if (digits.empty() || digits.size() > 6 ||
        digits.find_first_not_of("0123456789") != std::string::npos)
      throw wrong();
    return std::stoi(digits);
  };
  const auto slash = text.find('/');
  if (slash == std::string::npos) throw wrong();
  const ShardArg shard{.index = number(text.substr(0, slash)),
                       .count = number(text.substr(slash + 1))};
  if (shard.count < 1 || shard.count > 100000 || shard.index >= shard.count) throw wrong();
  return shard;
}

}  // namespace qh
