#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# lab/scripts/attack_found_again.py (registered by tests/lab/attack/CMakeLists.txt):
# the table in docs/lab/attack.md is what the script makes of the committed
# results; the recorded commands of two cheap boards (a search and a
# derivation) find the shipped files again with this build, and are timed;
# a board the script does not time is refused (exit 2, one stderr line).
#
#   found_again.sh PYTHON3 LAB SOURCE_DIR WORK
set -u
python=$1 lab=$2 src=$3 work=$4
script=$src/lab/scripts/attack_found_again.py
mkdir -p "$work"
rm -f "$work/results.jsonl"
fail() { echo "FAIL: $*"; exit 1; }

# The docs' table from bench/lab/attack_found_again.jsonl, unchanged.
cp "$src/docs/lab/attack.md" "$work/attack.md"
"$python" "$script" table --doc "$work/attack.md" 2>"$work/err" || { cat "$work/err"; fail "table"; }
cmp -s "$work/attack.md" "$src/docs/lab/attack.md" ||
  fail "docs/lab/attack.md's found-again table is not the one of bench/lab/attack_found_again.jsonl (run: $script table --doc docs/lab/attack.md)"

# Found again: Q_1(33) by its pair-structure search, Q_1(80) derived from 79.
"$python" "$script" run --lab "$lab" --results "$work/results.jsonl" --jobs 2 \
  --only q1-33-44.txt q1-80-106.txt 2>"$work/err" || { cat "$work/err"; fail "run"; }
"$python" - "$work/results.jsonl" <<'PY' || fail "results"
import json, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
assert sorted(r["file"] for r in rows) == ["q1-33-44.txt", "q1-80-106.txt"], rows
for r in rows:
    assert len(r["runs"]) == 3 and all(x["rc"] == 0 and x["same"] for x in r["runs"]), r
    assert all(x["cpu"] > 0 and x["wall"] > 0 for x in r["runs"]), r
PY
# Run again: both are in the results already, nothing is redone.
"$python" "$script" run --lab "$lab" --results "$work/results.jsonl" --only q1-33-44.txt 2>"$work/err" ||
  fail "second run"
[ "$(wc -l <"$work/results.jsonl")" -eq 2 ] || fail "second run timed a board again"

# A board this script does not time (below the general search's reach).
"$python" "$script" run --lab "$lab" --results "$work/results.jsonl" --only q1-28-36.txt 2>"$work/err"
[ $? -eq 2 ] || fail "q1-28-36.txt: wanted exit 2"
[ "$(wc -l <"$work/err")" -eq 1 ] && grep -qF "q1-28-36.txt: not a board this script times" "$work/err" ||
  fail "q1-28-36.txt: message"
echo "attack_found_again.py: table in sync, boards found again, bad board refused"
