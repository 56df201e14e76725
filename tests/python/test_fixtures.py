# SPDX-License-Identifier: MIT
"""The module answers exactly as the CLI's --json does on the project's boards."""
import pathlib

import pytest

import queens_hint
from conftest import BAD_INPUTS, BOARDS, FIXTURES, SOURCE, run_cli, same_document

SPEC = SOURCE / "fixtures" / "spec-7x7.txt"


@pytest.mark.parametrize("board", FIXTURES, ids=lambda p: p.name)
def test_fixture_documents_equal_the_cli(board):
    puzzle = queens_hint.Puzzle.load(str(board))
    same_document(puzzle.hint(), run_cli(board, "--json"))
    same_document(puzzle.trace(), run_cli("trace", board))
    same_document(puzzle.solve(), run_cli("solve", board, "--json"))
    same_document(puzzle.solve(limit=5), run_cli("solve", board, "--limit", 5, "--json"))
    grade = puzzle.grade()
    cli = run_cli("grade", board, "--json")
    assert grade.to_json() == cli.stdout.rstrip("\n")
    entry = cli.json()["puzzles"][0]
    assert grade.to_dict() == entry
    for key, value in entry.items():
        assert getattr(grade, key) == value, key


def test_fixtures_are_there():
    assert len(FIXTURES) >= 10


@pytest.mark.parametrize("position", [BOARDS / "spec-partial.txt", BOARDS / "spec-solution.txt",
                                      BAD_INPUTS / "pos-queens-touch.txt",
                                      BAD_INPUTS / "pos-x-on-solution.txt",
                                      BAD_INPUTS / "pos-two-in-row.txt"], ids=lambda p: p.name)
def test_positions_equal_the_cli(position):
    puzzle = queens_hint.Puzzle.load(str(SPEC))
    text = position.read_text()
    same_document(puzzle.hint(text), run_cli(SPEC, "--position", position, "--json"))
    same_document(puzzle.hint(pathlib.Path(position)),
                  run_cli(SPEC, "--position", position, "--json"))
    same_document(puzzle.trace(text), run_cli("trace", SPEC, "--position", position))


@pytest.mark.parametrize("kwargs,args", [
    ({"max_tier": 1}, ["--max-tier", "1"]),
    ({"rules": "line-confined-to-region"}, ["--rules", "line-confined-to-region"]),
    ({"rules": ["queen-adjacent-kill", "single-cell-region"]},
     ["--rules", "queen-adjacent-kill,single-cell-region"]),
    ({"assume_unique": True}, ["--assume-unique"]),
])
def test_rule_options_equal_the_cli(kwargs, args):
    for board in (SPEC, SOURCE / "fixtures" / "gen-12-unique.txt"):
        puzzle = queens_hint.Puzzle.load(str(board))
        same_document(puzzle.hint(**kwargs), run_cli(board, "--json", *args))
        same_document(puzzle.trace(**kwargs), run_cli("trace", board, *args))
        assert puzzle.grade(**kwargs).to_json() == \
            run_cli("grade", board, "--json", *args).stdout.rstrip("\n")


def test_trace_without_backtracking_equals_the_cli():
    board = BAD_INPUTS / "many-solutions-8x8.txt"
    puzzle = queens_hint.Puzzle.load(str(board))
    trace = puzzle.trace(backtracking=False)
    same_document(trace, run_cli("trace", board, "--no-backtracking"))
    assert trace.result.status == "stuck"


def test_check_names_what_the_cli_names():
    puzzle = queens_hint.Puzzle.load(str(SPEC))
    solved = puzzle.check(pathlib.Path(BOARDS / "spec-solution.txt"))
    assert solved.valid and solved.problem is None and solved
    for name in ("check-column.txt", "check-region.txt", "check-row.txt", "check-touch.txt"):
        cli = run_cli("check", SPEC, BOARDS / name)
        assert cli.code == 1
        check = puzzle.check((BOARDS / name).read_text())
        assert not check.valid and not check
        assert check.problem is not None and check.problem in cli.stdout, name
