// SPDX-License-Identifier: MIT
#include "engine/io/input_error.hpp"

namespace qh {

InputError::InputError(const std::string& source, int line, const std::string& problem)
    : std::runtime_error(line > 0 ? source + ":" + std::to_string(line) + ": " + problem
                                  : source + ": " + problem),
      source_(source),
      line_(line),
      problem_(problem) {}

}  // namespace qh
