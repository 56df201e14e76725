#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Measures `queens-hint generate` (docs/generate.md): throughput on the
# README's targets, and how often each label is reached per size.
#
#   bench/generate.sh [--binary PATH] [--jobs T] [--seed S] [--style S] throughput|big|reach
#
# throughput: for each target (size, stars, label, count) one run with
#   -j T (default 2); prints boards/s, attempts per board and ms per board
#   (wall clock: on a shared machine expect noise; run it twice).
# big: the same for 14x14 3★, 17x17 4★, 21x21 5★ and 25x25 6★ boards of
#   any grade (wall clock; on a busy machine time it with `time` too).
# --style passes a shape style to every run (default: generate's own).
# reach: for sizes 5..12 and every label, a run asking for 20 boards with
#   at most 500 candidates; prints the share of candidates that gave a board
#   of that label (one candidate = one draft made unique, then climbed).
set -euo pipefail

binary=build/queens-hint
jobs=2
seed=1
style=()
while [[ $# -gt 1 ]]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --style) style=(--style "$2"); shift 2 ;;
    *) echo "generate.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
mode=${1:-}

# One run; prints "boards attempts seconds" from the summary line.
run() {
  local summary
  summary=$("$binary" generate "$@" "${style[@]}" --seed "$seed" -j "$jobs" 2>&1 >/dev/null | grep '^generate:' || true)
  # generate: B of C ... in S s; A attempts...
  awk '{for (i = 1; i <= NF; i++) { if ($i == "of" && b == "") b = $(i-1); if ($i == "s;") s = $(i-1); if ($i ~ /^attempts/ && a == "") a = $(i-1) } } END { print b, a, s }' <<<"$summary"
}

case $mode in
  throughput)
    printf '| target | boards | attempts/board | ms/board | boards/s |\n|---|---|---|---|---|\n'
    while read -r size stars label count; do
      read -r b a s < <(run --size "$size" --stars "$stars" --grade "$label" --count "$count")
      awk -v t="${size}x${size} $( [ "$stars" -gt 1 ] && echo "${stars}★ ")$label" -v b="$b" -v a="$a" -v s="$s" \
        'BEGIN { printf "| %s | %d | %.1f | %.2f | %.1f |\n", t, b, a / b, 1000 * s / b, b / s }'
    done <<'TARGETS'
8 1 medium 1000
9 1 hard 200
11 1 hard 20
11 1 expert 10
10 2 medium 100
10 2 hard 30
TARGETS
    ;;
  big)
    # The big Star Battle sizes (issue 32), any grade, starbattle style.
    printf '| target | boards | attempts/board | ms/board | boards/s |\n|---|---|---|---|---|\n'
    while read -r size stars count; do
      read -r b a s < <(run --size "$size" --stars "$stars" --count "$count")
      awk -v t="${size}x${size} ${stars}★ any" -v b="$b" -v a="$a" -v s="$s" \
        'BEGIN { printf "| %s | %d | %.1f | %.2f | %.2f |\n", t, b, a / b, 1000 * s / b, b / s }'
    done <<'TARGETS'
14 3 10
17 4 20
21 5 10
25 6 5
TARGETS
    ;;
  reach)
    labels="beginner easy medium hard expert extreme"
    printf '| N |'; for l in $labels; do printf ' %s |' "$l"; done; printf '\n|---|'
    for l in $labels; do printf -- '---|'; done; printf '\n'
    for n in 5 6 7 8 9 10 11 12; do
      printf '| %d |' "$n"
      for l in $labels; do
        read -r b a s < <(run --size "$n" --grade "$l" --count 20 --max-attempts 500)
        awk -v b="$b" -v a="$a" 'BEGIN { if (b == 0) printf " 0 / %d |", a; else printf " %.1f %% |", 100 * b / a }'
      done
      printf '\n'
    done
    ;;
  *) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
