def bellmanFord(n, edges, src):
    INF = float("inf")
    dist = [INF] * n
    dist[src] = 0
    for _ in range(n - 1):
        changed = False
        for u, v, w in edges:
            if dist[u] != INF and dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                changed = True
        if not changed:
            break
    # One more improvement after n-1 rounds means a reachable negative cycle.
    for u, v, w in edges:
        if dist[u] != INF and dist[u] + w < dist[v]:
            return None
    return dist


if __name__ == "__main__":
    n = 8
    edges = [[3, 4, -4], [0, 1, 4], [6, 2, 1], [2, 4, 8], [4, 1, 3], [1, 3, 6], [7, 5, 2],
             [2, 3, 3], [5, 6, 1], [0, 2, 5], [6, 5, -3], [1, 2, -2], [3, 0, 2], [7, 0, 4]]
    for src in [0, 7]:
        dist = bellmanFord(n, edges, src)
        if dist is None:
            print("NEGATIVE CYCLE")
        else:
            for v, d in enumerate(dist):
                print(v, "INF" if d == float("inf") else d)
