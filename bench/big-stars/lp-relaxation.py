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
  of a point of the relaxation (docs/big-stars.md, the fifteenth round);
- with --bands H: at those positions, smaller LPs, each over the live cells
  of one band of h consecutive rows or columns (h = 1 .. H): the band's
  rows add up to their missing stars, each column and region meeting the
  band takes at most its missing stars there and at least those less what
  it can still take outside the band (BandLp says how that is bounded), each
  window meeting the band at most 1 less its stars. Whether one refutes a
  cell (and, counted apart, forces a star), the LPs to the first refuted cell
  (bands by height, rows then columns, top to bottom; in a band, a point's
  order), whether the step's own cells are refuted, and the LPs' sizes and
  CPU time against the full LP's there (docs/big-stars.md, the sixteenth
  round). A band LP is a relaxation of the full one: it refutes no more.
Every refutation is checked against the trace's solution (the engine proves
it unique): a solution cell refuted (or a star forced off it) is reported
with UNSOUND and the exit status is 1.

    bench/big-stars/lp-relaxation.py [--binary PATH] [--at-trials | --first | --bands H]
                                     [--every N] FILE...

FILE: SBN strings, one board a line; --every N takes only lines 1, 1 + N, ...
Needs python3-scipy (HiGHS); CPU times are Python's, a measure of the LPs'
number more than of their cost.
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


def runs_bound(cells, along):
    """At most how many stars `cells`, all on one line, can hold: ceil(run / 2) per run of
    consecutive cells; `along` gives a cell's place on the line."""
    places = sorted(along(cell) for cell in cells)
    total = run = 0
    for i, x in enumerate(places):
        run = run + 1 if i and x == places[i - 1] + 1 else 1
        total += run % 2
    return total


