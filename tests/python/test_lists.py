# SPDX-License-Identifier: MIT
"""Lists of SBN strings, as published collections come: Puzzle.parse_list and
Puzzle.load_list give every board, named FILE:LINE as the CLI's grade names
it, and answer as the CLI does for that name."""
import pytest

import queens_hint
from conftest import SOURCE, run_cli, same_document

LIST = SOURCE / "tests" / "cli" / "boards" / "sbn-list-crlf.sbn"
BAD_LINE = SOURCE / "tests" / "bad_inputs" / "sbn-list-bad-line.sbn"
SPEC = "771W1vplvZW0bhxtb0"
EIGHT = "881W27AAUL9C0G7HyiKexb2"


def test_load_list_names_each_board_by_its_line_and_grades_as_the_cli():
    puzzles = queens_hint.Puzzle.load_list(LIST)
    assert [p.source for p in puzzles] == [f"{LIST}:3", f"{LIST}:5", f"{LIST}:6"]
    assert [(p.n, p.stars) for p in puzzles] == [(7, 1), (10, 2), (8, 1)]
    for puzzle in puzzles:
        cli = run_cli("grade", "--json", puzzle.source)
        assert puzzle.grade().to_json() == cli.stdout.rstrip("\n")
        same_document(puzzle.hint(), run_cli(puzzle.source, "--json"))


def test_parse_list_skips_comments_and_blank_lines():
    text = f"# two boards\r\n{SPEC}\r\n\r\n  {EIGHT}\t\r\n"
    puzzles = queens_hint.Puzzle.parse_list(text, source="mine.txt")
    assert [p.source for p in puzzles] == ["mine.txt:2", "mine.txt:4"]
    assert puzzles[0] == queens_hint.Puzzle.parse(SPEC)
    assert puzzles[1] == queens_hint.Puzzle.parse(EIGHT)
    assert [p.source for p in queens_hint.Puzzle.parse_list(SPEC)] == ["<string>:1"]


def test_a_line_that_is_not_a_board_raises_naming_it():
    with pytest.raises(queens_hint.InputError) as caught:
        queens_hint.Puzzle.load_list(BAD_LINE)
    assert str(caught.value).startswith(f"{BAD_LINE}:4: SBN: ")
    assert caught.value.line == 4
    with pytest.raises(queens_hint.InputError) as caught:
        queens_hint.Puzzle.parse_list(f"{SPEC}\nAAB\n")
    assert str(caught.value) == (
        "<string>:2: not an SBN string: a list holds one SBN string a line")
    with pytest.raises(queens_hint.InputError, match=r"^mine\.txt:2: SBN: "):
        queens_hint.Puzzle.parse_list(f"{SPEC}\n{SPEC[:10]}\n", source="mine.txt")
    with pytest.raises(queens_hint.InputError, match=r"^<string>: no SBN string"):
        queens_hint.Puzzle.parse_list("# nothing\n")


def test_missing_list_raises_the_cli_message():
    missing = SOURCE / "tests" / "cli" / "boards" / "no-such-list.sbn"
    with pytest.raises(queens_hint.InputError) as caught:
        queens_hint.Puzzle.load_list(missing)
    assert str(caught.value) == run_cli(missing).error()


def test_load_of_a_list_names_the_list_reader():
    with pytest.raises(queens_hint.InputError) as caught:
        queens_hint.Puzzle.load(LIST)
    assert caught.value.line == 5
    assert "Puzzle.load_list" in caught.value.problem
    assert str(caught.value) == run_cli(LIST).error()
