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
# The download's size, measured on every build (docs/web.md keeps the figure;
# the target is under 400 kB gzipped for the wasm): the wasm as inlined in
# queens-hint.js (base64), and the two scripts, raw and gzipped (level 9).
node - "$build_dir" <<'JS' >&2
const fs = require('fs');
const zlib = require('zlib');
const dir = process.argv[2];
const kb = (n) => Math.round(n / 1024).toLocaleString('en') + ' kB';
const line = (name, buf) =>
  console.log(`build-web:   ${name} ${kb(buf.length)}, ${kb(zlib.gzipSync(buf, { level: 9 }).length)} gzipped`);
console.log(`build-web: built ${dir}/index.html; sizes:`);
const js = fs.readFileSync(`${dir}/queens-hint.js`);
const inlined = /wasmBinaryFile="data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)"/.exec(js.toString());
if (inlined) line('wasm', Buffer.from(inlined[1], 'base64'));
line('queens-hint.js', js);
line('queens-hint.mjs', fs.readFileSync(`${dir}/queens-hint.mjs`));
// The screenshot reader, a module of its own, loaded with the first screenshot.
if (fs.existsSync(`${dir}/queens-hint-reader.js`))
  line('queens-hint-reader.js', fs.readFileSync(`${dir}/queens-hint-reader.js`));
JS
