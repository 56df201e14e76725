#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A text histogram of grade scores (HEURISTICS.md, "Grading"): every unique
# board under the folders is graded with `queens-hint grade --csv`, scores
# are put in bins of WIDTH (default 0.25), one bar line per bin that is not
# empty.
#
#   bench/score-histogram.sh [--binary PATH] [--width W] FOLDER...
set -euo pipefail

binary=build/queens-hint
width=0.25
while [[ $# -gt 0 && $1 == --* ]]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --width) width=$2; shift 2 ;;
    *) echo "score-histogram.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ $# -gt 0 ]] || { sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }

"$binary" grade --csv "$@" 2>/dev/null | awk -F, -v w="$width" '
  NR > 1 && $3 == "1" {
    b = int($5 / w + 1e-9); count[b]++; label[b] = $4; n++
    if (min == "" || b < min) min = b; if (max == "" || b > max) max = b
  }
  END {
    printf "%d boards with one solution; bins of %s\n\n", n, w
    for (b = min; b <= max; b++) {
      if (count[b] + 0 == 0) continue
      bar = ""; for (i = 0; i < count[b] + 0; i++) bar = bar "#"
      printf "%5.2f-%5.2f %-9s %4d %s\n", b * w, (b + 1) * w - 0.01, label[b], count[b] + 0, bar
    }
  }'
