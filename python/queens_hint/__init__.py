# SPDX-License-Identifier: MIT
"""queens_hint: the queens-hint engine from Python.

    import queens_hint
    puzzle = queens_hint.Puzzle.load("board.txt")
    hint = puzzle.hint()                  # the next move from the empty board
    print(hint.status, hint.rule, hint.text)
    print(puzzle.grade().label, puzzle.solve().solutions)
    print(puzzle.check(puzzle.solve().solution).valid)

Every result is one of the JSON contract's documents (docs/json.md) as an
immutable Python object: its attributes are the document's members, with the
same names and values (nested objects are objects too, cells are [row, col]
lists, 0-based); a member the document leaves out reads as None.
``to_json()`` gives the document's text, byte for byte what the
``queens-hint`` command prints with ``--json``, and ``to_dict()`` the parsed
document. A position is its text, a path, its cells (``[[r, c], ...]``, the
queens) or a result's own position (``hint.position``, ``trace.start``).
Errors are ``InputError`` (a ``ValueError``) with ``source``, ``line`` and
``problem``: bad boards and positions carry the CLI's one-line messages, bad
arguments name the argument. Long calls release the GIL, so threads run them
in parallel. See docs/api.md.
"""

import json
import os
import pathlib
import sys
from collections.abc import Mapping

from ._errors import InputError


def _explain_import_error():
    """Why the compiled module did not load, in words that name the Python
    it was built for (a module for another version is skipped by the import
    system, which then reports a misleading circular import)."""
    here = pathlib.Path(__file__).resolve().parent
    built = sorted(p.name for p in here.glob("_core*.so")) + sorted(
        p.name for p in here.glob("_core*.pyd"))
    running = f"Python {sys.version_info.major}.{sys.version_info.minor} ({sys.executable})"
    if not built:
        return (f"queens_hint: the compiled module _core is missing from {here}; build the "
                f"package for {running}: pip install . (docs/api.md)")
    tags = []
    for name in built:
        parts = name.split(".")
        tag = parts[1] if len(parts) > 2 else "unknown"
        if tag.startswith("cpython-"):
            digits = tag.split("-")[1]
            tag = f"CPython {digits[0]}.{digits[1:]}"
        tags.append(f"{name} (for {tag})")
    return (f"queens_hint: the compiled module in {here} does not load into {running}: "
            f"{', '.join(tags)}. Rebuild it for this Python (pip install ., or cmake "
            f"-DPython_EXECUTABLE={sys.executable})")


def _built_for_another_python():
    """True when the folder holds compiled modules, none for this Python."""
    from importlib.machinery import EXTENSION_SUFFIXES
    here = pathlib.Path(__file__).resolve().parent
    built = [p.name for p in here.glob("_core.*")
             if p.suffix in (".so", ".pyd") and not p.name.endswith(".pyi")]
    return not any(name == "_core" + suffix for name in built for suffix in EXTENSION_SUFFIXES)


try:
    from . import _core
except ImportError as _error:
    if _built_for_another_python():
        raise ImportError(_explain_import_error()) from _error
    raise

__all__ = ["InputError", "Puzzle", "Record", "Document", "Hint", "Trace", "Grade", "Solve",
           "Check", "Rule", "rules", "generate", "make_puzzles", "__version__", "JSON_VERSION"]

__version__ = _core.__version__
JSON_VERSION = _core.json_version


# Members whose value is a map keyed by data (rule ids), not a record of
# fields: they stay dicts.
_MAPS = frozenset({"rules_used"})


class Record:
    """A JSON object as read-only attributes; nested objects become Records
    too, except maps keyed by data (``rules_used``), which stay dicts. A
    member the object does not have reads as None."""

    __slots__ = ("_data",)

    def __init__(self, data):
        object.__setattr__(self, "_data", data)

    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        data = object.__getattribute__(self, "_data")
        if name not in data:
            return None
        if name in _MAPS:
            return dict(data[name])
        return _wrap(data[name])

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is immutable (cannot set {name!r})")

    def __delattr__(self, name):
        raise AttributeError(f"{type(self).__name__} is immutable (cannot delete {name!r})")

    def __contains__(self, name):
        return name in self._data

    def __dir__(self):
        return sorted(set(super().__dir__()) | set(self._data))

    def __eq__(self, other):
        return isinstance(other, Record) and self._data == other._data

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self):
        return f"{type(self).__name__}({self._data!r})"

    def to_dict(self):
        """The object as plain dicts and lists (the parsed JSON)."""
        return json.loads(json.dumps(self._data))

    def __reduce__(self):
        state = {}
        for cls in type(self).__mro__:
            for slot in getattr(cls, "__slots__", ()):
                state[slot] = object.__getattribute__(self, slot)
        return (_restore, (type(self), state))


