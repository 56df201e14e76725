#!/usr/bin/env python3
"""The clique bound of the n^d queens board: the LP over every maximal clique.

Lists every maximal clique of the board's attack graph (networkx's
find_cliques; package python3-networkx), then solves with Debian's `cbc`
(package coinor-cbc) the LP "maximise the queens, at most one queen in
every clique, 0 <= x <= 1". Both are installed on demand: this is a
measurement, not part of the build (docs/lab/cube.md, "Left to do").

  bench/lab/cube_clique_lp.py --n 5 --d 4 [--full]

The LP is solved on the orbits of cells under the board's symmetries (axis
permutations and reflections): the clique set is closed under them, so the
average of an optimum over the group is an optimum too, constant on each
orbit, and the LP in the orbit totals (one row per clique orbit, the clique's
share of each orbit as coefficient) has the same value. --full solves the
LP on every cell as well, as a check of that argument.

It also prints the limit of any proof by cuts: an inequality a.x <= b valid
for the board (a >= 0) has a(cells)/b at most the fractional chromatic
number of its support; the LP's dual covers every cell, so an LP bound below
T needs inequalities with a(cells)/b above n^d/T. Cliques give at most their
size, so no set of clique inequalities bounds the board below n^d/omega.
"""
import argparse
import collections
import fractions
import itertools
import os
import re
import subprocess
import sys
import tempfile
import time

from cube_ip import lines  # the board's lines: two cells attack iff they share one

try:
    import networkx
except ImportError:
    sys.exit("cube_clique_lp.py: needs python3-networkx (apt-get install python3-networkx)")


def solve_lp(rows, names, path):
    """rows: (coefficients by variable index, bound). Returns (value, values)."""
    with open(path + ".lp", "w") as out:
        out.write("Maximize\n obj: " + " + ".join(names) + "\nSubject To\n")
        for r, (coefficients, bound) in enumerate(rows):
            terms = " + ".join(f"{float(c):.15g} {names[v]}" for v, c in coefficients)
            out.write(f" r{r}: {terms} <= {bound}\n")
        out.write("End\n")
    log = subprocess.run(["cbc", path + ".lp", "-solve", "-solution", path + ".sol"],
                         capture_output=True, text=True).stdout
    if "Optimal" not in log:
        sys.exit("cube_clique_lp.py: cbc did not report an optimum:\n" + log[-2000:])
    with open(path + ".sol") as f:
        head, *body = f.read().splitlines()
    value = float(re.search(r"objective value\s+([-\d.e+]+)", head).group(1))
    values = {}
    for line in body:
        parts = line.split()
        if len(parts) >= 3 and parts[1] in names:
            values[parts[1]] = float(parts[2])
    return value, values


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, required=True)
    p.add_argument("--d", type=int, required=True)
    p.add_argument("--full", action="store_true", help="also solve the LP on every cell")
    a = p.parse_args()
    if not (2 <= a.n and 1 <= a.d and a.n ** a.d <= 2000):
        sys.exit(f"cube_clique_lp.py: --n {a.n} --d {a.d}: want n >= 2, d >= 1 and at most 2,000 cells")
    start = time.monotonic()
    cells = list(itertools.product(range(a.n), repeat=a.d))
    graph = networkx.Graph()
    graph.add_nodes_from(range(len(cells)))
    index = {c: i for i, c in enumerate(cells)}
    for line in lines(a.n, a.d):
        graph.add_edges_from(itertools.combinations((index[c] for c in line), 2))
    cliques = list(networkx.find_cliques(graph))
    sizes = collections.Counter(map(len, cliques))
    omega = max(sizes)

    orbit_key = lambda c: tuple(sorted(min(x, a.n - 1 - x) for x in c))
    orbits = sorted({orbit_key(c) for c in cells})
    orbit_of = [orbits.index(orbit_key(c)) for c in cells]
    orbit_size = collections.Counter(orbit_of)
    rows = set()
    for clique in cliques:
        share = collections.Counter(orbit_of[v] for v in clique)
        rows.add(tuple(sorted((o, fractions.Fraction(k, orbit_size[o])) for o, k in share.items())))
    bounds = [(list(r), 1) for r in rows]
    bounds += [([(o, fractions.Fraction(1, orbit_size[o]))], 1) for o in range(len(orbits))]
    with tempfile.TemporaryDirectory() as work:
        value, totals = solve_lp(bounds, [f"X{o}" for o in range(len(orbits))],
                                 os.path.join(work, "orbits"))
        full = None
        if a.full:
            names = [f"x{v}" for v in range(len(cells))]
            full, _ = solve_lp([([(v, 1) for v in c], 1) for c in cliques]
                               + [([(v, 1)], 1) for v in range(len(cells))],
                               names, os.path.join(work, "cells"))
    seconds = time.monotonic() - start

    print(f"{a.n}^{a.d}: {len(cells)} cells, {graph.number_of_edges()} attacking pairs, "
          f"{len(cliques)} maximal cliques (sizes "
          + ", ".join(f"{s}: {k}" for s, k in sorted(sizes.items())) + ")")
    print(f"clique LP: {value:.6g} on the {len(orbits)} cell orbits ({len(rows)} clique orbits)"
          + (f", {full:.6g} on every cell" if full is not None else ""))
    print(f"no clique inequalities can bound it below n^d/omega = {len(cells)}/{omega} "
          f"= {len(cells) / omega:.4g}")
    print("orbit (min(x, n-1-x) sorted) | cells | LP total | per cell")
    for o, key in enumerate(orbits):
        total = totals.get(f"X{o}", 0.0)
        print(f"{key} | {orbit_size[o]} | {total:.4g} | {total / orbit_size[o]:.4g}")
    print(f"{seconds:.1f} s")


if __name__ == "__main__":
    main()
