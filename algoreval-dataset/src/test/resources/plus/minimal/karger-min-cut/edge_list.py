# Minimal: textbook Karger, each trial contracting the edges in a uniformly random order (union-find, skipping edges inside one super-vertex) until two super-vertices remain, O(m log n) per trial; parallel edges stay edges of their own.
import random


def kargerMinCut(n, edges, trials):
    best = len(edges)
    order = list(edges)
    for _ in range(trials):
        parent = list(range(n))

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        random.shuffle(order)
        groups = n
        for u, v in order:
            if groups == 2:
                break
            a, b = find(u), find(v)
            if a != b:
                parent[a] = b
                groups -= 1
        cut = 0
        for u, v in edges:
            if find(u) != find(v):
                cut += 1
        best = min(best, cut)
    return best
