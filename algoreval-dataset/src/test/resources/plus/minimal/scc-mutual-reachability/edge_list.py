# Minimal: the set of vertices reachable from each vertex by a plain search, then u and v share a component when each reaches the other; O(n(n+m)), nothing assumed beyond the contract.
def sccByReachability(n, edges):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
    return _components(n, adj)


def _components(n, adj):
    reach = []
    for s in range(n):
        seen = [False] * n
        seen[s] = True
        stack = [s]
        while stack:
            u = stack.pop()
            for v in adj[u]:
                if not seen[v]:
                    seen[v] = True
                    stack.append(v)
        reach.append(seen)
    placed = [False] * n
    out = []
    for u in range(n):
        if placed[u]:
            continue
        comp = [v for v in range(n) if reach[u][v] and reach[v][u]]
        for v in comp:
            placed[v] = True
        out.append(comp)
    return out
