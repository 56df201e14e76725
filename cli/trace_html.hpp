// SPDX-License-Identifier: MIT
// `queens-hint trace --html`: the trace viewer as one self-contained HTML
// file, the trace document embedded, viewable without the engine.
#pragma once

#include <string>
#include <string_view>

namespace qh::cli {

// The page for a trace document (docs/json.md); `title` names the board.
std::string trace_html(std::string_view trace_json, std::string_view title);

}  // namespace qh::cli
