// short-probe: STUB, to be implemented (see HEURISTICS.md).
#include "rules/catalogue.hpp"
#include "rules/common.hpp"

namespace qh {
namespace {

class ShortProbe final : public RuleBase<ShortProbe> {
 public:
  static constexpr RuleInfo kInfo{
      "short-probe", "One round of forced moves refutes a queen", 4, 4.8, 0.0, 4.8, 0, true,
      "Suppose a queen; one round of forced queens and confinements empties a house: the cell is out."};

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

std::unique_ptr<Rule> make_short_probe() { return std::make_unique<ShortProbe>(); }

}  // namespace qh
