# Contract-minimal: the plain O(n^3) triple loop; 999 means no edge and the diagonal is 999, as the
# contract says; Python ints hold the 64-bit path lengths.
def floydWarshall(M):
    INF = float("inf")
    n = len(M)
    dist = [[INF if M[i][j] == 999 else M[i][j] for j in range(n)] for i in range(n)]
    for i in range(n):
        dist[i][i] = 0
    for k in range(n):
        for i in range(n):
            if dist[i][k] == INF:
                continue
            for j in range(n):
                if dist[i][k] + dist[k][j] < dist[i][j]:
                    dist[i][j] = dist[i][k] + dist[k][j]
    return dist
