#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the certificates of docs/lab's exact and upper-bound claims.

  lab/scripts/make_certificates.py BUILD [--out bench/lab/certificates] [--only NAME ...]
                                   [--keep-bytes 256000] [--timeout 600] [--jobs J] [--fixtures SET] [--plans]
                                   [--resume] [--nice 19] [--xz-manifest-parts 640]

For each claim of CLAIMS below it writes NAME.claim.json and its evidence:
a witness (found by queens-lab, checked later by the independent checker)
and, for each unsat step, the CNF of the instance and CaDiCaL's DRAT proof
(`queens-lab certify`), both compressed with xz. A proof whose compressed
size passes --keep-bytes is not kept: the claim file keeps its size and
SHA-256 and the command that regenerates it (`--only NAME`). Re-check with
`queens-lab check-proof DIR` (docs/lab/certificates.md). Runs niced.
"""
import argparse
import concurrent.futures
import json
import lzma
import os
import re
import subprocess
import sys
import threading

# name: (claim, page, quick, problem, claimed bounds, evidence recipe)
# Evidence recipe entries: ("cube-witness", extra args) runs queens-lab cube;
# ("file", path relative to the certificate directory) cites a shipped
# witness; ("unsat", instance); ("rook-bound",); ("walls-witness",) runs
# queens-lab walls fewest-walls; ("layer-split", target, windows) refutes
# every part of a layer split (below).
CLAIMS = {}


def box_claim(sides, value, quick=True, split=None):
    """The box of these sides holds at most `value` queens: a window bound of
    a layer split, refuted as one plain CNF, or (split = windows) by a layer
    split of its own at value + 1 along a longest side, whose windows are
    box claims again."""
    sides = sorted(sides)
    name = "box-" + "-".join(map(str, sides))
    recipe = ([("layer-split", value + 1, split)] if split is not None else
              [("unsat", f"box sides={','.join(map(str, sides))} at-least={value + 1}")])
    CLAIMS[name] = dict(
        claim=f"{'x'.join(map(str, sides))} box <= {value}", page="docs/lab/certificates.md",
        quick=quick, problem=dict(kind="box", sides=list(sides)), upper=value, recipe=recipe)
    return name


def split_board(problem):
    """The split axis first (a longest side), the layer bound (the rook
    bound of a layer: the box of the other sides) and the part instance of
    a count vector, as queens-lab check-proof states them."""
    if problem["kind"] == "box":
        sides = sorted(problem["sides"], reverse=True)
        part = "box-part sides=" + ",".join(map(str, sides))
    else:
        sides = [problem["n"]] * problem["d"]
        part = f"cube-part n={problem['n']} d={problem['d']}"
    rest = 1
    for s in sides[1:]:
        rest *= s
    return sides, rest // sides[1], part


def split_vectors(n, target, layer, windows):
    """The layer-count vectors the parts must cover (docs/lab/certificates.md):
    sum target, entries <= layer, h consecutive entries <= windows[h], one of
    each vector and its reverse. queens-lab check-proof re-enumerates them
    with its own code and checks that the parts cover them."""
    out = set()

    def grow(c, total):
        if len(c) == n:
            if total == target:
                out.add(min(tuple(c), tuple(reversed(c))))
            return
        for v in range(layer + 1):
            if total + v > target or total + v + (n - len(c) - 1) * layer < target:
                continue
            c.append(v)
            if all(sum(c[-h:]) <= w for h, w in windows.items() if h <= len(c)):
                grow(c, total + v)
            c.pop()

    grow([], 0)
    return sorted(out)


def cube_claim(n, d, value, quick=True, upper="unsat", witness=None, seed=None, claim=None,
               bound=None, orbital=None):
    """upper: "unsat" (refute value + 1), "rook", "cover" (a clique cover
    proving `bound`) or None (only the witness is certified). orbital: the
    parts table of a cube-orbital-bb refutation of value + 1 (written from
    the parts' runs and checks, docs/lab/scale-out.md), besides the cover."""
    evidence = [("file", witness) if witness else ("cube-witness", seed or [])]
    if upper == "rook":
        evidence.append(("rook-bound",))
    elif upper == "unsat":
        evidence.append(("unsat", f"cube n={n} d={d} at-least={value + 1}"))
    elif upper == "cover":
        evidence.append(("clique-cover", n, d))
    if orbital is not None:
        evidence.append(("orbital-parts", orbital))
    spec = dict(claim=claim or f"{n}^{d} = {value}", page="docs/lab/cube.md", quick=quick,
                problem=dict(kind="cube", n=n, d=d), lower=value, recipe=evidence)
    if upper is not None:
        spec["upper"] = bound or value
    CLAIMS[f"cube-{n}-{d}"] = spec


def walls_claim(size, queens, walls, quick=True, least=True, sat_witness=False):
    """least: "q queens need `walls` walls" (a witness board and a refutation
    of one wall fewer); otherwise only "`walls` walls suffice" (the witness:
    an upper bound on the least number, whose minimality stays claimed).
    The witness is found by fewest-walls, or (sat_witness, and always when
    not least) by picosat on the CNF of q queens with at most `walls` walls:
    quicker when fewest-walls does not prove the least number in minutes."""
    if walls is None:  # impossible on any board
        CLAIMS[f"walls-{size}-{queens}"] = dict(
            claim=f"{queens} queens on {size}x{size}: impossible with any walls",
            page="docs/lab/walls.md", quick=quick,
            problem=dict(kind="walls-fewest", size=size, queens=queens), lower="impossible",
            recipe=[("unsat", f"walls size={size} queens={queens}")])
        return
    recipe = [("walls-witness-sat" if sat_witness or not least else "walls-witness", walls)]
    if walls > 0 and least:
        recipe.append(("unsat", f"walls size={size} queens={queens} max-walls={walls - 1}"))
    spec = dict(
        claim=(f"{queens} queens on {size}x{size} need {walls} walls" if least else
               f"{queens} queens on {size}x{size}: {walls} walls suffice (the least is claimed)"),
        page="docs/lab/walls.md", quick=quick,
        problem=dict(kind="walls-fewest", size=size, queens=queens), upper=walls, recipe=recipe)
    if least:
        spec["lower"] = walls
    CLAIMS[f"walls-{size}-{queens}"] = spec


for n, d, v in [(2, 3, 1), (3, 3, 4), (4, 3, 7), (5, 3, 13), (2, 4, 1), (3, 4, 6)]:
    cube_claim(n, d, v)
for d in (3, 4):
    cube_claim(1, d, 1, upper="rook")
cube_claim(6, 3, 21, quick=False)
cube_claim(4, 4, 16, upper="cover")
cube_claim(11, 3, 121, upper="rook", seed=["--invariant", "modular"])
cube_claim(13, 3, 169, upper="rook", seed=["--invariant", "modular"])
# Witnesses only: the upper bounds come from layer splits (or, for 5^4, the
# orbital branching) that leave no certificate yet; 5^4's bound 41 is the
# exact clique cover.
# 7^3 = 32: a layer split at 33 whose window bounds are box claims.
SEVEN_WINDOWS = [(h, w, box_claim((h, 7, 7), w, quick=h <= 3))  # picosat: 74 s CPU for h = 4
                 for h, w in [(2, 11), (3, 15), (4, 19)]]
CLAIMS["cube-7-3"] = dict(
    claim="7^3 = 32", page="docs/lab/cube.md", quick=False, problem=dict(kind="cube", n=7, d=3),
    lower=32, upper=32,
    recipe=[("file", "../cube_witnesses/cube-7-3-32.txt"), ("layer-split", 33, SEVEN_WINDOWS)])
# 8^3 = 48: a layer split at 49 whose 5-layer window 8x8x5 <= 30 is a box
# split of its own (157 parts at 31 along an 8-side, its windows h x 8 x 5
# refuted directly).
BOX_588_WINDOWS = [(h, w, box_claim((h, 5, 8), w, quick=h <= 3))
                   for h, w in [(2, 10), (3, 13), (4, 16), (5, 19)]]
EIGHT_WINDOWS = [(h, w, box_claim((h, 8, 8), w, quick=h <= 2))
                 for h, w in [(2, 14), (3, 19), (4, 26)]]
EIGHT_WINDOWS.append((5, 30, box_claim((5, 8, 8), 30, quick=False, split=BOX_588_WINDOWS)))
CLAIMS["cube-8-3"] = dict(
    claim="8^3 = 48", page="docs/lab/cube.md", quick=False, problem=dict(kind="cube", n=8, d=3),
    lower=48, upper=48,
    recipe=[("file", "../cube_witnesses/cube-8-3-48.txt"), ("layer-split", 49, EIGHT_WINDOWS)])
# 9^3 = 67: a layer split at 68 whose 4- and 5-layer windows 9x9x4 <= 30
# and 9x9x5 <= 38 are box splits of their own (276 parts at 31 and 18 at 39
# along a 9-side, their windows h x 4 x 9 and h x 5 x 9, h = 2..5, refuted
# directly). None is quick: CI must not get slower.
BOX_499_WINDOWS = [(h, w, box_claim((h, 4, 9), w, quick=False))
                   for h, w in [(2, 8), (3, 12), (4, 15), (5, 18)]]
BOX_599_WINDOWS = [(h, w, box_claim((h, 5, 9), w, quick=False))
                   for h, w in [(2, 10), (3, 14), (4, 18), (5, 21)]]
NINE_WINDOWS = [(h, w, box_claim((h, 9, 9), w, quick=False)) for h, w in [(2, 17), (3, 23)]]
NINE_WINDOWS.append((4, 30, box_claim((4, 9, 9), 30, quick=False, split=BOX_499_WINDOWS)))
NINE_WINDOWS.append((5, 38, box_claim((5, 9, 9), 38, quick=False, split=BOX_599_WINDOWS)))
CLAIMS["cube-9-3"] = dict(
    claim="9^3 = 67", page="docs/lab/cube.md", quick=False, problem=dict(kind="cube", n=9, d=3),
    lower=67, upper=67,
    recipe=[("file", "../cube_witnesses/cube-9-3-67.txt"), ("layer-split", 68, NINE_WINDOWS)])
# 10^3 = 91: a layer split at 92 (11 parts) with the windows the search
# proved (docs/lab/cube.md): 2:19 and 3:28 by plain CNFs, 4:37, 5:46 and 6:55
# by box splits at 38, 47 and 56 along a 10-side (16, 19 and 40 parts), whose
# own windows are the boxes h x 4 x 10, h x 5 x 10 and h x 6 x 10. A window
# bound equal to h times the layer bound (2x4x10 <= 8, 3x5x10 <= 15, ...) is
# implied by the layer bound and left out: the parts are the same. What is
# left: 4x6x10 <= 23 and 5x5x10 <= 24 (plain CNFs), 5x6x10 <= 28 and
# 6x6x10 <= 34, whose plain CNFs are too hard (6x6x10 at 35: not refuted in
# 198 s of CPU), by box splits at 29 and 35 along the 10-side: 33,884 and
# 6,915 parts, the search's counts, about 37 and 16 minutes of CPU by a
# sample (docs/lab/certificates.md, "Not certified yet"); their windows are
# small boxes (values looked up with queens-lab certify), 6x6x6 <= 21 being
# the 6^3 CNF (CaDiCaL: 632 s). The cube claim is written only when every
# window claim is in the directory (layer_split), so until then
# cube-10-3.claim.json keeps the witness alone and the plan below says what
# remains (--plans).
BOX_4_6_10 = box_claim((4, 6, 10), 23, quick=False)
BOX_5_6_10 = box_claim((5, 6, 10), 28, quick=False,
                       split=[(h, w, box_claim(sides, w, quick=False)) for h, w, sides in
                              [(2, 8, (2, 5, 6)), (3, 11, (3, 5, 6)), (4, 14, (4, 5, 6)),
                               (5, 15, (5, 5, 6)), (6, 18, (5, 6, 6))]])
BOX_6_6_10_WINDOWS = [(h, w, box_claim((h, 6, 6), w, quick=False))
                      for h, w in [(2, 9), (3, 12), (4, 15), (5, 18), (6, 21)]]
TEN_WINDOWS = [(h, w, box_claim((h, 10, 10), w, quick=False)) for h, w in [(2, 19), (3, 28)]]
TEN_WINDOWS.append((4, 37, box_claim((4, 10, 10), 37, quick=False, split=[(6, 23, BOX_4_6_10)])))
TEN_WINDOWS.append((5, 46, box_claim((5, 10, 10), 46, quick=False,
                                     split=[(5, 24, box_claim((5, 5, 10), 24, quick=False)),
                                            (6, 28, BOX_5_6_10)])))
TEN_WINDOWS.append((6, 55, box_claim((6, 10, 10), 55, quick=False,
                                     split=[(4, 23, BOX_4_6_10), (5, 28, BOX_5_6_10),
                                            (6, 34, box_claim((6, 6, 10), 34, quick=False,
                                                              split=BOX_6_6_10_WINDOWS))])))
# Layer splits not certified yet (--plans): the parts each would refute,
# written as NAME-split-TARGET.plan.json with status "claimed", and which of
# its window claims (and their own windows) are certified in --out so far;
# the plan is removed once the claim itself is written.
PLANS = {10: (92, TEN_WINDOWS)}


def claim_tree(name):
    """The box claims a claim's layer split rests on, nested, as
    (name, window claims of its split)."""
    for item in CLAIMS[name]["recipe"]:
        if item[0] == "layer-split":
            return [(c, claim_tree(c)) for _, _, c in item[2]]
    return []


def claim_done(out, name, claims=None):
    """True when NAME.claim.json is in `out` with the bounds the recipe
    states (a witness-only claim of a value whose upper bound is claimed is
    not): --resume skips it."""
    spec = (claims or CLAIMS)[name]
    path = os.path.join(out, f"{name}.claim.json")
    if not os.path.exists(path):
        return False
    with open(path) as f:
        written = json.load(f)
    return all(written.get(k) == spec[k] for k in ("lower", "upper") if k in spec)


def write_plans(out):
    for n, (target, windows) in PLANS.items():
        plan_path = os.path.join(out, f"cube-{n}-3-split-{target}.plan.json")
        if claim_done(out, f"cube-{n}-3"):
            # The claim and its manifests are written: the plan has served.
            if os.path.exists(plan_path):
                os.remove(plan_path)
            print(f"cube-{n}-3: the split at {target} is written (no plan)", file=sys.stderr)
            continue
        vectors = split_vectors(n, target, n, {h: w for h, w, _ in windows})
        refuted = refuted_parts(out, f"cube-{n}-3", target)

        def tree(name):
            split = claim_tree(name)
            done = claim_done(out, name)
            node = dict(claim=name, bound=CLAIMS[name]["upper"],
                        status="written" if done else "to do")
            if split:
                if not done:
                    box = CLAIMS[name]["problem"]
                    sides, layer, _ = split_board(box)
                    windows = [w for item in CLAIMS[name]["recipe"] if item[0] == "layer-split"
                               for w in item[2]]
                    total = len(split_vectors(sides[0], CLAIMS[name]["upper"] + 1, layer,
                                              {h: w for h, w, _ in windows}))
                    so_far = refuted_parts(out, name, CLAIMS[name]["upper"] + 1)
                    node["split_parts"] = f"{len(so_far)} of {total} refuted"
                node["split_windows"] = [tree(c) for c, _ in split]
            return node

        parts = [f"cube-part n={n} d=3 counts={','.join(map(str, c))} max-layer={max(c)}"
                 for c in vectors]
        plan = dict(
            status="claimed", problem=dict(kind="cube", n=n, d=3), target=target,
            argument="docs/lab/certificates.md, 'Layer splits' and 'Box splits'",
            regenerate=f"lab/scripts/make_certificates.py build --resume --only "
                       f"{' '.join(sorted(all_box_claims(windows)))} cube-{n}-3",
            windows=[dict(h=h, **tree(c)) for h, _, c in windows],
            parts=[dict(instance=p, status="refuted (CaDiCaL)" if p in refuted else "to do")
                   for p in parts])
        with open(plan_path, "w") as f:
            json.dump(plan, f, indent=0)
            f.write("\n")
        print(f"cube-{n}-3: {len(vectors)} parts at {target} (plan, claimed; "
              f"{sum(p in refuted for p in parts)} refuted so far)", file=sys.stderr)


def progress_records(out, name, target):
    """A layer split's parts refuted so far, by instance: its progress file
    NAME-split-TARGET.parts.jsonl (one part a line, appended as each ends,
    kept until the claim is written) and, for a long split, the compressed
    snapshot of it committed between sessions, NAME-split-TARGET.parts.jsonl.xz
    (`xz -9 -k`), so that the next session resumes where the last stopped."""
    done = {}
    stem = os.path.join(out, f"{name}-split-{target}.parts.jsonl")
    for path, opener in ((stem + ".xz", lzma.open), (stem, open)):
        if os.path.exists(path):
            with opener(path, "rt") as f:
                for line in f:
                    if line.strip():
                        part = json.loads(line)
                        done[part["instance"]] = part
    return done


def refuted_parts(out, name, target):
    """The instances of a layer split's parts refuted so far."""
    return set(progress_records(out, name, target))


def all_box_claims(windows):
    names = set()
    for _, _, c in windows:
        names.add(c)
        for item in CLAIMS[c]["recipe"]:
            if item[0] == "layer-split":
                names |= all_box_claims(item[2])
    return names


# The test fixtures (--fixtures SET): "split" (tests/lab/certify/split_certificates/):
# 4^3 = 7 by a layer split at 8 with the window bound of its 2-layer box;
# "box-split" (tests/lab/certify/box_split_certificates/): the same split whose
# 3-layer window 3x4x4 <= 6 is a box split of its own (4 parts at 7 along a
# 4-side, windows 2x3x4 <= 4 and 3x3x4 <= 5 refuted directly).
FIXTURES = {"split": {}, "box-split": {}}
FIXTURES["split"]["box-2-4-4"] = CLAIMS.pop(box_claim((2, 4, 4), 4))
FIXTURES["split"]["cube-4-3"] = dict(
    claim="4^3 = 7 (by a layer split)", page="docs/lab/certificates.md", quick=True,
    problem=dict(kind="cube", n=4, d=3), lower=7, upper=7,
    recipe=[("cube-witness", []), ("layer-split", 8, [(2, 4, "box-2-4-4")])])
FIXTURES["box-split"] = {name: CLAIMS.pop(name) for name in
                         [box_claim((2, 3, 4), 4), box_claim((3, 3, 4), 5),
                          box_claim((3, 4, 4), 6, split=[(2, 4, "box-2-3-4"),
                                                         (3, 5, "box-3-3-4")]),
                          box_claim((2, 4, 4), 4)]}
FIXTURES["box-split"]["cube-4-3"] = dict(
    FIXTURES["split"]["cube-4-3"], claim="4^3 = 7 (by a layer split and a box split)",
    recipe=[("cube-witness", []), ("layer-split", 8, [(2, 4, "box-2-4-4"),
                                                      (3, 6, "box-3-4-4")])])
CLAIMS["cube-10-3"] = dict(
    claim="10^3 = 91", page="docs/lab/cube.md", quick=False, problem=dict(kind="cube", n=10, d=3),
    lower=91, upper=91,
    recipe=[("file", "../cube_witnesses/cube-10-3-91.txt"), ("layer-split", 92, TEN_WINDOWS)])
cube_claim(12, 3, 133, upper=None, seed=["--invariant", "modular"], claim="12^3 >= 133")
cube_claim(5, 4, 38, upper="cover", bound=38, witness="../cube_witnesses/cube-5-4-38.txt",
           orbital="cube-5-4-orbital-39.parts.tsv")
for q, w in [(9, 1), (10, 2), (11, 3), (12, 5), (13, 7), (14, 9), (15, 11), (16, 12), (17, None)]:
    walls_claim(8, q, w)
for q, w in [(8, 1), (9, 2), (10, 4), (11, 6), (12, 8), (13, 10), (14, 12), (15, 20), (16, 33),
             (17, None)]:
    walls_claim(7, q, w)
for q, w in [(7, 1), (8, 3), (9, 6), (10, None)]:
    walls_claim(6, q, w)
# 9x9 and 10x10 (docs/lab/walls.md, "Fewest walls on 9x9 and 10x10"). Quick:
# those picosat re-solves in under 1 s of CPU (the others take 1 to 40 s).
QUICK_9, QUICK_10 = (10, 11, 23, 24, 25), (11, 12)
LEAST_10 = (15, 16, 17, 18, 19, 20, 21, 22, 23)
for q, w in [(10, 1), (11, 2), (12, 3), (13, 4), (14, 6), (15, 8), (16, 9), (17, 11), (18, 13),
             (19, 14), (20, 16), (21, 18), (22, 19), (23, 22), (24, 39), (25, 56)]:
    walls_claim(9, q, w, quick=q in QUICK_9)
for q, w in [(11, 1), (12, 2), (13, 3), (14, 4), (24, 20), (25, 22)]:
    walls_claim(10, q, w, quick=q in QUICK_10)
# The least walls of these were not proven by fewest-walls in 45 s; the
# refutation of one wall fewer alone is quicker (15 queens, 5 walls: 25 s of
# CPU). Those not refuted in the generation's --timeout keep their witness
# only (an upper bound; a naive check: quick).
for q, w in [(15, 6), (16, 7), (17, 8), (18, 10), (19, 11), (20, 13), (21, 15), (22, 16),
             (23, 18)]:
    walls_claim(10, q, w, quick=q not in LEAST_10, least=q in LEAST_10, sat_witness=True)


def attack_claim(k, n, value, quick=True):
    CLAIMS[f"attack-{k}-{n}"] = dict(
        claim=f"Q_{k}({n}) = {value}", page="docs/lab/attack.md", quick=quick,
        problem=dict(kind="attack", k=k, n=n), lower=value, upper=value,
        recipe=[("attack-witness",), ("unsat", f"attack k={k} n={n} at-least={value + 1}")])


# Q_k(n) whose refutation of one queen more takes CaDiCaL seconds on the
# plain CNF (no line-end constraint); Q_1(10) did not finish in 60 s, nor
# Q_2(8), Q_3(8) and Q_4(8) in 120 s: left out.
for k, n, v in [(1, 4, 4), (1, 5, 4), (1, 6, 8), (1, 7, 8), (1, 8, 10), (1, 9, 12),
                (2, 4, 6), (2, 5, 8), (3, 4, 8), (3, 5, 10)]:
    attack_claim(k, n, v, quick=n <= 7)  # picosat: 16 s and 43 s for n = 8, 9 (loaded)
# The smallest boards (Q_1(3) = 2 is below the pair bound 4).
for k, n, v in [(1, 1, 0), (1, 2, 2), (1, 3, 2), (2, 1, 0), (2, 2, 3), (2, 3, 4), (3, 1, 0),
                (3, 2, 4), (3, 3, 6), (4, 1, 0), (4, 2, 0), (4, 3, 0), (4, 4, 8), (4, 5, 11)]:
    attack_claim(k, n, v)


# Q_2(n) = 2n - 2 and Q_4(n) = 3n - 3 (n >= 6), the values docs/lab/attack.md
# proves by SAT: one queen more refuted on the plain CNF with the line-end
# lemma stated in it (`line-ends=1`, instance_cnf.cpp; without it CaDiCaL
# did not refute Q_2(8) >= 15 nor Q_4(8) >= 22 in 120 s, with it each takes
# it under a second up to n = 33), and a board of the value: picosat's model
# of the same CNF at the value.
def attack_sat_claim(k, n, value, quick):
    CLAIMS[f"attack-{k}-{n}"] = dict(
        claim=f"Q_{k}({n}) = {value}", page="docs/lab/attack.md", quick=quick,
        problem=dict(kind="attack", k=k, n=n), lower=value, upper=value,
        recipe=[("attack-witness-sat",),
                ("unsat", f"attack k={k} n={n} at-least={value + 1} line-ends=1")])


for n in range(6, 22):
    attack_sat_claim(2, n, 2 * n - 2, quick=n <= 12)


def attack_at_most_claim(k, n, value):
    CLAIMS[f"attack-at-most-{k}-{n}"] = dict(
        claim=f"q_{k}({n}) = {value}", page="docs/lab/attack.md", quick=True,
        problem=dict(kind="attack-at-most", k=k, n=n), lower=value, upper=value,
        recipe=[("attack-witness-sat",),
                ("unsat", f"attack-at-most k={k} n={n} at-least={value + 1} line-ends=1")])


# q_k(n), each queen attacking at most k: the values of docs/lab/attack.md's
# "At most k" table, which the search proved by SAT, where this CNF is
# refuted at once (0.01 to 1.4 s). q_4(n) for n = 8..11 and q_5(n) for
# n = 7..12 were not refuted in 20 s: their upper bounds are the document's
# corner (q_4 <= 3n - 2) and convex hull (q_5 <= 4n - 4) arguments, which
# check-proof does in arithmetic (checked by brute force up to 5x5 in
# tests/lab/attack/test_line_end_lemma.cpp), met by a board.
for k, values in {1: {4: 4, 5: 5, 6: 8, 7: 9, 8: 10, 9: 12, 10: 13},
                  2: {4: 6, 5: 8, 6: 10, 7: 12, 8: 14, 9: 16, 10: 18},
                  3: {4: 8, 5: 11, 6: 13, 7: 16, 8: 18, 9: 20, 10: 23},
                  4: {4: 10, 5: 13, 6: 16, 7: 19},
                  5: {3: 8, 4: 12, 5: 16, 6: 20}}.items():
    for n, v in values.items():
        attack_at_most_claim(k, n, v)
for k, n in [(4, n) for n in range(8, 12)] + [(5, n) for n in range(7, 13)]:
    value = 3 * n - 2 if k == 4 else 4 * n - 4
    CLAIMS[f"attack-at-most-{k}-{n}"] = dict(
        claim=f"q_{k}({n}) = {value}", page="docs/lab/attack.md", quick=True,
        problem=dict(kind="attack-at-most", k=k, n=n), lower=value, upper=value,
        recipe=[("attack-witness-sat",), ("corner-bound" if k == 4 else "hull-bound",)])
for n in range(6, 34):
    attack_sat_claim(4, n, 3 * n - 3, quick=n <= 12)


# Q_1(n) and Q_3(n) at the document's counting bounds, 2*floor(2n/3) (pair
# bound) and 2*floor((6n - 2)/5) (line-end bound), each made even by the
# handshake lemma, met by a shipped board (bench/lab/attack_witnesses/):
# check-proof does the arithmetic and verifies the board; the lemmas are
# checked by brute force in tests/lab/attack/test_line_end_lemma.cpp.
WITNESS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench", "lab",
                           "attack_witnesses")


