# SPDX-License-Identifier: MIT
# Writes a C++ header holding the viewer's JS and CSS (web/viewer.js,
# web/viewer.css) as string constants, so `queens-hint trace --html` embeds
# the same files the page loads. Run at build time:
#   cmake -DJS=... -DCSS=... -DOUT=... -P embed_web.cmake
file(READ ${JS} js)
file(READ ${CSS} css)
foreach(text js css)
  string(FIND "${${text}}" ")qhweb\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "embed_web: ${text} contains the raw-string delimiter")
  endif()
endforeach()
file(WRITE ${OUT}.tmp
  "// Generated from web/viewer.js and web/viewer.css by cmake/embed_web.cmake.\n"
  "#pragma once\n#include <string_view>\nnamespace qh::web {\n"
  "inline constexpr std::string_view kViewerJs = R\"qhweb(${js})qhweb\";\n"
  "inline constexpr std::string_view kViewerCss = R\"qhweb(${css})qhweb\";\n"
  "}  // namespace qh::web\n")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
