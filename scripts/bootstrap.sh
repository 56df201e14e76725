#!/usr/bin/env bash
# Installs what is missing (Debian 12, as root), then configures and builds.
#   scripts/bootstrap.sh [--build-dir DIR] [--sanitize] [--werror] [--debug]
# CI=true implies --werror.
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=build
sanitize=OFF
werror=OFF
build_type=Release
bench=ON
[ "${CI:-}" = "true" ] && werror=ON
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build_dir="$2"; shift 2 ;;
    --sanitize) sanitize=ON; bench=OFF; build_type=RelWithDebInfo; shift ;;
    --werror) werror=ON; shift ;;
    --debug) build_type=Debug; shift ;;
    *) echo "bootstrap.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done

packages=(g++ cmake make nlohmann-json3-dev libspdlog-dev doctest-dev libcli11-dev
  libopencv-core-dev libopencv-imgproc-dev libopencv-imgcodecs-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE="$build_type" -DQH_WERROR="$werror" \
  -DQH_SANITIZE="$sanitize" -DQH_BUILD_BENCH="$bench" >/dev/null
cmake --build "$build_dir" -j "$(nproc)" >/dev/null
echo "bootstrap: built $build_dir (type $build_type, werror $werror, sanitize $sanitize)" >&2
