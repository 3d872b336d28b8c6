# Minimal: the set of vertices reachable from each vertex by a plain search, then u and v share a component when each reaches the other; O(n(n+m)).
def sccByReachability(adj):
    n = len(adj)
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
