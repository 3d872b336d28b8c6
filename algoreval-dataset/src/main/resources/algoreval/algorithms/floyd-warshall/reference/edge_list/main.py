INF = float("inf")


def floydWarshall(n, edges):
    dist = [[0 if i == j else INF for j in range(n)] for i in range(n)]
    for u, v, w in edges:
        dist[u][v] = min(dist[u][v], w)
    for k in range(n):
        for i in range(n):
            if dist[i][k] == INF:
                continue
            for j in range(n):
                if dist[i][k] + dist[k][j] < dist[i][j]:
                    dist[i][j] = dist[i][k] + dist[k][j]
    return dist


if __name__ == "__main__":
    n = 7
    edges = [[0, 1, 3], [0, 3, 7], [1, 2, -2], [1, 4, 4], [2, 0, 5], [2, 3, 1], [3, 4, -3],
             [4, 2, 6], [4, 0, 2], [5, 0, 1], [5, 6, -1], [6, 3, 4], [3, 1, 8]]
    dist = floydWarshall(n, edges)
    for row in dist:
        print(" ".join("INF" if d == float("inf") else str(d) for d in row))
