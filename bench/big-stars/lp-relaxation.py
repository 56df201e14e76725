#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""How far the LP relaxation of the counting constraints goes on big Star Battle boards.

The relaxation, at a position (stars placed, cells crossed out): a number x
in [0, 1] for every live cell (1 on a star, 0 on a crossed-out cell), every
row, column and region adding up to K, every 2x2 window at most 1 (two stars
never touch, and any two touching cells share a window). A solution is a
point of it, so where the relaxation has no point with x = 1 on a cell, no
solution has a star there (and none lacks one where it has no point with
x = 0): every refutation is sound. Its Farkas certificate is a weighted sum
of houses and windows, the counting arguments of the band rules
(HEURISTICS.md: band-tiling, band-region-bounds, n-regions-in-n-rows, ...)
over any set of houses at once.

Measures, per board (docs/big-stars.md, the fourteenth round):
- the LP alone from the empty board: each round asks it of every live cell
  (x = 1, then x = 0 of the cells not refuted), crosses out the refuted
  cells, places the forced stars (crossing out their neighbours) and crosses
  out the other cells of every house holding K stars, until a round changes
  nothing or solves the board: solved or not, rounds, LPs (the same rounds
  and LPs as build/bench/queens-lp-cost counts, board by board);
- with --at-trials: at every position of the engine's trace (`queens-hint
  trace --json`) where a trial rule takes the next step, whether the LP
  refutes some live cell there, and the step's own cells;
- with --first: at those positions, how many LPs a rule would solve to find
  its first refuted cell, asking the cells in reading order, or in the order
  of a point of the relaxation (docs/big-stars.md, the fifteenth round).
Every refutation is checked against the trace's solution (the engine proves
it unique): a solution cell refuted is reported and the exit status is 1.

    bench/big-stars/lp-relaxation.py [--binary PATH] [--at-trials | --first] FILE...

FILE: SBN strings, one board a line. Needs python3-scipy (HiGHS); CPU times
are Python's, a measure of the LPs' number more than of their cost.
"""
import argparse
import collections
import sys
import tempfile
import time

try:
    import numpy as np
    from scipy.optimize import linprog
    from scipy.sparse import lil_matrix
except ImportError:
    sys.exit("lp-relaxation: needs numpy and scipy (Debian: apt-get install -y python3-scipy, "
             "then run it with /usr/bin/python3)")

import tracing  # noqa: E402 (after the check for scipy, which says how to install it)

TRIAL_RULES = {"placement-forces-contradiction", "house-ways", "nested-trial", "both-branches",
               "house-branches", "probe-k", "short-probe"}


def houses_of(n, regions):
    """Every row, column and region of the board, as lists of (row, column)."""
    houses = [[(r, c) for c in range(n)] for r in range(n)]
    houses += [[(r, c) for r in range(n)] for c in range(n)]
    for label in sorted({ch for row in regions for ch in row}):
        houses.append([(r, c) for r in range(n) for c in range(n) if regions[r][c] == label])
    return houses


class Relaxation:
    """The LP at one position: live cells, house equalities, window caps."""

    def __init__(self, n, stars, regions, placed, dead):
        self.live = [(r, c) for r in range(n) for c in range(n)
                     if (r, c) not in placed and (r, c) not in dead]
        index = {cell: i for i, cell in enumerate(self.live)}
        self.index = index
        houses = houses_of(n, regions)
        self.a_eq = lil_matrix((len(houses), len(self.live)))
        self.b_eq = np.zeros(len(houses))
        for h, cells in enumerate(houses):
            for cell in cells:
                if cell in index:
                    self.a_eq[h, index[cell]] = 1
            self.b_eq[h] = stars - sum(cell in placed for cell in cells)
        windows = []
        for r in range(n - 1):
            for c in range(n - 1):
                cells = [(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)]
                inside = [index[cell] for cell in cells if cell in index]
                if inside:
                    windows.append((inside, 1 - sum(cell in placed for cell in cells)))
        self.a_ub = lil_matrix((len(windows), len(self.live)))
        self.b_ub = np.zeros(len(windows))
        for w, (inside, cap) in enumerate(windows):
            for i in inside:
                self.a_ub[w, i] = 1
            self.b_ub[w] = cap
        self.a_eq = self.a_eq.tocsr()
        self.a_ub = self.a_ub.tocsr()
        self.solves = 0

    def allows(self, cell, value):
        """Has the relaxation a point with x = value on `cell`?"""
        bounds = [(0, 1)] * len(self.live)
        bounds[self.index[cell]] = (value, value)
        return self.point(bounds) is not None

    def point(self, bounds=None):
        """A point of the relaxation (within `bounds`), {cell: x}; None if there is none."""
        self.solves += 1
        result = linprog(np.zeros(len(self.live)), A_ub=self.a_ub, b_ub=self.b_ub, A_eq=self.a_eq,
                         b_eq=self.b_eq, bounds=bounds or [(0, 1)] * len(self.live),
                         method="highs")
        if result.status not in (0, 2):
            sys.exit(f"lp-relaxation: HiGHS gave up on an LP ({result.message})")
        return dict(zip(self.live, result.x)) if result.status == 0 else None


def neighbours(n, cell):
    r, c = cell
    return {(r + a, c + b) for a in (-1, 0, 1) for b in (-1, 0, 1)
            if (a or b) and 0 <= r + a < n and 0 <= c + b < n}


def lp_alone(n, stars, regions, solution, unsound):
    """Rounds of LP refutations from the empty board, as queens-lp-cost takes them: each round
    asks every live cell x = 1, then the cells not refuted x = 0, crosses out the refuted cells,
    places the forced stars (crossing out their neighbours), then crosses out the other cells of
    every house holding K stars; it stops after a round that changes nothing or solves the
    board. (solved, rounds, LPs)."""
    houses = houses_of(n, regions)
    placed, dead = set(), set()
    rounds = solves = 0
    while True:
        rounds += 1
        lp = Relaxation(n, stars, regions, placed, dead)
        if not lp.live:
            break
        out = {cell for cell in lp.live if not lp.allows(cell, 1)}
        forced = [cell for cell in lp.live if cell not in out and not lp.allows(cell, 0)]
        solves += lp.solves
        unsound += [cell for cell in out if cell in solution]
        unsound += [cell for cell in forced if cell not in solution]
        dead |= out
        placed |= set(forced)
        for cell in forced:
            dead |= neighbours(n, cell) - placed
        for house in houses:
            if sum(cell in placed for cell in house) >= stars:
                dead.update(cell for cell in house if cell not in placed)
        if not out and not forced or len(placed) == n * stars:
            break
    return len(placed) == n * stars, rounds, solves


def at_trials(trace, solution, unsound, counts):
    """At each trial step of the trace: does the LP refute some cell, and the step's own?"""
    n, stars, regions = trace["board"]["n"], trace["stars"], trace["board"]["regions"]
    for _, step, placed, dead in tracing.positions(trace):
        rule = step["rule"]
        if rule in TRIAL_RULES:
            lp = Relaxation(n, stars, regions, placed, dead)
            refuted = {cell for cell in lp.live if not lp.allows(cell, 1)}
            unsound += [cell for cell in refuted if cell in solution]
            own = [tuple(c) for c in step["eliminated"]]
            counts[rule, "positions"] += 1
            counts[rule, "some"] += bool(refuted)
            counts[rule, "own"] += bool(own) and all(cell in refuted for cell in own)


def first_refuted(trace, solution, unsound, asked):
    """At each trial step of the trace, the LPs a rule would solve to find its first refuted
    cell: asking the live cells in reading order, or first solving for a point and then asking
    the cells in increasing order of x there, skipping those at 1 (a point shows they can hold a
    star). Appends (LPs in reading order, LPs in point order) to asked; None where no cell is
    refuted."""
    n, stars, regions = trace["board"]["n"], trace["stars"], trace["board"]["regions"]
    for _, step, placed, dead in tracing.positions(trace):
        if step["rule"] not in TRIAL_RULES:
            continue
        lp = Relaxation(n, stars, regions, placed, dead)
        refuted = {}

        def refutes(cell):
            if cell not in refuted:
                refuted[cell] = not lp.allows(cell, 1)
                if refuted[cell] and cell in solution:
                    unsound.append(cell)
            return refuted[cell]

        reading = next((i + 1 for i, cell in enumerate(lp.live) if refutes(cell)), None)
        point = lp.point()
        order = sorted((x, cell) for cell, x in point.items() if x < 1 - 1e-7)
        by_point = next((i + 2 for i, (_, cell) in enumerate(order) if refutes(cell)), None)
        asked.append((reading, by_point))


def summary_of(values):
    values = sorted(values)
    if not values:
        return "none"
    return (f"median {values[(len(values) - 1) // 2]}, p90 {values[(9 * len(values) - 1) // 10]}, "
            f"max {values[-1]}, {sum(values)} in all")


class FileResult:
    """What one file's boards add up to; each mode fills its own fields."""

    def __init__(self, path):
        self.path = path
        self.boards = 0
        self.solved = self.rounds = self.solves = 0  # the LP alone
        self.cpu = 0.0
        self.counts = collections.Counter()  # --at-trials: (rule, what) -> positions
        self.asked = []  # --first: (LPs in reading order, LPs in point order) a trial step


def run_lp_alone(trace, solution, unsound, result, args):
    """The LP alone on one board (and with --at-trials, the LP at its trial steps); the
    board's line."""
    start = time.process_time()
    ok, rounds, solves = lp_alone(trace["board"]["n"], trace["stars"], trace["board"]["regions"],
                                  solution, unsound)
    result.cpu += time.process_time() - start
    if args.at_trials:
        at_trials(trace, solution, unsound, result.counts)
    result.solved += ok
    result.rounds += rounds
    result.solves += solves
    return f"{'solved' if ok else 'stuck'}  rounds {rounds}  LPs {solves}"


def lp_alone_summary(result):
    path = result.path
    lines = [f"{path}: {result.solved} of {result.boards} solved by the LP alone, "
             f"{result.rounds} rounds, {result.solves} LPs, {result.cpu:.1f} s CPU"]
    counts = result.counts
    for rule in sorted({rule for rule, _ in counts}):
        lines.append(f"{path}: {rule}: {counts[rule, 'positions']} positions, the LP refutes a "
                     f"cell at {counts[rule, 'some']}, the step's own cells at "
                     f"{counts[rule, 'own']}")
    return lines


def run_first(trace, solution, unsound, result, args):
    """--first on one board; the board's line."""
    first_refuted(trace, solution, unsound, result.asked)
    return f"trial steps {len(result.asked)} so far"


def first_summary(result):
    found = [a for a in result.asked if a[0] is not None]
    return [f"{result.path}: {len(result.asked)} trial steps on {result.boards} boards, a cell "
            f"refuted at {len(found)}; LPs to the first refuted cell in reading order: "
            f"{summary_of([a[0] for a in found])}; in point order (the point's LP counted): "
            f"{summary_of([a[1] for a in found])}"]


MODES = {"alone": (run_lp_alone, lp_alone_summary), "first": (run_first, first_summary)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default="build/queens-hint")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--at-trials", action="store_true",
                      help="also test the LP at the trace's trial steps")
    mode.add_argument("--first", action="store_true",
                      help="at the trial steps, count the LPs until the first refuted cell "
                           "(skips the LP alone)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    run_board, summary = MODES["first" if args.first else "alone"]
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            try:
                with open(path, encoding="utf-8") as f:
                    lines = [line.strip() for line in f if line.strip()]
            except OSError as error:
                sys.exit(f"lp-relaxation: {path}: {error.strerror}")
            result = FileResult(path)
            for number, sbn in enumerate(lines, 1):
                try:
                    trace = tracing.trace(args.binary, tracing.board_file(sbn, tmp))
                except tracing.TraceError as error:
                    sys.exit(f"lp-relaxation: {path}:{number}: trace failed: {error}")
                if trace["result"]["status"] != "solved":
                    sys.exit(f"lp-relaxation: {path}:{number}: the engine did not solve the board")
                solution = {tuple(c) for c in trace["result"]["solution"]}
                unsound = []
                result.boards += 1
                line = run_board(trace, solution, unsound, result, args)
                print(f"{path}:{number}  {line}", flush=True)
                if unsound:
                    print(f"{path}:{number}  UNSOUND: the LP refuted the solution at "
                          f"{sorted(set(unsound))}", flush=True)
                    failed = True
            for line in summary(result):
                print(line, flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
