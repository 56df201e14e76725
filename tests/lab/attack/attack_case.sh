#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One command-line case of queens-lab's attack, cube and verify commands
# (registered by tests/lab/attack/CMakeLists.txt).
#
#   attack_case.sh LAB WORK ok FRAGMENT ARGS...    exit 0, FRAGMENT in stdout,
#                                                  and `verify` accepts stdout
#   attack_case.sh LAB WORK out FRAGMENT ARGS...   exit 0, FRAGMENT in stdout
#   attack_case.sh LAB WORK bad FRAGMENT ARGS...   exit 2, empty stdout, one
#                                                  stderr line holding FRAGMENT
#   attack_case.sh LAB WORK fail FRAGMENT ARGS...  exit 1, FRAGMENT in stdout
set -u
lab=$1 work=$2 mode=$3 fragment=$4
shift 4
mkdir -p "$work"
out=$work/stdout err=$work/stderr
"$lab" "$@" >"$out" 2>"$err"
status=$?
fail() { echo "FAIL: $*"; echo "--- stdout"; head -40 "$out"; echo "--- stderr"; cat "$err"; exit 1; }
case $mode in
  ok|out)
    [ $status -eq 0 ] || fail "exit $status, wanted 0"
    grep -qF -- "$fragment" "$out" || fail "stdout lacks '$fragment'"
    if [ "$mode" = ok ]; then
      "$lab" verify "$out" >"$work/verify" 2>&1 || { cat "$work/verify"; fail "verify refused the witness"; }
    fi ;;
  bad)
    [ $status -eq 2 ] || fail "exit $status, wanted 2"
    [ -s "$out" ] && fail "stdout not empty"
    [ "$(wc -l <"$err")" -eq 1 ] || fail "stderr is not one line"
    grep -qF -- "$fragment" "$err" || fail "stderr lacks '$fragment'" ;;
  fail)
    [ $status -eq 1 ] || fail "exit $status, wanted 1"
    grep -qF -- "$fragment" "$out" || fail "stdout lacks '$fragment'" ;;
  *) fail "unknown mode $mode" ;;
esac
exit 0
