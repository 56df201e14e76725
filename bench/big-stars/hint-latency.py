#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""How long a player waits for a hint at the hard positions of a board.

Traces BOARD with `queens-hint trace --json`, then at every position of the
trace where RULE (default nested-trial) is the next step, asks `queens-hint
hint --json -p POSITION BOARD` in a fresh process, as a player would, and
prints its CPU time (user + system, the whole process: start-up, the
uniqueness check from the position, the rules) and the rule of the hint.

    bench/big-stars/hint-latency.py [--binary PATH] [--rule ID] BOARD...

BOARD: any board file the CLI reads, or a file of SBN strings (one board a
line; each line is measured). Prints one line per position and, per board
and over all, the positions, p50 and max.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile


def cpu_of(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return seconds, result


def boards_of(path):
    """(name, file to pass to the CLI) for every board of `path`."""
    with open(path, encoding="utf-8") as f:
        lines = [line.strip() for line in f if line.strip()]
    # A file of SBN strings: no spaces or colons (a letters file may have a
    # header), and not N lines of N letters.
    if all(" " not in line and ":" not in line for line in lines) and \
            any(len(line) != len(lines) for line in lines):
        for number, line in enumerate(lines, 1):
            yield f"{path}:{number}", line
    else:
        yield path, None


def positions(trace, rule):
    """The positions (N lines of '.', 'x', 'Q') before each step of `rule`."""
    n = trace["board"]["n"]
    queens = {tuple(c) for c in trace["start"]["queens"]}
    dead = {tuple(c) for c in trace["start"]["dead"]}
    for index, step in enumerate(trace["steps"]):
        if step["rule"] == rule:
            rows = ["".join("Q" if (r, c) in queens else "x" if (r, c) in dead else "."
                            for c in range(n)) for r in range(n)]
            yield index, "\n".join(rows) + "\n"
        queens.update(tuple(c) for c in step["placed"])
        dead.update(tuple(c) for c in step["eliminated"])


def summary(times):
    times = sorted(times)
    return f"positions {len(times)}  p50 {times[(len(times) - 1) // 2]:.3f} s  max {times[-1]:.3f} s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default="build/queens-hint")
    parser.add_argument("--rule", default="nested-trial")
    parser.add_argument("boards", nargs="+")
    args = parser.parse_args()
    every = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.boards:
            for name, sbn in boards_of(path):
                board = path
                if sbn is not None:
                    board = os.path.join(tmp, "board.sbn")
                    with open(board, "w", encoding="utf-8") as f:
                        f.write(sbn + "\n")
                traced = subprocess.run([args.binary, "trace", "--json", board],
                                        capture_output=True, text=True)
                if traced.returncode != 0:
                    sys.exit(f"hint-latency: {name}: trace failed: {traced.stderr.strip()}")
                times = []
                for index, position in positions(json.loads(traced.stdout), args.rule):
                    at = os.path.join(tmp, "position.txt")
                    with open(at, "w", encoding="utf-8") as f:
                        f.write(position)
                    seconds, result = cpu_of([args.binary, "hint", "--json", "-p", at, board])
                    if result.returncode != 0:
                        sys.exit(f"hint-latency: {name}: hint before step {index} failed: "
                                 f"{result.stderr.strip()}")
                    hint = json.loads(result.stdout)
                    print(f"{name}  step {index}  {seconds:.3f} s  {hint.get('rule', '?')}")
                    times.append(seconds)
                if times:
                    print(f"{name}  {summary(times)}")
                every += times
    if every:
        print(f"all  {summary(every)}")


if __name__ == "__main__":
    main()
