#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# lab/scripts/make_certificates.py on the box-split fixture (4^3 = 7 by a
# layer split whose 3-layer window 3x4x4 <= 6 is a box split): a split claim
# is not written while one of its window claims is missing (its refuted
# parts stay in the progress file), and --resume then writes only what is
# missing, reuses those parts (from the compressed snapshot of the progress
# file), writes the split's manifest compressed, and the result passes
# check-proof.
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

# Between sessions a long split's progress is committed as an xz snapshot
# (NAME.parts.jsonl.xz): the next session starts from that alone.
xz -9 "$work/box-3-4-4-split-7.parts.jsonl"

# --resume: box-2-3-4 skipped, the missing claims written, the 4 parts reused
# from the snapshot; with --xz-manifest-parts 3 the split of 4 parts writes
# its manifest compressed (NAME.json.xz), which check-proof reads below.
make --resume --xz-manifest-parts 3 2>"$work/resume.log" || fail "resumed run exited $?"
grep -q "box-2-3-4: written already (--resume)" "$work/resume.log" ||
  fail "box-2-3-4 not skipped: $(cat "$work/resume.log")"
grep -q "box-3-4-4: part .* refuted" "$work/resume.log" &&
  fail "box-3-4-4's parts refuted again: $(cat "$work/resume.log")"
for c in box-3-3-4 box-3-4-4 box-2-4-4 cube-4-3; do
  [ -e "$work/$c.claim.json" ] || fail "$c not written by --resume"
done
for f in box-3-4-4-split-7.parts.jsonl box-3-4-4-split-7.parts.jsonl.xz box-3-4-4-split-7.json; do
  [ ! -e "$work/$f" ] || fail "$f left behind"
done
[ -e "$work/box-3-4-4-split-7.json.xz" ] || fail "the manifest of 4 parts not compressed"
grep -q '"manifest": "box-3-4-4-split-7.json.xz"' "$work/box-3-4-4.claim.json" ||
  fail "the claim does not name the compressed manifest"
[ "$(xz -dc "$work/box-3-4-4-split-7.json.xz" | grep -c '"instance":"box-part')" -eq 4 ] ||
  fail "the compressed manifest does not hold the 4 parts a line each"
"$build/queens-lab" -q check-proof "$work" >"$work/check.txt" ||
  fail "check-proof: $(cat "$work/check.txt")"
grep -q "5 claims checked, 0 failed" "$work/check.txt" || fail "$(cat "$work/check.txt")"
grep -q "box-3-4-4-split-7.json.xz).*the 4 layer-count vectors" "$work/check.txt" ||
  fail "check-proof did not check the compressed manifest: $(cat "$work/check.txt")"
echo "make_certificates.py: window guard and --resume ok"
