#!/usr/bin/env bash
# queens-lab nqueens count for n = FROM..TO, with the time each took
# (docs/lab/nqueens.md). Long for n >= 17: run niced on a quiet machine.
#   bench/lab/nqueens_counts.sh [BUILD_DIR] [FROM] [TO] [THREADS]
set -euo pipefail
build=${1:-build}
from=${2:-8}
to=${3:-18}
threads=${4:-2}
echo "n,count,proof,seconds,threads"
for ((n = from; n <= to; n++)); do
  "$build/queens-lab" -q nqueens count "$n" -j "$threads" --json |
    python3 -c 'import json,sys; j=json.load(sys.stdin); print(f"{j[\"n\"]},{j[\"count\"]},{j[\"proof\"]},{j[\"seconds\"]:.2f},{j[\"threads\"]}")'
done
