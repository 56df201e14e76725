# SPDX-License-Identifier: MIT
"""Uses the package as a typed program would; mypy --strict checks it
against the stubs (python/queens_hint/*.pyi) in CI. Also runs as a script
(the documented example in docs/api.md does the same)."""
import sys

import queens_hint


def main(path: str) -> int:
    puzzle = queens_hint.Puzzle.load(path)
    hint: queens_hint.Hint = puzzle.hint([[0, 0]], level=2)
    status: str = hint.status
    cells: list[list[int]] = puzzle.solve().solution or []
    check: queens_hint.Check = puzzle.check(cells)
    valid: bool = check.valid
    tiers: list[int] = [rule.tier for rule in queens_hint.rules()]
    label: str = puzzle.grade(max_tier=4).label
    steps = len(puzzle.trace(hint.position).steps)
    listed: list[queens_hint.Puzzle] = queens_hint.Puzzle.parse_list("771W1vplvZW0bhxtb0\n", "list.txt")
    named: str = listed[0].source
    try:
        puzzle.solve(limit=0)
    except queens_hint.InputError as error:
        where: str = error.source
    print(status, valid, max(tiers), label, steps, where, named)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
