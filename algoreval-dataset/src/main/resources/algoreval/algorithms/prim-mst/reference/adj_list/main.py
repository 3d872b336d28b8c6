import heapq


def primGraph(graph):
    """Prim's algorithm on graph[u] = [(v, w), ...] from vertex 0; returns the tree edges [u, v, w]."""
    n = len(graph)
    inTree = [False] * n
    mst = []
    heap = [(0, 0, -1)]  # (weight, vertex, parent)
    while heap and len(mst) < n - 1:
        w, v, parent = heapq.heappop(heap)
        if inTree[v]:
            continue
        inTree[v] = True
        if parent >= 0:
            mst.append([parent, v, w])
        for u, wu in graph[v]:
            if not inTree[u]:
                heapq.heappush(heap, (wu, u, v))
    return mst


def primMST(adj):
    return primGraph([[(v, w) for v, w in neighbours] for neighbours in adj])


if __name__ == "__main__":
    adj = [
        [[1, 4], [2, 6], [3, 5]],
        [[0, 4], [2, 4], [4, 7]],
        [[0, 6], [1, 4], [3, 3], [4, 5], [5, 6]],
        [[0, 5], [2, 3], [5, 8], [7, 10]],
        [[1, 7], [2, 5], [5, 3], [6, 6]],
        [[2, 6], [3, 8], [4, 3], [6, 4], [7, 9]],
        [[4, 6], [5, 4], [7, 4]],
        [[3, 10], [5, 9], [6, 4]],
    ]
    mst = primMST(adj)
    print(sum(w for _, _, w in mst))
    for u, v, w in sorted((min(u, v), max(u, v), w) for u, v, w in mst):
        print(u, v, w)
