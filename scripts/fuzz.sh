#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets (tests/fuzz) with clang + ASan + UBSan in
# build-fuzz/ and runs each for SECONDS_PER_TARGET seconds (default 60), as
# many side by side as there are cores.
#   scripts/fuzz.sh [--build-dir DIR] [SECONDS_PER_TARGET]
# --build-dir DIR runs the targets of a sanitizer build that has them already
# (scripts/bootstrap.sh --build-dir DIR --sanitize, as CI does) instead of
# building build-fuzz/; libFuzzer's files then go under DIR.
# Installs clang and libclang-rt-14-dev when missing (Debian 12, as root).
# Prints one summary line per target; libFuzzer's own output goes to
# build-fuzz/logs/<target>.log, crash inputs to build-fuzz/artifacts/<target>/.
# Exits non-zero if any target found a crash, timeout, leak or OOM.
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=build-fuzz
reuse=no
if [ "${1:-}" = --build-dir ]; then
  [ $# -ge 2 ] || { echo "fuzz.sh: --build-dir needs a directory" >&2; exit 2; }
  build_dir="$2"
  reuse=yes
  shift 2
fi
seconds="${1:-60}"
case "$seconds" in
  ''|*[!0-9]*) echo "fuzz.sh: SECONDS_PER_TARGET must be a whole number, got '$seconds'" >&2; exit 2 ;;
esac
if [ "$reuse" = yes ] && ! grep -qx 'QH_FUZZ:BOOL=ON' "$build_dir/CMakeCache.txt" 2>/dev/null; then
  echo "fuzz.sh: $build_dir is not a build with the fuzz targets (make one with" \
    "scripts/bootstrap.sh --build-dir $build_dir --sanitize)" >&2
  exit 2
fi
targets=(fuzz_board_parser fuzz_position_parser fuzz_pipeline fuzz_api)

# The library-only configuration (no CLI, image reader, lab or Python): the
# targets need only the engine and nlohmann-json.
packages=(clang libclang-rt-14-dev cmake make nlohmann-json3-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "fuzz: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

mkdir -p "$build_dir/logs"
configure=(true)
if [ "$reuse" = no ]; then
  echo "fuzz: building $build_dir (clang, ASan + UBSan + libFuzzer)" >&2
  configure=(env CC=clang CXX=clang++ cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo
    -DQH_SANITIZE=ON -DQH_FUZZ=ON -DQH_BUILD_TESTS=OFF -DQH_BUILD_BENCH=OFF -DQH_WERROR=OFF
    -DQH_BUILD_CLI=OFF -DQH_BUILD_IMAGE=OFF -DQH_BUILD_LAB=OFF -DQH_BUILD_PYTHON=OFF)
fi
if ! { "${configure[@]}" && cmake --build "$build_dir" -j "$(nproc)" --target "${targets[@]}"; } \
     >"$build_dir/logs/build.log" 2>&1; then
  echo "fuzz: build failed; last lines of $build_dir/logs/build.log:" >&2
  tail -n 30 "$build_dir/logs/build.log" >&2
  exit 1
fi

# Seeds per target (tests/fuzz/seeds, read-only); new inputs go to the
# scratch corpus, the first directory given.
seeds_for() {
  case "$1" in
    fuzz_board_parser) echo tests/fuzz/seeds/board ;;
    fuzz_position_parser) echo tests/fuzz/seeds/position ;;
    fuzz_pipeline) echo tests/fuzz/seeds/pipeline tests/fuzz/seeds/board ;;
    fuzz_api) ;;  # its input is a stream of choices: any bytes will do
  esac
}

# Crash, leak, timeout and out-of-memory inputs libFuzzer saved in a directory.
artifact_count() {
  find "$1" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) |
    wc -l
}

export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

# One target for $seconds; its exit status goes to $build_dir/logs/$t.status.
fuzz_target() {
  local t=$1 corpus="$build_dir/corpus/$1" artifacts="$build_dir/artifacts/$1"
  mkdir -p "$corpus" "$artifacts"
  artifact_count "$artifacts" >"$build_dir/logs/$t.before"
  set +e
  "$build_dir/tests/fuzz/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" $(seeds_for "$t") \
    >"$build_dir/logs/$t.log" 2>&1
  echo $? >"$build_dir/logs/$t.status"
}

# The targets run side by side, one a core: the same time per target, the
# job's wall time divided by the cores.
cores=$(nproc)
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$cores" ]; do wait -n || true; done
  fuzz_target "$t" &
done
wait

failed=0
for t in "${targets[@]}"; do
  artifacts="$build_dir/artifacts/$t"
  log="$build_dir/logs/$t.log"
  status=$(cat "$build_dir/logs/$t.status")
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  [ -n "$execs" ] || execs=$(grep -o '^#[0-9]*' "$log" | tail -n 1 | tr -d '#' || true)
  found=$(( $(artifact_count "$artifacts") - $(cat "$build_dir/logs/$t.before") ))
  corpus_size=$(find "$build_dir/corpus/$t" -type f | wc -l)
  printf '%-22s %10s execs  %d crashes  exit %d  (corpus %d, %ss, log %s)\n' \
    "$t" "${execs:-?}" "$found" "$status" "$corpus_size" "$seconds" "$log"
  if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
    failed=1
    echo "---- $t: last lines of $log ----"
    tail -n 40 "$log"
    echo "----"
  fi
done
exit "$failed"
