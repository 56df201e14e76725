#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The clique bound of the n^d queens board: the LP over every maximal clique.

Lists every maximal clique of the board's attack graph (networkx's
find_cliques; package python3-networkx), then solves with Debian's `cbc`
(package coinor-cbc) the LP "maximise the queens, at most one queen in
every clique, 0 <= x <= 1". Both are installed on demand: this is a
measurement, not part of the build (docs/lab/cube.md, "Left to do").

  lab/scripts/cube_clique_lp.py --n 5 --d 4 [--full] [--sherali-adams [--target T]]

The LP is solved on the orbits of cells under the board's symmetries (axis
permutations and reflections): the clique set is closed under them, so the
average of an optimum over the group is an optimum too, constant on each
orbit, and the LP in the orbit totals (one row per clique orbit, the clique's
share of each orbit as coefficient) has the same value. --full solves the
LP on every cell as well, as a check of that argument, and its dual: a
fractional clique cover, rounded and checked in exact arithmetic, so the
bound it prints does not rest on floating point.

It also prints the limit of any proof by cuts: an inequality a.x <= b valid
for the board (a >= 0) has a(cells)/b at most the fractional chromatic
number of its support; the LP's dual covers every cell, so an LP bound below
T needs inequalities with a(cells)/b above n^d/T. Cliques give at most their
size, so no set of clique inequalities bounds the board below n^d/omega.

--sherali-adams also solves level 1 of the Sherali-Adams hierarchy over the
clique LP: a variable y_ij for x_i x_j (zero when i and j attack each other),
every clique row and the bounds 0 <= x <= 1 multiplied by x_j and by 1 - x_j,
and y_ij <= x_i, y_ij <= x_j, x_i + x_j - y_ij <= 1. With --target T the
objective is replaced by "exactly T queens" and its products with every
x_j; an infeasible LP then proves the board holds fewer than T (a placement
of more holds one of exactly T). The polytope is closed under the board's
symmetries, so it is solved on the orbits of cells and of cell pairs: a
row (clique K, cell j) is written only for j among the orbit
representatives, which every row's orbit meets.
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


def solve_lp(rows, names, path, objective=None, upper=None):
    """Maximises objective (name -> coefficient; default: the sum of names)
    over rows (coefficients by variable index, sense, bound) and
    0 <= names[v] <= upper[v] (default 1). Returns (value, values), or
    (None, {}) when cbc reports the LP infeasible."""
    objective = objective or {v: 1 for v in names}
    upper = upper or [1] * len(names)
    with open(path + ".lp", "w") as out:
        out.write("Maximize\n obj: " + " + ".join(f"{c} {v}" for v, c in objective.items())
                  + "\nSubject To\n")
        for r, (coefficients, sense, bound) in enumerate(rows):
            terms = " + ".join(f"{float(c):.15g} {names[v]}" for v, c in coefficients)
            out.write(f" r{r}: {terms} {sense} {bound}\n".replace("+ -", "- "))
        out.write("Bounds\n" + "".join(f" 0 <= {v} <= {u}\n" for v, u in zip(names, upper))
                  + "End\n")
    log = subprocess.run(["cbc", path + ".lp", "-primalS", "-solution", path + ".sol"],
                         capture_output=True, text=True).stdout
    with open(path + ".sol") as f:
        head, *body = f.read().splitlines()
    if head.startswith("Infeasible"):
        return None, {}
    if not head.startswith("Optimal"):
        sys.exit("cube_clique_lp.py: cbc did not report an optimum:\n" + log[-2000:])
    value = float(re.search(r"objective value\s+([-\d.e+]+)", head).group(1))
    values = {}
    for line in body:
        parts = line.split()
        if len(parts) >= 3 and parts[1] in names:
            values[parts[1]] = float(parts[2])
    return value, values


