#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs one queens-lab command-line case and checks it (tests/lab/*/CMakeLists.txt).
#
#   run_lab_case.sh EXIT STDOUT_REGEX STDERR_REGEX -- PROGRAM ARGS...
#
# Checks: the exit status is EXIT; stdout matches STDOUT_REGEX and stderr
# matches STDERR_REGEX (grep -E, multi-line text; an empty regex checks
# nothing); when EXIT is 2 stdout is empty and stderr is exactly one line; no
# "internal error" anywhere. Usable by every queens-lab command.
set -uo pipefail
want_exit=$1
out_re=$2
err_re=$3
shift 3
[ "${1:-}" = "--" ] && shift
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
"$@" >"$out" 2>"$err"
got=$?
fail() {
  echo "FAIL: $*"
  echo "--- command: $*"
  echo "--- stdout:"; head -c 2000 "$out"
  echo "--- stderr:"; head -c 2000 "$err"
  exit 1
}
[ "$got" -eq "$want_exit" ] || fail "exit $got, wanted $want_exit"
if [ -n "$out_re" ] && ! grep -Eq -- "$out_re" "$out"; then fail "stdout does not match /$out_re/"; fi
if [ -n "$err_re" ] && ! grep -Eq -- "$err_re" "$err"; then fail "stderr does not match /$err_re/"; fi
if grep -q "internal error" "$out" "$err"; then fail "internal error"; fi
if [ "$want_exit" -eq 2 ]; then
  [ -s "$out" ] && fail "stdout is not empty on a usage error"
  [ "$(wc -l <"$err")" -eq 1 ] || fail "stderr is not one line on a usage error"
fi
exit 0
