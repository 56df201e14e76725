#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Times `queens-hint grade` as a whole process on a batch of boards, with 1
# thread and with 2 (and more with --jobs), to show what the threads buy.
#
#   bench/grade-batch.sh [--binary PATH] [--copies K] [--runs R] [--jobs "1 2"] FOLDER...
#
# The batch is every *.txt under the folders, given K times over (default 1)
# to make a large batch from a small folder. Each setting runs R times
# (default 3); the median wall time is reported, with the speed-up over the
# first setting and the peak resident memory when /usr/bin/time is there.
set -euo pipefail

binary=build/queens-hint
copies=1
runs=3
jobs="1 2"
folders=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --copies) copies=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "grade-batch.sh: unknown option $1" >&2; exit 2 ;;
    *) folders+=("$1"); shift ;;
  esac
done
[[ ${#folders[@]} -gt 0 ]] || { echo "grade-batch.sh: give at least one folder" >&2; exit 2; }
[[ -x $binary ]] || { echo "grade-batch.sh: $binary: not built (scripts/bootstrap.sh)" >&2; exit 2; }

inputs=()
for ((i = 0; i < copies; i++)); do inputs+=("${folders[@]}"); done
boards=$(find "${folders[@]}" -name '*.txt' -type f | wc -l)
echo "batch: $((boards * copies)) boards ($boards under ${folders[*]}, $copies times over)"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"

first=""
for j in $jobs; do
  times=()
  rss=""
  for ((r = 0; r < runs; r++)); do
    start=$(date +%s.%N)
    if [[ -x /usr/bin/time ]]; then
      /usr/bin/time -f '%M' -o /tmp/grade-batch.$$ "$binary" grade --csv -j "$j" "${inputs[@]}" \
        >/dev/null 2>/dev/null || true
      rss=$(tail -1 /tmp/grade-batch.$$)
    else
      "$binary" grade --csv -j "$j" "${inputs[@]}" >/dev/null 2>/dev/null || true
    fi
    end=$(date +%s.%N)
    times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')")
  done
  median=$(printf '%s\n' "${times[@]}" | sort -g | sed -n "$(((runs + 1) / 2))p")
  [[ -n $first ]] || first=$median
  line=$(printf -- '-j %-2s  median %.3f s over %d runs  speed-up x%.2f' "$j" "$median" "$runs" \
    "$(awk -v a="$first" -v b="$median" 'BEGIN { print a / b }')")
  [[ -z $rss ]] || line+="  peak RSS $((rss / 1024)) MB"
  echo "$line"
done
rm -f /tmp/grade-batch.$$