def attack_bound_claim(k, n, value):
    CLAIMS[f"attack-{k}-{n}"] = dict(
        claim=f"Q_{k}({n}) = {value}", page="docs/lab/attack.md", quick=True,
        problem=dict(kind="attack", k=k, n=n), lower=value, upper=value,
        recipe=[("file", f"../attack_witnesses/q{k}-{n}-{value}.txt"),
                ("pair-bound" if k == 1 else "line-end-bound",), ("handshake",)])


for k, bound in ((1, lambda n: 2 * (2 * n // 3)), (3, lambda n: 2 * ((6 * n - 2) // 5))):
    for n in range(1, 257):
        if f"attack-{k}-{n}" not in CLAIMS and os.path.exists(
                os.path.join(WITNESS_DIR, f"q{k}-{n}-{bound(n)}.txt")):
            attack_bound_claim(k, n, bound(n))


NICE = ["nice", "-n", "19"]  # --nice


def run(cmd):
    out = subprocess.run(NICE + cmd, capture_output=True, text=True)
    return out.returncode, out.stdout, out.stderr


def cells(text):
    return [[int(r), int(c)] for r, c in re.findall(r"\((\d+),(\d+)\)", text)]


def build_evidence(name, spec, lab, out, keep_bytes, timeout, jobs, xz_parts):
    problem = spec["problem"]
    evidence = []
    for step, item in enumerate(spec["recipe"]):
        kind = item[0]
        if kind == "file":
            evidence.append(dict(type="witness", file=item[1]))
        elif kind == "cube-witness":
            rc, stdout, err = run([lab, "cube", "--n", str(problem["n"]), "--d", str(problem["d"]),
                                   *item[1], "--timeout", str(timeout)])
            path = f"{name}-witness.txt"
            with open(os.path.join(out, path), "w") as f:
                f.write(stdout)
            evidence.append(dict(type="witness", file=path))
        elif kind == "clique-cover":
            # The clique LP's dual, rounded and written by cube_clique_lp.py
            # (needs python3-networkx and coinor-cbc); checked exactly later.
            path = f"{name}-clique-cover.txt"
            if os.path.exists(os.path.join(out, path)):  # minutes of LP: delete to redo
                evidence.append(dict(type="clique-cover", file=path))
                continue
            script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cube_clique_lp.py")
            subprocess.run(NICE + [sys.executable, script, "--n", str(item[1]),
                            "--d", str(item[2]), "--full", "--write-cover",
                            os.path.join(out, path)], check=True, capture_output=True)
            evidence.append(dict(type="clique-cover", file=path))
        elif kind == "orbital-parts":
            # One row per part that passed check-orbital-tree --partial; the
            # table is kept by hand from the parts' runs (the trees, megabytes
            # each, are not stored) and checked by check-proof.
            if not os.path.exists(os.path.join(out, item[1])):
                sys.exit(f"{name}: {item[1]} is missing from {out}")
            evidence.append(dict(type="orbital-parts", file=item[1]))
        elif kind == "attack-witness":
            rc, stdout, err = run([lab, "attack", "--k", str(problem["k"]), "--n",
                                   str(problem["n"]), "--timeout", str(timeout)])
            path = f"{name}-witness.txt"
            with open(os.path.join(out, path), "w") as f:
                f.write(stdout)
            evidence.append(dict(type="witness", file=path))
        elif kind == "layer-split":
            split = layer_split(name, problem, item[1], item[2], lab, out, timeout, jobs,
                                xz_parts)
            if split is None:
                return None
            evidence.append(split)
        elif kind in ("rook-bound", "line-end-bound", "pair-bound", "handshake", "corner-bound",
                      "hull-bound"):
            evidence.append(dict(type=kind))
        elif kind == "attack-witness-sat":
            found = attack_witness_sat(name, problem, spec["lower"], lab, out)
            if found is None:
                return None
            evidence.append(found)
        elif kind == "walls-witness":
            rc, stdout, err = run([lab, "walls", "fewest-walls", "--size", str(problem["size"]),
                                   "--queens", str(problem["queens"]), "--no-count", "--json",
                                   "--timeout", str(timeout)])
            j = json.loads(stdout)
            walls = cells(j["witness_walls"]) if j.get("possible") else None
            if walls is None or len(walls) > item[1]:
                print(f"make_certificates.py: {name}: no board of {item[1]} walls found "
                      f"(fewest-walls: {j.get('walls')}, {j.get('proof')}), no certificate",
                      file=sys.stderr)
                return None
            evidence.append(dict(type="walls-witness", walls=walls,
                                 queens=cells(j["witness_queens"])))
        elif kind == "walls-witness-sat":
            found = walls_witness_sat(name, problem, item[1], lab, out)
            if found is None:
                return None
            evidence.append(found)
        elif kind == "unsat":
            stem = f"{name}-step{step}"
            rc, stdout, err = run([lab, "-q", "certify", "--instance", item[1], "--out", out,
                                   "--name", stem, "--timeout", str(timeout)])
            if rc != 0:  # no claim file then: the claim stays uncertified
                for ext in ("cnf", "drat"):
                    if os.path.exists(os.path.join(out, f"{stem}.{ext}")):
                        os.remove(os.path.join(out, f"{stem}.{ext}"))
                print(f"make_certificates.py: {name}: {item[1]} not refuted, no certificate: "
                      f"{err.strip()}", file=sys.stderr)
                return None
            e = json.loads(stdout)
            # A proof far past --keep-bytes would not be kept once compressed
            # either, and xz -9 takes minutes of CPU on one of 50 MB: dropped
            # at once (the claim keeps its size and SHA-256).
            raw_proof = os.path.join(out, f"{stem}.drat")
            if os.path.getsize(raw_proof) > 32 * keep_bytes:
                os.remove(raw_proof)
                e["regenerate"] = f"lab/scripts/make_certificates.py build --only {name}"
            for ext in ("cnf", "drat"):
                if os.path.exists(os.path.join(out, f"{stem}.{ext}")):
                    subprocess.run(["xz", "-9", "-f", os.path.join(out, f"{stem}.{ext}")],
                                   check=True)
            proof_xz = os.path.join(out, f"{stem}.drat.xz")
            cnf_xz = os.path.join(out, f"{stem}.cnf.xz")
            if os.path.exists(proof_xz):
                e["proof_xz_bytes"] = os.path.getsize(proof_xz)
            e["cnf_xz_bytes"] = os.path.getsize(cnf_xz)
            for key, path in (("cnf", cnf_xz), ("proof", proof_xz)):
                if not os.path.exists(path):
                    continue
                if os.path.getsize(path) > keep_bytes:
                    os.remove(path)
                    e["regenerate"] = f"lab/scripts/make_certificates.py build --only {name}"
                else:
                    e[key] = os.path.basename(path)
            evidence.append(e)
    return evidence


def picosat_model(name, instance, lab, out, timeout=None):
    """The true variables of picosat's model of the instance's CNF, which
    `queens-lab certify` writes (its short timeout ends the refutation
    attempt), or None when picosat finds none (in `timeout` seconds)."""
    stem = f".{name}-witness"
    run([lab, "-q", "certify", "--instance", instance, "--out", out, "--name", stem,
         "--timeout", "0.1"])
    cnf = os.path.join(out, f"{stem}.cnf")
    try:
        solved = subprocess.run(NICE + ["picosat", cnf], capture_output=True, text=True,
                                timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    finally:
        for ext in ("cnf", "drat"):  # a proof only if certify refuted it at once
            if os.path.exists(os.path.join(out, f"{stem}.{ext}")):
                os.remove(os.path.join(out, f"{stem}.{ext}"))
    if solved.returncode != 10:  # picosat: 10 satisfiable, 20 unsatisfiable
        return None
    return {int(v) for line in solved.stdout.splitlines() if line.startswith("v ")
            for v in line.split()[1:] if int(v) > 0}


def walls_witness_sat(name, problem, walls, lab, out):
    """A board of at most `walls` walls with q queens, read off picosat's
    model (square s is variable 2s + 1 for a queen and 2s + 2 for a wall,
    lab/certify/instance_cnf.cpp). check-proof re-checks the board naively,
    so the decoding is not trusted."""
    size, queens = problem["size"], problem["queens"]
    instance = f"walls size={size} queens={queens} max-walls={walls}"
    true = picosat_model(name, instance, lab, out)
    if true is None:
        print(f"make_certificates.py: {name}: picosat found no board of {instance}, "
              f"no certificate", file=sys.stderr)
        return None
    squares = range(size * size)
    return dict(type="walls-witness",
                walls=[[s // size, s % size] for s in squares if 2 * s + 2 in true],
                queens=[[s // size, s % size] for s in squares if 2 * s + 1 in true])


def attack_witness_sat(name, problem, value, lab, out):
    """A board of `value` queens each attacking exactly (or at most) k
    others, read off picosat's model of "at least value queens" with the
    line-end lemma (cell (r, c) is variable r * n + c + 1,
    lab/certify/instance_cnf.cpp), written as a witness file. check-proof
    verifies the board itself, so the decoding is not trusted."""
    k, n, kind = problem["k"], problem["n"], problem["kind"]
    instance = f"{kind} k={k} n={n} at-least={value} line-ends=1"
    true = picosat_model(name, instance, lab, out, timeout=120)
    path = f"{name}-witness.txt"
    if true is None:
        # picosat's luck varies (Q_2(20): nothing in 100 s of CPU, Q_2(21) 6 s):
        # the search's own board instead, which check-proof verifies the same.
        rc, stdout, err = run([lab, "attack", "--k", str(k), "--n", str(n), "--timeout", "600"]
                              + (["--at-most"] if kind == "attack-at-most" else []))
        if rc != 0 or f") = {value} (" not in stdout.splitlines()[0]:
            print(f"make_certificates.py: {name}: no board of {instance} from picosat nor "
                  f"the search, no certificate", file=sys.stderr)
            return None
        with open(os.path.join(out, path), "w") as f:
            f.write(stdout)
        return dict(type="witness", file=path)
    queens = [(c // n + 1, c % n + 1) for c in range(n * n) if c + 1 in true]
    with open(os.path.join(out, path), "w") as f:
        f.write(f"# {'Q' if kind == 'attack' else 'q'}_{k}({n}) >= {len(queens)}: "
                f"picosat's model of \"{instance}\"\n")
        exactly = "exactly" if kind == "attack" else "at-most"
        f.write(f"queens-lab witness 1\nproblem attack-{exactly} {k}\nboard {n} 2\n")
        f.write(f"queens {len(queens)}\n")
        f.writelines(f"{r} {c}\n" for r, c in queens)
    return dict(type="witness", file=path)


def layer_split(name, problem, target, windows, lab, out, timeout, jobs, xz_parts):
    """Refutes every part of the split with `queens-lab certify` and writes
    the manifest NAME-split-TARGET.json: each part's instance, the SHA-256
    and size of its CNF and of CaDiCaL's DRAT proof (the files themselves
    are not kept: the CNF is re-derived from the instance, and picosat
    re-solves it when drat-trim is absent)."""
    sides, layer, part_kind = split_board(problem)
    vectors = split_vectors(sides[0], target, layer, {h: w for h, w, _ in windows})
    scratch = os.path.join(out, f".{name}-parts")
    os.makedirs(scratch, exist_ok=True)
    # Each refuted part is appended to NAME-split-TARGET.parts.jsonl as it
    # ends, so that an interrupted run resumes where it stopped.
    progress = os.path.join(out, f"{name}-split-{target}.parts.jsonl")
    done = progress_records(out, name, target)
    lock = threading.Lock()

    def refute(i):
        c = vectors[i]
        instance = f"{part_kind} counts={','.join(map(str, c))} max-layer={max(c)}"
        if instance in done:
            return done[instance]
        rc, stdout, err = run([lab, "-q", "certify", "--instance", instance, "--out", scratch,
                               "--name", f"part{i}", "--timeout", str(timeout)])
        if rc != 0:
            sys.exit(f"make_certificates.py: {name}: part {instance} not refuted: {err.strip()}")
        for ext in ("cnf", "drat"):
            os.remove(os.path.join(scratch, f"part{i}.{ext}"))
        part = json.loads(stdout)
        with lock:
            with open(progress, "a") as f:
                f.write(json.dumps(part) + "\n")
        print(f"{name}: part {i + 1}/{len(vectors)} refuted in {part['seconds']:.2f} s",
              file=sys.stderr)
        return part

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        parts = list(pool.map(refute, range(len(vectors))))
    os.rmdir(scratch)
    # The parts stay in the progress file until every window claim is
    # written (--only them first): a split claim without its windows would
    # fail check-proof.
    missing = [c for _, _, c in windows if not os.path.exists(os.path.join(out, f"{c}.claim.json"))]
    if missing:
        print(f"make_certificates.py: {name}: {len(parts)} parts refuted, claim not written: "
              f"window claims {', '.join(missing)} missing", file=sys.stderr)
        return None
    for path in (progress, progress + ".xz"):
        if os.path.exists(path):
            os.remove(path)
    body = dict(problem=problem, target=target, parts=parts,
                regenerate=f"lab/scripts/make_certificates.py build --only {name}")
    manifest = f"{name}-split-{target}.json"
    if len(parts) > xz_parts:
        # A long split (6x6x10: 6,915 parts, 2.9 MB of JSON) is written
        # compressed, one part a line (queens-lab check-proof reads .json.xz):
        # most of what is left is the two SHA-256 of each part, about 70
        # bytes a part after xz. The seconds are rounded to the millisecond.
        manifest += ".xz"
        for part in parts:
            part["seconds"] = round(part["seconds"], 3)
        with lzma.open(os.path.join(out, manifest), "wt",
                       preset=9 | lzma.PRESET_EXTREME) as f:
            f.write(write_manifest_lines(body))
    else:
        with open(os.path.join(out, manifest), "w") as f:
            json.dump(body, f, indent=0)
            f.write("\n")
    return dict(type="layer-split", target=target, manifest=manifest,
                windows=[dict(h=h, bound=w, claim=c) for h, w, c in windows])


def write_manifest_lines(body):
    """The manifest as JSON with one part a line (compact, keys sorted)."""
    head = {k: v for k, v in body.items() if k != "parts"}
    lines = [json.dumps(p, sort_keys=True, separators=(",", ":")) for p in body["parts"]]
    return (json.dumps(head, sort_keys=True)[:-1] + ', "parts": [\n' + ",\n".join(lines) +
            "\n]}\n")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("build")
    p.add_argument("--out", default="bench/lab/certificates")
    p.add_argument("--only", nargs="*")
    p.add_argument("--keep-bytes", type=int, default=256_000)
    p.add_argument("--timeout", type=float, default=600)
    p.add_argument("--jobs", type=int, default=1, help="parts of a layer split refuted at once")
    p.add_argument("--xz-manifest-parts", type=int, default=640,
                   help="a split manifest of more parts is written compressed, NAME.json.xz "
                        "(640 parts: about 256 kB of JSON)")
    p.add_argument("--fixtures", choices=sorted(FIXTURES),
                   help="write these test fixture claims instead (tests/lab/certify/split_certificates, "
                        "tests/lab/certify/box_split_certificates)")
    p.add_argument("--nice", type=int, default=19, help="niceness of the solvers it runs")
    p.add_argument("--resume", action="store_true",
                   help="skip a claim whose claim file is written with the stated bounds")
    p.add_argument("--plans", action="store_true",
                   help="write only the plans of the splits not certified yet (10^3)")
    args = p.parse_args()
    NICE[2] = str(args.nice)
    claims = FIXTURES[args.fixtures] if args.fixtures else CLAIMS
    if args.plans:
        write_plans(args.out)
        return
    lab = os.path.join(args.build, "queens-lab")
    os.makedirs(args.out, exist_ok=True)
    for name, spec in claims.items():
        if args.only and name not in args.only:
            continue
        if args.resume and claim_done(args.out, name, claims):
            print(f"{name}: written already (--resume)", file=sys.stderr)
            continue
        print(f"{name}: {spec['claim']}", file=sys.stderr)
        claim = {k: spec[k] for k in ("claim", "page", "quick", "problem")}
        claim["name"] = name
        for k in ("lower", "upper"):
            if k in spec:
                claim[k] = spec[k]
        claim["evidence"] = build_evidence(name, spec, lab, args.out, args.keep_bytes,
                                           args.timeout, args.jobs, args.xz_manifest_parts)
        if claim["evidence"] is None:
            continue
        with open(os.path.join(args.out, f"{name}.claim.json"), "w") as f:
            json.dump(claim, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
