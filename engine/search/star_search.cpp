// SPDX-License-Identifier: MIT
// The exact search for K >= 3 (star_search.hpp), built once for each width of bit set.
#include "engine/search/star_search.hpp"

namespace qh {

template class StarSearch<NarrowBits>;
template class StarSearch<MediumBits>;
template class StarSearch<WideBits>;

}  // namespace qh
