#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# CI's web job (.ci/run, last): installs what it needs (bootstrap.sh --web-only:
# emscripten, node-acorn, nodejs, npm, chromium; then `npm ci` for the browser
# test's driver), builds the engine in WebAssembly and the page, and runs the
# Node tests (the JS API against the CLI, byte for byte) and the browser test
# (headless chromium), then packs the npm package and tests it installed in a
# consumer project. Needs the native build in build/ (the CLI the tests
# compare with): QH_CLI overrides it.
set -euo pipefail
cd "$(dirname "$0")/.."

export QH_CLI=${QH_CLI:-build/queens-hint}
export QH_WEB_BUILD=${QH_WEB_BUILD:-build-web}
[ -x "$QH_CLI" ] || { echo "web-ci: $QH_CLI is missing: build the project first (scripts/bootstrap.sh)" >&2; exit 2; }

# --reader: the screenshot reader module too, with OpenCV's core and imgproc
# built for wasm from Debian's source packages (scripts/build-opencv-wasm.sh:
# about 4-5 min on a clean machine, cached after); paste.test.mjs needs it.
scripts/build-web.sh --build-dir "$QH_WEB_BUILD" --reader
# The driver only: puppeteer-core never downloads a browser, and no install
# scripts run; npm reaches only its registry.
(cd tests/web && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
node --test tests/web/api.test.mjs tests/web/page.test.mjs tests/web/paste.test.mjs

# The npm package: packed from the build (scripts/npm-pack.sh), installed from
# the tarball into a copy of a consumer project, which imports it by name.
tarball=$(realpath "$(scripts/npm-pack.sh "$QH_WEB_BUILD")")
consumer="$QH_WEB_BUILD/npm-consumer"
rm -rf "$consumer" && mkdir -p "$consumer"
cp tests/web/npm-consumer/package.json tests/web/npm-consumer/consumer.test.mjs "$consumer/"
(cd "$consumer" && npm install --no-save --offline --ignore-scripts --no-audit --no-fund \
  --loglevel=error "$tarball" && node --test)
# docs/api.md's JavaScript example, run in that project.
python3 scripts/doc-examples.py "$consumer" >/dev/null
node "$consumer/example.mjs" fixtures/spec-7x7.txt
