# Contract-minimal: the O(V^2) matrix Dijkstra; -1 means no edge, a self-loop (M[v][v]) is relaxed like
# any edge and never helps.
def dijkstra(M, src):
    n = len(M)
    dist = [-1] * n
    done = [False] * n
    dist[src] = 0
    for _ in range(n):
        u = -1
        for v in range(n):
            if not done[v] and dist[v] != -1 and (u == -1 or dist[v] < dist[u]):
                u = v
        if u == -1:
            break
        done[u] = True
        for v in range(n):
            w = M[u][v]
            if w != -1 and (dist[v] == -1 or dist[u] + w < dist[v]):
                dist[v] = dist[u] + w
    return dist
