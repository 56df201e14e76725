#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# lab/scripts/attack_q1_derive.py (registered by tests/lab/attack/CMakeLists.txt):
# it regenerates a shipped derived witness byte for byte, its boards pass
# the independent checker, it says so when no board comes out (exit 1), and
# it refuses a witness of another problem (exit 2, one stderr line).
#
#   q1_derive.sh PYTHON3 LAB SOURCE_DIR WORK
set -u
python=$1 lab=$2 src=$3 work=$4
script=$src/lab/scripts/attack_q1_derive.py
w=$src/bench/lab/attack_witnesses
mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }

# Q_1(80) = 106: the shipped board of 79 plus one pair on free cells.
"$python" "$script" 80 "$w/q1-79-104.txt" --out "$work/q1-80.txt" 2>"$work/err" ||
  { cat "$work/err"; fail "no board for n = 80"; }
cmp -s "$work/q1-80.txt" "$w/q1-80-106.txt" || fail "q1-80-106.txt is not what the script writes"
"$lab" verify "$work/q1-80.txt" | grep -qF ": ok: 106 queens on 80^2" || fail "verify refused n = 80"

# Q_1(10) = Q_1(9) = 12: the board of 9 with an empty row and column.
"$python" "$script" 10 "$w/q1-9-12.txt" >"$work/q1-10.txt" 2>"$work/err" || fail "no board for n = 10"
"$lab" verify "$work/q1-10.txt" | grep -qF ": ok: 12 queens on 10^2" || fail "verify refused n = 10"

# 29 from 28: no pair of free collinear cells anywhere (exit 1).
"$python" "$script" 29 "$w/q1-28-36.txt" >"$work/none.txt" 2>"$work/err"
[ $? -eq 1 ] || fail "n = 29 from 28: wanted exit 1"
grep -qF "no board of 38 queens on 29^2" "$work/err" || fail "n = 29: no message"

# A Q_3 witness is not a source.
"$python" "$script" 10 "$w/q3-9-20.txt" >"$work/bad.txt" 2>"$work/err"
[ $? -eq 2 ] || fail "a Q_3 source: wanted exit 2"
[ "$(wc -l <"$work/err")" -eq 1 ] && grep -qF "not a Q_1 witness" "$work/err" || fail "a Q_3 source: wanted one line"
echo "ok"
