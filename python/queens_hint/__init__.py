"""queens_hint: the queens-hint engine from Python.

    import queens_hint
    puzzle = queens_hint.Puzzle.load("board.txt")
    hint = puzzle.hint()                  # the next move from the empty board
    print(hint.status, hint.rule, hint.explanation)
    print(puzzle.grade().label, puzzle.solve().solutions)

Every result is one of the JSON contract's documents (docs/json.md) as a
Python object: its attributes are the document's members, with the same
names and values (nested objects are objects too, cells are [row, col]
lists, 0-based); ``to_json()`` gives the document's text, byte for byte what
the ``queens-hint`` command prints with ``--json``, and ``to_dict()`` the
parsed document. Errors are Python exceptions carrying the CLI's one-line
messages: ``InputError`` (a ``ValueError``) for bad boards and positions,
``ValueError`` for bad arguments. Long calls release the GIL, so threads
run them in parallel. See docs/api.md.
"""

import json
import os

from . import _core
from ._core import InputError

__all__ = ["InputError", "Puzzle", "Record", "Document", "Hint", "Trace", "Grade", "Solve",
           "generate", "make_puzzles", "__version__", "JSON_VERSION"]

__version__ = _core.__version__
JSON_VERSION = _core.json_version


# Members whose value is a map keyed by data (rule ids), not a record of
# fields: they stay dicts.
_MAPS = frozenset({"rules_used"})


class Record:
    """A JSON object as attributes; nested objects become Records too, except
    maps keyed by data (``rules_used``), which stay dicts."""

    def __init__(self, data):
        self._data = data

    def __getattr__(self, name):
        data = self.__dict__.get("_data")
        if data is None or name not in data:
            raise AttributeError(f"{type(self).__name__} has no field {name!r}")
        if name in _MAPS:
            return dict(data[name])
        return _wrap(data[name])

    def __dir__(self):
        return sorted(set(super().__dir__()) | set(self._data))

    def __eq__(self, other):
        return isinstance(other, Record) and self._data == other._data

    def __repr__(self):
        return f"{type(self).__name__}({self._data!r})"

    def to_dict(self):
        """The object as plain dicts and lists (the parsed JSON)."""
        return json.loads(json.dumps(self._data))


def _wrap(value):
    if isinstance(value, dict):
        return Record(value)
    if isinstance(value, list):
        return [_wrap(v) for v in value]
    return value


class Document(Record):
    """A whole JSON document: to_json() is its exact text."""

    def __init__(self, text):
        super().__init__(json.loads(text))
        self._text = text

    def to_json(self):
        """The document as the CLI prints it (indent 2, members in alphabetical order)."""
        return self._text


class Hint(Document):
    """A hint document (format queens-hint/hint): status, explanation, the step's fields,
    and with a step its four rungs in `ladder` (nudge, technique, reason, move)."""

    _RUNGS = {1: "nudge", 2: "technique", 3: "reason", 4: "move"}

    def rung(self, level):
        """The text of the ladder's rung `level` (1-4); the explanation when the
        hint has no step (a mistake, solved, stuck)."""
        if level not in self._RUNGS:
            raise ValueError(f"level must be 1, 2, 3 or 4, got {level!r}")
        ladder = self._data.get("ladder")
        return ladder[self._RUNGS[level]] if ladder else self._data["explanation"]


class Trace(Document):
    """A trace document (format queens-hint/trace): start, steps, result, grade."""


class Solve(Document):
    """A solve document (format queens-hint/solve): solutions, limit, exact, solution."""


class Grade(Document):
    """One puzzle's grade: the fields of an entry of the grades document
    (file, n, solutions, label, score, ...). to_json() is the whole grades
    document with this one entry, what ``queens-hint grade --json FILE``
    prints."""

    def __init__(self, text):
        super().__init__(text)
        self._document = self._data
        self._data = self._document["puzzles"][0]


def _rules(rules, max_tier, assume_unique):
    if rules is None:
        ids = []
    elif isinstance(rules, str):
        ids = [r for r in rules.split(",") if r]
    else:
        ids = list(rules)
    return _core.RuleChoice(ids, max_tier, assume_unique)


def _position(position):
    if position is None:
        return _core.PositionArg(None, None, "position")
    if isinstance(position, os.PathLike):
        return _core.PositionArg(None, os.fspath(position), "position")
    if isinstance(position, str):
        return _core.PositionArg(position, None, "position")
    raise TypeError("a position is its text (str), a path (os.PathLike) or None")


