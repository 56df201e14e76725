# SPDX-License-Identifier: MIT
"""One shape across bindings (docs/api.md): positions as text or cells, the
check result, absent members as None, immutable results, Puzzle by value,
pickling, the rule catalogue and a clear error for a module built for
another Python."""
import os
import pathlib
import pickle
import shutil
import subprocess
import sys

import pytest

import queens_hint
from conftest import SOURCE

SPEC = SOURCE / "fixtures" / "spec-7x7.txt"
SOLUTION = [[0, 0], [1, 5], [2, 3], [3, 1], [4, 4], [5, 2], [6, 6]]


@pytest.fixture(scope="module")
def puzzle():
    return queens_hint.Puzzle.load(SPEC)


def test_a_position_as_cells_equals_the_same_position_as_text(puzzle):
    text = "\n".join("Q......" if r == 0 else "......." for r in range(7)) + "\n"
    by_text = puzzle.hint(text)
    assert puzzle.hint([[0, 0]]).to_json() == by_text.to_json()
    assert puzzle.hint(((0, 0),)).to_json() == by_text.to_json()
    # The result's own position, as a Record and as a dict.
    assert puzzle.hint(by_text.position).to_json() == by_text.to_json()
    assert puzzle.hint({"queens": [[0, 0]], "dead": []}).to_json() == by_text.to_json()
    crossed = puzzle.hint({"queens": [], "crossed": [[6, 6]]})
    assert crossed.position.dead == [[6, 6]]
    assert puzzle.trace(by_text.position).start.queens == [[0, 0]]
    assert puzzle.solve(position=[[0, 0]]).solutions == 1
    with pytest.raises(TypeError):
        puzzle.hint([[0, "a"]])
    with pytest.raises(TypeError):
        puzzle.hint([[0, 1, 2]])


def test_check_returns_valid_and_problem(puzzle):
    good = puzzle.check(puzzle.solve().solution)
    assert (good.valid, good.problem, bool(good)) == (True, None, True)
    bad = puzzle.check(SOLUTION[:-1])
    assert bad.valid is False and "expected 7 queens" in bad.problem
    assert puzzle.check(puzzle.trace().result.solution).valid


def test_results_are_immutable_and_absent_members_are_none(puzzle):
    hint = puzzle.hint()
    assert hint.mistake is None and hint.guesses is None
    for result in (hint, hint.board, puzzle.solve(), puzzle.grade(), puzzle.check(SOLUTION)):
        with pytest.raises(AttributeError):
            result.status = "changed"
    hint.placed.append([9, 9])  # a copy: the document is unchanged
    assert [9, 9] not in hint.placed
    with pytest.raises(AttributeError):
        puzzle.n = 9


def test_puzzles_compare_by_value_and_pickle(puzzle):
    same = queens_hint.Puzzle.parse(SPEC.read_text(), source="another name")
    assert same == puzzle and hash(same) == hash(puzzle)
    assert queens_hint.generate(9, seed=1) != puzzle
    again = pickle.loads(pickle.dumps(puzzle))
    assert again == puzzle and again.source == puzzle.source
    hint = puzzle.hint(level=2)
    back = pickle.loads(pickle.dumps(hint))
    assert back.to_json() == hint.to_json() and back.text == hint.text
    error = pickle.loads(pickle.dumps(queens_hint.InputError("limit: x", "limit", 0, "x")))
    assert (error.source, error.problem) == ("limit", "x")


def test_the_rule_catalogue_has_what_a_hint_ui_needs():
    rules = queens_hint.rules()
    ids = [rule.id for rule in rules]
    assert ids[0] == "queen-adjacent-kill" and ids[-1] == "backtracking"
    assert len(set(ids)) == len(ids)
    for rule in rules:
        assert rule.title and rule.plain_title and rule.summary and rule.reminder
        assert 1 <= rule.tier <= 6
    hint = queens_hint.Puzzle.load(SPEC).hint()
    assert hint.rule in ids


def test_a_module_built_for_another_python_names_both_versions(tmp_path):
    package = pathlib.Path(queens_hint.__file__).parent
    copy = tmp_path / "queens_hint"
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("_core*", "__pycache__"))
    (copy / "_core.cpython-39-x86_64-linux-gnu.so").write_bytes(b"")
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", "import queens_hint"], env=env,
                         capture_output=True, text=True)
    assert run.returncode != 0
    assert "circular import" not in run.stderr.splitlines()[-1]
    assert "for CPython 3.9" in run.stderr
    version = f"Python {sys.version_info.major}.{sys.version_info.minor}"
    assert version in run.stderr
