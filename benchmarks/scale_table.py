"""The fitted-exponents table (markdown) of a scale.jsonl: one row per algorithm, representation and
regime, one column per language, each cell k [95 % interval] with a flag when k is outside the textbook
exponent ± 0.4. Same fit as the engine's PowerLawFit (least squares on log-log, Student t)."""
import collections
import json
import math
import sys

from statistics import mean

T975 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26, 10: 2.23}


def t975(df):
    return T975.get(df, 2.0 + 2.4 / df)  # close to Student t above 10 degrees of freedom


def fit(points):
    if len({n for n, _ in points}) < 3:
        return None
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(t) for _, t in points]
    mx, my = mean(xs), mean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    k = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    b = my - k * mx
    se = math.sqrt(sum((y - b - k * x) ** 2 for x, y in zip(xs, ys)) / (len(xs) - 2) / sxx)
    return k, t975(len(xs) - 2) * se


def textbook(algorithm, regime, representation):
    if algorithm in ("stoer-wagner-min-cut", "blossom-maximum-matching"):
        return 3
    if algorithm == "bellman-ford":
        return 3 if regime == "dense" else 2
    if representation == "adj_matrix" or regime == "dense":
        return 2
    return 1


groups = collections.defaultdict(list)
languages = set()
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r.get("status") == "timed":
        groups[(r["algorithm"], r["representation"], r["regime"], r["language"])].append((r["n"], r["nanos"]))
    languages.add(r["language"])
order = [l for l in ["python", "c", "cpp", "java", "javascript", "rust", "go"] if l in languages]
rows = sorted({k[:3] for k in groups})
print("| algorithm | representation | regime | textbook k | " + " | ".join(order) + " |")
print("|---|---|---|---|" + "---|" * len(order))
for algorithm, representation, regime in rows:
    want = textbook(algorithm, regime, representation)
    cells = []
    for language in order:
        f = fit(groups.get((algorithm, representation, regime, language), []))
        if f is None:
            cells.append("—")
        else:
            k, half = f
            flag = "" if abs(k - want) <= 0.4 else (" **hidden O(V²)**" if regime == "sparse" and want < 1.5 <= k else " **off**")
            cells.append(f"{k:.2f} ± {half:.2f}{flag}")
    print(f"| {algorithm} | {representation} | {regime} | {want} | " + " | ".join(cells) + " |")
