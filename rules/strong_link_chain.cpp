// strong-link-chain: STUB, to be implemented (see HEURISTICS.md).
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class StrongLinkChain final : public RuleBase<StrongLinkChain> {
 public:
  static constexpr RuleInfo kInfo{
      "strong-link-chain", "Either-or chain", 4, 4.3, 0.1, 4.8, 0, false,
      "A chain of two-cell houses linked by attacks: a cell attacking both ends is out."};

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

std::unique_ptr<Rule> make_strong_link_chain() { return std::make_unique<StrongLinkChain>(); }

}  // namespace qh
