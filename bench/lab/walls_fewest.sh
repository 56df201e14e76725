#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The fewest walls that admit q queens, for each size and q given, with the
# time each took (docs/lab/walls.md). Long: run niced on a quiet machine.
#   bench/lab/walls_fewest.sh [BUILD_DIR] [TIMEOUT_S] [SIZE:Q_FROM:Q_TO ...]
set -euo pipefail
build=${1:-build}
timeout=${2:-600}
shift 2 || true
specs=("$@")
[ ${#specs[@]} -gt 0 ] || specs=(8:9:16 7:8:16 6:7:9)
echo "size,queens,walls,proof,boards,classes,seconds"
for spec in "${specs[@]}"; do
  IFS=: read -r size from to <<<"$spec"
  for ((q = from; q <= to; q++)); do
    start=$(date +%s.%N)
    json=$("$build/queens-lab" -q walls fewest-walls --size "$size" --queens "$q" --json \
             --timeout "$timeout" -j 1 || true)
    end=$(date +%s.%N)
    python3 - "$json" "$start" "$end" <<'PY'
import json, sys
j = json.loads(sys.argv[1])
secs = float(sys.argv[3]) - float(sys.argv[2])
walls = "impossible" if not j["possible"] else j["walls"]
print(f'{j["size"]},{j["queens"]},{walls},{j["proof"]},{j["boards"]},{j["classes"]},{secs:.1f}')
PY
  done
done
