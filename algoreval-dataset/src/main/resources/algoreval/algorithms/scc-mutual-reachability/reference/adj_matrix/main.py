def sccByReachability(M):
    n = len(M)
    reach = [[u == v or M[u][v] == 1 for v in range(n)] for u in range(n)]
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
    M = [
        [0, 0, 0, 0, 0, 0, 1, 0],
        [1, 0, 0, 0, 1, 0, 0, 0],
        [0, 0, 0, 1, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 1, 0, 1],
        [0, 0, 0, 0, 0, 1, 0, 1],
        [0, 0, 1, 0, 0, 0, 0, 0],
        [1, 0, 1, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0],
    ]
    components = sorted(sorted(c) for c in sccByReachability(M))
    for c in components:
        print(" ".join(str(v) for v in c))
