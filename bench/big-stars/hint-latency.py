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

import tracing


def cpu_of(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return seconds, result


def boards_of(path):
    """(name, file to pass to the CLI) for every board of `path`."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = [line.strip() for line in f if line.strip()]
    except OSError as error:
        sys.exit(f"hint-latency: {path}: {error.strerror}")
    # A file of SBN strings: no spaces or colons (a letters file may have a
    # header), and not N lines of N letters.
    if all(" " not in line and ":" not in line for line in lines) and \
            any(len(line) != len(lines) for line in lines):
        for number, line in enumerate(lines, 1):
            yield f"{path}:{number}", line
    else:
        yield path, None


def positions_before(document, rule):
    """The positions (N lines of '.', 'x', 'Q') before each step of `rule`."""
    n = document["board"]["n"]
    for index, step, queens, dead in tracing.positions(document):
        if step["rule"] == rule:
            rows = ["".join("Q" if (r, c) in queens else "x" if (r, c) in dead else "."
                            for c in range(n)) for r in range(n)]
            yield index, "\n".join(rows) + "\n"


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
                board = path if sbn is None else tracing.board_file(sbn, tmp)
                try:
                    document = tracing.trace(args.binary, board)
                except tracing.TraceError as error:
                    sys.exit(f"hint-latency: {name}: trace failed: {error}")
                times = []
                for index, position in positions_before(document, args.rule):
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
