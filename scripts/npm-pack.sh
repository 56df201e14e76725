#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The npm package (web/npm/): assembles it from the web build and packs it.
#   scripts/npm-pack.sh [WEB_BUILD_DIR]      (default build-web)
# Needs the web build (scripts/build-web.sh) and npm. Writes
# WEB_BUILD_DIR/npm/ (the package folder) and WEB_BUILD_DIR/queens-hint-X.Y.Z.tgz,
# and prints the tarball's path. Fails when web/npm/package.json's version
# is not the project's (CMakeLists.txt).
set -euo pipefail
cd "$(dirname "$0")/.."

web_build="${1:-build-web}"
[ -f "$web_build/queens-hint.mjs" ] || {
  echo "npm-pack: $web_build/queens-hint.mjs is missing: run scripts/build-web.sh first" >&2
  exit 2
}
version=$(sed -n 's/^project(queens_hint VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
package_version=$(node -p 'require("./web/npm/package.json").version')
if [ "$version" != "$package_version" ]; then
  echo "npm-pack: web/npm/package.json says $package_version, CMakeLists.txt $version" >&2
  exit 1
fi

out="$web_build/npm"
rm -rf "$out"
mkdir -p "$out"
cp web/npm/package.json web/npm/index.mjs web/npm/index.d.ts web/npm/README.md LICENSE \
   "$web_build/queens-hint.mjs" "$out/"
tarball=$(cd "$out" && npm pack --silent --pack-destination ..)
echo "$web_build/$tarball"
