#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Writes `queens-hint trace --json` of every board to one file a board, so
# that two builds can be compared byte for byte (a speed change must not
# change a single step):
#
#   bench/trace-snapshot.sh [--binary PATH] OUT_DIR INPUT...
#   diff -r OUT_BEFORE OUT_AFTER && echo identical
#
# An INPUT is a folder (every *.txt and *.sbn in it, e.g. ../shared/corpus/
# community or a `generate --out` folder), a board file (its first line has a
# space or a colon: letters or a header), or a list of SBN strings, one board
# a line (StarBattleLab's files, bench/big-stars/fetch-dev-boards.sh). Each trace goes to
# OUT_DIR/<input name>/<board name>.json (a list's boards are named by line
# number), and its CPU seconds (user + sys) to OUT_DIR/times.tsv.
set -euo pipefail

binary=build/queens-hint
while [[ $# -gt 0 ]]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "trace-snapshot.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[[ $# -ge 2 ]] || { echo "trace-snapshot.sh: give OUT_DIR and at least one input" >&2; exit 2; }
[[ -x "$binary" ]] || { echo "trace-snapshot.sh: no binary at $binary" >&2; exit 2; }
out=$1
shift
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# trace BOARD_FILE NAME: the trace to $out/NAME.json, its time to times.tsv.
trace() {
  local start end
  start=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
  "$binary" trace --json "$1" >"$out/$2.json" 2>/dev/null || true
  end=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
  printf '%s\t%s\n' "$2" "$(awk -v a="$start" -v b="$end" -v hz="$(getconf CLK_TCK)" \
    'BEGIN { printf "%.2f", (b - a) / hz }')" >>"$out/times.tsv"
}

for input in "$@"; do
  name=$(basename "$input")
  name=${name%.*}
  mkdir -p "$out/$name"
  if [[ -d "$input" ]]; then
    for board in "$input"/*.txt "$input"/*.sbn; do
      [[ -e "$board" ]] || continue
      [[ $(basename "$board") == index.* ]] && continue
      b=$(basename "$board")
      trace "$board" "$name/${b%.*}"
    done
  elif head -n 1 "$input" | grep -q '[ :]'; then
    trace "$input" "$name/$name"
  else
    number=0
    while IFS= read -r line; do
      number=$((number + 1))
      [[ -n "$line" ]] || continue
      printf '%s\n' "$line" >"$work/board.sbn"
      trace "$work/board.sbn" "$name/$(printf '%04d' "$number")"
    done <"$input"
  fi
done
