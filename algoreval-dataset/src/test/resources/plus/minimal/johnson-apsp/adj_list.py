# Minimal: textbook Johnson (Bellman-Ford from a virtual source, reweighting, then an O(V^2) Dijkstra without a heap from every vertex); Python ints hold the 64-bit sums.
def johnson(adj):
    n = len(adj)
    INF = float("inf")
    h = [0] * n  # a virtual source joined to every vertex by weight 0
    for _ in range(n):
        changed = False
        for u in range(n):
            for v, w in adj[u]:
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
            for v, w in adj[u]:
                nw = d[u] + w + h[u] - h[v]
                if nw < d[v]:
                    d[v] = nw
        dist.append([d[t] - h[s] + h[t] if d[t] != INF else INF for t in range(n)])
    return dist
