#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Regenerates the golden traces (fixtures/golden/NAME.trace.json) from the
# boards they belong to (fixtures/NAME.txt) with the built CLI. Run it after
# a change that is meant to alter traces (a new rule, a new rating, new
# wording), then review the diff: it is the change's effect on real output.
#   scripts/update-golden.sh [--build-dir DIR] [NAME...]
# With no NAME, every existing golden trace is rewritten; a NAME adds one.
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=build
names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build_dir="$2"; shift 2 ;;
    -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
    -*) echo "update-golden.sh: unknown option '$1'" >&2; exit 2 ;;
    *) names+=("${1%.txt}"); shift ;;
  esac
done

cli="$build_dir/queens-hint"
if [ ! -x "$cli" ]; then
  echo "update-golden.sh: $cli not found; build first (or pass --build-dir)" >&2
  exit 2
fi

if [ ${#names[@]} -eq 0 ]; then
  for golden in fixtures/golden/*.trace.json; do
    [ -e "$golden" ] || continue
    name=$(basename "$golden")
    names+=("${name%.trace.json}")
  done
fi
if [ ${#names[@]} -eq 0 ]; then
  echo "update-golden.sh: no golden traces yet; name a fixture, e.g. spec-7x7" >&2
  exit 2
fi

mkdir -p fixtures/golden
for name in "${names[@]}"; do
  name=$(basename "$name")
  board="fixtures/$name.txt"
  if [ ! -f "$board" ]; then
    echo "update-golden.sh: no board $board" >&2
    exit 2
  fi
  # The trace exits non-zero unless it ends solved; golden boards must.
  if ! "$cli" trace "$board" -o "fixtures/golden/$name.trace.json"; then
    echo "update-golden.sh: the trace of $board does not end solved" >&2
    exit 1
  fi
  echo "fixtures/golden/$name.trace.json"
done
