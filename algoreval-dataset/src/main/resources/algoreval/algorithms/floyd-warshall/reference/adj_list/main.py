INF = float("inf")


def floydWarshall(adj):
    n = len(adj)
    dist = [[0 if i == j else INF for j in range(n)] for i in range(n)]
    for u in range(n):
        for v, w in adj[u]:
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
    adj = [
        [[1, 3], [3, 7]],
        [[2, -2], [4, 4]],
        [[0, 5], [3, 1]],
        [[1, 8], [4, -3]],
        [[0, 2], [2, 6]],
        [[0, 1], [6, -1]],
        [[3, 4]],
    ]
    dist = floydWarshall(adj)
    for row in dist:
        print(" ".join("INF" if d == float("inf") else str(d) for d in row))
