import heapq

INF = float("inf")


def johnsonGraph(graph):
    """Johnson's algorithm on graph[u] = [(v, w), ...]; returns the distance matrix."""
    n = len(graph)
    # Bellman-Ford from a virtual source joined to every vertex by a 0-weight edge: h starts at 0 everywhere.
    h = [0] * n
    for _ in range(n + 1):  # n + 1 rounds, so that with n = 0 it ends without reporting a cycle
        changed = False
        for u in range(n):
            for v, w in graph[u]:
                if h[u] + w < h[v]:
                    h[v] = h[u] + w
                    changed = True
        if not changed:
            break
    else:
        raise ValueError("negative cycle")
    # Reweighted edges w + h[u] - h[v] are non-negative, so Dijkstra works from every source.
    dist = []
    for s in range(n):
        d = [INF] * n
        d[s] = 0
        heap = [(0, s)]
        while heap:
            du, u = heapq.heappop(heap)
            if du > d[u]:
                continue
            for v, w in graph[u]:
                nd = du + w + h[u] - h[v]
                if nd < d[v]:
                    d[v] = nd
                    heapq.heappush(heap, (nd, v))
        dist.append([d[v] - h[s] + h[v] if d[v] != INF else INF for v in range(n)])
    return dist


def johnson(adj):
    return johnsonGraph([[(v, w) for v, w in neighbours] for neighbours in adj])


if __name__ == "__main__":
    adj = [
        [[1, 4], [2, -1]],
        [[3, -3]],
        [[1, 2], [3, 6]],
        [[0, 5], [2, 1]],
        [[5, -3]],
        [[1, -2], [4, 5]],
    ]
    dist = johnson(adj)
    for row in dist:
        print(" ".join("INF" if d == float("inf") else str(d) for d in row))
