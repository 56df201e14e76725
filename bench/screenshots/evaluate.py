#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Real-screenshot evaluation of `queens-hint import` (bench/screenshots/README.md).

The screenshots are third-party images of unknown licence: they are not in
the repository. `sources.tsv` names each one by repository, commit and path;
this script fetches them (from a local mirror of bare git directories, or
from a raw-file server given as --raw-base URL, which serves
URL/REPO/COMMIT/PATH) into a cache, runs `queens-hint import
--json` on each and compares with `truths/ID.txt`. It prints, per source and
per split, boards exact / refused / wrong and marks all-right / unsure /
wrong ("false": a mark read on a clean board), and the CPU time per image.
"""
import argparse
import collections
import json
import os
import resource
import subprocess
import sys
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def read_sources(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            ident, repo, commit, file_path, split, tags = line.split("\t")
            rows.append({"id": ident, "repo": repo, "commit": commit, "path": file_path,
                         "split": split, "tags": tags.split(",") if tags else []})
    return rows


def read_truth(path):
    """Regions (letters) and marks ('.', 'x', 'Q'; None when unscored)."""
    with open(path, encoding="utf-8") as f:
        lines = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    cut = next(i for i, l in enumerate(lines) if l.startswith("marks"))
    regions = lines[:cut]
    marks = None if lines[cut] != "marks" else lines[cut + 1:cut + 1 + len(regions)]
    return regions, marks


def canonical(rows):
    """Letters relabelled A, B, ... in reading order, so that two readings compare."""
    seen = {}
    return ["".join(seen.setdefault(ch, chr(ord("A") + len(seen))) for ch in row)
            for row in rows]


def fetch(row, cache, mirror, raw_base):
    name = row["repo"].replace("/", "+")
    out = os.path.join(cache, name, row["commit"][:12], row["path"])
    if os.path.exists(out):
        return out
    os.makedirs(os.path.dirname(out), exist_ok=True)
    data = None
    if mirror:
        git_dir = os.path.join(mirror, name, "repo")
        if os.path.isdir(git_dir):
            data = subprocess.run(["git", "-C", git_dir, "show", f"{row['commit']}:{row['path']}"],
                                  check=True, capture_output=True).stdout
    if data is None:
        if not raw_base:
            sys.exit(f"evaluate.py: {row['repo']} @ {row['commit']} : {row['path']} is not in the "
                     "mirror: give --mirror DIR (bare git directories) or --raw-base URL")
        url = (f"{raw_base.rstrip('/')}/{row['repo']}/{row['commit']}/"
               + urllib.request.quote(row["path"]))
        with urllib.request.urlopen(url, timeout=60) as r:
            data = r.read()
    with open(out, "wb") as f:
        f.write(data)
    return out


def run_import(binary, image):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run([binary, "import", image, "--json"], capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if p.returncode != 0:
        lines = p.stderr.strip().splitlines()
        return None, (lines[-1] if lines else f"exit {p.returncode}"), cpu
    return json.loads(p.stdout), None, cpu


def judge(doc, regions, marks):
    """('exact'|'refused'|'wrong', marks verdict or None, detail)."""
    if doc is None:
        return "refused", ("refused" if marks is not None else None), ""
    got = doc["board"]["regions"]
    if canonical(got) != canonical(regions):
        return "wrong", ("wrong" if marks is not None else None), "board " + "/".join(got)
    if marks is None:
        return "exact", None, ""
    n = len(regions)
    position = doc.get("position") or ["." * n] * n
    unsure = {tuple(c) for c in doc.get("unsure", [])}
    wrong = []
    for r in range(n):
        for c in range(n):
            if (r, c) in unsure:
                continue
            if position[r][c] != marks[r][c]:
                wrong.append(f"r{r + 1}c{c + 1} {marks[r][c]}->{position[r][c]}")
    if wrong:
        return "exact", "wrong", " ".join(wrong[:6])
    if unsure:
        return "exact", "unsure", f"{len(unsure)} unsure"
    return "exact", "right", ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--binary", default="build/queens-hint")
    ap.add_argument("--cache", default=os.path.expanduser("~/.cache/queens-hint-screenshots"))
    ap.add_argument("--mirror", default=os.environ.get("QH_SCREENSHOT_MIRROR", ""),
                    help="folder of bare git dirs named owner+name/repo (else download)")
    ap.add_argument("--raw-base", default=os.environ.get("QH_RAW_BASE", ""),
                    help="a server of raw repository files: URL/REPO/COMMIT/PATH")
    ap.add_argument("--split", choices=["all", "train", "test"], default="all")
    ap.add_argument("--only", default="", help="only ids containing this text")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per image")
    args = ap.parse_args()

    rows = read_sources(os.path.join(HERE, "sources.tsv"))
    rows = [r for r in rows if (args.split == "all" or r["split"] == args.split)
            and args.only in r["id"]]
    boards = collections.defaultdict(collections.Counter)
    marks = collections.defaultdict(collections.Counter)
    cpu_total, count = 0.0, 0
    for row in rows:
        image = fetch(row, args.cache, args.mirror, args.raw_base)
        regions, truth_marks = read_truth(os.path.join(HERE, "truths", row["id"] + ".txt"))
        doc, error, cpu = run_import(args.binary, image)
        cpu_total += cpu
        count += 1
        board_v, marks_v, detail = judge(doc, regions, truth_marks)
        marked = truth_marks is not None and any(ch != "." for line in truth_marks for ch in line)
        for key in ("all", row["split"], row["repo"]):
            boards[key][board_v] += 1
            if marked:
                marks[key][marks_v] += 1
            elif marks_v == "wrong":  # a mark read on a clean board
                marks[key]["false"] += 1
        if args.verbose or board_v == "wrong" or marks_v == "wrong":
            print(f"{row['id']:<28} {board_v:<8} {marks_v or '-':<7} {cpu * 1000:6.0f} ms  "
                  f"{error or detail}")

    print(f"\n{'group':<44} {'boards':>6} {'exact':>6} {'refused':>8} {'wrong':>6}   "
          f"{'marked':>6} {'right':>6} {'unsure':>7} {'refused':>8} {'wrong':>6} {'false':>6}")
    for key in sorted(boards, key=lambda k: (k not in ("all", "train", "test"), k)):
        b, m = boards[key], marks[key]
        total, mtotal = sum(b.values()), sum(v for k, v in m.items() if k != "false")
        pct = f"{100 * b['exact'] / total:.1f}%" if total else "-"
        mpct = f"{100 * m['right'] / mtotal:.1f}%" if mtotal else "-"
        print(f"{key:<44} {total:>6} {pct:>6} {b['refused']:>8} {b['wrong']:>6}   "
              f"{mtotal:>6} {mpct:>6} {m['unsure']:>7} {m['refused']:>8} {m['wrong']:>6} "
              f"{m['false']:>6}")
    if count:
        print(f"\nCPU per image (process, decode + read): {1000 * cpu_total / count:.0f} ms mean")
    wrong = boards["all"]["wrong"] + marks["all"]["wrong"] + marks["all"]["false"]
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
