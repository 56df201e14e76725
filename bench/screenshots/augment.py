#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Small marks measured on the training screenshots scaled down (docs/import.md, "Marks").

Each training screenshot whose truth has marks is resized so that its cells
measure PITCH pixels (area averaging; for each of --pitches), saved as PNG or
as JPEG of quality --jpeg, and read by `queens-image-probe`; every cell's
reading is compared with the truth. Prints, per true mark, how the cells read
(right / unsure / wrong), and with --dump FILE every cell's measures (TSV) to
place the classifier's limits. Training split only: the held-out third is
never used to place a limit.
"""
import argparse
import collections
import os
import subprocess
import sys

import evaluate

HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["ink", "strong", "thickness", "spread", "hollow", "turn", "flip", "offset", "mirror",
          "pitch", "diagonal", "tail"]


def probe(binary, image, pitch, jpeg):
    args = [binary, image, "--pitch", str(pitch)] + (["--jpeg", str(jpeg)] if jpeg else [])
    out = subprocess.run(args, capture_output=True, text=True).stdout
    cells = {}
    for line in out.splitlines():
        parts = line.split("\t")
        if len(parts) > 2 and parts[1] == "cell":
            r, c = int(parts[2]), int(parts[3])
            cells[(r, c)] = (parts[5], [float(v) for v in parts[6:]])
    return cells


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--probe", default="build/tests/queens-image-probe")
    ap.add_argument("--cache", default=os.path.expanduser("~/.cache/queens-hint-screenshots"))
    ap.add_argument("--mirror", default=os.environ.get("QH_SCREENSHOT_MIRROR", ""))
    ap.add_argument("--raw-base", default=os.environ.get("QH_RAW_BASE", ""))
    ap.add_argument("--pitches", default="36,39,42,45,48")
    ap.add_argument("--jpeg", default="0,75", help="0 for PNG; comma-separated")
    ap.add_argument("--dump", default="", help="write every cell's measures here (TSV)")
    ap.add_argument("--only", default="", help="only ids containing this text")
    args = ap.parse_args()

    rows = [r for r in evaluate.read_sources(os.path.join(HERE, "sources.tsv"))
            if r["split"] == "train" and args.only in r["id"]]
    tally = collections.defaultdict(collections.Counter)
    wrong = []
    dump = open(args.dump, "w", encoding="utf-8") if args.dump else None
    if dump:
        dump.write("id\ttarget\tjpeg\tr\tc\ttruth\tread\t" + "\t".join(FIELDS) + "\n")
    for row in rows:
        _, marks = evaluate.read_truth(os.path.join(HERE, "truths", row["id"] + ".txt"))
        if marks is None or all(ch == "." for line in marks for ch in line):
            continue
        image = evaluate.fetch(row, args.cache, args.mirror, args.raw_base)
        n = len(marks)
        for pitch in [int(p) for p in args.pitches.split(",")]:
            for jpeg in [int(q) for q in args.jpeg.split(",")]:
                cells = probe(args.probe, image, pitch, jpeg)
                if len(cells) != n * n:
                    tally["board"]["refused"] += 1
                    continue
                tally["board"]["read"] += 1
                for (r, c), (got, values) in sorted(cells.items()):
                    truth = marks[r][c]
                    if truth == "?":
                        continue
                    verdict = "right" if got == truth else "unsure" if got == "?" else "wrong"
                    tally[truth][verdict] += 1
                    if verdict == "wrong":
                        wrong.append(f"{row['id']} {pitch}px jpeg {jpeg} r{r + 1}c{c + 1} "
                                     f"{truth}->{got}")
                    if dump:
                        dump.write(f"{row['id']}\t{pitch}\t{jpeg}\t{r}\t{c}\t{truth}\t{got}\t"
                                   + "\t".join(f"{v:g}" for v in values) + "\n")
    for line in wrong:
        print("wrong", line)
    print(f"boards read {tally['board']['read']}, refused {tally['board']['refused']}")
    for truth, name in ((".", "empty"), ("x", "x"), ("Q", "queen")):
        t = tally[truth]
        print(f"{name:<6} cells {sum(t.values()):>6}  right {t['right']:>6}  unsure {t['unsure']:>5}"
              f"  wrong {t['wrong']:>3}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
