# SPDX-License-Identifier: MIT
"""queens_hint.InputError: kept out of the compiled module so that the
extension and the package raise the same class."""


class InputError(ValueError):
    """Bad input: a board or position that does not parse, or an argument out
    of range. ``str(error)`` is the one-line message the CLI prints;
    ``source`` names the file or the argument ("position", "limit"),
    ``line`` is the 1-based line (0 when the problem is not on one line) and
    ``problem`` the message without the source and line."""

    def __init__(self, message: str, source: str = "", line: int = 0, problem: str = "") -> None:
        super().__init__(message)
        self.source = source
        self.line = line
        self.problem = problem or message

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (type(self), (str(self), self.source, self.line, self.problem))
