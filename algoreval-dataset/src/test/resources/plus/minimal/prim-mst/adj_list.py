# Minimal: O(V^2) Prim with a linear scan for the lightest key (no heap); parallel edges just relax the key again.
def primMST(adj):
    V = len(adj)
    INF = float("inf")
    key = [INF] * V
    parent = [-1] * V
    done = [False] * V
    key[0] = 0
    tree = []
    for _ in range(V):
        u = -1
        for v in range(V):
            if not done[v] and (u == -1 or key[v] < key[u]):
                u = v
        done[u] = True
        if parent[u] != -1:
            tree.append((parent[u], u, key[u]))
        for v, w in adj[u]:
            if not done[v] and w < key[v]:
                key[v] = w
                parent[v] = u
    return tree
