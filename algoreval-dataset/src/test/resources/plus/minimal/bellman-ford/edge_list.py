# Contract-minimal: the textbook n-1 rounds over the edge list and one more round to find a reachable
# negative cycle (O(n*m), no faster complexity stated); Python ints cover the 64-bit distances.
def bellmanFord(n, edges, src):
    INF = float("inf")
    dist = [INF] * n
    dist[src] = 0
    for _ in range(n - 1):
        for u, v, w in edges:
            if dist[u] != INF and dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
    for u, v, w in edges:
        if dist[u] != INF and dist[u] + w < dist[v]:
            return None
    return [float(d) for d in dist]
