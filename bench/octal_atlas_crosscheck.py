#!/usr/bin/env python3
"""The octal atlas (docs/atlas/octal.tsv) against tczajka/octal-games's tables.

    bench/octal_atlas_crosscheck.py DIR REPO

DIR is the atlas build's checkpoint directory (bench/octal_atlas.sh keeps each
code's values there), REPO a checkout of github.com/tczajka/octal-games (its
SolvedGames.md, TrivialGames.md and UnsolvedGames.md are read; their facts, not
their text). Their tables list one code for each class of games with the same
values up to a shift (a code that cannot take a lone token plays as another
with every heap one smaller), in their GameLookup.md.

Prints every disagreement: a code whose values are not its representative's
at any shift of -3 to 3 heaps (their GameLookup.md), a period of theirs that
the atlas does not prove (or proves otherwise), a code they list unsolved that
the atlas proves periodic, and a code open here whose representative they
solved.
Figures go to bench/RESULTS.md ("The octal atlas").
"""
import os
import struct
import subprocess
import sys
from pathlib import Path


def their_tables(repo):
    """{code: (kind, preperiod, period)} from their three tables (codes
    0.d1d2d3 only, in our normal form)."""
    out = {}
    for name, kind in [("SolvedGames.md", "solved"), ("TrivialGames.md", "trivial"), ("UnsolvedGames.md", "unsolved")]:
        text = subprocess.run(["git", "-C", repo, "show", f"HEAD:{name}"], capture_output=True, text=True, check=True).stdout
        for line in text.splitlines():
            cells = [c.strip() for c in line.split("|")]
            if not cells[0].startswith(".") or len(cells[0]) > 4:
                continue
            code = "0" + cells[0]
            if kind == "unsolved":
                out[code] = (kind, None, None)
            else:
                out[code] = (kind, int(cells[1]), int(cells[2]))
    return out


def our_rows(atlas):
    rows = {}
    header = None
    for line in Path(atlas).read_text().splitlines():
        if line.startswith("#"):
            continue
        fields = line.split("\t")
        if header is None:
            header = fields
            continue
        rows[fields[0]] = dict(zip(header, fields))
    return rows


def values(dir, code, row, length):
    raw = (Path(dir) / f"{code}.values").read_bytes()
    v = list(struct.unpack(f"<{len(raw) // 4}I", raw))
    if row["status"] == "period":
        pre, p = int(row["preperiod"]), int(row["period"])
        while len(v) < length:
            v.append(v[pre + (len(v) - pre) % p])
    return v[:length]


def their_lookup(repo):
    """{code: representative} from GameLookup.md (codes 0.d1d2d3 only; a
    representative may be a 4.x code, which the atlas does not hold)."""
    text = subprocess.run(["git", "-C", repo, "show", "HEAD:GameLookup.md"], capture_output=True, text=True, check=True).stdout
    out = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.split("|")]
        if len(cells) != 8 or not cells[0].startswith(".") or not cells[0].endswith("x"):
            continue
        prefix = cells[0][1:-1]
        for digit, rep in enumerate(cells[1:], start=1):
            code = normal("0." + prefix + str(digit))
            out[code] = code if rep == "-" else ("0" + rep if rep.startswith(".") else rep)
    return out


def normal(code):
    whole, frac = code.split(".")
    frac = frac.rstrip("0")
    return f"{whole}.{frac or '0'}"


def leading_zeros(code):
    frac = code.split(".")[1]
    return len(frac) - len(frac.lstrip("0"))


def main():
    dir, repo = sys.argv[1], sys.argv[2]
    ours = our_rows(os.environ.get("ATLAS", "docs/atlas/octal.tsv"))
    theirs = their_tables(repo)
    lookup = their_lookup(repo)
    length = 1 << 14
    seqs = {c: values(dir, c, r, length) for c, r in ours.items()}
    problems = 0
    # 1. Each lookup entry: the code's values are its representative's,
    # shifted by the difference in leading zero digits.
    mapped = outside = 0
    for code, rep in sorted(lookup.items()):
        if code not in ours or rep == code:
            continue
        if rep not in ours:
            outside += 1
            continue
        x, y = seqs[code], seqs[rep]
        n = min(int(ours[code]["values"]) if ours[code]["status"] != "period" else length,
                int(ours[rep]["values"]) if ours[rep]["status"] != "period" else length, length) - 4

        def agree(s):
            # G_code(i + s) = G_rep(i) for every i the two are known at.
            return all(x[i + s] == y[i] for i in range(max(0, -s), n))

        shifts = [s for s in range(-3, 4) if agree(s)]
        if not shifts:
            bad = next(i for i in range(n) if x[i] != y[i])
            print(f"{code}: their lookup maps it to {rep}; the values agree at no shift of -3 to 3 (unshifted, they differ first at heap {bad})")
            problems += 1
        else:
            mapped += 1
    print(f"# lookup: {mapped} codes have their representative's values (shifted by -3 to 3 heaps) through 2^14 values or as far as both are known; {outside} map to 4.x codes or 4, outside the atlas")
    # 2. Their tables against the atlas's rows.
    for code, (kind, pre, period) in sorted(theirs.items()):
        row = ours.get(code)
        if row is None:
            continue
        if kind == "unsolved" and row["status"] == "period":
            print(f"{code}: unsolved in their table, periodic here (preperiod {row['preperiod']}, period {row['period']})")
            problems += 1
        if kind != "unsolved":
            if row["status"] != "period":
                print(f"{code}: {kind} in their table (preperiod {pre}, period {period}), {row['status']} here after {row['values']} values")
                problems += 1
            elif (int(row["preperiod"]), int(row["period"])) != (pre, period):
                print(f"{code}: preperiod {pre} and period {period} in their table, {row['preperiod']} and {row['period']} here")
                problems += 1
    # 3. Codes open here whose representative they solved.
    for code, row in sorted(ours.items()):
        rep = lookup.get(code, code)
        if rep != code and row["status"] != "period" and theirs.get(rep, ("",))[0] in ("solved", "trivial"):
            print(f"{code}: open here ({row['status']}, {row['values']} values); its representative {rep} is {theirs[rep][0]} in their table")
            problems += 1
    print(f"{problems} disagreements")


if __name__ == "__main__":
    main()
