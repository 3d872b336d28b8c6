import heapq


def dijkstra(adj, src):
    n = len(adj)
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
    adj = [
        [[1, 4], [2, 1]],
        [[3, 0], [4, 4]],
        [[1, 2], [3, 2], [4, 5]],
        [[4, 3], [5, 6]],
        [[5, 2]],
        [],
        [[0, 1], [5, 1]],
    ]
    dist = dijkstra(adj, 0)
    for v, d in enumerate(dist):
        print(v, "INF" if d == -1 else d)
