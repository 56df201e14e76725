#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing (Debian 12, as root), then configures and builds.
#   scripts/bootstrap.sh [--build-dir DIR] [--sanitize] [--werror] [--debug] [--web]
# --sanitize builds with clang, ASan + UBSan, and the libFuzzer targets too
# (tests/fuzz; scripts/fuzz.sh --build-dir DIR runs them without building again).
# CI=true implies --werror. --web also installs what the WebAssembly build and
# its tests need (emscripten, node-acorn, nodejs, npm, chromium; docs/web.md);
# --web-only installs just those and builds nothing (scripts/build-web.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=build
sanitize=OFF
werror=OFF
build_type=Release
bench=ON
web=OFF
build=ON
[ "${CI:-}" = "true" ] && werror=ON
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build_dir="$2"; shift 2 ;;
    --sanitize) sanitize=ON; bench=OFF; build_type=RelWithDebInfo; shift ;;
    --werror) werror=ON; shift ;;
    --debug) build_type=Debug; shift ;;
    --web) web=ON; shift ;;
    --web-only) web=ON; build=OFF; shift ;;
    *) echo "bootstrap.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done

packages=(g++ cmake make nlohmann-json3-dev libspdlog-dev doctest-dev libcli11-dev
  pkgconf python3-dev pybind11-dev python3-pytest python3-matplotlib
  libopencv-core-dev libopencv-imgproc-dev libopencv-imgcodecs-dev libjpeg-dev libpng-dev
  libexif-dev libcadical-dev
  libssl-dev picosat minisat parallel bc xz-utils coinor-libclp-dev libfreetype-dev
  fonts-dejavu-core)
[ "$sanitize" = ON ] && packages+=(clang libclang-rt-14-dev)
[ "$build" = OFF ] && packages=(cmake make)
# The browser test's driver comes from npm (tests/web/package-lock.json).
# dpkg-dev and xz-utils unpack Debian's OpenCV and zlib sources for the page's
# screenshot reader (scripts/build-opencv-wasm.sh).
[ "$web" = ON ] && packages+=(emscripten node-acorn nodejs npm chromium dpkg-dev xz-utils)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 && continue
  # Node and npm may come from another Debian repository (one nodejs package
  # with npm inside): a working command is enough.
  [ "$p" = nodejs ] && command -v node >/dev/null && continue
  [ "$p" = npm ] && command -v npm >/dev/null && continue
  missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ "$build" = OFF ]; then
  exit 0
fi

# The Python module is built for Debian's python3 (where python3-pytest and
# python3-matplotlib are), even when another python3 comes first on PATH.
python=()
[ -x /usr/bin/python3 ] && python=(-DPython_EXECUTABLE=/usr/bin/python3)
# The sanitizer build at -O1 with line tables only (-g1: enough for ASan's
# stack traces) compiles in about half the CPU time of -O2 -g (engine.cpp:
# 26 s against 49 s), which is most of that CI job.
flags=()
compiler=()
if [ "$sanitize" = ON ]; then
  flags=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DQH_FUZZ=ON)
  compiler=(env CC=clang CXX=clang++)
fi
"${compiler[@]}" cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE="$build_type" -DQH_WERROR="$werror" \
  -DQH_SANITIZE="$sanitize" -DQH_BUILD_BENCH="$bench" "${flags[@]}" "${python[@]}" >/dev/null
cmake --build "$build_dir" -j "$(nproc)" >/dev/null
echo "bootstrap: built $build_dir (type $build_type, werror $werror, sanitize $sanitize)" >&2
