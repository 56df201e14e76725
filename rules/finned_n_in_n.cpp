// finned-n-in-n: STUB, to be implemented (see HEURISTICS.md).
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class FinnedNInN final : public RuleBase<FinnedNInN> {
 public:
  static constexpr RuleInfo kInfo{
      "finned-n-in-n", "k houses in k houses but for a fin", 4, 4.2, 0.2, 4.8, 0, false,
      "A Hall set broken only by fin cells: cells attacking every fin and inside the used-up houses are out."};

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

std::unique_ptr<Rule> make_finned_n_in_n() { return std::make_unique<FinnedNInN>(); }

}  // namespace qh
