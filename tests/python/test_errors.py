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


def test_bad_arguments_raise_value_error():
    puzzle = queens_hint.Puzzle.load(str(SPEC))
    with pytest.raises(ValueError, match="level must be 1, 2, 3 or 4"):
        puzzle.hint(level=5)
    with pytest.raises(ValueError, match="unknown rule id 'no-such-rule'"):
        puzzle.hint(rules="no-such-rule")
    with pytest.raises(ValueError, match="max_tier must be between 1 and 5"):
        puzzle.grade(max_tier=9)
    with pytest.raises(ValueError, match="limit must be at least 1"):
        puzzle.solve(limit=0)
    with pytest.raises(TypeError):
        puzzle.hint(42)
    with pytest.raises(ValueError):
        queens_hint.generate(3)
