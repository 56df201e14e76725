# SPDX-License-Identifier: MIT
"""Shared helpers for the Python module's tests: the CLI to compare with, the
project's files and the shared corpus (skipped when absent).

ctest sets QH_CLI (the built queens-hint), QH_SOURCE_DIR and PYTHONPATH (the
built package); QH_CORPUS overrides ../shared/corpus, as for the C++ tests.
"""
import csv
import json
import os
import pathlib
import subprocess

import pytest

SOURCE = pathlib.Path(os.environ.get("QH_SOURCE_DIR", pathlib.Path(__file__).parents[2]))
CLI = os.environ.get("QH_CLI", str(SOURCE / "build" / "queens-hint"))
FIXTURES = sorted((SOURCE / "fixtures").glob("*.txt"))
BOARDS = SOURCE / "tests" / "cli" / "boards"
BAD_INPUTS = SOURCE / "tests" / "bad_inputs"
ERROR_PREFIX = "queens-hint: error: "


def corpus_dir():
    env = os.environ.get("QH_CORPUS")
    folder = pathlib.Path(env) if env else SOURCE.parent / "shared" / "corpus"
    return folder if (folder / "index.csv").exists() else None


def corpus_boards():
    """Paths of the corpus boards, in index order; skips the test without the corpus."""
    folder = corpus_dir()
    if folder is None:
        pytest.skip("the shared corpus (../shared/corpus or $QH_CORPUS) is absent")
    with open(folder / "index.csv", newline="", encoding="utf-8") as f:
        return [folder / row["path"] for row in csv.DictReader(f)]


class CliResult:
    def __init__(self, proc):
        self.code = proc.returncode
        self.stdout = proc.stdout
        self.stderr = proc.stderr

    def json(self):
        return json.loads(self.stdout)

    def error(self):
        """The one error line without the program's prefix."""
        lines = [l for l in self.stderr.splitlines() if not l.startswith("queens-hint: warning:")]
        assert len(lines) == 1 and lines[0].startswith(ERROR_PREFIX), self.stderr
        return lines[0][len(ERROR_PREFIX):]


def run_cli(*args):
    proc = subprocess.run([CLI, *map(str, args)], capture_output=True, text=True, timeout=120)
    return CliResult(proc)


def same_document(doc, cli):
    """The module's document equals the CLI's, as text, as data and field by field."""
    assert doc.to_json() == cli.stdout.rstrip("\n")
    data = cli.json()
    assert doc.to_dict() == data
    for key, value in data.items():
        assert_field(getattr(doc, key), value, key)


def assert_field(attr, value, path):
    """An attribute of a result object mirrors the JSON value at `path`."""
    if isinstance(value, dict) and not isinstance(attr, dict):
        for key, inner in value.items():
            assert_field(getattr(attr, key), inner, f"{path}.{key}")
    elif isinstance(value, list):
        assert isinstance(attr, list) and len(attr) == len(value), path
        for i, (a, v) in enumerate(zip(attr, value)):
            assert_field(a, v, f"{path}[{i}]")
    else:
        assert attr == value and type(attr) is type(value), path
