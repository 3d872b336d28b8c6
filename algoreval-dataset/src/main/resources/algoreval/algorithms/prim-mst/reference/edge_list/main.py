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


def primMST(V, edges):
    graph = [[] for _ in range(V)]
    for u, v, w in edges:
        graph[u].append((v, w))
        graph[v].append((u, w))
    return primGraph(graph)


if __name__ == "__main__":
    V = 8
    edges = [[2, 3, 3], [0, 1, 4], [5, 4, 3], [1, 2, 4], [3, 0, 5], [6, 5, 4], [2, 0, 6], [4, 1, 7],
             [2, 4, 5], [7, 6, 4], [5, 2, 6], [3, 5, 8], [4, 6, 6], [7, 5, 9], [3, 7, 10]]
    mst = primMST(V, edges)
    print(sum(w for _, _, w in mst))
    for u, v, w in sorted((min(u, v), max(u, v), w) for u, v, w in mst):
        print(u, v, w)
