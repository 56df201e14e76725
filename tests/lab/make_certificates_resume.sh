#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# lab/scripts/make_certificates.py on the box-split fixture (4^3 = 7 by a
# layer split whose 3-layer window 3x4x4 <= 6 is a box split): a split claim
# is not written while one of its window claims is missing (its refuted
# parts stay in the progress file), and --resume then writes only what is
# missing, reuses those parts, and the result passes check-proof.
#
#   make_certificates_resume.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1
source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
make() { python3 "$source/lab/scripts/make_certificates.py" "$build" --fixtures box-split \
  --out "$work" "$@"; }

# The box split of 3x4x4 before its window 3x3x4 is written: parts refuted,
# no claim.
make --only box-2-3-4 box-3-4-4 2>"$work/first.log" || fail "first run exited $?"
grep -q "box-3-4-4: 4 parts refuted, claim not written: window claims box-3-3-4 missing" \
  "$work/first.log" || fail "no 'window claims missing' line: $(cat "$work/first.log")"
[ ! -e "$work/box-3-4-4.claim.json" ] || fail "box-3-4-4 written without its window claim"
[ "$(wc -l <"$work/box-3-4-4-split-7.parts.jsonl")" -eq 4 ] || fail "the 4 parts not kept"

# --resume: box-2-3-4 skipped, the missing claims written, the 4 parts reused.
make --resume 2>"$work/resume.log" || fail "resumed run exited $?"
grep -q "box-2-3-4: written already (--resume)" "$work/resume.log" ||
  fail "box-2-3-4 not skipped: $(cat "$work/resume.log")"
grep -q "box-3-4-4: part .* refuted" "$work/resume.log" &&
  fail "box-3-4-4's parts refuted again: $(cat "$work/resume.log")"
for c in box-3-3-4 box-3-4-4 box-2-4-4 cube-4-3; do
  [ -e "$work/$c.claim.json" ] || fail "$c not written by --resume"
done
[ ! -e "$work/box-3-4-4-split-7.parts.jsonl" ] || fail "progress file left behind"
"$build/queens-lab" -q check-proof "$work" >"$work/check.txt" ||
  fail "check-proof: $(cat "$work/check.txt")"
grep -q "5 claims checked, 0 failed" "$work/check.txt" || fail "$(cat "$work/check.txt")"
echo "make_certificates.py: window guard and --resume ok"
