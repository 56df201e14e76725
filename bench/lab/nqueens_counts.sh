#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# queens-lab nqueens count for n = FROM..TO, with the wall-clock time and the
# CPU time (user + system, all threads) each took (docs/lab/nqueens.md). Long
# for n >= 17: run niced on a quiet machine.
#   bench/lab/nqueens_counts.sh [BUILD_DIR] [FROM] [TO] [THREADS]
set -euo pipefail
build=${1:-build}
from=${2:-8}
to=${3:-18}
threads=${4:-2}
echo "n,count,proof,seconds,cpu_seconds,threads"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for ((n = from; n <= to; n++)); do
  json=$(/usr/bin/time -f "%U %S" -o "$tmp" "$build/queens-lab" -q nqueens count "$n" -j "$threads" --json)
  cpu=$(awk '{printf "%.2f", $1 + $2}' "$tmp")
  python3 -c 'import json, sys
j = json.loads(sys.argv[1])
print("{},{},{},{:.2f},{},{}".format(j["n"], j["count"], j["proof"], j["seconds"], sys.argv[2], j["threads"]))' "$json" "$cpu"
done
