def sccByReachability(n, edges):
    reach = [[u == v for v in range(n)] for u in range(n)]
    for u, v in edges:
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
    n = 8
    edges = [[0, 6], [6, 0], [6, 2], [2, 3], [3, 5], [5, 2], [1, 0], [1, 4], [4, 5], [3, 7], [4, 7]]
    components = sorted(sorted(c) for c in sccByReachability(n, edges))
    for c in components:
        print(" ".join(str(v) for v in c))
