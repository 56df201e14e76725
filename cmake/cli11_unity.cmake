# SPDX-License-Identifier: MIT
# CLI11 2.1 (Debian 12) is header-only, and every file that includes it builds
# its validator objects again: about 9 s of CPU per file at -O2 and 14 s under
# ASan, even for a file that only registers three options. So a program's
# files that include it (its main and command files, given as SOURCES) are
# compiled as two unity files (CMake's UNITY_BUILD, one per core of a CI
# machine) and its other files stay separate. The command files' file-local
# names must not clash; a clash is a compile error, not a silent merge.
function(qh_cli11_unity target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SOURCES")
  get_target_property(all ${target} SOURCES)
  foreach(source IN LISTS all)
    if(NOT source IN_LIST arg_SOURCES)
      set_source_files_properties(${source} TARGET_DIRECTORY ${target}
                                  PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
    endif()
  endforeach()
  list(LENGTH arg_SOURCES count)
  math(EXPR half "(${count} + 1) / 2")
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE BATCH
                                             UNITY_BUILD_BATCH_SIZE ${half})
endfunction()
