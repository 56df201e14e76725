#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# %% [markdown]
# # Grading a folder of puzzles
#
# What a puzzle maker does first with the `queens_hint` module: grade every
# board in a folder and look at the spread of difficulty. Written in cells
# (`# %%`), so it runs as a script or cell by cell in an editor that knows
# the percent format.
#
#     python3 docs/examples/grade_folder.py FOLDER [--out grades.png]
#
# Needs the module on the path (`cmake --install`, or
# `PYTHONPATH=build/python`) and matplotlib (Debian: python3-matplotlib).

# %%
import argparse
import collections
import concurrent.futures
import os
import pathlib

import matplotlib

if not os.environ.get("DISPLAY") and not os.environ.get("MPLBACKEND"):
    matplotlib.use("Agg")  # no screen: write the picture to a file only
import matplotlib.pyplot as plt

import queens_hint

parser = argparse.ArgumentParser(description="Grade a folder of boards and plot the grades.")
parser.add_argument("folder", type=pathlib.Path, help="searched for *.txt boards")
parser.add_argument("--out", type=pathlib.Path, default=pathlib.Path("grades.png"),
                    help="where to write the plot (default grades.png)")
parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
args = parser.parse_args()

# %% [markdown]
# Grade every board. Grading releases the GIL, so a thread pool uses every
# core. A file that is not a board raises `queens_hint.InputError` with the
# same one-line message the command line prints.

# %%
files = sorted(args.folder.rglob("*.txt"))


def grade(path):
    try:
        return path, queens_hint.Puzzle.load(path).grade()
    except queens_hint.InputError as error:
        return path, error


with concurrent.futures.ThreadPoolExecutor(args.threads) as pool:
    results = list(pool.map(grade, files))

grades = [g for _, g in results if not isinstance(g, Exception)]
for path, g in results:
    if isinstance(g, Exception):
        print(f"skipped: {g}")
print(f"graded {len(grades)} of {len(files)} files in {args.folder}")

# %% [markdown]
# Each grade has the fields of the JSON grades document: `label`, `score`
# (None when not graded), `hardest_rule`, `steps`, `rules_used`, ...
# Count the labels, in the order of the scale, and the rules that made
# puzzles hard.

# %%
scale = ["beginner", "easy", "medium", "hard", "expert", "extreme",
         "several-solutions", "no-solution", "search-limit"]
labels = collections.Counter(g.label for g in grades)
order = [l for l in scale if l in labels] + sorted(set(labels) - set(scale))
for label in order:
    print(f"{label:>18}: {labels[label]}")
hardest = collections.Counter(g.hardest_rule for g in grades if g.hardest_rule)
print("hardest rules:", ", ".join(f"{r} ({n})" for r, n in hardest.most_common(5)))

# %% [markdown]
# Plot the distribution: puzzles per label, and the scores of the graded ones.

# %%
scores = [g.score for g in grades if g.score is not None]
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
left.bar(order, [labels[l] for l in order], color="tab:blue")
left.set_title("puzzles per grade")
left.tick_params(axis="x", rotation=30)
right.hist(scores, bins=20, color="tab:orange")
right.set_title("difficulty scores (unique puzzles)")
right.set_xlabel("score")
fig.suptitle(f"{args.folder}: {len(grades)} puzzles")
fig.tight_layout()
fig.savefig(args.out, dpi=100)
print(f"wrote {args.out}")
