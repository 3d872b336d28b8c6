# Minimal: Kahn's algorithm taking the smallest ready vertex by a linear scan (no heap), O(V^2 + E); a repeated edge simply counts once more in the in-degree.
def topologicalSort(V, edges):
    adj = [[] for _ in range(V)]
    indeg = [0] * V
    for u, v in edges:
        adj[u].append(v)
        indeg[v] += 1
    return _kahn(V, adj, indeg)


def _kahn(V, adj, indeg):
    ready = set(v for v in range(V) if indeg[v] == 0)
    order = []
    while ready:
        u = min(ready)
        ready.remove(u)
        order.append(u)
        for v in adj[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                ready.add(v)
    return order
