#!/usr/bin/env bash
# Reproduction runs of `queens-lab cube --split` and `--invariant`
# (docs/lab/cube.md): each case runs niced with its budget, its witness is
# checked by `queens-lab verify`, and one markdown row is printed with the
# result, the wall and CPU seconds and the command. Progress goes to
# BUILD_DIR/cube_split.N_D.log.
#
#   bench/lab/cube_split.sh BUILD_DIR [CASE...]
#
# Cases: 6^3 7^3 8^3, 6^3-count 7^3-count, 12^3 12^3-diagonal (default
# 6^3 7^3). One at a time: the machines are shared.
set -euo pipefail
build=${1:?usage: cube_split.sh BUILD_DIR [CASE...]}
shift
lab=$build/queens-lab
[ $# -gt 0 ] || set -- "6^3" "7^3"

args_of() {
  case $1 in
    "6^3") echo "--n 6 --d 3 --split --seed central --threads 2 --timeout 600" ;;
    "7^3") echo "--n 7 --d 3 --split --seed central --threads 2 --timeout 600" ;;
    "8^3") echo "--n 8 --d 3 --split --seed central --threads 2 --timeout 2400" ;;
    "6^3-count") echo "--n 6 --d 3 --split --seed central --count --threads 1 --timeout 900" ;;
    "7^3-count") echo "--n 7 --d 3 --split --seed central --count --threads 1 --timeout 1500" ;;
    "12^3") echo "--n 12 --d 3 --invariant central --timeout 300" ;;
    "12^3-diagonal") echo "--n 12 --d 3 --invariant central,diagonal --timeout 420" ;;
    *) echo "cube_split.sh: unknown case '$1'" >&2; exit 2 ;;
  esac
}

for c in "$@"; do
  args=$(args_of "$c")
  out=$build/cube_split.${c/^/_}
  # shellcheck disable=SC2086
  /usr/bin/time -f "%e %U %S" -o "$out.time" nice -n 10 "$lab" cube $args >"$out.txt" \
    2>"$out.log" || true
  read -r wall user sys <"$out.time"
  head=$(head -1 "$out.txt")
  if "$lab" verify "$out.txt" >/dev/null 2>&1; then ok=yes; else ok=no; fi
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')
  count=$(sed -n 2p "$out.txt" | grep '^# optimal' || true)
  echo "| $c | ${head#\# } ${count#\# } | ${wall} s wall, ${cpu} s CPU | $ok | \`queens-lab cube $args\` |"
done
