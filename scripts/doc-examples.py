#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the examples of docs/api.md to a folder, so CI can run them.

An example is the fenced code block right after a line
``<!-- example: FILE -->``; it is written to OUT/FILE. Prints the names.

    scripts/doc-examples.py OUT [docs/api.md]
"""
import pathlib
import re
import sys


def main(out, doc="docs/api.md"):
    text = pathlib.Path(doc).read_text(encoding="utf-8")
    found = re.findall(r"<!-- example: (\S+) -->\n```[a-z]*\n(.*?)```", text, re.DOTALL)
    if not found:
        print(f"doc-examples: no '<!-- example: FILE -->' block in {doc}", file=sys.stderr)
        return 1
    folder = pathlib.Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    for name, code in found:
        (folder / name).write_text(code, encoding="utf-8")
        print(name)
    return 0


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(*sys.argv[1:]))
