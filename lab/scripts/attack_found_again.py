#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Find every shipped Q_1/Q_3 board at the bound again, by the command its file records.

Each witness in bench/lab/attack_witnesses past the general search's reach
(Q_1(n) for n >= 31, Q_3(n) for n >= 29) records in its first line how it was
found: a `queens-lab attack` search (its symmetry, and its seed where a seed
hunt found it) or lab/scripts/attack_q1_derive.py from another board. This
script runs that command three times, times each run (wall and CPU, the
child's own rusage) and checks that the board found is the shipped file,
byte for byte. docs/lab/attack.md, "The shipped boards found again", is its
table.

  attack_found_again.py list                       the commands, cheapest first
  attack_found_again.py run --lab BIN [--jobs J] [--only FILE...] [--max-first S] [--note TEXT]
  attack_found_again.py table                      the markdown table
  attack_found_again.py table --doc docs/lab/attack.md   rewrite it in place

`run` appends one JSON line per board to the results file
(bench/lab/attack_found_again.jsonl; --results to change it): each run's
wall and CPU time, exit code, the first line it printed and the SHA-256 of
the board it found. It skips the boards already there, so it can be stopped
and run again. --note TEXT (another machine state, say) is kept with the
rows and printed under the table, each row marked with its note's sign. J commands run at
once (give each a core and keep the machine otherwise idle: the times are
the figures). Each run is capped at three times its first search's time
(120 s at least) of CPU. Exit 0 when done, 1 when a run failed or found
another board, 2 on bad input.
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WITNESSES = ROOT / "bench/lab/attack_witnesses"
DERIVE = ROOT / "lab/scripts/attack_q1_derive.py"
RESULTS = ROOT / "bench/lab/attack_found_again.jsonl"
SECTION = "### The shipped boards found again (median of 3)"
END = "<!-- end of the found-again table: lab/scripts/attack_found_again.py table --doc -->"
RUNS = 3
MARKS = ["†", "‡", "§", "¶", "‖"]  # rows with a note (another machine state, another board)

FOUND_BY = re.compile(r"# found by: queens-lab (attack .*?) \(.*?([\d.]+) s CPU")
EXACT = re.compile(r"# Q_(\d)\((\d+)\) = (\d+) \(exact;.*; ([\d.]+) s\)$")
DERIVED = re.compile(r"# Q_1\((\d+)\) = (\d+): from (q1-\S+\.txt)")
SYMMETRY = re.compile(r"(quarter-turn|half-turn|mirror|diagonal) symmetric (search|boards)")


def board_lines(text):
    return [line for line in text.splitlines() if not line.startswith("#")]


def job_of(path):
    """The recorded command of one witness file, or None below the general search's reach."""
    k, n, _ = map(int, re.fullmatch(r"q(\d)-(\d+)-(\d+)\.txt", path.name).groups())
    if (k == 1 and n < 31) or (k == 3 and n < 29):
        return None
    first = path.open().readline().strip()
    if m := DERIVED.match(first):
        return dict(file=path.name, k=1, n=n, command=["attack_q1_derive.py", str(n), m.group(3)],
                    first_s=None)
    if m := FOUND_BY.match(first):
        args = m.group(1).split()
        return dict(file=path.name, k=k, n=n, command=["queens-lab"] + args, first_s=float(m.group(2)))
    if m := EXACT.match(first):
        args = ["attack", "--k", str(k), "--n", str(n)]
        args += ["--pair-structure"] if k == 1 else ["--first-conflicts", "1000000000"]
        s = SYMMETRY.search(first)
        # --pair-structure tries half-turn boards first by itself
        if s and not (k == 1 and s.group(1) == "half-turn"):
            args += ["--symmetric-under", s.group(1)]
        args += ["--timeout", "100000"]
        return dict(file=path.name, k=k, n=n, command=["queens-lab"] + args, first_s=float(m.group(4)))
    raise SystemExit(f"attack_found_again.py: {path}: first line records no command")


def all_jobs():
    jobs = [j for p in sorted(WITNESSES.glob("q[13]-*.txt")) if (j := job_of(p))]
    return sorted(jobs, key=lambda j: (j["first_s"] or 0, j["k"], j["n"]))


def read_results(path):
    if not path.exists():
        return {}
    return {(r := json.loads(line))["file"]: r for line in path.open() if line.strip()}


def one_run(argv, cap_s):
    """Run argv under a CPU cap; return (rc, stdout, wall, cpu) from the child's own rusage."""
    with tempfile.TemporaryFile() as out:
        t0 = time.monotonic()
        p = subprocess.Popen(["bash", "-c", f'ulimit -t {cap_s}; exec "$@"', "found-again"] + argv,
                             stdout=out, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.monotonic() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        return p.returncode, out.read().decode(), wall, usage.ru_utime + usage.ru_stime


def time_job(job, lab, note):
    shipped = board_lines((WITNESSES / job["file"]).read_text())
    cap = int(max(120, 3 * (job["first_s"] or 40)))
    runs = []
    for _ in range(RUNS):
        if job["command"][0] == "queens-lab":
            rc, out, wall, cpu = one_run([lab, "-q"] + job["command"][1:], cap)
        else:
            with tempfile.TemporaryDirectory() as tmp:
                written = Path(tmp) / "board.txt"
                _, n, src = job["command"]
                rc, _, wall, cpu = one_run(
                    [sys.executable, str(DERIVE), n, str(WITNESSES / src), "--out", str(written)], cap)
                out = written.read_text() if written.exists() else ""
        board = board_lines(out)
        # What was found, to tell two runs' boards apart when they are not the shipped one.
        runs.append(dict(wall=wall, cpu=cpu, rc=rc, same=board == shipped,
                         header=out.splitlines()[0] if out else "",
                         board_sha256=hashlib.sha256("\n".join(board).encode()).hexdigest()))
        if rc != 0:
            break
    return dict(job, cpu_cap_s=cap, runs=runs, **({"note": note} if note else {}))


def fmt(seconds):
    return f"{seconds:,.2f} s" if seconds < 100 else f"{seconds:,.1f} s"


def complete(result):
    return result and len(result["runs"]) == RUNS and all(r["rc"] == 0 for r in result["runs"])


def table(results):
    rows = ["| board | found by (`queens-lab attack` …, or the script) | wall, median of 3 "
            "| CPU, median of 3 (range) | the shipped board again |", "|---|---|---|---|---|"]
    stats = dict(timed=0, untimed=0, all_same=0, cpu=0.0)
    notes = []  # the rows' notes, in order of first use
    for job in sorted(all_jobs(), key=lambda j: (j["k"], j["n"])):
        f = job["file"]
        link = f"[{f}](../../bench/lab/attack_witnesses/{f})"
        args = job["command"][1:]
        if job["command"][0] == "queens-lab":
            args = args[1:]  # "attack"
            if "--timeout" in args:
                i = args.index("--timeout")
                args = args[:i] + args[i + 2:]
        cmd = "`" + " ".join(args if job["command"][0] == "queens-lab" else job["command"]) + "`"
        r = results.get(f)
        if not complete(r):
            stats["untimed"] += 1
            rows.append(f"| {link} | {cmd} | not timed again (first search: {fmt(job['first_s'])}) | — | — |")
            continue
        walls = [x["wall"] for x in r["runs"]]
        cpus = [x["cpu"] for x in r["runs"]]
        same = sum(x["same"] for x in r["runs"])
        stats["timed"] += 1
        stats["all_same"] += same == RUNS
        stats["cpu"] += sum(cpus)
        mark = ""
        if r.get("note"):
            if r["note"] not in notes:
                notes.append(r["note"])
            mark = " " + MARKS[notes.index(r["note"]) % len(MARKS)]
        rows.append(f"| {link}{mark} | {cmd} | {fmt(statistics.median(walls))} | "
                    f"{fmt(statistics.median(cpus))} ({min(cpus):.2f}–{max(cpus):.2f}) | {same} of {RUNS} |")
    lines = [f"{MARKS[i % len(MARKS)]} {note}" for i, note in enumerate(notes)]
    return "\n".join(rows) + "\n" + ("\n" + "\n\n".join(lines) + "\n" if lines else "") + "\n" + END + "\n", stats


def rewrite_doc(doc, text):
    """Replace the table that follows SECTION's prose, its notes and END included."""
    s = doc.read_text()
    if SECTION not in s:
        raise SystemExit(f"attack_found_again.py: {doc}: no section '{SECTION}'")
    head, rest = s.split(SECTION, 1)
    start = rest.index("\n| board | found by")
    end = rest.index(END, start) + len(END)
    doc.write_text(head + SECTION + rest[:start + 1] + text.rstrip("\n") + rest[end:])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("action", choices=["list", "run", "table"])
    ap.add_argument("--results", type=Path, default=RESULTS, help="JSON lines, one per board")
    ap.add_argument("--lab", help="the queens-lab binary (run)")
    ap.add_argument("--jobs", type=int, default=1, help="commands at once (run)")
    ap.add_argument("--only", nargs="+", metavar="FILE", help="these witness files only (run)")
    ap.add_argument("--max-first", type=float, help="skip searches whose first run took longer (run)")
    ap.add_argument("--note", help="a note on these rows (another machine state, ...), printed under the table (run)")
    ap.add_argument("--doc", type=Path, help="rewrite the table in this markdown file (table)")
    a = ap.parse_args()
    jobs = all_jobs()
    if a.action == "list":
        for j in jobs:
            print(j["file"], j["first_s"], " ".join(j["command"]))
        return 0
    results = read_results(a.results)
    if a.action == "table":
        text, stats = table(results)
        if a.doc:
            rewrite_doc(a.doc, text)
        else:
            sys.stdout.write(text)
        print(json.dumps(stats), file=sys.stderr)
        return 0
    if not a.lab or not os.access(a.lab, os.X_OK):
        print(f"attack_found_again.py: --lab {a.lab}: not an executable queens-lab", file=sys.stderr)
        return 2
    if a.only:
        unknown = set(a.only) - {j["file"] for j in jobs}
        if unknown:
            print(f"attack_found_again.py: --only {sorted(unknown)[0]}: not a board this script times",
                  file=sys.stderr)
            return 2
        jobs = [j for j in jobs if j["file"] in a.only]
    if a.max_first is not None:
        jobs = [j for j in jobs if (j["first_s"] or 0) <= a.max_first]
    jobs = [j for j in jobs if j["file"] not in results]
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool, a.results.open("a") as out:
        for done in concurrent.futures.as_completed([pool.submit(time_job, j, a.lab, a.note) for j in jobs]):
            r = done.result()
            print(json.dumps(r), file=out, flush=True)
            ok = complete(r) and all(x["same"] for x in r["runs"])
            failed += not ok
            print(f"{r['file']}: {'ok' if ok else 'FAILED'} "
                  f"cpu {[x['cpu'] for x in r['runs']]}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
