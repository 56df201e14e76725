#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The thesis's integer programs for the n^d queens board, run with CBC.

Writes the model as an LP file and runs Debian's `cbc` (package coinor-cbc,
installed on demand: this is a measurement, not part of the build) with a
time limit, then prints one markdown row: the LP bound at the root before
and after CBC's cuts, the best placement found, the nodes and the seconds.
It answers "does an IP solver help here?" (docs/lab/cube.md, "Why SAT").

  lab/scripts/cube_ip.py --n 5 --d 4 --model base,cube,star --layer 13 \
      --at-least 39 --timeout 600 [--threads 2] [--keep model.lp]

Models: base (at most one queen per line: every direction
v in {-1,0,1}^d \\ {0}), cube (the corners of every sub-cube of side k+1,
with its centre when k is even: a clique), star (a cell and the 2d cells at
distance k along the axes: a clique). --layer B adds "every (d-1)-layer
holds at most B" (a proven value of the n^(d-1) board); --at-least T asks
for T queens, so an infeasible answer proves the value is below T.
"""
import argparse
import itertools
import re
import subprocess
import sys
import tempfile
import time


def lines(n, d):
    inside = lambda c: all(0 <= a < n for a in c)
    for v in itertools.product((-1, 0, 1), repeat=d):
        if not any(v) or next(a for a in v if a) != 1:
            continue
        for c in itertools.product(range(n), repeat=d):
            if inside(tuple(a - b for a, b in zip(c, v))):
                continue  # not the first cell of its line
            line, q = [], c
            while inside(q):
                line.append(q)
                q = tuple(a + b for a, b in zip(q, v))
            if len(line) >= 2:
                yield line


def cube_cliques(n, d):
    for k in range(1, n):
        for c in itertools.product(range(n - k), repeat=d):
            clique = [tuple(a + k * b for a, b in zip(c, s))
                      for s in itertools.product((0, 1), repeat=d)]
            if k % 2 == 0:
                clique.append(tuple(a + k // 2 for a in c))
            yield clique


def star_cliques(n, d):
    for k in range(1, n):
        for c in itertools.product(range(k, n - k), repeat=d):
            clique = [c]
            for i in range(d):
                for sign in (-1, 1):
                    q = list(c)
                    q[i] += sign * k
                    clique.append(tuple(q))
            yield clique


def write_lp(out, n, d, models, layer, at_least):
    name = lambda c: "x" + "_".join(map(str, c))
    cells = list(itertools.product(range(n), repeat=d))
    rows = []
    if "base" in models:
        rows += [(line, 1) for line in lines(n, d)]
    if "cube" in models:
        rows += [(c, 1) for c in cube_cliques(n, d)]
    if "star" in models:
        rows += [(c, 1) for c in star_cliques(n, d)]
    if layer:
        for axis in range(d):
            for i in range(n):
                rows.append(([c for c in cells if c[axis] == i], layer))
    out.write("Maximize\n obj: " + " + ".join(map(name, cells)) + "\nSubject To\n")
    for t, (cs, bound) in enumerate(rows):
        out.write(f" r{t}: " + " + ".join(map(name, cs)) + f" <= {bound}\n")
    if at_least:
        out.write(" size: " + " + ".join(map(name, cells)) + f" >= {at_least}\n")
    out.write("Binary\n" + "".join(f" {name(c)}\n" for c in cells) + "End\n")
    return len(rows)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, required=True)
    p.add_argument("--d", type=int, required=True)
    p.add_argument("--model", default="base,cube,star")
    p.add_argument("--layer", type=int, default=0)
    p.add_argument("--at-least", type=int, default=0)
    p.add_argument("--timeout", type=float, default=600)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--keep")
    a = p.parse_args()
    models = set(a.model.split(","))
    if not models <= {"base", "cube", "star"} or "base" not in models:
        sys.exit("cube_ip.py: --model takes base plus any of cube, star")
    with tempfile.NamedTemporaryFile("w", suffix=".lp", delete=False) as f:
        rows = write_lp(f, a.n, a.d, models, a.layer, a.at_least)
        path = f.name
    if a.keep:
        subprocess.run(["cp", path, a.keep], check=True)
    args = ["cbc", path, "-threads", str(a.threads), "-sec", str(a.timeout)]
    if a.at_least:
        args += ["-heuristicsOnOff", "off"]  # nothing to find: only the proof counts
    args += ["-solve", "-quit"]
    start = time.monotonic()
    log = subprocess.run(args, capture_output=True, text=True).stdout
    seconds = time.monotonic() - start
    grab = lambda pattern: (re.findall(pattern, log) or ["-"])[-1]
    root = grab(r"Continuous objective value is ([-\d.]+)")
    cut = grab(r"cuts changed objective from [-\d.]+ to ([-\d.]+)")
    nodes = grab(r"Enumerated nodes:\s+(\d+)")
    best = grab(r"Objective value:\s+([-\d.]+)")
    status = grab(r"Result - (.*)")
    target = f", at least {a.at_least}" if a.at_least else ""
    print(f"| {a.n}^{a.d} | {a.model}{', layer ≤ ' + str(a.layer) if a.layer else ''}{target} "
          f"| {rows} rows | root LP {root.lstrip('-')} → {cut.lstrip('-')} after cuts "
          f"| {status.strip()} | best {best.lstrip('-')} | {nodes} nodes | {seconds:.1f} s |")


if __name__ == "__main__":
    main()
