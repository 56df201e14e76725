#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fetches published Star Battle boards named in a list from StarBattleLab's
# public collection, at the pinned commits, and writes them (one SBN string a
# line) to OUT_DIR/<N>-<K>.txt, N and K read from each board's SBN header.
# Only lines 201 and later of each file qualify: the first 200 are kept for
# evaluation, and a listed board found there is an error.
#
#   bench/big-stars/fetch-dev-boards.sh [--list FILE] [--from DIR | --git DIR] [OUT_DIR]
#
# Lists (one board a line: <repo>@<commit>:<path> <first 16 hex digits of the
# SHA-1 of the SBN line>):
#   bench/big-stars/dev-boards.list (default): the development boards of the
#     big sizes (14x14 3*, 21x21 5*, 25x25 6*), read by queens-big-stars;
#   bench/big-stars/shape-boards.list: 10x10 2* boards for the starbattle
#     shape figures (docs/generate.md, "Styles"), measured with both lists in
#     one folder by `queens-shapes --figures OUT_DIR`.
# OUT_DIR defaults to ~/.cache/queens-hint/big-stars. Sources: --from DIR
# reads DIR/<path> (a checkout of the repository at the listed commit);
# --git DIR reads `git -C DIR show <commit>:<path>` (a clone or bare mirror
# holding the commits); otherwise QH_RAW_BASE must name a server of raw
# repository files (it serves $QH_RAW_BASE/REPO/COMMIT/PATH). The boards are
# third-party material: never commit them.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
list="$here/dev-boards.list"
from=""
git_dir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --list) list="$2"; shift 2 ;;
    --from) from="$2"; shift 2 ;;
    --git) git_dir="$2"; shift 2 ;;
    -*) echo "fetch-dev-boards: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ -r "$list" ] || { echo "fetch-dev-boards: cannot read the list $list" >&2; exit 2; }
out="${1:-$HOME/.cache/queens-hint/big-stars}"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

number=0
grep -v '^#' "$list" | awk 'NF {print $1}' | sort -u | while read -r source; do
  repo="${source%%@*}"
  rest="${source#*@}"
  commit="${rest%%:*}"
  path="${rest#*:}"
  number=$((number + 1))
  file="$tmp/source-$number"
  if [ -n "$from" ]; then
    cp "$from/$path" "$file"
  elif [ -n "$git_dir" ]; then
    git -C "$git_dir" show "$commit:$path" >"$file" || {
      echo "fetch-dev-boards: $git_dir has no $commit:$path" >&2
      exit 1
    }
  else
    : "${QH_RAW_BASE:?fetch-dev-boards: give --from DIR, --git DIR or set QH_RAW_BASE to a raw-file server}"
    curl -fsSL "$QH_RAW_BASE/$repo/$commit/$path" -o "$file" || {
      echo "fetch-dev-boards: cannot download $source" >&2
      exit 1
    }
  fi
  printf '%s %s\n' "$source" "$file" >>"$tmp/sources"
done

python3 - "$list" "$tmp/sources" "$out" <<'PY'
import hashlib, sys
list_file, sources_file, out = sys.argv[1:4]
wanted = {}  # source -> set of hashes
for line in open(list_file, encoding="ascii"):
    fields = line.split()
    if fields and not fields[0].startswith("#"):
        wanted.setdefault(fields[0], set()).add(fields[1])
by_size = {}  # "N-K" -> SBN lines, in list order of sources
for entry in open(sources_file, encoding="ascii"):
    source, path = entry.split()
    found = 0
    for number, sbn in enumerate(open(path, encoding="ascii").read().splitlines(), 1):
        if hashlib.sha1(sbn.encode()).hexdigest()[:16] not in wanted[source]:
            continue
        if number <= 200:
            sys.exit(f"fetch-dev-boards: {source} line {number} is an evaluation board")
        size_k = f"{int(sbn[0], 36)}-{sbn[2]}"
        by_size.setdefault(size_k, []).append(sbn)
        found += 1
    if found != len(wanted[source]):
        sys.exit(f"fetch-dev-boards: {source}: found {found} of {len(wanted[source])} listed boards")
for size_k, lines in sorted(by_size.items()):
    with open(f"{out}/{size_k}.txt", "w", encoding="ascii") as f:
        f.write("".join(l + "\n" for l in lines))
    print(f"{out}/{size_k}.txt: {len(lines)} boards")
PY
