#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fetches the development boards of the big Star Battle sizes (14x14 3*,
# 21x21 5*, 25x25 6*) named in dev-boards.list from StarBattleLab's public
# collection, at the pinned commit, and writes them (one SBN string a line)
# to DIR/<N>-<K>.txt. Only lines 201 and later of each file qualify: the
# first 200 are kept for evaluation, and a listed board found there is an
# error.
#   bench/big-stars/fetch-dev-boards.sh [--from DIR] [OUT_DIR]
# OUT_DIR defaults to ~/.cache/queens-hint/big-stars. --from DIR reads the
# files from a local copy (DIR/Main/puzzles/Files/<name>.txt, e.g. a checkout
# of the repository); otherwise QH_RAW_BASE must name a server of raw
# repository files (it serves $QH_RAW_BASE/REPO/COMMIT/PATH).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
from=""
if [ "${1:-}" = "--from" ]; then
  from="$2"
  shift 2
fi
out="${1:-$HOME/.cache/queens-hint/big-stars}"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

grep -v '^#' "$here/dev-boards.list" | awk '{print $1}' | sort -u | while read -r source; do
  repo="${source%%@*}"
  rest="${source#*@}"
  commit="${rest%%:*}"
  path="${rest#*:}"
  name="$(basename "$path" .txt)"
  if [ -n "$from" ]; then
    cp "$from/$path" "$tmp/$name.txt"
  else
    : "${QH_RAW_BASE:?fetch-dev-boards: give --from DIR or set QH_RAW_BASE to a raw-file server}"
    curl -fsSL "$QH_RAW_BASE/$repo/$commit/$path" -o "$tmp/$name.txt" || {
      echo "fetch-dev-boards: cannot download $source" >&2
      exit 1
    }
  fi
  size="${name%%-*}"
  rest_name="${name#*-}"
  stars="${rest_name%%-*}"
  wanted="$tmp/wanted"
  grep -F "$source " "$here/dev-boards.list" | awk '{print $2}' >"$wanted"
  python3 - "$tmp/$name.txt" "$wanted" "$tmp/found" "$source" <<'PY'
import hashlib, sys
lines = open(sys.argv[1], encoding="ascii").read().splitlines()
wanted = set(open(sys.argv[2]).read().split())
with open(sys.argv[3], "w") as out:
    for number, line in enumerate(lines, 1):
        if hashlib.sha1(line.encode()).hexdigest()[:16] in wanted:
            if number <= 200:
                sys.exit(f"fetch-dev-boards: {sys.argv[4]} line {number} is an evaluation board")
            out.write(line + "\n")
PY
  got="$(wc -l <"$tmp/found")"
  want="$(wc -l <"$wanted")"
  if [ "$got" -ne "$want" ]; then
    echo "fetch-dev-boards: $source: found $got of $want listed boards" >&2
    exit 1
  fi
  cp "$tmp/found" "$out/$size-$stars.txt"
  echo "$out/$size-$stars.txt: $got boards"
done
