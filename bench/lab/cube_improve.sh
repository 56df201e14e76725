#!/usr/bin/env bash
# Reproduction runs of `queens-lab cube --improve` (docs/lab/cube-improve.md):
# the large-neighbourhood search from the modular seed (or from no queen),
# one case at a time, niced, one thread. Each witness is checked by
# `queens-lab verify` and one markdown row is printed: the board, the value
# reached, the wall and CPU seconds and the command. Progress goes to
# BUILD_DIR/cube_improve.CASE.log, the witness to BUILD_DIR/cube_improve.CASE.txt.
#
#   bench/lab/cube_improve.sh BUILD_DIR [CASE...]
#
# Cases: 5^3 9^3 10^3 12^3 14^3 14^3-empty 6^4 7^4 (default 5^3). The
# long ones take their --timeout in full: the search runs until then.
set -euo pipefail
build=${1:?usage: cube_improve.sh BUILD_DIR [CASE...]}
shift
lab=$build/queens-lab
[ $# -gt 0 ] || set -- "5^3"

args_of() {
  case $1 in
    "5^3") echo "--n 5 --d 3 --improve --improve-calls 200" ;;
    "9^3") echo "--n 9 --d 3 --improve --improve-slack 1 --timeout 120" ;;
    "10^3") echo "--n 10 --d 3 --improve --improve-slack 1 --timeout 120" ;;
    "12^3") echo "--n 12 --d 3 --improve --improve-slack 1 --timeout 600" ;;
    "14^3") echo "--n 14 --d 3 --improve --improve-slack 2 --timeout 600" ;;
    "14^3-empty") echo "--n 14 --d 3 --improve --improve-from empty --improve-slack 2 --timeout 60" ;;
    "6^4") echo "--n 6 --d 4 --improve --improve-slack 1 --timeout 300" ;;
    "7^4") echo "--n 7 --d 4 --improve --improve-slack 1 --timeout 300" ;;
    *) echo "cube_improve.sh: unknown case '$1'" >&2; exit 2 ;;
  esac
}

for c in "$@"; do
  args=$(args_of "$c")
  out=$build/cube_improve.${c/^/_}
  # shellcheck disable=SC2086
  /usr/bin/time -f "%e %U %S" -o "$out.time" nice -n 10 "$lab" cube $args >"$out.txt" \
    2>"$out.log" || true
  # The last line: time puts "Command exited with non-zero status" first.
  read -r wall user sys < <(tail -1 "$out.time")
  head=$(head -1 "$out.txt")
  if "$lab" verify "$out.txt" >/dev/null 2>&1; then ok=yes; else ok=no; fi
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')
  seed=$(grep -o 'starting from [0-9]* queens' "$out.log" | head -1 | grep -o '[0-9]*' || true)
  echo "| $c | ${seed:-?} | ${head#\# } | ${wall} s wall, ${cpu} s CPU | $ok | \`queens-lab cube $args\` |"
done
