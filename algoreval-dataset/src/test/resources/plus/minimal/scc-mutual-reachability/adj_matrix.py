# Minimal: Warshall's transitive closure (a plain cubic triple loop), then u and v share a component when each reaches the other.
def sccByReachability(M):
    n = len(M)
    r = [[M[i][j] != 0 or i == j for j in range(n)] for i in range(n)]
    for k in range(n):
        for i in range(n):
            if r[i][k]:
                rk = r[k]
                ri = r[i]
                for j in range(n):
                    if rk[j]:
                        ri[j] = True
    placed = [False] * n
    out = []
    for u in range(n):
        if placed[u]:
            continue
        comp = [v for v in range(n) if r[u][v] and r[v][u]]
        for v in comp:
            placed[v] = True
        out.append(comp)
    return out
