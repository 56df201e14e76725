# SPDX-License-Identifier: MIT
# Precompiled headers: the standard and third-party headers most files
# include, parsed once per target instead of once per file. Only headers from
# outside the project, so editing the engine never rebuilds a header set. The
# builds without them (gcc's, as in CI's first job, and the WebAssembly build)
# still prove every file includes what it uses.
#
# On by default with clang only: it builds CI's sanitizer job (clang 14, -O1)
# in 505 s instead of 602 (2 cores, 2026-12-06). GCC 12 gains 6 % at -O3 (549
# s to 515) and, given the standard headers precompiled, reports false
# -Warray-bounds and -Wstringop-overflow inside std::string, which -Werror
# turns into errors.
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  set(QH_PCH_DEFAULT ON)
else()
  set(QH_PCH_DEFAULT OFF)
endif()
option(QH_PCH "Precompile the common standard and third-party headers" ${QH_PCH_DEFAULT})

set(QH_PCH_STD <algorithm> <array> <bit> <cstdint> <optional> <span> <stdexcept> <string>
               <string_view> <vector>)

# qh_precompile_headers(TARGET [HEADERS...]): the standard set and HEADERS.
function(qh_precompile_headers target)
  if(QH_PCH)
    target_precompile_headers(${target} PRIVATE ${QH_PCH_STD} ${ARGN})
  endif()
endfunction()

# A doctest binary: the set, doctest, and HEADERS. MAIN (the file that defines
# DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN before it includes doctest) is left out.
function(qh_precompile_test_headers target main)
  qh_precompile_headers(${target} <doctest/doctest.h> ${ARGN})
  set_source_files_properties(${main} TARGET_DIRECTORY ${target}
                              PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()