def clique_cover(cells, cliques, path):
    """The LP dual: weights on cliques covering every cell at least once, of
    least total. Rounded to fractions of denominator at most 64 and checked
    in exact arithmetic; the total bounds the board (a placement has at most
    one queen in each clique, and each queen is covered at least once).
    Returns (total, cliques used, weights by clique index), or None when the
    rounded cover misses a cell."""
    names = [f"w{k}" for k in range(len(cliques))]
    covering = collections.defaultdict(list)
    for k, clique in enumerate(cliques):
        for v in clique:
            covering[v].append(k)
    rows = [([(k, -1) for k in covering[v]], "<=", -1) for v in range(len(cells))]
    _, values = solve_lp(rows, names, path, objective={w: -1 for w in names})
    weights = {k: fractions.Fraction(values[w]).limit_denominator(64)
               for k, w in enumerate(names) if values.get(w, 0) > 1e-9}
    covered = collections.Counter()
    for k, w in weights.items():
        for v in cliques[k]:
            covered[v] += w
    if any(covered[v] < 1 for v in range(len(cells))):
        return None
    return sum(weights.values()), len(weights), weights


def pair_orbit_key(n, c, e):
    """Names the orbit of the unordered cell pair {c, e} under the board's
    symmetries (axis permutations, a reflection x -> n-1-x per axis): the
    sorted per-axis coordinate pairs, each taken up to the reflection."""
    def key(a, b):
        return tuple(sorted(min((x, y), (n - 1 - x, n - 1 - y)) for x, y in zip(a, b)))
    return min(key(c, e), key(e, c))


