# SPDX-License-Identifier: MIT
# `cmake --install BUILD --prefix P`: the program, the engine library, the
# public headers under include/queens_hint/, a CMake package (queens_hint,
# target queens_hint::engine), a pkg-config file, the man page and the bash
# completion. What is public: docs/api.md.
#
# Install components (`cmake --install BUILD --component NAME`):
#   library  the engine library, its headers, the CMake package, the .pc file,
#            LICENSE
#   cli      queens-hint, its man page and bash completion
#   image    the image reader plugin queens-hint loads for screenshots
#   lab      queens-lab (lab/CMakeLists.txt)
#   python   the Python package (python/CMakeLists.txt)
include(CMakePackageConfigHelpers)

set(QH_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/queens_hint)

if(QH_BUILD_CLI)
  if(BUILD_SHARED_LIBS)
    # The installed program finds the installed library wherever the prefix is.
    file(RELATIVE_PATH QH_BIN_TO_LIB /prefix/${CMAKE_INSTALL_BINDIR} /prefix/${CMAKE_INSTALL_LIBDIR})
    set_target_properties(queens-hint PROPERTIES INSTALL_RPATH "$ORIGIN/${QH_BIN_TO_LIB}")
  endif()
  install(TARGETS queens-hint RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT cli)
endif()
if(QH_BUILD_IMAGE)
  install(TARGETS queens_image_plugin LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/queens_hint
          COMPONENT image)
endif()
install(TARGETS queens_engine EXPORT queens_hint_targets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT library
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT library
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT library)
install(FILES LICENSE DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/queens_hint COMPONENT library)

# The public headers: the Engine facade and what it takes and returns. They
# include each other by file-relative names, so they work from here; the
# other engine headers (bit sets, geometry, state, rules) are internal.
set(QH_PUBLIC_HEADERS
  engine/io/board_file.hpp engine/engine.hpp engine/generation/generator.hpp engine/io/input_error.hpp
  engine/io/json_io.hpp engine/model/puzzle.hpp engine/reports.hpp engine/reasoning/rule_set.hpp
  engine/model/validate.hpp engine/io/board_header.hpp engine/io/sbn.hpp engine/io/moves_file.hpp
  engine/model/classic_board.hpp engine/generation/classic_generator.hpp)
foreach(header IN LISTS QH_PUBLIC_HEADERS)
  get_filename_component(header_dir ${header} DIRECTORY)
  install(FILES ${header} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/queens_hint/${header_dir}
          COMPONENT library)
endforeach()
install(FILES include/queens_hint/queens_hint.hpp
              ${CMAKE_CURRENT_BINARY_DIR}/include/queens_hint/version.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/queens_hint COMPONENT library)

# The CMake package. Before 1.0 a minor release may break the API (semantic
# versioning), so `find_package(queens_hint 0.3)` accepts 0.3.x only.
install(EXPORT queens_hint_targets NAMESPACE queens_hint:: DESTINATION ${QH_CMAKE_DIR}
        FILE queens_hint-targets.cmake COMPONENT library)
configure_package_config_file(cmake/queens_hint-config.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/queens_hint-config.cmake INSTALL_DESTINATION ${QH_CMAKE_DIR})
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(QH_COMPATIBILITY SameMinorVersion)
else()
  set(QH_COMPATIBILITY SameMajorVersion)
endif()
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/queens_hint-config-version.cmake
  COMPATIBILITY ${QH_COMPATIBILITY})
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/queens_hint-config.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/queens_hint-config-version.cmake
        DESTINATION ${QH_CMAKE_DIR} COMPONENT library)

# pkg-config: relocatable (paths relative to the .pc file), so it is right
# whatever --prefix the install is given.
file(RELATIVE_PATH QH_PC_TO_PREFIX /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
string(REGEX REPLACE "/$" "" QH_PC_TO_PREFIX "${QH_PC_TO_PREFIX}")
configure_file(cmake/queens_hint.pc.in ${CMAKE_CURRENT_BINARY_DIR}/queens_hint.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/queens_hint.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT library)

# The man page (its version from the project) and the bash completion.
if(QH_BUILD_CLI)
  configure_file(docs/man/queens-hint.1.in ${CMAKE_CURRENT_BINARY_DIR}/queens-hint.1 @ONLY)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/queens-hint.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1
          COMPONENT cli)
  install(FILES docs/completion/queens-hint.bash
          DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME queens-hint
          COMPONENT cli)
endif()
