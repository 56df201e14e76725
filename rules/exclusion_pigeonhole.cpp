// exclusion-pigeonhole: STUB, to be implemented (see HEURISTICS.md).
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class ExclusionPigeonhole final : public RuleBase<ExclusionPigeonhole> {
 public:
  static constexpr RuleInfo kInfo{
      "exclusion-pigeonhole", "A queen here breaks a count", 4, 4.5, 0.0, 4.5, 0, false,
      "A cell whose queen would leave k houses with fewer than k houses to take queens from is out."};

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

std::unique_ptr<Rule> make_exclusion_pigeonhole() { return std::make_unique<ExclusionPigeonhole>(); }

}  // namespace qh
