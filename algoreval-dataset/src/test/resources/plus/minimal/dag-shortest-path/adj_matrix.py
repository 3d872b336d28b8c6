# Contract-minimal: Kahn's topological order on the matrix (O(n^2), no complexity is stated), then
# relaxation in that order; 1000000 means no edge, None marks unreachable.
NO_EDGE = 1000000


def dagShortestPath(M, src):
    n = len(M)
    indeg = [0] * n
    for u in range(n):
        for v in range(n):
            if M[u][v] != NO_EDGE:
                indeg[v] += 1
    order = [v for v in range(n) if indeg[v] == 0]
    i = 0
    while i < len(order):
        u = order[i]
        i += 1
        for v in range(n):
            if M[u][v] != NO_EDGE:
                indeg[v] -= 1
                if indeg[v] == 0:
                    order.append(v)
    dist = [None] * n
    dist[src] = 0
    for u in order:
        if dist[u] is None:
            continue
        for v in range(n):
            w = M[u][v]
            if w != NO_EDGE and (dist[v] is None or dist[u] + w < dist[v]):
                dist[v] = dist[u] + w
    return dist
