def sccByReachability(adj):
    n = len(adj)
    reach = [[u == v for v in range(n)] for u in range(n)]
    for u in range(n):
        for v in adj[u]:
            reach[u][v] = True
    # Warshall's transitive closure: afterwards reach[i][j] is True iff j is reachable from i
    for k in range(n):
        for i in range(n):
            if reach[i][k]:
                for j in range(n):
                    if reach[k][j]:
                        reach[i][j] = True

    assigned = [False] * n
    components = []
    for v in range(n):
        if not assigned[v]:
            component = [w for w in range(n) if reach[v][w] and reach[w][v]]
            for w in component:
                assigned[w] = True
            components.append(component)
    return components


if __name__ == "__main__":
    adj = [
        [6],
        [0, 4],
        [3],
        [5, 7],
        [5, 7],
        [2],
        [0, 2],
        [],
    ]
    components = sorted(sorted(c) for c in sccByReachability(adj))
    for c in components:
        print(" ".join(str(v) for v in c))
