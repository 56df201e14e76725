# SPDX-License-Identifier: MIT
"""Bad input raises the CLI's one-line message; bad arguments raise ValueError."""
import pathlib

import pytest

import queens_hint
from conftest import BAD_INPUTS, SOURCE, run_cli, same_document

SPEC = SOURCE / "fixtures" / "spec-7x7.txt"
BOARD_FILES = sorted(p for p in BAD_INPUTS.glob("*.txt")
                     if not p.name.startswith("pos-") and p.name != "cases.txt")
POSITION_FILES = sorted(BAD_INPUTS.glob("pos-*.txt"))


@pytest.mark.parametrize("board", BOARD_FILES, ids=lambda p: p.name)
def test_bad_board_raises_the_cli_message(board):
    cli = run_cli(board, "--json")
    if cli.code == 2:
        with pytest.raises(queens_hint.InputError) as caught:
            queens_hint.Puzzle.load(str(board))
        assert str(caught.value) == cli.error()
        assert isinstance(caught.value, ValueError)
    else:  # a board that parses: the module answers as the CLI does
        same_document(queens_hint.Puzzle.load(str(board)).hint(), cli)


@pytest.mark.parametrize("position", POSITION_FILES, ids=lambda p: p.name)
def test_bad_position_raises_the_cli_message(position):
    puzzle = queens_hint.Puzzle.load(str(SPEC))
    cli = run_cli(SPEC, "--position", position, "--json")
    if cli.code == 2:
        with pytest.raises(queens_hint.InputError) as caught:
            puzzle.hint(pathlib.Path(position))
        assert str(caught.value) == cli.error()
        with pytest.raises(queens_hint.InputError) as caught:
            puzzle.hint(position.read_text())
        assert str(caught.value).startswith("position:")
    else:
        same_document(puzzle.hint(pathlib.Path(position)), cli)


def test_missing_file_raises_the_cli_message():
    missing = SOURCE / "fixtures" / "no-such-board.txt"
    with pytest.raises(queens_hint.InputError) as caught:
        queens_hint.Puzzle.load(missing)
    assert str(caught.value) == run_cli(missing).error()


def test_parse_names_the_source():
    with pytest.raises(queens_hint.InputError, match=r"^mine\.txt:2: "):
        queens_hint.Puzzle.parse("AB\nA\n", source="mine.txt")
    with pytest.raises(queens_hint.InputError, match=r"^<string>"):
        queens_hint.Puzzle.parse("")


def test_bad_arguments_raise_input_error_naming_the_argument():
    puzzle = queens_hint.Puzzle.load(str(SPEC))
    cases = [
        (lambda: puzzle.hint(level=5), "level", "5 is out of range (1..4)"),
        (lambda: puzzle.hint(level=0), "level", "0 is out of range (1..4)"),
        (lambda: puzzle.hint(rules="no-such-rule"), "rules", "unknown rule id 'no-such-rule'"),
        (lambda: puzzle.grade(max_tier=9), "max_tier", "9 is out of range (1..5)"),
        (lambda: puzzle.grade(max_tier=0), "max_tier", "0 is out of range (1..5)"),
        (lambda: puzzle.solve(limit=0), "limit", "0 solutions to count is out of range"),
        (lambda: puzzle.hint([[7, 0]]), "position", "a queen at row 7, column 0 is off the 7x7"),
        (lambda: puzzle.check([[0, 60]]), "queens", "a queen at row 0, column 60 is off"),
    ]
    for call, source, problem in cases:
        with pytest.raises(queens_hint.InputError) as caught:
            call()
        error = caught.value
        assert isinstance(error, ValueError)
        assert (error.source, error.line) == (source, 0)
        assert error.problem.startswith(problem), error.problem
        assert str(error) == f"{source}: {error.problem}"
        assert "--" not in str(error)
    with pytest.raises(TypeError):
        puzzle.hint(42)
    with pytest.raises(ValueError):
        queens_hint.generate(3)
