// SPDX-License-Identifier: MIT
// The one error type of the input boundary: a problem in a file a user gave
// us, or an argument a program passed to the API.
#pragma once

#include <stdexcept>
#include <string>

namespace qh {

// what() is the whole one-line message: "<source>:<line>: <problem>" or, when
// the problem is not on one line, "<source>: <problem>". `source` is a file
// name, or the name of the argument that was refused ("position", "limit").
class InputError : public std::runtime_error {
 public:
  InputError(const std::string& source, int line, const std::string& problem);
  const std::string& source() const { return source_; }
  int line() const { return line_; }  // 1-based; 0 when not on one line
  const std::string& problem() const { return problem_; }

 private:
  std::string source_;
  int line_;
  std::string problem_;
};

}  // namespace qh
