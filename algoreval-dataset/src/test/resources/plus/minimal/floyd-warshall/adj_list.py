# Contract-minimal: the plain O(n^3) triple loop on a simple graph (one edge per ordered pair, as
# the contract says); Python ints hold the 64-bit path lengths.
def floydWarshall(adj):
    INF = float("inf")
    n = len(adj)
    dist = [[INF] * n for _ in range(n)]
    for i in range(n):
        dist[i][i] = 0
    for u in range(n):
        for v, w in adj[u]:
            dist[u][v] = w
    for k in range(n):
        for i in range(n):
            if dist[i][k] == INF:
                continue
            for j in range(n):
                if dist[i][k] + dist[k][j] < dist[i][j]:
                    dist[i][j] = dist[i][k] + dist[k][j]
    return dist
