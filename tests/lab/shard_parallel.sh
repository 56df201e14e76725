#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs a walls enumeration, a small cube proof, a grade batch and a generate
# run as shards under GNU parallel, merges them with queens-lab merge and
# checks the merged result equals the single run; checks that merge refuses an incomplete or doubled
# set. docs/lab/scale-out.md.
#
#   shard_parallel.sh QUEENS_LAB QUEENS_HINT SOURCE_DIR
#
# Exit 77 (skipped) when GNU parallel is not installed.
set -euo pipefail
lab=$1
hint=$2
source=$3
if ! parallel --version 2>/dev/null | grep -q "GNU parallel"; then
  echo "GNU parallel not installed (apt-get install parallel): skipped"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# Walls: 6x6 with 4 walls, full CSV and summary.
for mode in rows summary; do
  extra=()
  [ "$mode" = summary ] && extra=(--summary)
  parallel --will-cite -j 2 "$lab" -q walls enumerate --size 6 --walls 4 -j 1 "${extra[@]}" \
    --shard {}/4 ">" "$work/walls-$mode-{}.txt" ::: 0 1 2 3
  "$lab" -q merge "$work"/walls-$mode-{3,1,0,2}.txt > "$work/walls-$mode-merged.txt" ||
    fail "merge of the walls $mode parts failed"
  "$lab" -q walls enumerate --size 6 --walls 4 -j 1 "${extra[@]}" > "$work/walls-$mode-single.txt"
  cmp "$work/walls-$mode-merged.txt" "$work/walls-$mode-single.txt" ||
    fail "merged walls $mode output differs from the single run"
done
lines=$(wc -l < "$work/walls-rows-single.txt")
[ "$lines" -eq 7510 ] || fail "6x6 with 4 walls: $lines lines, wanted 7,509 classes and a header"

# Cube: refute 14 queens on 5^3 by the layer split, in 4 parts.
parallel --will-cite -j 2 "$lab" -q cube --n 5 --d 3 --refute 14 --shard {}/4 \
  ">" "$work/cube-{}.txt" ::: 0 1 2 3
"$lab" -q merge "$work"/cube-{0,1,2,3}.txt > "$work/cube-merged.txt" || fail "cube merge failed"
"$lab" -q cube --n 5 --d 3 --refute 14 > "$work/cube-single.txt" || fail "single cube run failed"
cmp "$work/cube-merged.txt" "$work/cube-single.txt" ||
  fail "merged cube output differs: $(cat "$work/cube-merged.txt") / $(cat "$work/cube-single.txt")"
grep -q "unsat (no placement of 14 queens)" "$work/cube-single.txt" || fail "5^3 at 14 not refuted"

# queens-hint grade --csv over the generated fixtures, in 3 parts.
boards=("$source"/fixtures/gen-*.txt)
parallel --will-cite -j 2 "$hint" grade --csv -j 1 "${boards[@]}" --shard {}/3 \
  ">" "$work/grade-{}.csv" ::: 0 1 2
"$lab" -q merge "$work"/grade-{2,0,1}.csv > "$work/grade-merged.csv" || fail "grade merge failed"
"$hint" grade --csv -j 1 "${boards[@]}" > "$work/grade-single.csv"
cmp "$work/grade-merged.csv" "$work/grade-single.csv" || fail "merged grade CSV differs"
[ "$(wc -l < "$work/grade-single.csv")" -eq $((${#boards[@]} + 1)) ] || fail "grade: a row missing"

# queens-hint generate --format sbn: 12 boards of 8x8 in 4 parts, 2 threads
# each; the merge is the single run's output byte for byte.
parallel --will-cite -j 2 "$hint" generate --size 8 --count 12 --seed 5 --format sbn -j 2 \
  --shard {}/4 ">" "$work/gen-{}.txt" "2>/dev/null" ::: 0 1 2 3
"$lab" -q merge "$work"/gen-{1,3,0,2}.txt > "$work/gen-merged.txt" || fail "generate merge failed"
"$hint" generate --size 8 --count 12 --seed 5 --format sbn -j 1 > "$work/gen-single.txt" 2>/dev/null
cmp "$work/gen-merged.txt" "$work/gen-single.txt" || fail "merged generate output differs"
[ "$(wc -l < "$work/gen-single.txt")" -eq 12 ] || fail "generate: not 12 boards"
# A part that did not finish (no end line), or says it stopped early, is refused.
head -n -1 "$work/gen-2.txt" > "$work/gen-2-cut.txt"
if "$lab" -q merge "$work"/gen-{0,1,3}.txt "$work/gen-2-cut.txt" > /dev/null 2>&1; then
  fail "merge accepted a generate part without its end line"
fi
sed '$ s/^end [0-9]* /end 2 /' "$work/gen-2.txt" > "$work/gen-2-early.txt"
if "$lab" -q merge "$work"/gen-{0,1,3}.txt "$work/gen-2-early.txt" > /dev/null 2>&1; then
  fail "merge accepted a generate part that stopped before the last board kept"
fi
# The header is what merge compares: every option of generate that can
# change the boards must be in it, or two parts of different runs would
# merge. The others: where the boards go (--out, --format), the threads,
# the shard itself, --date/--days (refused with --shard) and --help.
header=$(head -n 1 "$work/gen-0.txt")
for option in $("$hint" generate --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do
  case "$option" in
    --out | --format | --jobs | --shard | --date | --days | --help) ;;
    *) [[ "$header" == *" $option "* ]] ||
      fail "generate --shard's header lacks $option: add it (cli/commands/cmd_generate.cpp)" ;;
  esac
done

# bench/lab/attack_at_bound.sh over n = 6..20 (Q_1 at the pair bound) in 3
# parts: the merged lines are the single run's but for the times.
at_bound="$source/bench/lab/attack_at_bound.sh"
parallel --will-cite -j 2 SHARD={}/3 "$at_bound" "$(dirname "$lab")" 1 6 20 1 20 \
  ">" "$work/bound-{}.txt" ::: 0 1 2
"$lab" -q merge "$work"/bound-{2,1,0}.txt > "$work/bound-merged.txt" ||
  fail "attack_at_bound merge failed"
"$at_bound" "$(dirname "$lab")" 1 6 20 1 20 > "$work/bound-single.txt"
untimed() { sed -E 's/; [0-9.e-]+ s\)/)/; s/ \| [0-9.]+ s wall \| / | /' "$1"; }
cmp <(untimed "$work/bound-merged.txt") <(untimed "$work/bound-single.txt") ||
  fail "merged attack_at_bound lines differ from the single run's"
[ "$(wc -l < "$work/bound-merged.txt")" -eq 15 ] || fail "attack_at_bound: not 15 lines"
if "$lab" -q merge "$work"/bound-{0,1}.txt > /dev/null 2>&1; then
  fail "merge accepted 2 of 3 attack_at_bound parts"
fi

# An incomplete set and a doubled part are refused.
if "$lab" -q merge "$work"/walls-rows-{0,1,2}.txt > /dev/null 2>&1; then
  fail "merge accepted 3 of 4 parts"
fi
if "$lab" -q merge "$work"/walls-rows-{0,1,2,2}.txt > /dev/null 2>&1; then
  fail "merge accepted a doubled part"
fi
if "$lab" -q merge "$work"/walls-rows-{0,1,2}.txt "$work/cube-3.txt" > /dev/null 2>&1; then
  fail "merge accepted parts of two jobs"
fi
echo "ok: walls 6x6/4 (rows, summary), cube 5^3 refute 14 (4 shards), grade (3 shards), generate (4 shards) and attack_at_bound.sh (3 shards) merge to the single runs"
