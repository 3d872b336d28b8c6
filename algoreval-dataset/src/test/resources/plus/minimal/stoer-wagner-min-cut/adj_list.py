# Minimal: textbook O(n^3) Stoer-Wagner on a weight matrix; each edge is listed at both ends, so it is added from u's list only, and parallel edges' weights add up, as the contract states.
def stoerWagner(adj):
    n = len(adj)
    w = [[0] * n for _ in range(n)]
    for u in range(n):
        for v, c in adj[u]:
            w[u][v] += c
    return _stoer_wagner(n, w)


def _stoer_wagner(n, w):
    members = [[v] for v in range(n)]
    alive = list(range(n))
    best = None
    best_side = None
    while len(alive) > 1:
        conn = {v: 0 for v in alive}
        added = set()
        prev = last = None
        for _ in range(len(alive)):
            u = None
            for v in alive:
                if v not in added and (u is None or conn[v] > conn[u]):
                    u = v
            added.add(u)
            prev, last = last, u
            for v in alive:
                if v not in added:
                    conn[v] += w[u][v]
        if best is None or conn[last] < best:
            best = conn[last]
            best_side = list(members[last])
        members[prev].extend(members[last])
        for v in alive:
            w[prev][v] += w[last][v]
            w[v][prev] = w[prev][v]
        w[prev][prev] = 0
        alive.remove(last)
    return (best, best_side)