def sherali_adams(n, cells, graph, cliques, orbit_of, orbit_size, target, path):
    """Level 1 of Sherali-Adams over the clique LP, on cell and pair orbits.
    Returns (value or None when infeasible, number of pair orbits, rows)."""
    representatives = sorted({orbit_of[v]: v for v in range(len(cells))}.values())
    pair_orbits = {}
    names = [f"x{o}" for o in range(len(orbit_size))]  # a cell's value, by its orbit

    def product(i, j):  # the variable of x_i x_j, or None when i and j attack
        if i == j:
            return orbit_of[i]
        if graph.has_edge(i, j):
            return None
        k = pair_orbit_key(n, cells[i], cells[j])
        if k not in pair_orbits:
            pair_orbits[k] = len(names)
            names.append(f"y{len(pair_orbits) - 1}")
            pair_ends[pair_orbits[k]] = (i, j)
        return pair_orbits[k]

    pair_ends = {}
    rows = set()

    def add(terms, sense, bound):
        total = collections.defaultdict(fractions.Fraction)
        for v, c in terms:
            total[v] += c
        row = tuple(sorted((v, c) for v, c in total.items() if c))
        if row:
            rows.add((row, sense, bound))

    for j in representatives:
        for clique in cliques:
            x_clique = [(orbit_of[i], 1) for i in clique]
            if j in clique:
                add(x_clique, "<=", 1)
                continue
            y_clique = [(v, 1) for v in (product(i, j) for i in clique) if v is not None]
            add(y_clique + [(orbit_of[j], -1)], "<=", 0)  # (1 - sum x_K) x_j >= 0
            add(x_clique + [(v, -c) for v, c in y_clique] + [(orbit_of[j], 1)], "<=", 1)
        if target is not None:  # (sum x - T) x_j = 0
            y_all = [product(i, j) for i in range(len(cells)) if i != j]
            add([(v, 1) for v in y_all if v is not None] + [(orbit_of[j], -(target - 1))], "=", 0)
    for v, (i, j) in pair_ends.items():
        add([(v, 1), (orbit_of[i], -1)], "<=", 0)
        add([(v, 1), (orbit_of[j], -1)], "<=", 0)
        add([(orbit_of[i], 1), (orbit_of[j], 1), (v, -1)], "<=", 1)
    objective = {names[o]: orbit_size[o] for o in range(len(orbit_size))}
    if target is not None:
        add([(o, orbit_size[o]) for o in range(len(orbit_size))], "=", target)
        objective = {names[0]: 0}
    value, _ = solve_lp(sorted(rows), names, path, objective)
    return value, len(pair_orbits), len(rows)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, required=True)
    p.add_argument("--d", type=int, required=True)
    p.add_argument("--full", action="store_true",
                   help="also solve the LP on every cell, and check its dual (a fractional clique cover) exactly")
    p.add_argument("--sherali-adams", action="store_true",
                   help="also solve level 1 of Sherali-Adams over the clique LP")
    p.add_argument("--target", type=int, help="with --sherali-adams: test exactly T queens")
    p.add_argument("--write-cliques", metavar="FILE",
                   help="write every maximal clique, one per line as cell indices "
                        "(the last axis fastest), for cube-orbital-bb")
    p.add_argument("--write-cover", metavar="FILE",
                   help="with --full: write the exact fractional clique cover, one clique a line "
                        "as 'P/Q: cell cell ...' (cells as coordinates joined by commas), for "
                        "queens-lab check-proof (docs/lab/certificates.md)")
    a = p.parse_args()
    if a.write_cover and not a.full:
        sys.exit("cube_clique_lp.py: --write-cover needs --full")
    if a.target is not None and not a.sherali_adams:
        sys.exit("cube_clique_lp.py: --target needs --sherali-adams")
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
    if a.write_cliques:
        with open(a.write_cliques, "w") as out:
            out.writelines(" ".join(map(str, sorted(c))) + "\n" for c in cliques)
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
    bounds = [(list(r), "<=", 1) for r in rows]
    bounds += [([(o, fractions.Fraction(1, orbit_size[o]))], "<=", 1) for o in range(len(orbits))]
    with tempfile.TemporaryDirectory() as work:
        value, totals = solve_lp(bounds, [f"X{o}" for o in range(len(orbits))],
                                 os.path.join(work, "orbits"),
                                 upper=[orbit_size[o] for o in range(len(orbits))])
        full = None
        if a.full:
            names = [f"x{v}" for v in range(len(cells))]
            full, _ = solve_lp([([(v, 1) for v in c], "<=", 1) for c in cliques],
                               names, os.path.join(work, "cells"))
            cover = clique_cover(cells, cliques, os.path.join(work, "cover"))
        if a.sherali_adams:
            per_cell_size = [orbit_size[o] for o in range(len(orbits))]
            sa_value, pairs, sa_rows = sherali_adams(
                a.n, cells, graph, cliques, orbit_of, per_cell_size, a.target,
                os.path.join(work, "sherali_adams"))
    seconds = time.monotonic() - start

    print(f"{a.n}^{a.d}: {len(cells)} cells, {graph.number_of_edges()} attacking pairs, "
          f"{len(cliques)} maximal cliques (sizes "
          + ", ".join(f"{s}: {k}" for s, k in sorted(sizes.items())) + ")")
    print(f"clique LP: {value:.6g} on the {len(orbits)} cell orbits ({len(rows)} clique orbits)"
          + (f", {full:.6g} on every cell" if full is not None else ""))
    if a.full:
        if cover is None:
            print("fractional clique cover: rounding to 1/64 left a cell uncovered; no certificate")
        else:
            total, used, weights = cover
            if a.write_cover:
                with open(a.write_cover, "w") as out:
                    out.write(f"# fractional clique cover of the {a.n}^{a.d} board, weight {total}\n")
                    for k, w in sorted(weights.items()):
                        out.write(f"{w.numerator}/{w.denominator}: " + " ".join(
                            ",".join(map(str, cells[v])) for v in sorted(cliques[k])) + "\n")
            print(f"fractional clique cover of weight {total} ({float(total):.6g}) on {used} cliques, "
                  f"every cell covered (checked exactly): at most {total.numerator // total.denominator} queens")
    print(f"no clique inequalities can bound it below n^d/omega = {len(cells)}/{omega} "
          f"= {len(cells) / omega:.4g}")
    print("orbit (min(x, n-1-x) sorted) | cells | LP total | per cell")
    for o, key in enumerate(orbits):
        total = totals.get(f"X{o}", 0.0)
        print(f"{key} | {orbit_size[o]} | {total:.4g} | {total / orbit_size[o]:.4g}")
    if a.sherali_adams:
        shape = f"({pairs} pair orbits of non-attacking cells, {sa_rows} rows)"
        if a.target is None:
            print(f"Sherali-Adams level 1: {sa_value:.6g} {shape}")
        else:
            verdict = ("infeasible: fewer than" if sa_value is None
                       else "feasible: says nothing about") + f" {a.target} queens"
            print(f"Sherali-Adams level 1 with exactly {a.target} queens: {verdict} {shape}")
    print(f"{seconds:.1f} s")


if __name__ == "__main__":
    main()