class Puzzle:
    """A parsed board. Make one with Puzzle.parse(text) or Puzzle.load(path)."""

    def __init__(self, board):
        if not isinstance(board, _core.Board):
            raise TypeError("use Puzzle.parse(text) or Puzzle.load(path)")
        self._board = board

    @staticmethod
    def parse(text, source="<string>"):
        """A board from its text (N lines of N region letters). `source` names
        it in error messages and grades. Raises InputError."""
        return Puzzle(_core.Board.parse(text, source))

    @staticmethod
    def load(path):
        """A board from a file ("-" is standard input), refused above 64 KiB
        like the CLI. Raises InputError with the CLI's message."""
        return Puzzle(_core.Board.load(os.fspath(path)))

    @property
    def n(self):
        return self._board.n

    @property
    def rows(self):
        """The regions, one string of letters per row; on a board of the classic
        family its squares ('.', 'Q', 'x', '#'), one string per row."""
        return self._board.rows

    @property
    def stars(self):
        """K, the stars (queens) per row, column and region."""
        return self._board.stars

    @property
    def kind(self):
        """'regions' (LinkedIn, Star Battle), or the classic kind: 'completion',
        'blocked' or 'walls' (docs/classic.md)."""
        return self._board.kind

    @property
    def source(self):
        return self._board.source

    def __str__(self):
        return self._board.text()

    def __repr__(self):
        return f"Puzzle.parse({self._board.text()!r}, source={self.source!r})"

    def hint(self, position=None, level=4, *, rules=None, max_tier=None, assume_unique=False):
        """The next move from `position` (text in the position format, a path,
        or None for the empty board), or the first mistake in it: what
        ``queens-hint BOARD --position P --json`` prints.

        `level` is the hint ladder's rung to show (1 where to look, 2 the
        technique, 3 the reason, 4 the move): the result's `text` is that
        rung; the document carries all four in `ladder` (``hint --level``)."""
        if level not in Hint._RUNGS:
            raise ValueError(f"level must be 1, 2, 3 or 4, got {level!r}")
        hint = Hint(self._board.hint_json(_position(position),
                                          _rules(rules, max_tier, assume_unique)))
        object.__setattr__(hint, "text", hint.rung(level))
        return hint

    def trace(self, position=None, *, backtracking=True, rules=None, max_tier=None,
              assume_unique=False):
        """Every step from `position` to the end: ``queens-hint trace``."""
        return Trace(self._board.trace_json(_position(position), backtracking,
                                            _rules(rules, max_tier, assume_unique)))

    def grade(self, *, rules=None, max_tier=None, assume_unique=False):
        """The difficulty from the empty board: ``queens-hint grade --json``."""
        return Grade(self._board.grade_json(_rules(rules, max_tier, assume_unique)))

    def solve(self, limit=2, *, position=None):
        """Solutions counted up to `limit` (2 proves uniqueness), and the first
        one found: ``queens-hint solve --limit N --json``."""
        return Solve(self._board.solve_json(_position(position), limit))

    def check(self, placement):
        """None when `placement` (a position with N queens) solves the puzzle,
        else the sentence naming the first failing check: ``queens-hint check``."""
        return self._board.check(_position(placement))


def generate(n, seed=0, *, unique=True, attempts=64):
    """A random n x n board (n = 1 or 4..26) built around a planted solution,
    the same for the same (n, seed) everywhere. With unique=True it is edited
    until the solver proves the solution unique, trying up to `attempts`
    drafts; None when none settles (rare below 20, common at 26). This is
    the engine's test generator (engine/generation/generator.hpp); it does not aim at a
    difficulty."""
    board = _core.generate(n, seed, unique, attempts)
    return None if board is None else Puzzle(board)


def make_puzzles(n, count=1, *, stars=1, grade=None, score=None, require=(), seed=1, threads=0,
                 max_attempts=None):
    """New puzzles with exactly one solution at a requested grade, as
    `queens-hint generate` makes them (docs/generate.md): `grade` a label
    ("easy", "hard", ...) or `score` a (low, high) pair, `require` rule ids
    the solving path must use. The same arguments give the same puzzles
    whatever `threads` (0 = all cores). A list of Puzzles, shorter than
    `count` when `max_attempts` candidates (default 1000 per puzzle, at least
    2000) did not give them all. Raises ValueError for a bad request."""
    if max_attempts is None:
        max_attempts = max(2000, 1000 * count)
    boards = _core.make_puzzles(n, stars, grade, None if score is None else tuple(score),
                                list(require), count, seed, threads, max_attempts)
    return [Puzzle(board) for board in boards]
