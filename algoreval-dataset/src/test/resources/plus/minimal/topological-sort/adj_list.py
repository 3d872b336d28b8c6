# Minimal: Kahn's algorithm taking the smallest ready vertex by a linear scan (no heap), O(V^2 + E).
def topologicalSort(adj):
    V = len(adj)
    indeg = [0] * V
    for u in range(V):
        for v in adj[u]:
            indeg[v] += 1
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
