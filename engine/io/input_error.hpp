// The one error type of the input boundary: a problem in a file a user gave us.
#pragma once

#include <stdexcept>
#include <string>

namespace qh {

// what() is the whole one-line message: "<source>:<line>: <problem>" or, when
// the problem is not on one line, "<source>: <problem>".
class InputError : public std::runtime_error {
 public:
  InputError(const std::string& source, int line, const std::string& problem)
      : std::runtime_error(line > 0 ? source + ":" + std::to_string(line) + ": " + problem
                                    : source + ": " + problem),
        line_(line) {}
  int line() const { return line_; }

 private:
  int line_;
};

}  // namespace qh
