// probe-k: STUB, to be implemented (see HEURISTICS.md).
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class ProbeK final : public RuleBase<ProbeK> {
 public:
  static constexpr RuleInfo kInfo{
      "probe-k", "Two or three rounds of forced moves refute a queen", 5, 5.0, 0.3, 5.6, 0, true,
      "Suppose a queen; two or three rounds of forced moves empty a house: the cell is out."};

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

std::unique_ptr<Rule> make_probe_k() { return std::make_unique<ProbeK>(); }

}  // namespace qh