def _restore(cls, state):
    """Unpickles a Record (its slots are set once, as on construction)."""
    obj = cls.__new__(cls)
    for slot, value in state.items():
        object.__setattr__(obj, slot, value)
    return obj


def _wrap(value):
    if isinstance(value, dict):
        return Record(value)
    if isinstance(value, list):
        return [_wrap(v) for v in value]
    return value


class Document(Record):
    """A whole JSON document: to_json() is its exact text."""

    __slots__ = ("_text",)

    def __init__(self, text):
        super().__init__(json.loads(text))
        object.__setattr__(self, "_text", text)

    def to_json(self):
        """The document as the CLI prints it (indent 2, members in alphabetical order)."""
        return self._text


_RUNGS = {1: "nudge", 2: "technique", 3: "reason", 4: "move"}


class Hint(Document):
    """A hint document (format queens-hint/hint): status, explanation, the step's fields,
    and with a step its four rungs in `ladder` (nudge, technique, reason, move).
    `text` is the rung the hint was asked for (``level``)."""

    __slots__ = ("text",)

    def __init__(self, text, level=4):
        super().__init__(text)
        object.__setattr__(self, "text", self.rung(level))

    def rung(self, level):
        """The text of the ladder's rung `level` (1-4); the explanation when the
        hint has no step (a mistake, solved, stuck)."""
        if level not in _RUNGS:
            raise InputError(f"level: {level!r} is out of range (1..4)", "level", 0,
                             f"{level!r} is out of range (1..4)")
        ladder = self._data.get("ladder")
        return ladder[_RUNGS[level]] if ladder else self._data["explanation"]


class Trace(Document):
    """A trace document (format queens-hint/trace): start, steps, result, grade."""

    __slots__ = ()


class Solve(Document):
    """A solve document (format queens-hint/solve): solutions, limit, exact, solution."""

    __slots__ = ()


class Grade(Document):
    """One puzzle's grade: the fields of an entry of the grades document
    (file, n, solutions, label, score, ...). to_json() is the whole grades
    document with this one entry, what ``queens-hint grade --json FILE``
    prints."""

    __slots__ = ("_document",)

    def __init__(self, text):
        super().__init__(text)
        document = self._data
        object.__setattr__(self, "_document", document)
        object.__setattr__(self, "_data", document["puzzles"][0])


class Check(Record):
    """Whether a placement solves the puzzle: ``valid``, and ``problem``, the
    sentence naming the first failing check (None when valid), as
    ``queens-hint check`` prints it. ``bool(check)`` is ``valid``."""

    __slots__ = ()

    def __init__(self, problem):
        super().__init__({"valid": problem is None, "problem": problem})

    def __bool__(self):
        return self._data["valid"]


class Rule(Record):
    """One rule of the catalogue, for hint UIs: id, title (precise),
    plain_title (a player's words), tier (1-5; the search fallback 6),
    summary, reminder (the line the hint ladder quotes, a player's words),
    trial, assumes_unique, min_stars and max_stars (None: any K)."""

    __slots__ = ()


def rules():
    """Every rule, in the order the engine tries them, the search fallback
    last: ``queens-hint rules``."""
    return [Rule(r) for r in _core.rules()]


def _rules(rules, max_tier, assume_unique):
    if rules is None:
        ids = []
    elif isinstance(rules, str):
        ids = [r for r in rules.split(",") if r]
    else:
        ids = list(rules)
    return _core.RuleChoice(ids, max_tier, assume_unique)


def _cells(value, what):
    cells = []
    for cell in value:
        if isinstance(cell, (str, bytes)) or len(cell) != 2 or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in cell):
            raise TypeError(f"{what}: a cell is [row, col], two ints; got {cell!r}")
        cells.append((cell[0], cell[1]))
    return cells


