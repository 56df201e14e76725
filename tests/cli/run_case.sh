#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs one case of a CLI test manifest (tests/cli/cases.txt or
# tests/bad_inputs/cases.txt) against the built queens-hint and checks it.
#
#   run_case.sh QUEENS_HINT SOURCE_DIR WORK_DIR MANIFEST CASE
#   run_case.sh --coverage MANIFEST FOLDER
#
# Exit status: 0 pass, 1 fail, 77 skipped (ctest SKIP_RETURN_CODE).
#
# Manifest lines (blank lines and lines starting with '#' are ignored):
#
#   name | args | exit | fragment [| assertion]...
#
# Fields are separated by '|' and trimmed. args are split on blanks (no
# quoting, no globbing) after these placeholders are replaced:
#   {dir}       tests/bad_inputs      {boards}    tests/cli/boards
#   {fixtures}  fixtures              {tmp}       a fresh scratch folder for the case
# The fragment (may be empty) must appear in stderr when exit is 2, and in
# stdout otherwise.
#
# Always checked: the exit status (a signal or a timeout is reported as
# such); no "internal error" anywhere. When exit is 2: stdout is empty, stderr
# (warning lines aside) is exactly one line, "queens-hint: error: ...", and
# the case must say either names:FILE or usage. When exit is 0 or 1: stderr
# holds nothing but warning lines.
#
# Assertions:
#   names:FILE      the error line is "queens-hint: error: FILE: ..." or "FILE:N: ..."
#   line:N          ... and it is "FILE:N: ..." (needs names:)
#   usage           the error is not about a file (no names: wanted)
#   stdout:TEXT     stdout contains TEXT        !stdout:TEXT  it does not
#   stderr:TEXT     stderr contains TEXT        !stderr:TEXT  it does not
#   warn:TEXT       a warning line contains TEXT
#   stdout-line:N:TEXT   line N of stdout contains TEXT
#   stdout-lines:N  stdout has exactly N lines  stdout-empty  stdout is empty
#   allow-stdout    (exit 2) other output on stdout is fine (grade goes on after a bad file)
#   allow-stderr    (exit 0/1) stderr may hold more than warnings (-v)
#   esc / noesc     stdout has / has no ESC byte (colour)
#   tty             run with stdout and stderr on a terminal (needs `script`; skipped without it)
#   env:K=V         set an environment variable (NO_COLOR is unset otherwise)
#   stdin:FILE      standard input from FILE (default /dev/null)
#   cwd:DIR         run in DIR (default {tmp})
#   setup:WHAT      make a file in {tmp} first: big-10mb.txt, big-70k.txt,
#                   pad-64k.txt (a valid board padded to exactly 65536 bytes),
#                   pad-64k-plus-1.txt, comma,name.txt (a copy of the fixture),
#                   shot (a copy of fixtures/screenshots/linkedin-spec-7x7.png
#                   with no extension: an image known by its content),
#                   unreadable.txt (mode 000; the case is skipped when the
#                   file stays readable, e.g. as root)
#   memlimit:MB     cap the address space (skipped for sanitizer builds)
#   json            stdout is valid JSON (checked with python3 when present;
#                   all JSON checks of a case by one python3, after the others)
#   json-file:FILE  FILE is valid JSON (same)
#   jsonval:SRC:KEY.PATH=VALUE   in JSON from SRC ('-' = stdout, else a file),
#                   the value at the dotted path equals the JSON literal VALUE
#                   (exact with python3; without it, a grep for "KEY": VALUE,
#                   and arrays and objects go unchecked)
#   file:FILE:TEXT  FILE exists and contains TEXT
set -u
set -f

