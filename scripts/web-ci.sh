#!/usr/bin/env bash
# CI's web job (.ci/run, last): installs what it needs (bootstrap.sh --web-only:
# emscripten, node-acorn, nodejs, npm, chromium; then `npm ci` for the browser
# test's driver), builds the engine in WebAssembly and the page, and runs the
# Node tests (the JS API against the CLI, byte for byte) and the browser test
# (headless chromium). Needs the native build in build/ (the CLI the tests
# compare with): QH_CLI overrides it.
set -euo pipefail
cd "$(dirname "$0")/.."

export QH_CLI=${QH_CLI:-build/queens-hint}
export QH_WEB_BUILD=${QH_WEB_BUILD:-build-web}
[ -x "$QH_CLI" ] || { echo "web-ci: $QH_CLI is missing: build the project first (scripts/bootstrap.sh)" >&2; exit 2; }

scripts/build-web.sh --build-dir "$QH_WEB_BUILD"
# The driver only: puppeteer-core never downloads a browser, and no install
# scripts run; npm reaches only its registry.
(cd tests/web && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
node --test tests/web/api.test.mjs tests/web/page.test.mjs
