def primMST(M):
    # O(n^2) Prim, the natural fit for a dense matrix: best[v] is the cheapest edge from the tree to v.
    n = len(M)
    INF = float("inf")
    inTree = [False] * n
    best = [INF] * n
    parent = [-1] * n
    best[0] = 0
    mst = []
    for _ in range(n):
        v = min((u for u in range(n) if not inTree[u]), key=lambda u: best[u])
        inTree[v] = True
        if parent[v] >= 0:
            mst.append([parent[v], v, M[parent[v]][v]])
        for u in range(n):
            if M[v][u] != 0 and not inTree[u] and M[v][u] < best[u]:
                best[u] = M[v][u]
                parent[u] = v
    return mst


if __name__ == "__main__":
    M = [
        [0, 4, 6, 5, 0, 0, 0, 0],
        [4, 0, 4, 0, 7, 0, 0, 0],
        [6, 4, 0, 3, 5, 6, 0, 0],
        [5, 0, 3, 0, 0, 8, 0, 10],
        [0, 7, 5, 0, 0, 3, 6, 0],
        [0, 0, 6, 8, 3, 0, 4, 9],
        [0, 0, 0, 0, 6, 4, 0, 4],
        [0, 0, 0, 10, 0, 9, 4, 0],
    ]
    mst = primMST(M)
    print(sum(w for _, _, w in mst))
    for u, v, w in sorted((min(u, v), max(u, v), w) for u, v, w in mst):
        print(u, v, w)