if [[ ${1:-} == --coverage ]]; then
  # Every file of the catalogue folder must be used by some case.
  manifest=$2 folder=$3 missing=0
  while IFS= read -r -d '' f; do
    rel=${f#"$folder"/}
    [[ $rel == cases.txt ]] && continue
    used=0
    grep -qF "{dir}/$rel" "$manifest" && used=1
    d=$(dirname "$rel")
    while ((!used)) && [[ $d != . ]]; do  # a folder given whole uses its files
      grep -qE "\{dir\}/${d//./\\.}([[:space:]|]|\$)" "$manifest" && used=1
      d=$(dirname "$d")
    done
    if ((!used)); then
      echo "FAIL: $rel is in the catalogue but no case in $(basename "$manifest") uses it"
      missing=1
    fi
  done < <(find "$folder" -type f -print0)
  exit $missing
fi

if (($# != 5)); then
  echo "usage: $0 QUEENS_HINT SOURCE_DIR WORK_DIR MANIFEST CASE" >&2
  exit 2
fi
QH=$1 SRC=$2 WORK=$3 MANIFEST=$4 CASE=$5

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
skip() { echo "SKIP: $*"; exit 77; }
trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; s=${s%"${s##*[![:space:]]}"}; printf '%s' "$s"; }

# --- find the case --------------------------------------------------------
line=
while IFS= read -r l || [[ -n $l ]]; do
  [[ $l =~ ^[[:space:]]*(#|$) ]] && continue
  name=${l%%|*}  # trimmed in place: a $(trim) per line forks once per manifest line
  name=${name#"${name%%[![:space:]]*}"}
  name=${name%"${name##*[![:space:]]}"}
  if [[ $name == "$CASE" ]]; then line=$l; break; fi
done < "$MANIFEST"
[[ -n $line ]] || { echo "manifest error: no case '$CASE' in $MANIFEST"; exit 1; }

IFS='|' read -r -a fields <<< "$line"
((${#fields[@]} >= 4)) || { echo "manifest error: '$CASE' needs at least 4 fields"; exit 1; }

TMP=$WORK/$CASE
if [[ -d $TMP ]]; then chmod -R u+rwx "$TMP" 2>/dev/null; rm -rf "$TMP"; fi
mkdir -p "$TMP"

expand() {
  local s=$1
  s=${s//\{dir\}/$SRC/tests/bad_inputs}
  s=${s//\{boards\}/$SRC/tests/cli/boards}
  s=${s//\{fixtures\}/$SRC/fixtures}
  s=${s//\{tmp\}/$TMP}
  printf '%s' "$s"
}

read -r -a args <<< "$(expand "$(trim "${fields[1]}")")"
want_rc=$(trim "${fields[2]}")
fragment=$(expand "$(trim "${fields[3]}")")
[[ $want_rc =~ ^[0-9]+$ ]] || { echo "manifest error: exit code '$want_rc' is not a number"; exit 1; }

asserts=()
for ((i = 4; i < ${#fields[@]}; i++)); do
  a=$(trim "${fields[i]}")
  [[ -n $a ]] && asserts+=("$(expand "$a")")
done

# --- options that shape the run -------------------------------------------
names='' want_line='' usage=0 allow_stdout=0 allow_stderr=0 tty=0 memlimit=''
stdin=/dev/null cwd=$TMP
envs=()
for a in "${asserts[@]+"${asserts[@]}"}"; do
  case $a in
    names:*) names=${a#names:} ;;
    line:*) want_line=${a#line:} ;;
    usage) usage=1 ;;
    allow-stdout) allow_stdout=1 ;;
    allow-stderr) allow_stderr=1 ;;
    tty) tty=1 ;;
    env:*) envs+=("${a#env:}") ;;
    stdin:*) stdin=${a#stdin:} ;;
    cwd:*) cwd=${a#cwd:} ;;
    memlimit:*) memlimit=${a#memlimit:} ;;
    setup:big-10mb.txt) yes 'ABCDEFGHIJ' | head -c 10485760 > "$TMP/big-10mb.txt" ;;
    setup:big-70k.txt) yes 'ABCDEFGHIJ' | head -c 71680 > "$TMP/big-70k.txt" ;;
    setup:pad-64k.txt | setup:pad-64k-plus-1.txt)
      f=$TMP/${a#setup:}
      cp "$SRC/fixtures/spec-7x7.txt" "$f"
      size=65536
      [[ $a == *plus-1* ]] && size=65537
      have=$(wc -c < "$f")
      head -c $((size - have)) /dev/zero | tr '\0' ' ' >> "$f"
      [[ $(wc -c < "$f") -eq $size ]] || { echo "setup failed: $f is not $size bytes"; exit 1; }
      ;;
    setup:comma,name.txt) cp "$SRC/fixtures/spec-7x7.txt" "$TMP/comma,name.txt" ;;
    setup:shot) cp "$SRC/fixtures/screenshots/linkedin-spec-7x7.png" "$TMP/shot" ;;
    setup:unreadable.txt)
      cp "$SRC/fixtures/spec-7x7.txt" "$TMP/unreadable.txt"
      chmod 000 "$TMP/unreadable.txt"
      if [[ -r $TMP/unreadable.txt ]]; then
        skip "a mode-000 file is still readable here (running as root?)"
      fi
      ;;
    setup:*) echo "manifest error: unknown setup '${a#setup:}'"; exit 1 ;;
  esac
done
if ((want_rc == 2)) && [[ -z $names ]] && ((usage == 0)); then
  echo "manifest error: an exit-2 case must say names:FILE or usage"
  exit 1
fi
[[ -z $want_line || -n $names ]] || { echo "manifest error: line: needs names:"; exit 1; }

# --- run ------------------------------------------------------------------
OUT=$TMP/.stdout ERR=$TMP/.stderr
unset NO_COLOR
for e in "${envs[@]+"${envs[@]}"}"; do export "${e?}"; done

if ((tty)); then
  command -v script > /dev/null || skip "no 'script' command to give the program a terminal"
  cmd=$(printf '%q ' "$QH" "${args[@]+"${args[@]}"}")
  (cd "$cwd" && timeout 60 script -qec "$cmd" /dev/null < "$stdin" > "$OUT" 2> "$ERR")
  rc=$?
  tr -d '\r' < "$OUT" > "$OUT.tmp" && mv "$OUT.tmp" "$OUT"
  # On a terminal stderr and stdout are one stream; judge the stream as stdout.
  : > "$ERR"
elif [[ -n $memlimit ]]; then
  if grep -qa -e __asan_init -e __tsan_init -e __msan_init "$QH"; then
    skip "memlimit cannot be combined with a sanitizer build"
  fi
  (cd "$cwd" && ulimit -v $((memlimit * 1024)) &&
    exec timeout 60 "$QH" "${args[@]+"${args[@]}"}" < "$stdin" > "$OUT" 2> "$ERR")
  rc=$?
else
  (cd "$cwd" && exec timeout 60 "$QH" "${args[@]+"${args[@]}"}" < "$stdin" > "$OUT" 2> "$ERR")
  rc=$?
fi

echo "case:    $CASE"
echo "command: queens-hint ${args[*]+"${args[*]}"}"
echo "exit:    $rc (want $want_rc)"

# --- checks ---------------------------------------------------------------
if ((rc == 124)); then
  fail "timed out after 60 s"
elif ((rc > 128)); then
  fail "killed by signal $((rc - 128)) (crash)"
elif ((rc != want_rc)); then
  fail "exit status $rc, expected $want_rc"
fi

contains() { grep -qF -e "$2" "$1"; }
# stderr without warning lines (a split region is legal and only warns).
grep -v '^queens-hint: warning: ' "$ERR" > "$TMP/.errors" || true
nerr=$(grep -c '' "$TMP/.errors")

if contains "$OUT" "internal error" || contains "$ERR" "internal error"; then
  fail "the program reported an internal error"
fi

if ((want_rc == 2)); then
  if ((!allow_stdout)) && [[ -s $OUT ]]; then
    fail "stdout should be empty on an input error, it has $(wc -c < "$OUT") bytes"
  fi
  if ((nerr != 1)); then
    fail "stderr should be exactly one error line, it has $nerr"
  fi
  first=$(head -n 1 "$TMP/.errors")
  [[ $first == "queens-hint: error: "* ]] ||
    fail "the error line does not start with 'queens-hint: error: '"
  if [[ -n $names ]]; then
    prefix="queens-hint: error: $names:"
    if [[ $first != "$prefix"* ]]; then
      fail "the error line does not name the file: want it to start with '$prefix'"
    elif [[ -n $want_line ]]; then
      [[ $first == "$prefix$want_line: "* ]] || fail "the error line does not give line $want_line"
    else
      rest=${first#"$prefix"}
      [[ $rest == " "* || $rest =~ ^[0-9]+:\  ]] || fail "malformed location in the error line"
    fi
  fi
  if [[ -n $fragment ]] && ! contains "$TMP/.errors" "$fragment"; then
    fail "stderr lacks '$fragment'"
  fi
else
  if ((!allow_stderr)) && ((nerr > 0)); then
    fail "stderr should hold only warnings, it has $nerr other line(s)"
  fi
  if [[ -n $fragment ]] && ! contains "$OUT" "$fragment"; then
    fail "stdout lacks '$fragment'"
  fi
fi

# The JSON assertions are gathered and checked after the loop by one python3
# (a python3 start-up costs as much as the program's run, several times that
# behind a version manager's shim).
json_checks=()  # records of the checker's arguments: valid FILE LABEL | value FILE KEY LITERAL
# QH_PYTHON3 names the interpreter (ctest passes the one CMake found), else
# python3 on PATH.
python3=${QH_PYTHON3:-python3}
check_json() {  # prints one line per failed check
  "$python3" - "$@" << 'EOF'
import json, sys
args, docs = sys.argv[1:], {}
def load(path):
    if path not in docs:
        try:
            docs[path] = (True, json.load(open(path, encoding="utf-8")))
        except (OSError, ValueError):
            docs[path] = (False, None)
    return docs[path]
while args:
    if args[0] == "valid":
        _, path, label, args = *args[:3], args[3:]
        if not load(path)[0]:
            print(f"{label} is not valid JSON")
        continue
    _, path, key, literal, args = *args[:4], args[4:]
    ok, doc = load(path)
    try:
        if not ok:
            raise ValueError
        for step in key.split("."):
            doc = doc[int(step)] if isinstance(doc, list) else doc[step]
        equal = doc == json.loads(literal)
    except (KeyError, IndexError, ValueError, TypeError):
        equal = False
    if not equal:
        print(f"JSON value at '{key}' is not {literal}")
EOF
}

for a in "${asserts[@]+"${asserts[@]}"}"; do
  case $a in
    stdout:*) contains "$OUT" "${a#stdout:}" || fail "stdout lacks '${a#stdout:}'" ;;
    '!stdout:'*) ! contains "$OUT" "${a#!stdout:}" || fail "stdout should not contain '${a#!stdout:}'" ;;
    stderr:*) contains "$ERR" "${a#stderr:}" || fail "stderr lacks '${a#stderr:}'" ;;
    '!stderr:'*) ! contains "$ERR" "${a#!stderr:}" || fail "stderr should not contain '${a#!stderr:}'" ;;
    warn:*)
      grep '^queens-hint: warning: ' "$ERR" | grep -qF -e "${a#warn:}" ||
        fail "no warning line with '${a#warn:}'"
      ;;
    stdout-line:*)
      spec=${a#stdout-line:} n=${spec%%:*} text=${spec#*:}
      sed -n "${n}p" "$OUT" | grep -qF -e "$text" || fail "stdout line $n lacks '$text'"
      ;;
    stdout-lines:*)
      n=$(wc -l < "$OUT")
      ((n == ${a#stdout-lines:})) || fail "stdout has $n lines, expected ${a#stdout-lines:}"
      ;;
    stdout-empty) [[ ! -s $OUT ]] || fail "stdout should be empty" ;;
    esc) grep -q $'\x1b' "$OUT" || fail "stdout has no ESC byte (expected colour)" ;;
    noesc) ! grep -q $'\x1b' "$OUT" || fail "stdout has ESC bytes (expected no colour)" ;;
    json | json-file:*)
      f=$OUT
      [[ $a == json-file:* ]] && f=${a#json-file:}
      if [[ ! -f $f ]]; then
        fail "$f does not exist"
      else
        json_checks+=(valid "$f" "$( [[ $f == "$OUT" ]] && echo stdout || echo "$f")")
      fi
      ;;
    jsonval:*)
      spec=${a#jsonval:} src=${spec%%:*} expr=${spec#*:}
      key=${expr%%=*} val=${expr#*=}
      [[ $src == - ]] && src=$OUT
      if [[ ! -f $src ]]; then
        fail "$src does not exist"
      else
        json_checks+=(value "$src" "$key" "$val")
      fi
      ;;
    file:*)
      spec=${a#file:} f=${spec%%:*} text=${spec#*:}
      if [[ ! -f $f ]]; then fail "$f was not written"
      else contains "$f" "$text" || fail "$f lacks '$text'"; fi
      ;;
  esac
done

if ((${#json_checks[@]} > 0)); then
  if command -v "$python3" > /dev/null; then
    json_failures=$(check_json "${json_checks[@]}") || fail "the JSON checker ($python3) failed"
    while IFS= read -r message; do
      [[ -n $message ]] && fail "$message"
    done <<< "$json_failures"
  else
    # Without python3: validity unchecked; a scalar value by a grep for "KEY": VALUE.
    for ((i = 0; i < ${#json_checks[@]}; )); do
      if [[ ${json_checks[i]} == valid ]]; then
        echo "note: python3 not found; JSON validity not checked"
        i=$((i + 3))
        continue
      fi
      src=${json_checks[i + 1]} key=${json_checks[i + 2]} val=${json_checks[i + 3]}
      i=$((i + 4))
      if [[ $val == '['* || $val == '{'* ]]; then
        echo "note: python3 not found; '$key' not checked"
      else
        grep -qF -e "\"${key##*.}\": $val" "$src" || fail "no '\"${key##*.}\": $val' in the JSON"
      fi
    done
  fi
fi

if ((failures > 0)); then
  echo "--- stdout (first 40 lines) ---"
  head -n 40 "$OUT" | cat -v
  echo "--- stderr (first 40 lines) ---"
  head -n 40 "$ERR" | cat -v
  exit 1
fi
chmod -R u+rwx "$TMP" 2>/dev/null
rm -rf "$TMP"  # kept on failure, for a look
echo "PASS"
exit 0
