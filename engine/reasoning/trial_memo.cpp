// SPDX-License-Identifier: MIT
// The trial memo (trial_memo.hpp), built once for each width of bit set.
#include "engine/reasoning/trial_memo.hpp"

namespace qh {

template class TrialMemo<NarrowBits>;
template class TrialMemo<MediumBits>;
template class TrialMemo<WideBits>;

}  // namespace qh
