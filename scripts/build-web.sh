#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the engine in WebAssembly and the page into build-web/ (docs/web.md):
#   scripts/build-web.sh [--build-dir DIR] [--reader]
# then open build-web/index.html. Installs what is missing first
# (scripts/bootstrap.sh --web: emscripten, node-acorn, nodejs). --reader also
# builds the screenshot reader module (web/reader/), with OpenCV built for
# WebAssembly by scripts/build-opencv-wasm.sh (cached after the first, long,
# run); QH_OPENCV_WASM=DIR uses an OpenCV so built in DIR instead.
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=build-web
reader=${QH_OPENCV_WASM:+ON}
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build_dir="$2"; shift 2 ;;
    --reader) reader=ON; shift ;;
    *) echo "build-web.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done

scripts/bootstrap.sh --web-only
# Debian's emscripten runs its optimizer with Node and needs acorn from here.
export NODE_PATH=/usr/share/nodejs
reader_args=()
if [ "$reader" = ON ]; then
  opencv=${QH_OPENCV_WASM:-$(scripts/build-opencv-wasm.sh)}
  reader_args=(-DQH_OPENCV_WASM="$opencv")
fi
emcmake cmake -S web -B "$build_dir" -DCMAKE_BUILD_TYPE=Release "${reader_args[@]}" >/dev/null
cmake --build "$build_dir" -j 2 >/dev/null
wasm_kb=$(( $(wc -c < "$build_dir/queens-hint.js") / 1024 ))
echo "build-web: built $build_dir/index.html (engine $build_dir/queens-hint.js, ${wasm_kb} kB with the wasm inlined; ES module $build_dir/queens-hint.mjs)" >&2
if [ -f "$build_dir/queens-hint-reader.js" ]; then
  echo "build-web: and the screenshot reader $build_dir/queens-hint-reader.js, $(( $(wc -c < "$build_dir/queens-hint-reader.js") / 1024 )) kB with the wasm inlined" >&2
fi
