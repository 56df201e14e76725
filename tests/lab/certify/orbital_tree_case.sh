#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Cases of queens-lab check-orbital-tree (tests/lab/certify/CMakeLists.txt).
#
#   orbital_tree_case.sh tamper LAB FIXTURES KIND REGEX
#       copies the fixture trees, spoils part 0 as KIND says, and checks
#       that check-orbital-tree refuses it (exit 1) with stdout matching REGEX;
#   orbital_tree_case.sh run LAB ORBITAL_BB CLIQUES N D TARGET PARTS DEPTH
#       runs cube-orbital-bb --certificate on every part, then checks that
#       check-orbital-tree certifies the trees together (exit 0);
#   orbital_tree_case.sh records LAB FIXTURES KIND REGEX
#       copies the fixture parts table, spoils it as KIND says, and checks
#       that check-orbital-tree --records exits as KIND wants (0 for
#       `missing`: not certified, 1 otherwise) with stdout matching REGEX.
set -euo pipefail
mode=$1
lab=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() {
  echo "FAIL: $*"
  exit 1
}
case "$mode" in
tamper)
  fixtures=$3 kind=$4 regex=$5
  cp "$fixtures"/part-*.tree "$dir"/
  tree="$dir/part-0.tree"
  case "$kind" in
  weight) # the first cover's first weight becomes 1/W: some cell is left short
    sed -i '0,/^cover /s/^cover \([0-9]*\):[0-9]*/cover \1:1/' "$tree" ;;
  clique) # the first set becomes three cells of which two share no line
    sed -i '0,/^set /s/^set \([0-9]*\) .*/set \1 0 1 6/' "$tree" ;;
  truncated) # an interrupted run: the last nodes and 'end' are missing
    head -n -3 "$tree" >"$dir/cut" && mv "$dir/cut" "$tree" ;;
  target) # a claim the covers do not prove
    sed -i 's/^target .*/target 7/' "$dir"/part-*.tree ;;
  *) fail "unknown kind $kind" ;;
  esac
  set +e
  out=$("$lab" check-orbital-tree "$dir"/part-*.tree)
  got=$?
  set -e
  [ "$got" -eq 1 ] || fail "exit $got, wanted 1; stdout: $out"
  grep -Eq -- "$regex" <<<"$out" || fail "stdout '$out' does not match /$regex/"
  ;;
run)
  bb=$3 cliques=$4 n=$5 d=$6 target=$7 parts=$8 depth=$9
  for ((p = 0; p < parts; ++p)); do
    "$bb" --n "$n" --d "$d" --cliques "$cliques" --target "$target" --split-depth "$depth" \
      --parts "$parts" --part "$p" --certificate "$dir/part-$p.tree" >"$dir/part-$p.txt" ||
      fail "cube-orbital-bb part $p: exit $?"
    grep -q "exhausted after .*certificate written, 0 LP prunes branched on" "$dir/part-$p.txt" ||
      fail "part $p: $(cat "$dir/part-$p.txt")"
  done
  out=$("$lab" check-orbital-tree "$dir"/part-*.tree) || fail "check-orbital-tree: $out"
  grep -q "holds fewer than $target queens: certified by $parts part" <<<"$out" || fail "$out"
  echo "$out"
  ;;
records)
  fixtures=$3 kind=$4 regex=$5
  table="$dir/parts.tsv"
  cp "$fixtures/parts-4-3.tsv" "$table"
  want=1
  case "$kind" in
  missing) # part 1's row is gone: nothing certified, nothing wrong
    sed -i '/^1\t/d' "$table"
    want=0 ;;
  twice) # part 0's row again
    grep -P '^0\t' "$table" >"$dir/row" && cat "$dir/row" >>"$table" ;;
  shared) # part 1 shows another tree above the split depth
    sed -i '/^1\t/s/\t559de0f4/\t659de0f4/' "$table" ;;
  failed) # part 1's check did not pass
    sed -i '/^1\t/s/: passed/: FAILED/' "$table" ;;
  unfinished) # part 1 ran out of time
    sed -i '/^1\t/s/\texhausted\t/\tunknown\t/' "$table" ;;
  *) fail "unknown kind $kind" ;;
  esac
  set +e
  out=$("$lab" check-orbital-tree --records "$table")
  got=$?
  set -e
  [ "$got" -eq "$want" ] || fail "exit $got, wanted $want; stdout: $out"
  grep -Eq -- "$regex" <<<"$out" || fail "stdout '$out' does not match /$regex/"
  ;;
*) fail "unknown mode $mode" ;;
esac
