#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The page's screenshot reader against the CLI's on the real screenshots (bench/screenshots/README.md).

Fetches the images as evaluate.py does, reads each with `queens-hint import
--json` and with the page in headless chromium (a paste, page_reader.mjs:
the browser decodes, the reader module reads), and prints for both the
boards exact / refused / wrong and the marks verdicts against the truths,
how many readings are the same document, and the page's time from the
paste to the board drawn (the first one includes loading the reader module).
Needs the page built with the reader (scripts/build-web.sh --reader) and
tests/web's node_modules (npm ci there).
"""
import argparse
import collections
import json
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evaluate  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--binary", default="build/queens-hint")
    ap.add_argument("--build-web", default="build-web")
    ap.add_argument("--cache", default=os.path.expanduser("~/.cache/queens-hint-screenshots"))
    ap.add_argument("--mirror", default=os.environ.get("QH_SCREENSHOT_MIRROR", ""))
    ap.add_argument("--raw-base", default=os.environ.get("QH_RAW_BASE", ""))
    ap.add_argument("--split", choices=["all", "train", "test"], default="all")
    ap.add_argument("--only", default="", help="only ids containing this text")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per image")
    args = ap.parse_args()

    rows = evaluate.read_sources(os.path.join(HERE, "sources.tsv"))
    rows = [r for r in rows if (args.split == "all" or r["split"] == args.split)
            and args.only in r["id"]]
    images = [os.path.abspath(evaluate.fetch(r, args.cache, args.mirror, args.raw_base)) for r in rows]
    reader = os.path.join(HERE, "page_reader.mjs")
    p = subprocess.run(["node", reader, args.build_web], input=json.dumps(images),
                       capture_output=True, text=True, cwd=ROOT)
    if p.returncode != 0:
        sys.exit("evaluate_page.py: page_reader.mjs failed: " + p.stderr.strip()[-2000:])
    page = [json.loads(line) for line in p.stdout.splitlines()]

    boards = {"cli": collections.Counter(), "page": collections.Counter()}
    marks = {"cli": collections.Counter(), "page": collections.Counter()}
    same, times, first = 0, [], None
    for row, image, reading in zip(rows, images, page):
        regions, truth = evaluate.read_truth(os.path.join(HERE, "truths", row["id"] + ".txt"))
        cli_doc, cli_error, _ = evaluate.run_import(args.binary, image)
        page_doc = reading.get("doc")
        for doc in (cli_doc, page_doc):
            if doc:
                doc.pop("source", None)
        if cli_doc == page_doc and (cli_doc or (cli_error or "").split(": ", 1)[-1]
                                    == (reading.get("error") or "").split(": ", 1)[-1]):
            same += 1
        verdicts = {}
        for who, doc in (("cli", cli_doc), ("page", page_doc)):
            b, m, _ = evaluate.judge(doc, regions, truth)
            boards[who][b] += 1
            if m:
                marks[who][m] += 1
            verdicts[who] = (b, m)
        ms = reading.get("ms", {}).get("board")
        if ms is not None:
            if first is None:
                first = reading["ms"]
            else:
                times.append(ms)
        if args.verbose or verdicts["cli"] != verdicts["page"]:
            print(f"{row['id']:<28} cli {verdicts['cli'][0]:<7} {verdicts['cli'][1] or '-':<7} "
                  f"page {verdicts['page'][0]:<7} {verdicts['page'][1] or '-':<7} "
                  f"{(ms or 0):6.0f} ms  {reading.get('error') or ''}")

    total = len(rows)
    print(f"\n{'reader':<8} {'boards':>6} {'exact':>7} {'refused':>8} {'wrong':>6}   "
          f"{'marks right':>11} {'unsure':>7} {'wrong':>6}")
    for who in ("cli", "page"):
        b, m = boards[who], marks[who]
        print(f"{who:<8} {total:>6} {100 * b['exact'] / max(total, 1):6.1f}% {b['refused']:>8} "
              f"{b['wrong']:>6}   {m['right']:>11} {m['unsure']:>7} {m['wrong']:>6}")
    print(f"\nsame reading (document or refusal) in page and CLI: {same} of {total}")
    if first:
        print(f"first screenshot (loads the reader module): {first['board']:.0f} ms to the board "
              f"(reader loaded after {first['reader']:.0f} ms)")
    if times:
        times.sort()
        p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
        print(f"time from paste to board, later screenshots: median {statistics.median(times):.0f} ms, "
              f"90th percentile {p90:.0f} ms, max {times[-1]:.0f} ms ({len(times)} images)")
    return 0 if boards["cli"] == boards["page"] and marks["cli"] == marks["page"] else 1


if __name__ == "__main__":
    sys.exit(main())
