def _reaches(adj, src, dst, cut_u, cut_v):
    """Whether dst can be reached from src without using the edge {cut_u, cut_v}."""
    seen = {src}
    stack = [src]
    while stack:
        x = stack.pop()
        if x == dst:
            return True
        for y in adj[x]:
            if {x, y} == {cut_u, cut_v} or y in seen:
                continue
            seen.add(y)
            stack.append(y)
    return False


def findEulerianPath(V, edges):
    adj = [[] for _ in range(V)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    for neighbours in adj:
        neighbours.sort()
    odd = [u for u in range(V) if len(adj[u]) % 2 == 1]
    start = odd[0] if odd else next(u for u in range(V) if adj[u])
    # Fleury: from the current vertex take the smallest neighbour whose edge is not a bridge of
    # the unused edges, unless it is the only edge left there.
    path = [start]
    u = start
    while adj[u]:
        v = next(v for v in adj[u] if len(adj[u]) == 1 or _reaches(adj, u, v, u, v))
        adj[u].remove(v)
        adj[v].remove(u)
        path.append(v)
        u = v
    return path


if __name__ == "__main__":
    V = 9
    edges = [[0, 1], [5, 0], [1, 4], [5, 1], [2, 3], [4, 2], [2, 6], [6, 3], [4, 5], [7, 4], [5, 6], [6, 7]]
    print(" ".join(str(v) for v in findEulerianPath(V, edges)))
