#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The walls tables of docs/lab/walls.md: for each SIZE:WALLS given, the value
# distribution of every board (per symmetry class and per board), with the
# time it took; --verify re-solves every class with the SAT model.
#   bench/lab/walls_tables.sh [BUILD_DIR] [THREADS] [--verify [--verify-value V...]] SIZE:WALLS ...
set -euo pipefail
build=${1:-build}
threads=${2:-2}
shift 2 || true
verify=()
if [ "${1:-}" = "--verify" ]; then verify=(--verify); shift; fi
while [ "${1:-}" = "--verify-value" ]; do verify+=(--verify-value "$2"); shift 2; done
specs=("$@")
[ ${#specs[@]} -gt 0 ] || specs=(8:2 8:3 8:4)
for spec in "${specs[@]}"; do
  IFS=: read -r size walls <<<"$spec"
  start=$(date +%s.%N)
  "$build/queens-lab" walls enumerate --size "$size" --walls "$walls" -j "$threads" --summary "${verify[@]}" \
    2> >(grep -v "parts," >&2)
  end=$(date +%s.%N)
  echo "# ${size}x${size}, ${walls} walls: $(python3 -c "print(f'{$end - $start:.1f}')") s, $threads threads"
done
