#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Reproduction runs of `queens-lab cube` (docs/lab/cube.md and
# cube-improve.md): each case runs niced with its budget, its witness is
# checked by `queens-lab verify`, and one markdown row is printed with the
# result, the wall and CPU seconds and the command. Progress goes to
# BUILD_DIR/cube_runs.CASE.log, the witness to BUILD_DIR/cube_runs.CASE.txt.
# With --repeat R each case runs R times in a row and the row gives the
# median wall and CPU seconds with their range (the docs' tables use 3).
#
#   bench/lab/cube_runs.sh BUILD_DIR [--repeat R] [CASE...]
#
# Cases (default 6^3 7^3), one at a time: the machines are shared.
#   plain SAT: 1^3 2^3 3^3 4^3 5^3 6^3-plain 1^4 2^4 3^4 4^4
#   proofs:   6^3 7^3 8^3 9^3 10^3 3^5
#   counts:   6^3-count 7^3-count 8^3-count 4^4-count 3^5-count
#   seeds:    12^3 12^3-diagonal (SAT, invariant), 12^3-modular 5^4-modular
#   --improve (runs until its --timeout): 5^3-improve 9^3-improve 10^3-improve
#             12^3-improve 14^3-improve 14^3-improve-empty 6^4-improve 7^4-improve
set -euo pipefail
build=${1:?usage: cube_runs.sh BUILD_DIR [CASE...]}
shift
repeat=1
if [ "${1:-}" = --repeat ]; then
  repeat=${2:?--repeat takes a count}
  shift 2
fi
case $repeat in '' | *[!0-9]* | 0) echo "cube_runs.sh: --repeat $repeat: not a count of 1 or more" >&2; exit 2 ;; esac
lab=$build/queens-lab
[ $# -gt 0 ] || set -- "6^3" "7^3"

args_of() {
  case $1 in
    "1^3" | "2^3" | "3^3" | "4^3" | "5^3") echo "--n ${1%^3} --d 3 --timeout 600.0" ;;
    "6^3-plain") echo "--n 6 --d 3 --timeout 600.0" ;;
    "1^4" | "2^4" | "3^4" | "4^4") echo "--n ${1%^4} --d 4 --timeout 300.0" ;;
    "6^3") echo "--n 6 --d 3 --split --seed central --threads 2 --timeout 600" ;;
    "7^3") echo "--n 7 --d 3 --split --seed modular --threads 2 --timeout 600" ;;
    "8^3") echo "--n 8 --d 3 --split --seed modular --threads 2 --timeout 1200" ;;
    "9^3") echo "--n 9 --d 3 --split --seed modular --threads 2 --timeout 2400" ;;
    "10^3") echo "--n 10 --d 3 --split --seed modular --threads 2 --timeout 2100" ;;
    "3^5") echo "--n 3 --d 5 --split --seed central --threads 2 --plain-conflicts 20000 --timeout 600" ;;
    "6^3-count") echo "--n 6 --d 3 --split --seed central --count --threads 1 --timeout 900" ;;
    "7^3-count") echo "--n 7 --d 3 --split --seed central --count --threads 1 --timeout 1500" ;;
    "8^3-count") echo "--n 8 --d 3 --split --seed modular --count --threads 2 --timeout 2700" ;;
    "4^4-count") echo "--n 4 --d 4 --split --seed modular --count --threads 1 --timeout 1500" ;;
    "3^5-count") echo "--n 3 --d 5 --split --seed central --count --threads 2 --plain-conflicts 20000 --timeout 1500" ;;
    "12^3") echo "--n 12 --d 3 --invariant central --timeout 300" ;;
    "12^3-diagonal") echo "--n 12 --d 3 --invariant central,diagonal --timeout 420" ;;
    "12^3-modular") echo "--n 12 --d 3 --invariant modular" ;;
    "5^4-modular") echo "--n 5 --d 4 --invariant modular" ;;
    "5^3-improve") echo "--n 5 --d 3 --improve --improve-calls 200" ;;
    "9^3-improve") echo "--n 9 --d 3 --improve --improve-slack 1 --timeout 120" ;;
    "10^3-improve") echo "--n 10 --d 3 --improve --improve-slack 1 --timeout 120" ;;
    "12^3-improve") echo "--n 12 --d 3 --improve --improve-slack 1 --timeout 600" ;;
    "14^3-improve") echo "--n 14 --d 3 --improve --improve-slack 2 --timeout 600" ;;
    "14^3-improve-empty") echo "--n 14 --d 3 --improve --improve-from empty --improve-slack 2 --timeout 60" ;;
    "6^4-improve") echo "--n 6 --d 4 --improve --improve-slack 1 --timeout 300" ;;
    "7^4-improve") echo "--n 7 --d 4 --improve --improve-slack 1 --timeout 300" ;;
    *) echo "cube_runs.sh: unknown case '$1'" >&2; exit 2 ;;
  esac
}

# The median of the numbers on stdin, one a line.
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

for c in "$@"; do
  args=$(args_of "$c")
  out=$build/cube_runs.${c/^/_}
  walls=() cpus=()
  for ((run = 1; run <= repeat; ++run)); do
    # shellcheck disable=SC2086
    /usr/bin/time -f "%e %U %S" -o "$out.time" nice -n 10 "$lab" cube $args >"$out.txt" \
      2>"$out.log" || true
    # The last line: time puts "Command exited with non-zero status" first.
    read -r wall user sys < <(tail -1 "$out.time")
    walls+=("$wall")
    cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')")
  done
  head=$(head -1 "$out.txt")
  if "$lab" verify "$out.txt" >/dev/null 2>&1; then ok=yes; else ok=no; fi
  wall=$(printf '%s\n' "${walls[@]}" | median)
  cpu=$(printf '%s\n' "${cpus[@]}" | median)
  timing="${wall} s wall, ${cpu} s CPU"
  if [ "$repeat" -gt 1 ]; then
    range() { printf '%s\n' "$@" | sort -g | sed -n '1p;$p' | paste -sd- -; }
    timing="$timing (median of $repeat: wall $(range "${walls[@]}"), CPU $(range "${cpus[@]}"))"
  fi
  count=$(sed -n 2p "$out.txt" | grep '^# optimal' || true)
  seed=$(grep -o 'starting from [0-9]* queens' "$out.log" | head -1 || true)
  echo "| $c | ${head#\# } ${count#\# } ${seed:+($seed)} | $timing | $ok | \`queens-lab cube $args\` |"
done
