# SPDX-License-Identifier: MIT
"""What the big-stars scripts share: a board's trace, and the positions along it."""
import json
import os
import subprocess


class TraceError(Exception):
    """`queens-hint trace` failed on a board; the message is its stderr."""


def board_file(sbn, folder):
    """A file in `folder` holding the one SBN string `sbn`, for the CLI to read."""
    path = os.path.join(folder, "board.sbn")
    with open(path, "w", encoding="utf-8") as f:
        f.write(sbn + "\n")
    return path


def trace(binary, board):
    """The `trace --json` document of the board file `board`."""
    result = subprocess.run([binary, "trace", "--json", board], capture_output=True, text=True)
    if result.returncode != 0:
        raise TraceError(result.stderr.strip() or f"exit status {result.returncode}")
    return json.loads(result.stdout)


def positions(document):
    """(index, step, queens, dead) before each step of a trace, as sets of
    (row, column); the sets are updated in place after each yield."""
    queens = {tuple(c) for c in document["start"]["queens"]}
    dead = {tuple(c) for c in document["start"]["dead"]}
    for index, step in enumerate(document["steps"]):
        yield index, step, queens, dead
        queens.update(tuple(c) for c in step["placed"])
        dead.update(tuple(c) for c in step["eliminated"])
