// both-branches: STUB, to be implemented (see HEURISTICS.md).
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class BothBranches final : public RuleBase<BothBranches> {
 public:
  static constexpr RuleInfo kInfo{
      "both-branches", "Every option of a small house agrees", 5, 5.5, 0.3, 5.8, 0, true,
      "Try each open cell of a 2-3 cell house: what every branch agrees on is certain."};

  template <class B>
  bool find_in(const Context<B>&, const State<B>&, Step<B>&) const {
    return false;
  }

  template <class B>
  std::string explain_in(const Context<B>&, const State<B>&, const Step<B>&) const {
    return {};
  }
};

}  // namespace

std::unique_ptr<Rule> make_both_branches() { return std::make_unique<BothBranches>(); }

}  // namespace qh
