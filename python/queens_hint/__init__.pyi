# SPDX-License-Identifier: MIT
# Type information for queens_hint (PEP 561). The documents' members are
# those of docs/json.md; nested objects are Records (members as Any).
import os
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal, Optional, Union

from ._errors import InputError as InputError

__version__: str
JSON_VERSION: int
__all__: list[str]

Cell = list[int]  # [row, col], 0-based
CellLike = Sequence[int]
# A position: its text, a file, its queens, a result's own position
# ({"queens", "dead"}), or None for the empty board.
PositionLike = Union[str, os.PathLike[str], Sequence[CellLike], Mapping[str, Any], "Record", None]
RulesLike = Union[str, Iterable[str], None]

class Record:
    def __init__(self, data: dict[str, Any]) -> None: ...
    def __getattr__(self, name: str) -> Any: ...
    def __contains__(self, name: object) -> bool: ...
    def __eq__(self, other: object) -> bool: ...
    def to_dict(self) -> dict[str, Any]: ...

class Document(Record):
    format: str
    version: int
    def __init__(self, text: str) -> None: ...
    def to_json(self) -> str: ...

class Hint(Document):
    status: Literal["hint", "mistake", "solved", "stuck", "guess"]
    explanation: str
    text: str
    stars: int
    board: Record
    position: Record
    rule: Optional[str]
    title: Optional[str]
    tier: Optional[int]
    rating: Optional[float]
    placed: Optional[list[Cell]]
    eliminated: Optional[list[Cell]]
    focus: Optional[list[Cell]]
    houses: Optional[Record]
    mistake: Optional[Record]
    ladder: Optional[Record]
    guesses: Optional[list[Cell]]
    plain_title: Optional[str]
    several_solutions: Optional[Record]
    def __init__(self, text: str, level: int = ...) -> None: ...
    def rung(self, level: int) -> str: ...

class Trace(Document):
    stars: int
    board: Record
    start: Record
    steps: list[Record]
    result: Record
    grade: Record
    several_solutions: Optional[Record]

class Solve(Document):
    stars: int
    board: Record
    solutions: int
    limit: int
    exact: bool
    solution: Optional[list[Cell]]
    value: Optional[int]
    value_exact: Optional[bool]

class Grade(Document):
    file: str
    n: int
    stars: int
    solutions: int
    label: str
    score: Optional[float]
    hardest_rule: Optional[str]
    hardest_tier: Optional[int]
    steps: int
    rules_used: dict[str, int]
    backtracking_steps: int

class Check(Record):
    valid: bool
    problem: Optional[str]
    def __init__(self, problem: Optional[str]) -> None: ...
    def __bool__(self) -> bool: ...

class Rule(Record):
    id: str
    title: str
    plain_title: str
    tier: int
    summary: str
    reminder: str
    trial: bool
    assumes_unique: bool
    min_stars: int
    max_stars: Optional[int]

def rules() -> list[Rule]: ...

class Puzzle:
    def __init__(self, board: Any) -> None: ...
    @staticmethod
    def parse(text: str, source: str = ...) -> Puzzle: ...
    @staticmethod
    def load(path: Union[str, os.PathLike[str]]) -> Puzzle: ...
    @staticmethod
    def parse_list(text: str, source: str = ...) -> list[Puzzle]: ...
    @staticmethod
    def load_list(path: Union[str, os.PathLike[str]]) -> list[Puzzle]: ...
    @property
    def n(self) -> int: ...
    @property
    def rows(self) -> list[str]: ...
    @property
    def stars(self) -> int: ...
    @property
    def kind(self) -> Literal["regions", "completion", "blocked", "walls"]: ...
    @property
    def source(self) -> str: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def hint(self, position: PositionLike = ..., level: int = ..., *, rules: RulesLike = ...,
             max_tier: Optional[int] = ..., assume_unique: bool = ...) -> Hint: ...
    def trace(self, position: PositionLike = ..., *, backtracking: bool = ...,
              rules: RulesLike = ..., max_tier: Optional[int] = ...,
              assume_unique: bool = ...) -> Trace: ...
    def grade(self, *, rules: RulesLike = ..., max_tier: Optional[int] = ...,
              assume_unique: bool = ...) -> Grade: ...
    def solve(self, limit: int = ..., *, position: PositionLike = ...) -> Solve: ...
    def check(self, placement: PositionLike) -> Check: ...

def generate(n: int, seed: int = ..., *, unique: bool = ..., attempts: int = ...) -> Optional[Puzzle]: ...
def make_puzzles(n: int, count: int = ..., *, stars: int = ..., grade: Optional[str] = ...,
                 score: Optional[tuple[float, float]] = ..., require: Iterable[str] = ...,
                 seed: int = ..., threads: int = ...,
                 max_attempts: Optional[int] = ..., tighten: int = ...) -> list[Puzzle]: ...
