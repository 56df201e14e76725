#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The installed package works for a separate project.
#
#   run_consumer.sh install BUILD_DIR PREFIX
#       cmake --install BUILD_DIR into PREFIX (a fresh folder).
#   run_consumer.sh cmake PREFIX WORK BOARD [FLAGS]
#       configures and builds tests/install/consumer with find_package
#       against PREFIX only, runs it on BOARD and checks its output; also
#       checks that asking for an incompatible version fails.
#   run_consumer.sh pkg-config PREFIX WORK BOARD CXX [FLAGS]
#       the same program compiled with one CXX command and pkg-config.
#   run_consumer.sh python PREFIX BOARD PYTHON
#       the README's Python lines, with the package installed in PREFIX.
#
# FLAGS (one word, may be empty) go to the compiler and linker: the
# sanitizer build passes its -fsanitize flags, which its library needs.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mode=$1
shift

check_output() {  # file
  grep -qx 'queens_hint [0-9]*\.[0-9]*\.[0-9]*' "$1" || { echo "FAIL: no version line"; cat "$1"; exit 1; }
  grep -q '"format": "queens-hint/hint"' "$1" || { echo "FAIL: no hint document"; cat "$1"; exit 1; }
  grep -q '"status": "hint"' "$1" || { echo "FAIL: the hint has no step"; cat "$1"; exit 1; }
  grep -qx 'grade [a-z-]*' "$1" || { echo "FAIL: no grade line"; cat "$1"; exit 1; }
}

case $mode in
  install)
    build=$1 prefix=$2
    rm -rf "$prefix"
    cmake --install "$build" --prefix "$prefix" > /dev/null
    for f in bin/queens-hint include/queens_hint/queens_hint.hpp include/queens_hint/version.hpp \
             include/queens_hint/engine/engine.hpp share/man/man1/queens-hint.1; do
      [[ -e $prefix/$f ]] || { echo "FAIL: $f was not installed"; exit 1; }
    done
    # Internal headers stay private.
    for f in model/bits.hpp reasoning/rule.hpp model/state.hpp model/geometry.hpp; do
      [[ ! -e $prefix/include/queens_hint/engine/$f ]] || { echo "FAIL: internal $f installed"; exit 1; }
    done
    # The installed program finds the image plugin relative to itself, so a
    # moved copy of the tree still reads screenshots.
    plugin=$(find "$prefix" -name libqueens_image_plugin.so | head -n 1)
    if [[ -n $plugin ]]; then
      moved=$(mktemp -d)
      cp -r "$prefix/." "$moved/"
      "$moved/bin/queens-hint" import "$here/../../fixtures/screenshots/dark-gen-09.jpg" > "$moved/out.txt" ||
        { echo "FAIL: the moved program did not read a screenshot"; rm -rf "$moved"; exit 1; }
      rm -rf "$moved"
    fi
    echo "PASS: installed into $prefix"
    ;;
  cmake)
    prefix=$1 work=$2 board=$3 flags=${4:-}
    rm -rf "$work" && mkdir -p "$work"
    cmake -S "$here/consumer" -B "$work/build" -DCMAKE_PREFIX_PATH="$prefix" \
      -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" \
      > "$work/configure.log" 2>&1 || { cat "$work/configure.log"; exit 1; }
    cmake --build "$work/build" > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
    "$work/build/consumer" "$board" > "$work/out.txt"
    check_output "$work/out.txt"
    # The version file refuses an incompatible request.
    if cmake -S "$here/consumer" -B "$work/build-9" -DCMAKE_PREFIX_PATH="$prefix" \
         -DQH_WANT_VERSION=9.0 > "$work/configure-9.log" 2>&1; then
      echo "FAIL: find_package(queens_hint 9.0) succeeded"; exit 1
    fi
    echo "PASS: CMake consumer"
    ;;
  pkg-config)
    prefix=$1 work=$2 board=$3 cxx=$4 flags=${5:-}
    rm -rf "$work" && mkdir -p "$work"
    export PKG_CONFIG_PATH=$(dirname "$(find "$prefix" -name queens_hint.pc | head -n 1)")
    pkg-config --atleast-version 0.3 queens_hint || { echo "FAIL: pkg-config version"; exit 1; }
    # shellcheck disable=SC2046,SC2086
    "$cxx" -std=c++20 $flags "$here/consumer/main.cpp" -o "$work/consumer" \
      $(pkg-config --cflags --libs queens_hint)
    # A shared engine is found without an rpath only with help.
    LD_LIBRARY_PATH=$(pkg-config --variable=libdir queens_hint) "$work/consumer" "$board" \
      > "$work/out.txt"
    check_output "$work/out.txt"
    echo "PASS: pkg-config consumer ($(pkg-config --modversion queens_hint))"
    ;;
  python)
    prefix=$1 board=$2 python=$3
    package=$(find "$prefix" -path '*-packages/queens_hint/__init__.py' | head -n 1)
    [[ -n $package ]] || { echo "FAIL: the Python package was not installed"; exit 1; }
    out=$(PYTHONPATH=$(dirname "$(dirname "$package")") "$python" - "$board" <<'PY'
import sys
import queens_hint

puzzle = queens_hint.Puzzle.load(sys.argv[1])
print(queens_hint.__version__, queens_hint.__file__)
print(puzzle.hint().status, puzzle.grade().label, puzzle.solve().solutions)
PY
)
    echo "$out"
    [[ $out == *"$prefix"* ]] || { echo "FAIL: the package was not imported from $prefix"; exit 1; }
    grep -qx 'hint [a-z]* 1' <<< "$out" || { echo "FAIL: unexpected answers"; exit 1; }
    echo "PASS: Python package installed"
    ;;
  *) echo "usage: see the top of $0" >&2; exit 2 ;;
esac
