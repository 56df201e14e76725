#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The big Star Battle table of the README ("Big Star Battle"), every
# development set in one run of queens-big-stars: the published development
# boards (fetch-dev-boards.sh's files), the generator's unique boards
# (--unique, seed 7) and the tightened sets (generate --tighten), which are
# made once and kept in the cache (a few minutes of CPU the first time).
#
#   bench/big-stars/table.sh [BUILD_DIR] [-- QUEENS_BIG_STARS_OPTIONS...]
#
# BUILD_DIR defaults to build. The published boards are read from
# $QH_BIG_STARS (default ~/.cache/queens-hint/big-stars; run
# fetch-dev-boards.sh first); the tightened sets are written to its
# tightened/ folder. Options after `--` go to queens-big-stars (--per-board,
# --rule-counts, --off RULE...). The held-out evaluation boards are never
# read here.
set -euo pipefail
build="build"
if [ $# -gt 0 ] && [ "$1" != -- ]; then
  build="$1"
  shift
fi
[ "${1:-}" = -- ] && shift
cli="$build/queens-hint"
bench="$build/bench/queens-big-stars"
for tool in "$cli" "$bench"; do
  [ -x "$tool" ] || { echo "table.sh: $tool is missing: build the project first" >&2; exit 2; }
done
cache="${QH_BIG_STARS:-$HOME/.cache/queens-hint/big-stars}"
for f in 14-3 21-5 25-6; do
  [ -r "$cache/$f.txt" ] || {
    echo "table.sh: $cache/$f.txt is missing: run bench/big-stars/fetch-dev-boards.sh" >&2
    exit 2
  }
done
mkdir -p "$cache/tightened"

# The tightened sets: NAME SIZE STARS COUNT SEED MOVES. The moves grew as
# the rules got stronger (docs/generate.md, "Tightening"; README, "Big Star
# Battle"): the later sets are the harder ones.
tightened=(
  "14-3-s7 14 3 20 7 1500"
  "14-3-s21 14 3 40 21 3000"
  "17-4-s12 17 4 40 12 3000"
  "17-4-s13 17 4 40 13 6000"
  "21-5-s7 21 5 10 7 1500"
  "25-6-s7 25 6 10 7 1500"
)
sets=()
for spec in "${tightened[@]}"; do
  read -r name size stars count seed moves <<<"$spec"
  file="$cache/tightened/$name-t$moves.txt"
  if [ ! -s "$file" ]; then
    echo "table.sh: making $file (generate --size $size --stars $stars --count $count --seed $seed --tighten $moves)" >&2
    "$cli" generate --size "$size" --stars "$stars" --count "$count" --seed "$seed" \
      --tighten "$moves" --format sbn -j 1 >"$file.part"
    mv "$file.part" "$file"
  fi
  sets+=(--set "tight-$name:$file")
done

exec "$bench" "$cache/14-3.txt" "$cache/21-5.txt" "$cache/25-6.txt" "${sets[@]}" \
  --unique 3:14:20 --unique 4:17:20 --unique 5:21:10 --unique 6:25:10 "$@"
