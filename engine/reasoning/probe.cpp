// SPDX-License-Identifier: MIT
// The probe (probe.hpp), built once for each width of bit set.
#include "engine/reasoning/probe.hpp"

namespace qh {

template class Probe<NarrowBits>;
template class Probe<MediumBits>;
template class Probe<WideBits>;

}  // namespace qh
