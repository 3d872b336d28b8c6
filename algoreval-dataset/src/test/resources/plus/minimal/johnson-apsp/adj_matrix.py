# Minimal: textbook Johnson on the matrix (999 = no edge): Bellman-Ford from a virtual source, reweighting, then an O(n^2) Dijkstra without a heap from every vertex; Python ints hold the 64-bit sums.
def johnson(M):
    n = len(M)
    INF = float("inf")
    edges = [(u, v, M[u][v]) for u in range(n) for v in range(n) if u != v and M[u][v] != 999]
    h = [0] * n  # a virtual source joined to every vertex by weight 0
    for _ in range(n):
        changed = False
        for u, v, w in edges:
            if h[u] + w < h[v]:
                h[v] = h[u] + w
                changed = True
        if not changed:
            break
    dist = []
    for s in range(n):
        d = [INF] * n
        done = [False] * n
        d[s] = 0
        for _ in range(n):
            u = -1
            for x in range(n):
                if not done[x] and d[x] != INF and (u == -1 or d[x] < d[u]):
                    u = x
            if u == -1:
                break
            done[u] = True
            for v in range(n):
                w = M[u][v]
                if v != u and w != 999:
                    nw = d[u] + w + h[u] - h[v]
                    if nw < d[v]:
                        d[v] = nw
        dist.append([d[t] - h[s] + h[t] if d[t] != INF else INF for t in range(n)])
    return dist
