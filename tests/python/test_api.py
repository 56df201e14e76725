# SPDX-License-Identifier: MIT
"""The module's own surface: fields, generate, versions, threads."""
import concurrent.futures

import queens_hint
from conftest import FIXTURES, SOURCE

SPEC = SOURCE / "fixtures" / "spec-7x7.txt"


def test_versions():
    assert queens_hint.__version__.count(".") == 2
    assert queens_hint.JSON_VERSION == 1
    assert queens_hint.Puzzle.load(str(SPEC)).hint().version == queens_hint.JSON_VERSION


def test_puzzle_properties_and_text():
    text = SPEC.read_text()
    puzzle = queens_hint.Puzzle.parse(text, source="spec")
    assert puzzle.n == 7 and puzzle.source == "spec"
    assert puzzle.rows == [line.replace(" ", "") for line in text.split("\n") if line.strip()]
    assert queens_hint.Puzzle.parse(str(puzzle)).rows == puzzle.rows
    assert (puzzle.stars, puzzle.kind) == (1, "regions")


def test_text_reads_back_as_the_same_puzzle():
    # str() keeps what makes the puzzle: K for Star Battle, the kind (and a
    # walls board's target) for the classic family. Each board solves the same
    # way after the round trip.
    boards = [
        "star2-10x10-a.txt",
        "classic/completion-8x8.txt",
        "classic/blocked-8x8.txt",
        "classic/walls-8x8-value-10.txt",
    ]
    for name in boards:
        puzzle = queens_hint.Puzzle.load(str(SOURCE / "fixtures" / name))
        again = queens_hint.Puzzle.parse(str(puzzle))
        assert (again.n, again.stars, again.kind, again.rows) == (
            puzzle.n, puzzle.stars, puzzle.kind, puzzle.rows), name
        assert again.solve().to_json() == puzzle.solve().to_json(), name
    star2 = queens_hint.Puzzle.load(str(SOURCE / "fixtures" / "star2-10x10-a.txt"))
    assert star2.stars == 2 and str(star2).startswith("stars: 2\n")
    walls = queens_hint.Puzzle.load(str(SOURCE / "fixtures" / "classic" / "walls-8x8-value-10.txt"))
    assert walls.kind == "walls" and "#" in "".join(walls.rows)
    target = queens_hint.Puzzle.parse("kind: walls\nqueens: 10\n" + "\n".join(walls.rows) + "\n")
    assert "queens: 10\n" in str(target)
    assert queens_hint.Puzzle.parse(str(target)).solve().to_json() == target.solve().to_json()


def test_result_objects_have_the_contract_fields():
    puzzle = queens_hint.Puzzle.load(str(SPEC))
    hint = puzzle.hint()
    assert hint.format == "queens-hint/hint" and hint.status == "hint"
    assert hint.rule == "line-confined-to-region" and hint.tier == 2
    assert hint.houses.columns == [0] and hint.houses.regions == ["P"]
    assert hint.board.n == 7
    trace = puzzle.trace()
    assert trace.result.status == "solved"
    assert trace.result.solution == [[0, 0], [1, 5], [2, 3], [3, 1], [4, 4], [5, 2], [6, 6]]
    assert all(step.explanation for step in trace.steps)
    assert trace.grade.label == puzzle.grade().label
    assert isinstance(trace.grade.rules_used, dict)
    assert sum(puzzle.grade().rules_used.values()) == len(trace.steps)
    solve = puzzle.solve()
    assert (solve.solutions, solve.limit, solve.exact) == (1, 2, True)
    # A member the document leaves out reads as None (a hint without a mistake).
    assert hint.mistake is None and hint.guesses is None


def test_generate_is_deterministic_and_unique():
    a = queens_hint.generate(9, seed=7)
    b = queens_hint.generate(9, seed=7)
    assert a is not None and a.rows == b.rows and a.n == 9
    assert a.solve().solutions == 1
    assert a.grade().solutions == 1
    free = queens_hint.generate(9, seed=7, unique=False)
    assert free.n == 9 and free.solve().solutions >= 1


def test_make_puzzles_at_a_grade():
    made = queens_hint.make_puzzles(7, 3, grade="medium", seed=5, threads=2)
    assert len(made) == 3
    for p in made:
        g = p.grade()
        assert g.solutions == 1 and g.label == "medium"
    again = queens_hint.make_puzzles(7, 3, grade="medium", seed=5, threads=1)
    assert [p.rows for p in again] == [p.rows for p in made]
    ranged = queens_hint.make_puzzles(6, 2, score=(2.0, 2.5), seed=1)
    assert all(2.0 <= p.grade().score <= 2.5 for p in ranged)
    assert queens_hint.make_puzzles(5, grade="extreme", max_attempts=20) == []
    tight = queens_hint.make_puzzles(10, stars=2, seed=3, tighten=200)
    assert len(tight) == 1 and tight[0].solve().solutions == 1
    for bad in ({"grade": "tricky"}, {"require": ["no-such-rule"]}, {"score": (5, 4)},
                {"tighten": -1}):
        try:
            queens_hint.make_puzzles(8, **bad)
        except ValueError:
            pass
        else:
            raise AssertionError(f"{bad} must raise ValueError")


def test_threads_give_the_same_answers():
    puzzles = [queens_hint.Puzzle.load(str(p)) for p in FIXTURES] * 3
    alone = [p.trace().to_json() for p in puzzles]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        threaded = list(pool.map(lambda p: p.trace().to_json(), puzzles))
    assert threaded == alone


def test_hint_ladder_levels():
    import queens_hint
    from pathlib import Path
    board = Path(__file__).resolve().parents[2] / "fixtures" / "spec-7x7.txt"
    puzzle = queens_hint.Puzzle.load(str(board))
    nudge = puzzle.hint(level=1)
    assert nudge.text == "Look at region P and column 1."
    assert puzzle.hint(level=3).text.startswith("All remaining cells of column 1 lie in region P")
    full = puzzle.hint()
    assert full.text == full.explanation == full.ladder.move
    assert full.ladder.nudge == nudge.text
    assert full.ladder.technique.startswith('Try "Row or column confined to one region"')


def test_several_solutions_are_flagged():
    # One letter changed (r2c3: G -> L): two solutions, differing first at r1c1.
    typo = queens_hint.Puzzle.load(str(SOURCE / "tests" / "cli" / "boards" / "spec-typo-7x7.txt"))
    hint = typo.hint()
    assert hint.several_solutions is not None
    assert hint.several_solutions.differs_at == [0, 0]
    assert len(hint.several_solutions.solutions) == 2
    assert hint.explanation.startswith("This board has more than one solution (at least 2)")
    trace = typo.trace()
    assert trace.several_solutions is not None
    assert trace.result.status == "stuck" and trace.result.backtracking_steps == 0
    assert queens_hint.Puzzle.load(str(SPEC)).hint().several_solutions is None


def test_plain_words_for_players():
    hint = queens_hint.Puzzle.load(str(SPEC)).hint()
    assert hint.plain_title == "Row or column confined to one region"
    assert all(r.plain_title for r in queens_hint.rules())
