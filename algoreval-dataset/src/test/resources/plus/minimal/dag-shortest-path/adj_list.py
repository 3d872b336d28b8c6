# Contract-minimal: Kahn's topological order (no recursion, no depth limit is stated), then relaxation of
# every listed pair in that order, so parallel edges need no special care; None marks unreachable.
def dagShortestPath(adj, src):
    n = len(adj)
    indeg = [0] * n
    for u in range(n):
        for v, _ in adj[u]:
            indeg[v] += 1
    order = [v for v in range(n) if indeg[v] == 0]
    i = 0
    while i < len(order):
        u = order[i]
        i += 1
        for v, _ in adj[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                order.append(v)
    dist = [None] * n
    dist[src] = 0
    for u in order:
        if dist[u] is None:
            continue
        for v, w in adj[u]:
            if dist[v] is None or dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
    return dist