def blocks_bound(cells):
    """At most how many stars `cells` can hold: the board cut into 2x2 blocks (a block's cells
    touch one another, so it holds one star at most), the fewest blocks meeting `cells` over
    the four ways to cut it."""
    return min(len({((r + a) // 2, (c + b) // 2) for r, c in cells})
               for a in (0, 1) for b in (0, 1))


class BandPosition:
    """A position as the band LPs see it, along its rows (a column band is a row band of the
    position transposed): live cells, each house's missing stars, the usable cells (live, no
    full house, no star touching them: the only cells that can still take a star)."""

    def __init__(self, n, stars, regions, placed, dead):
        self.n, self.regions, self.placed = n, regions, placed
        self.live = {(r, c) for r in range(n) for c in range(n)
                     if (r, c) not in placed and (r, c) not in dead}
        self.row_missing = [stars - sum((r, c) in placed for c in range(n)) for r in range(n)]
        self.col_missing = [stars - sum((r, c) in placed for r in range(n)) for c in range(n)]
        self.region_missing = {ch: stars for row in regions for ch in row}
        for r, c in placed:
            self.region_missing[regions[r][c]] -= 1
        self.usable = {(r, c) for r, c in self.live
                       if self.row_missing[r] > 0 and self.col_missing[c] > 0
                       and self.region_missing[regions[r][c]] > 0
                       and not neighbours(n, (r, c)) & placed}


def transposed(n, stars, regions, placed, dead):
    return BandPosition(n, stars, [[regions[c][r] for c in range(n)] for r in range(n)],
                        {(c, r) for r, c in placed}, {(c, r) for r, c in dead})


class BandLp:
    """The LP over the live cells of the rows top .. top + h - 1 of a BandPosition: a
    projection of the full relaxation onto them, loosened, so every solution meets it.
    - each row of the band adds up to its missing stars;
    - each column and each region meeting the band takes at most its missing stars there, and
      at least its missing stars less cap_out, the most it can still take outside the band: a
      column, ceil(run / 2) per run of its usable cells outside the band; a region, the less of
      the sum over the rows outside the band of min(its usable cells' ceil(run / 2) in the
      row, the row's missing stars) and the 2x2-block count of its usable cells outside;
    - each 2x2 window meeting the band holds at most 1 less the stars placed in it."""

    def __init__(self, pos, top, h):
        n, regions = pos.n, pos.regions
        rows = range(top, top + h)
        self.live = [(r, c) for r in rows for c in range(n) if (r, c) in pos.live]
        index = {cell: i for i, cell in enumerate(self.live)}
        outside = [cell for cell in pos.usable if not top <= cell[0] < top + h]
        eq = [([index[(r, c)] for c in range(n) if (r, c) in index], pos.row_missing[r])
              for r in rows]
        ub = []  # (indices, sign, bound): sign * (the sum of x over indices) <= bound

        def between(inside, missing, cap):
            ub.append((inside, 1, missing))
            ub.append((inside, -1, cap - missing))

        for c in range(n):
            inside = [index[(r, c)] for r in rows if (r, c) in index]
            if inside:
                column = [cell for cell in outside if cell[1] == c]
                between(inside, pos.col_missing[c], runs_bound(column, lambda cell: cell[0]))
        by_region, outside_by_region = collections.defaultdict(list), collections.defaultdict(list)
        for cell in self.live:
            by_region[regions[cell[0]][cell[1]]].append(index[cell])
        for cell in outside:
            outside_by_region[regions[cell[0]][cell[1]]].append(cell)
        for label, inside in sorted(by_region.items()):
            cells = outside_by_region[label]
            by_row = collections.defaultdict(list)
            for cell in cells:
                by_row[cell[0]].append(cell)
            by_rows = sum(min(runs_bound(line, lambda cell: cell[1]), pos.row_missing[r])
                          for r, line in by_row.items())
            between(inside, pos.region_missing[label], min(by_rows, blocks_bound(cells)))
        for r in range(max(0, top - 1), min(n - 1, top + h)):
            for c in range(n - 1):
                cells = [(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)]
                inside = [index[cell] for cell in cells if cell in index]
                if inside:
                    ub.append((inside, 1, 1 - sum(cell in pos.placed for cell in cells)))
        self.index = index
        self.a_eq, self.b_eq = self._matrix([(inside, 1, b) for inside, b in eq])
        self.a_ub, self.b_ub = self._matrix(ub)
        self.rows = len(eq) + len(ub)
        self.at_one, self.at_zero = set(), set()  # cells at 1 (at 0) in some point found
        self.solves, self.cpu = 0, 0.0

    def violated_by(self, stars):
        """The rows the 0/1 point with 1 on `stars` (a solution, as seen in this band's view)
        breaks: none, if every bound is valid."""
        x = np.array([1.0 if cell in stars else 0.0 for cell in self.live])
        return (int((np.abs(self.a_eq @ x - self.b_eq) > 1e-9).sum())
                + int((self.a_ub @ x - self.b_ub > 1e-9).sum()))

    def _matrix(self, rows):
        m = lil_matrix((len(rows), len(self.live)))
        for i, (inside, sign, _) in enumerate(rows):
            for j in inside:
                m[i, j] = sign
        return m.tocsr(), np.array([bound for _, _, bound in rows], dtype=float)

    def point(self, fixed=None):
        """A point of the LP (with x = value on cell, fixed = (cell, value)), {cell: x}; None
        if there is none. It maximises the cells not yet seen at 1, so that it shows more of
        them can hold a star."""
        bounds = [(0, 1)] * len(self.live)
        if fixed:
            bounds[self.index[fixed[0]]] = (fixed[1], fixed[1])
        cost = np.array([0.0 if cell in self.at_one else -1.0 for cell in self.live])
        start = time.process_time()
        # Without presolve: with a cost, the presolve of scipy 1.10's HiGHS called LPs
        # infeasible that the solution meets (docs/big-stars.md, the sixteenth round).
        result = linprog(cost, A_ub=self.a_ub, b_ub=self.b_ub, A_eq=self.a_eq, b_eq=self.b_eq,
                         bounds=bounds, method="highs", options={"presolve": False})
        self.cpu += time.process_time() - start
        self.solves += 1
        if result.status not in (0, 2):
            sys.exit(f"lp-relaxation: HiGHS gave up on a band LP ({result.message})")
        if result.status != 0:
            return None
        point = dict(zip(self.live, result.x))
        self.at_one.update(cell for cell, x in point.items() if x > 1 - 1e-7)
        self.at_zero.update(cell for cell, x in point.items() if x < 1e-7)
        return point

    def allows(self, cell, value):
        """Has the LP a point with x = value on `cell`? (A point found earlier may say so.)"""
        if cell in (self.at_one if value == 1 else self.at_zero):
            return True
        return self.point((cell, value)) is not None

    def first_refuted(self):
        """The first cell the LP refutes (x = 1 impossible), asking the cells in increasing
        order of x at a first point, skipping those a point shows at 1; None if none."""
        point = self.point()
        if point is None:
            return "infeasible"
        return next((cell for _, cell in sorted((x, cell) for cell, x in point.items())
                     if not self.allows(cell, 1)), None)

    def first_forced(self):
        """The first cell the LP forces (x = 0 impossible), asking only the cells no point
        found has shown at 0; None if none."""
        if not self.solves and self.point() is None:
            return "infeasible"
        return next((cell for cell in self.live if not self.allows(cell, 0)), None)


class BandStep:
    """What the band LPs say at one trial step."""

    def __init__(self, rule):
        self.rule = rule
        self.refuted = None  # (height, LPs to the first refuted cell), bands in order
        self.forced = None   # (height, LPs of the search for a forced star to it)
        self.spent = {}      # height -> LPs to the end of that height while nothing is refuted
        self.own = None      # the least height refuting each of the step's own cells; 0: none
        self.own_lps = 0


def band_step(n, stars, regions, placed, dead, step, tallest, solution, unsound, sizes):
    """The band LPs at one trial step (docs/big-stars.md, the sixteenth round): the bands of
    heights 1 .. tallest, rows then columns, top to bottom, asked in turn for a refuted cell
    (and, counted apart, a forced star) until both are found; then the step's own cells, each
    in the bands that hold it. `sizes` pools the LPs' sizes and CPU by height."""
    views = {"rows": BandPosition(n, stars, regions, placed, dead),
             "columns": transposed(n, stars, regions, placed, dead)}
    built = {}

    seen = {"rows": solution, "columns": {(c, r) for r, c in solution}}

    def band(h, view, top):
        if (h, view, top) not in built:
            lp = built[h, view, top] = BandLp(views[view], top, h)
            if lp.live and lp.violated_by(seen[view]):
                print(f"UNSOUND: the band LP of {view} {top} .. {top + h - 1} excludes the "
                      f"solution at a position of the trace")
                sys.exit(1)
            sizes[h, "bands"] += 1
            sizes[h, "variables"] += len(lp.live)
            sizes[h, "rows"] += lp.rows
        return built[h, view, top]

    def board_cell(view, cell):
        return cell if view == "rows" else (cell[1], cell[0])

    def check(cell, view, value):
        if cell == "infeasible":
            print(f"UNSOUND: a band LP of {view} has no point at a position of the trace")
            sys.exit(1)
        if cell is not None and ((board_cell(view, cell) in solution) == (value == 1)):
            unsound.append(board_cell(view, cell))
        return cell is not None

    result = BandStep(step["rule"])
    # The two searches, each to its first answer: a refuted star (x = 1 has no
    # point) and a forced one (x = 0 has none), each counting its own LPs.
    searches = (("refuted", BandLp.first_refuted, 1), ("forced", BandLp.first_forced, 0))
    spent = {"refuted": 0, "forced": 0}
    for h in range(1, tallest + 1):
        for view in ("rows", "columns"):
            for top in range(n - h + 1):
                if result.refuted and result.forced:
                    break
                lp = band(h, view, top)
                if not lp.live:
                    continue
                for name, first, value in searches:
                    if getattr(result, name):
                        continue
                    before = lp.solves
                    cell = first(lp)
                    spent[name] += lp.solves - before
                    if check(cell, view, value):
                        setattr(result, name, (h, spent[name]))
        if not result.refuted:
            result.spent[h] = spent["refuted"]
    own = [tuple(c) for c in step["eliminated"]]
    result.own = 0 if own else None
    for cell in own:
        least = None
        for h in range(1, tallest + 1):
            for view in ("rows", "columns"):
                r, c = board_cell(view, cell)
                for top in range(max(0, r - h + 1), min(r, n - h) + 1):
                    lp = band(h, view, top)
                    if (r, c) not in lp.index:
                        continue
                    before = lp.solves
                    refuted = not lp.allows((r, c), 1)
                    result.own_lps += lp.solves - before
                    if refuted:
                        check((r, c), view, 1)
                        least = h
                        break
                if least:
                    break
            if least:
                break
        if least is None:
            result.own = None
            break
        result.own = max(result.own, least)
    for (h, _, _), lp in built.items():
        sizes[h, "solves"] += lp.solves
        sizes[h, "cpu"] += lp.cpu
    return result


HEIGHTS = (1, 2, 3, 4, 6)  # the heights --bands reports (up to its H)


def run_bands(trace, solution, unsound, result, args):
    """--bands on one board: the band LPs at each trial step, and the full LP's size and CPU
    time a LP there (its point, and the question of the step's first own cell); the board's
    line."""
    n, stars, regions = trace["board"]["n"], trace["stars"], trace["board"]["regions"]
    for _, step, placed, dead in tracing.positions(trace):
        if step["rule"] not in TRIAL_RULES:
            continue
        result.band_steps.append(band_step(n, stars, regions, placed, dead, step, args.bands,
                                           solution, unsound, result.sizes))
        lp = Relaxation(n, stars, regions, placed, dead)
        own = [tuple(c) for c in step["eliminated"] if tuple(c) in lp.index]
        start = time.process_time()
        lp.point()
        if own:
            lp.allows(own[0], 1)
        result.sizes["full", "cpu"] += time.process_time() - start
        result.sizes["full", "solves"] += lp.solves
        result.sizes["full", "bands"] += 1
        result.sizes["full", "variables"] += len(lp.live)
        result.sizes["full", "rows"] += lp.a_eq.shape[0] + lp.a_ub.shape[0]
    return f"trial steps {len(result.band_steps)} so far"


def bands_summary(result):
    path, steps, sizes = result.path, result.band_steps, result.sizes
    lines = []
    for tallest in [h for h in HEIGHTS if h < result.tallest] + [result.tallest]:
        found = [s.refuted[1] for s in steps if s.refuted and s.refuted[0] <= tallest]
        spent = sum(s.refuted[1] if s.refuted and s.refuted[0] <= tallest else s.spent[tallest]
                    for s in steps)
        own = sum(s.own is not None and s.own <= tallest for s in steps)
        forced = sum(bool(s.forced) and s.forced[0] <= tallest for s in steps)
        lines.append(f"{path}: H {tallest}: {len(steps)} trial steps on {result.boards} boards, "
                     f"a band LP refutes a cell at {len(found)}, the step's own cells at {own}, "
                     f"forces a star at {forced}; LPs to the first refuted cell: "
                     f"{summary_of(found)}; at every step (to the first, or every band): "
                     f"{spent}")
    for rule in sorted({s.rule for s in steps}):
        mine = [s for s in steps if s.rule == rule]
        lines.append(f"{path}: H {result.tallest}: {rule}: {len(mine)} positions, a band LP "
                     f"refutes a cell at {sum(bool(s.refuted) for s in mine)}, the step's own "
                     f"cells at {sum(s.own is not None for s in mine)}")
    for h in list(range(1, result.tallest + 1)) + ["full"]:
        if not sizes[h, "bands"]:
            continue
        solves = sizes[h, "solves"]
        per_lp = f"{1e3 * sizes[h, 'cpu'] / solves:.2f} ms CPU a LP" if solves else "no LP"
        built = sizes[h, "bands"]
        lines.append(f"{path}: {'the full LP' if h == 'full' else f'bands of height {h}'}: "
                     f"{built} LPs built, {sizes[h, 'variables'] / built:.1f} variables and "
                     f"{sizes[h, 'rows'] / built:.1f} rows on average, {solves} solved, {per_lp}")
    return lines


class FileResult:
    """What one file's boards add up to; each mode fills its own fields."""

    def __init__(self, path):
        self.path = path
        self.boards = 0
        self.solved = self.rounds = self.solves = 0  # the LP alone
        self.cpu = 0.0
        self.counts = collections.Counter()  # --at-trials: (rule, what) -> positions
        self.asked = []  # --first: (LPs in reading order, LPs in point order) a trial step
        self.band_steps = []  # --bands: a BandStep a trial step
        self.sizes = collections.Counter()  # --bands: (height or "full", what) -> sum
        self.tallest = 0


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


MODES = {"alone": (run_lp_alone, lp_alone_summary), "first": (run_first, first_summary),
         "bands": (run_bands, bands_summary)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default="build/queens-hint")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--at-trials", action="store_true",
                      help="also test the LP at the trace's trial steps")
    mode.add_argument("--first", action="store_true",
                      help="at the trial steps, count the LPs until the first refuted cell "
                           "(skips the LP alone)")
    mode.add_argument("--bands", type=int, metavar="H",
                      help="at the trial steps, the LPs over bands of 1 to H rows or columns "
                           "(skips the LP alone)")
    parser.add_argument("--every", type=int, default=1, metavar="N",
                        help="only every Nth board of each file: lines 1, 1 + N, ...")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    if args.bands is not None and args.bands < 1 or args.every < 1:
        parser.error("--bands and --every take a number from 1")
    run_board, summary = MODES["first" if args.first else "bands" if args.bands else "alone"]
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            try:
                with open(path, encoding="utf-8") as f:
                    lines = [line.strip() for line in f if line.strip()]
            except OSError as error:
                sys.exit(f"lp-relaxation: {path}: {error.strerror}")
            result = FileResult(path)
            result.tallest = args.bands or 0
            for number, sbn in enumerate(lines, 1):
                if (number - 1) % args.every:
                    continue
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
