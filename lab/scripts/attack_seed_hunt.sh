#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs `queens-lab attack ARGS --seed S` for S = FIRST..LAST, one at a time,
# niced, each capped at CAP seconds of CPU (ulimit -t), until one run proves
# its instance exact; that witness is checked by `queens-lab verify` and
# written to OUT, its first line the command. CaDiCaL is deterministic for a given seed, so the seed
# printed (and kept in the witness's first line) finds the board again.
#   lab/scripts/attack_seed_hunt.sh BUILD CAP FIRST LAST OUT ARGS...
# e.g. lab/scripts/attack_seed_hunt.sh build 120 1 10 w.txt --k 1 --n 75 \
#        --pair-structure --symmetric-under half-turn
# One line per seed on stdout: seed, result, CPU and wall seconds.
# Exit 0 when a board was found and verified, 1 when no seed found one.
set -euo pipefail
if [ $# -lt 6 ]; then
  echo "usage: $0 BUILD CAP FIRST LAST OUT ARGS..." >&2
  exit 2
fi
build=$1 cap=$2 first=$3 last=$4 out=$5
shift 5
tmp=$(mktemp)
times_file=$(mktemp)
trap 'rm -f "$tmp" "$times_file"' EXIT
for seed in $(seq "$first" "$last"); do
  status=0
  (
    ulimit -t "$cap"
    exec /usr/bin/time -f "%U %S %e" -o "$times_file" \
      nice -n 19 "$build/queens-lab" attack "$@" --seed "$seed" -q >"$tmp"
  ) || status=$?
  read -r user sys wall < <(tail -n 1 "$times_file") || true
  cpu=$(printf "%.1f" "$(echo "${user:-0} + ${sys:-0}" | bc)")
  if [ "$status" -eq 0 ] && "$build/queens-lab" verify "$tmp" >/dev/null; then
    echo "seed $seed: found ($(head -1 "$tmp" | sed 's/^# //')); ${cpu} s CPU, ${wall} s wall"
    {
      echo "# found by: queens-lab attack $* --seed $seed (lab/scripts/attack_seed_hunt.sh, cap $cap CPU-s; ${cpu} s CPU, ${wall} s wall)"
      cat "$tmp"
    } >"$out"
    exit 0
  fi
  echo "seed $seed: nothing (exit $status); ${cpu} s CPU, ${wall:-?} s wall"
done
exit 1
