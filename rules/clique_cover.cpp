// clique-cover: STUB, to be implemented (see HEURISTICS.md).
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class CliqueCover final : public RuleBase<CliqueCover> {
 public:
  static constexpr RuleInfo kInfo{
      "clique-cover", "Two lines covered by a 2x2 block and one more house", 4, 4.6, 0.0, 4.6, 0, false,
      "Two adjacent lines covered by a 2x2 block and one house: that house's queen is in the band."};

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

std::unique_ptr<Rule> make_clique_cover() { return std::make_unique<CliqueCover>(); }

}  // namespace qh
