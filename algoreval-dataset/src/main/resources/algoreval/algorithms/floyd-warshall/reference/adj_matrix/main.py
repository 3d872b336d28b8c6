INF = float("inf")
NO_EDGE = 999


def floydWarshall(M):
    n = len(M)
    dist = [[0 if i == j else (INF if M[i][j] == NO_EDGE else M[i][j]) for j in range(n)] for i in range(n)]
    for k in range(n):
        for i in range(n):
            if dist[i][k] == INF:
                continue
            for j in range(n):
                if dist[i][k] + dist[k][j] < dist[i][j]:
                    dist[i][j] = dist[i][k] + dist[k][j]
    return dist


if __name__ == "__main__":
    M = [
        [999, 3, 999, 7, 999, 999, 999],
        [999, 999, -2, 999, 4, 999, 999],
        [5, 999, 999, 1, 999, 999, 999],
        [999, 8, 999, 999, -3, 999, 999],
        [2, 999, 6, 999, 999, 999, 999],
        [1, 999, 999, 999, 999, 999, -1],
        [999, 999, 999, 4, 999, 999, 999],
    ]
    dist = floydWarshall(M)
    for row in dist:
        print(" ".join("INF" if d == float("inf") else str(d) for d in row))
