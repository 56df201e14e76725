// SPDX-License-Identifier: MIT
// The exact search (solver.hpp), built once for each width of bit set.
#include "engine/search/solver.hpp"

namespace qh {

template class Solver<NarrowBits>;
template class Solver<MediumBits>;
template class Solver<WideBits>;

}  // namespace qh
