import heapq


def dijkstra(n, edges, src):
    adj = [[] for _ in range(n)]
    for u, v, w in edges:
        adj[u].append((v, w))
    dist = [None] * n
    dist[src] = 0
    heap = [(0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in adj[u]:
            nd = d + w
            if dist[v] is None or nd < dist[v]:
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return [-1 if d is None else d for d in dist]


if __name__ == "__main__":
    n = 7
    edges = [[0, 1, 4], [0, 2, 1], [2, 1, 2], [1, 3, 0], [2, 3, 2], [3, 4, 3],
             [1, 4, 4], [2, 4, 5], [4, 5, 2], [3, 5, 6], [6, 0, 1], [6, 5, 1]]
    dist = dijkstra(n, edges, 0)
    for v, d in enumerate(dist):
        print(v, "INF" if d == -1 else d)
