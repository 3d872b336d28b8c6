# Contract-minimal: the O(V^2) array-scan Dijkstra (no heap, no complexity is stated) over every listed
# pair, so parallel edges and self-loops need no special care; Python ints need no 64-bit care.
def dijkstra(adj, src):
    n = len(adj)
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
        for v, w in adj[u]:
            if dist[v] == -1 or dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
    return dist