def _position(position, source="position"):
    if position is None:
        return _core.PositionArg(None, None, source, None, None)
    if isinstance(position, os.PathLike):
        return _core.PositionArg(None, os.fspath(position), source, None, None)
    if isinstance(position, str):
        return _core.PositionArg(position, None, source, None, None)
    if isinstance(position, (Record, Mapping)):
        def get(name):
            return position[name] if isinstance(position, Mapping) else getattr(position, name)
        queens = get("queens") if "queens" in position else []
        crossed = get("dead") if "dead" in position else (
            get("crossed") if "crossed" in position else [])
        return _core.PositionArg(None, None, source, _cells(queens or [], source),
                                 _cells(crossed or [], source))
    if isinstance(position, (list, tuple)):
        return _core.PositionArg(None, None, source, _cells(position, source), None)
    raise TypeError("a position is its text (str), a path (os.PathLike), its cells "
                    "([[row, col], ...]), a result's position ({'queens': ..., 'dead': ...}) "
                    "or None")


class Puzzle:
    """A parsed board. Make one with Puzzle.parse(text) or Puzzle.load(path).
    Puzzles compare equal when their boards are the same (whatever their
    source), hash accordingly and pickle."""

    __slots__ = ("_board",)

    def __init__(self, board):
        if not isinstance(board, _core.Board):
            raise TypeError("use Puzzle.parse(text) or Puzzle.load(path)")
        object.__setattr__(self, "_board", board)

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

    @staticmethod
    def parse_list(text, source="<string>"):
        """The boards of a list of SBN strings, one a line, as published
        collections come (blank lines, '#' comments and CRLF line ends
        allowed). Each puzzle's source is SOURCE:LINE, the name the CLI's
        grade gives it and reads back. Raises InputError naming the line of
        the first string that is not a board."""
        return [Puzzle(board) for board in _core.Board.parse_list(text, source)]

    @staticmethod
    def load_list(path):
        """The boards of a file of SBN strings ("-" is standard input; refused
        above 16 MiB, like the CLI's grade), as parse_list reads them."""
        return [Puzzle(board) for board in _core.Board.load_list(os.fspath(path))]

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

    def __setattr__(self, name, value):
        raise AttributeError(f"Puzzle is immutable (cannot set {name!r})")

    def __eq__(self, other):
        if not isinstance(other, Puzzle):
            return NotImplemented
        return self._board.text() == other._board.text()

    def __hash__(self):
        return hash(self._board.text())

    def __reduce__(self):
        return (Puzzle.parse, (self._board.text(), self.source))

    def __str__(self):
        return self._board.text()

    def __repr__(self):
        return f"Puzzle.parse({self._board.text()!r}, source={self.source!r})"

    def hint(self, position=None, level=4, *, rules=None, max_tier=None, assume_unique=False):
        """The next move from `position` (None: the empty board), or the first
        mistake in it: what ``queens-hint BOARD --position P --json`` prints.

        `level` is the hint ladder's rung to show (1 where to look, 2 the
        technique, 3 the reason, 4 the move): the result's `text` is that
        rung; the document carries all four in `ladder` (``hint --level``)."""
        if not isinstance(level, int) or isinstance(level, bool):
            raise TypeError(f"level is an int (1..4), got {level!r}")
        return Hint(self._board.hint_json(_position(position),
                                          _rules(rules, max_tier, assume_unique), level), level)

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
        """Whether `placement` (a position: its queens are the placement)
        solves the puzzle: a Check with ``valid`` and ``problem``, the sentence
        ``queens-hint check`` prints for the first failing check."""
        return Check(self._board.check(_position(placement)))


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
                 max_attempts=None, tighten=0):
    """New puzzles with exactly one solution at a requested grade, as
    `queens-hint generate` makes them (docs/generate.md): `grade` a label
    ("easy", "hard", ...) or `score` a (low, high) pair, `require` rule ids
    the solving path must use. The same arguments give the same puzzles
    whatever `threads` (0 = all cores). A list of Puzzles, shorter than
    `count` when `max_attempts` candidates (default 1000 per puzzle, at least
    2000) did not give them all. `tighten` moves climb toward harder boards
    first (`generate --tighten`). Raises ValueError for a bad request."""
    if max_attempts is None:
        max_attempts = max(2000, 1000 * count)
    boards = _core.make_puzzles(n, stars, grade, None if score is None else tuple(score),
                                list(require), count, seed, threads, max_attempts, tighten)
    return [Puzzle(board) for board in boards]
