#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Derive a Q_1(n) board at the pair bound 2*floor(2n/3) from a board of another size.

Q_1 boards (every queen attacks exactly one other) are made of pairs: every
line holds at most two queens and every queen is on exactly one line with
two (docs/lab/attack.md, "Constructions"). Two ways to reuse a board:

  grow:  put the source board, under any of the 8 symmetries of the square,
         anywhere in the n x n board, then add pairs of queens on *free*
         cells (cells that see no queen on any of their 8 rays). Two
         collinear free cells see each other and nobody else, so each such
         pair keeps the structure. Q_1(3m+1) = Q_1(3m): the board of 3m
         with an empty row and column added is already one.
  crop:  keep the queens of an n x n window of a larger board when every
         kept queen still sees exactly one kept queen.

The first board found (symmetries, offsets and free cells in a fixed order:
deterministic) is written as a witness file; nothing here is trusted:
`queens-lab verify` checks the file (a ctest does it for every shipped one).

  lab/scripts/attack_q1_derive.py N SOURCE... [--out FILE]

SOURCE: witness files (queens-lab witness 1, problem attack-exactly 1).
Exit 0 when a board was written, 1 when no source gave one, 2 on bad input.
"""
import argparse
import itertools
import sys
from pathlib import Path

RAYS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def read_witness(path):
    """(side, queens) of a witness file, 0-based (row, column)."""
    side, queens, problem = None, [], None
    for number, raw in enumerate(Path(path).read_text().splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        if words[0] == "problem":
            problem = " ".join(words[1:])
        elif words[0] == "board":
            side = int(words[1])
        elif words[0] in ("queens-lab", "queens"):
            continue
        elif len(words) == 2 and side:
            queens.append((int(words[0]) - 1, int(words[1]) - 1))
        else:
            raise ValueError(f"{path}:{number}: unexpected line '{raw}'")
    if problem != "attack-exactly 1" or side is None:
        raise ValueError(f"{path}: not a Q_1 witness (problem attack-exactly 1, board N 2)")
    return side, queens


def pair_bound(n):
    return 2 * ((2 * n) // 3)


def symmetries(side, queens):
    """The 8 images of the board: t & 4 transposes, t & 1 flips rows, t & 2 columns."""
    for t in range(8):
        image = []
        for r, c in queens:
            if t & 4:
                r, c = c, r
            if t & 1:
                r = side - 1 - r
            if t & 2:
                c = side - 1 - c
            image.append((r, c))
        yield t, image


def seen(n, occupied, r, c):
    """How many queens the cell (r, c) sees (the first queen of each ray)."""
    count = 0
    for dr, dc in RAYS:
        rr, cc = r + dr, c + dc
        while 0 <= rr < n and 0 <= cc < n:
            if (rr, cc) in occupied:
                count += 1
                break
            rr, cc = rr + dr, cc + dc
    return count


def free_cells(n, queens):
    occupied = set(queens)
    return [(r, c) for r in range(n) for c in range(n)
            if (r, c) not in occupied and seen(n, occupied, r, c) == 0]


def collinear(a, b):
    dr, dc = b[0] - a[0], b[1] - a[1]
    return dr == 0 or dc == 0 or abs(dr) == abs(dc)


def add_pairs(queens, free, pairs):
    """Add `pairs` pairs on the free cells. A free cell sees no queen, so a new
    queen makes unfree exactly the free cells on her lines."""
    if pairs == 0:
        return queens
    for a, b in itertools.combinations(free, 2):
        if collinear(a, b):
            rest = [f for f in free if f not in (a, b) and not collinear(f, a) and not collinear(f, b)]
            found = add_pairs(queens + [a, b], rest, pairs - 1)
            if found:
                return found
    return None


def grow(n, side, queens):
    missing = pair_bound(n) - len(queens)
    if missing < 0 or missing % 2:
        return None
    for t, image in symmetries(side, queens):
        for dr in range(n - side + 1):
            for dc in range(n - side + 1):
                placed = [(r + dr, c + dc) for r, c in image]
                found = add_pairs(placed, free_cells(n, placed), missing // 2)
                if found:
                    return found, f"placed under symmetry {t} at offset ({dr}, {dc}), {missing // 2} pair(s) added on free cells"
    return None


def crop(n, side, queens):
    for r0 in range(side - n + 1):
        for c0 in range(side - n + 1):
            kept = [(r - r0, c - c0) for r, c in queens if r0 <= r < r0 + n and c0 <= c < c0 + n]
            if len(kept) != pair_bound(n):
                continue
            occupied = set(kept)
            if all(seen(n, occupied, r, c) == 1 for r, c in kept):
                return kept, f"the window at ({r0}, {c0})"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("n", type=int)
    parser.add_argument("sources", nargs="+")
    parser.add_argument("--out", help="witness file to write (default: stdout)")
    args = parser.parse_args()
    if args.n < 1:
        print(f"attack_q1_derive: n must be positive, not {args.n}", file=sys.stderr)
        return 2
    for source in args.sources:
        try:
            side, queens = read_witness(source)
        except (OSError, ValueError) as error:
            print(f"attack_q1_derive: {error}", file=sys.stderr)
            return 2
        result = grow(args.n, side, queens) if side < args.n else crop(args.n, side, queens)
        if not result:
            continue
        board, how = result
        text = (f"# Q_1({args.n}) = {len(board)}: from {Path(source).name} ({side}^2), {how}"
                f" (lab/scripts/attack_q1_derive.py)\n"
                f"queens-lab witness 1\nproblem attack-exactly 1\nboard {args.n} 2\nqueens {len(board)}\n"
                + "".join(f"{r + 1} {c + 1}\n" for r, c in sorted(board)))
        if args.out:
            Path(args.out).write_text(text)
        else:
            sys.stdout.write(text)
        print(f"attack_q1_derive: Q_1({args.n}) >= {len(board)} from {source}", file=sys.stderr)
        return 0
    print(f"attack_q1_derive: no board of {pair_bound(args.n)} queens on {args.n}^2 from these sources",
          file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
