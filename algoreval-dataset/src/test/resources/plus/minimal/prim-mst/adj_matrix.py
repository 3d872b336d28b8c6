# Minimal: textbook O(n^2) Prim on the matrix (0 = no edge), linear scan for the lightest key.
def primMST(M):
    n = len(M)
    INF = float("inf")
    key = [INF] * n
    parent = [-1] * n
    done = [False] * n
    key[0] = 0
    tree = []
    for _ in range(n):
        u = -1
        for v in range(n):
            if not done[v] and (u == -1 or key[v] < key[u]):
                u = v
        done[u] = True
        if parent[u] != -1:
            tree.append((parent[u], u, key[u]))
        for v in range(n):
            w = M[u][v]
            if w != 0 and not done[v] and w < key[v]:
                key[v] = w
                parent[v] = u
    return tree
