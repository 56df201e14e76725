// swap-pattern: STUB, to be implemented (see HEURISTICS.md).
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class SwapPattern final : public RuleBase<SwapPattern> {
 public:
  static constexpr RuleInfo kInfo{
      "swap-pattern", "Uniqueness: interchangeable queen pairs", 5, 5.9, 0.0, 5.9, 0, false,
      "(Assumes one solution; opt-in.) Two queen pairs that could swap would give two solutions.", true};

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

std::unique_ptr<Rule> make_swap_pattern() { return std::make_unique<SwapPattern>(); }

}  // namespace qh
