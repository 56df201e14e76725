#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Q_1 and Q_3 at their proven bounds, past the general search's reach
# (docs/lab/attack.md, "Constructions" and "Q_3 past n = 28"): for each N, a
# search for a board meeting the bound (Q_1: 2*floor(2n/3), Q_3:
# 2*floor((6n-2)/5)), niced, every witness checked by `queens-lab verify`;
# one line per N with the result line, exit status, wall time and verdict.
# A board found is an optimum, since the bound is proven; a search that
# finds none proves nothing.
#
# Usage: bench/lab/attack_at_bound.sh [BUILD_DIR] [K] [FROM] [TO] [STEP] [TIMEOUT_S] [BOARDS]
# (defaults: build 1 31 128 1 120 default). With KEEP=DIR in the
# environment, every verified board at the bound (exit status 0) is kept as
# DIR/qK-N-VALUE.txt (the shipped witnesses of bench/lab/attack_witnesses/).
# With SHARD=I/J in the environment, only every J-th n from the I-th (0-based)
# is run, after a "# queens-lab shard I/J: attack-at-bound ..." header, and
# each line starts "n=N |": `queens-lab merge` of the J parts gives the lines
# of every n in order and refuses a set with an n missing
# (docs/lab/scale-out.md).
# K = 1: `attack --k 1 --pair-structure` (the structure of boards at the pair
#   bound). BOARDS: "default" (half-turn symmetric boards first, then all),
#   "quarter" (quarter-turn symmetric boards for half the budget where they
#   can exist, n mod 3 != 2, then the default search for what is left), or a
#   --symmetric-under name for every n.
# K = 3: `attack --k 3` with the line-end constraint and one SAT call at the
#   bound. BOARDS: "default" (all boards), "quarter" (quarter-turn boards for
#   half the budget where they can exist, (6n - 2) mod 5 even, then half-turn
#   boards for what is left), or a --symmetric-under name for every n.
set -euo pipefail
build=${1:-build}
k=${2:-1}
from=${3:-31}
to=${4:-128}
step=${5:-1}
budget=${6:-120}
boards=${7:-default}
lab="$build/queens-lab"
[[ -x "$lab" ]] || { echo "attack_at_bound.sh: $lab not found (build the queens-lab target)" >&2; exit 2; }
case "$k" in
  1) search=(--pair-structure) ;;
  3) search=(--first-conflicts 1000000000) ;;
  *) echo "attack_at_bound.sh: K must be 1 or 3, not '$k'" >&2; exit 2 ;;
esac
shard_index=0
shard_count=1
if [[ -n "${SHARD:-}" ]]; then
  [[ "$SHARD" =~ ^([0-9]+)/([0-9]+)$ ]] && (( BASH_REMATCH[1] < BASH_REMATCH[2] )) ||
    { echo "attack_at_bound.sh: SHARD='$SHARD': want I/J with 0 <= I < J" >&2; exit 2; }
  shard_index=${BASH_REMATCH[1]}
  shard_count=${BASH_REMATCH[2]}
  echo "# queens-lab shard $SHARD: attack-at-bound k=$k from=$from to=$to step=$step budget=$budget boards=$boards"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run() {  # ARGS...: one run for $n into $work/w.txt, its exit status in $status
  status=0
  nice -n 10 "$lab" -q attack --k "$k" --n "$n" "${search[@]}" "$@" >"$work/w.txt" || status=$?
}
quarter_turn_possible() {  # the quarter turn maps lines in orbits of 2 and 4
  if (( k == 1 )); then (( n % 3 != 2 )); else (( (6 * n - 2) % 5 % 2 == 0 )); fi
}
for (( n = from + shard_index * step; n <= to; n += shard_count * step )); do
  start=$(date +%s.%N)
  case "$boards" in
    default) run --timeout "$budget" ;;
    quarter)
      status=1
      if quarter_turn_possible; then run --symmetric-under quarter-turn --timeout "$(echo "$budget / 2" | bc -l)"; fi
      if (( status != 0 )); then  # the fallback gets what is left
        left=$(echo "$budget - ($(date +%s.%N) - $start)" | bc -l)
        if (( k == 1 )); then run --timeout "$left"; else run --symmetric-under half-turn --timeout "$left"; fi
      fi
      ;;
    *) run --symmetric-under "$boards" --timeout "$budget" ;;
  esac
  end=$(date +%s.%N)
  verdict=$("$lab" -q verify "$work/w.txt" 2>&1 || true)
  if [[ -n "${KEEP:-}" && "$status" -eq 0 && "$verdict" == *": ok: "* ]]; then  # a board at the bound
    queens=$(sed -n 's/^queens \([0-9]*\)$/\1/p' "$work/w.txt")
    cp "$work/w.txt" "$KEEP/q$k-$n-$queens.txt"
  fi
  [[ -n "${SHARD:-}" ]] && printf 'n=%d | ' "$n"
  printf '%s | exit %d | %.2f s wall | %s\n' "$(head -1 "$work/w.txt")" "$status" \
    "$(echo "$end - $start" | bc)" "${verdict##*: }"
done
