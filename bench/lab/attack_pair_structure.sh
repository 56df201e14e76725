#!/usr/bin/env bash
# Q_1(n) = 2*floor(2n/3) past the general solver's reach (docs/lab/attack.md,
# "Constructions"): `queens-lab attack --k 1 --n N --pair-structure` for
# each N, niced, every witness checked by `queens-lab verify`; one line per
# N with the result line, exit status, wall time and the verdict.
# Usage: bench/lab/attack_pair_structure.sh [BUILD_DIR] [FROM] [TO] [STEP] [TIMEOUT_S] [BOARDS]
# (defaults: build 31 128 1 120 default). BOARDS: "default" (half-turn
# symmetric boards first, then all), "quarter" (quarter-turn symmetric
# boards for half the budget where they can exist, n mod 3 != 2, then the
# default search for what is left), or a --symmetric-under name for every n.
set -euo pipefail
build=${1:-build}
from=${2:-31}
to=${3:-128}
step=${4:-1}
budget=${5:-120}
boards=${6:-default}
lab="$build/queens-lab"
[[ -x "$lab" ]] || { echo "attack_pair_structure.sh: $lab not found (build the queens-lab target)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run() {  # ARGS...: one run for $n into $work/w.txt, its exit status in $status
  status=0
  nice -n 10 "$lab" -q attack --k 1 --n "$n" --pair-structure "$@" >"$work/w.txt" || status=$?
}
for (( n = from; n <= to; n += step )); do
  start=$(date +%s.%N)
  case "$boards" in
    default) run --timeout "$budget" ;;
    quarter)
      status=1
      if (( n % 3 != 2 )); then run --symmetric-under quarter-turn --timeout "$(echo "$budget / 2" | bc -l)"; fi
      if (( status != 0 )); then  # the default search gets what is left
        run --timeout "$(echo "$budget - ($(date +%s.%N) - $start)" | bc -l)"
      fi
      ;;
    *) run --symmetric-under "$boards" --timeout "$budget" ;;
  esac
  end=$(date +%s.%N)
  verdict=$("$lab" -q verify "$work/w.txt" 2>&1 || true)
  printf '%s | exit %d | %.2f s wall | %s\n' "$(head -1 "$work/w.txt")" "$status" \
    "$(echo "$end - $start" | bc)" "${verdict##*: }"
done
