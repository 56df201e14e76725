# SPDX-License-Identifier: MIT
"""On every board of the shared corpus the module's grade, trace and hint
equal the CLI's (skipped when the corpus is absent)."""
import queens_hint
from conftest import corpus_boards, run_cli


def test_corpus_grades_equal_the_cli():
    boards = corpus_boards()
    cli = run_cli("grade", "--json", *boards)
    assert cli.code in (0, 1), cli.stderr
    entries = cli.json()["puzzles"]
    assert len(entries) == len(boards)
    for board, entry in zip(boards, entries):
        assert queens_hint.Puzzle.load(str(board)).grade().to_dict() == entry, board


def test_corpus_traces_and_hints_equal_the_cli():
    differ = []
    for board in corpus_boards():
        puzzle = queens_hint.Puzzle.load(str(board))
        if puzzle.trace().to_json() != run_cli("trace", board).stdout.rstrip("\n"):
            differ.append(f"trace {board}")
        if puzzle.hint().to_json() != run_cli(board, "--json").stdout.rstrip("\n"):
            differ.append(f"hint {board}")
    assert not differ, differ[:10]
