#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fetches the published Star Battle boards listed in bench/data/starbattle-sources.txt
# into a folder, lines 201 and later of each file only (lines 1-200 are held out for
# evaluation), as N-K.sbn files that `queens-shapes --figures DIR` measures:
#
#   bench/fetch-starbattle.sh DIR [--sample M]
#
# --sample M keeps every k-th line so that about M boards per file remain (the files
# are sorted by SBN and hold runs of near-identical variants; a spread sample measures
# them better than the first M lines). Needs git and QH_GIT_BASE, the URL prefix
# that clones a public repository as $QH_GIT_BASE/OWNER/NAME.git (or a folder of
# bare mirrors named OWNER+NAME); the boards are third-party material: never
# commit them.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: bench/fetch-starbattle.sh DIR [--sample M]}
sample=0
[ "${2:-}" = "--sample" ] && sample=${3:?--sample needs a number}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -v '^#' bench/data/starbattle-sources.txt | while IFS= read -r line; do
  [ -n "$line" ] || continue
  repo=${line%% @ *}
  rest=${line#* @ }
  commit=${rest%% : *}
  path=${rest#* : }
  dir="$work/${repo//\//+}"
  if [ ! -d "$dir" ]; then
    git init -q "$dir"
    base=${QH_GIT_BASE:?fetch-starbattle: set QH_GIT_BASE (see the top of this script)}
    if [ -d "$base/${repo//\//+}" ]; then
      git -C "$dir" fetch -q "$base/${repo//\//+}" "$commit"
    else
      git -C "$dir" fetch -q --depth 1 "$base/$repo.git" "$commit"
    fi
  fi
  name=$(basename "$path" .txt)          # N-K-label
  target="$out/${name%-*}.sbn"           # N-K.sbn
  git -C "$dir" show "$commit:$path" | tail -n +201 | tr -d '\r' | grep -v '^$' > "$work/lines"
  total=$(wc -l < "$work/lines")
  step=1
  [ "$sample" -gt 0 ] && [ "$total" -gt "$sample" ] && step=$(( total / sample ))
  awk -v s="$step" 'NR % s == 0' "$work/lines" >> "$target"
  echo "fetch-starbattle: $path: $(awk -v s="$step" 'NR % s == 0' "$work/lines" | wc -l) of $total boards (lines 201+) -> $target" >&2
done
