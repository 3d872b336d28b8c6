def dijkstra(M, src):
    n = len(M)
    dist = [-1] * n
    done = [False] * n
    dist[src] = 0
    for _ in range(n):
        # pick the closest unfinished vertex that has been reached
        u = -1
        for v in range(n):
            if not done[v] and dist[v] != -1 and (u == -1 or dist[v] < dist[u]):
                u = v
        if u == -1:
            break
        done[u] = True
        for v in range(n):
            w = M[u][v]
            if w != -1 and not done[v] and (dist[v] == -1 or dist[u] + w < dist[v]):
                dist[v] = dist[u] + w
    return dist


if __name__ == "__main__":
    M = [
        [-1, 4, 1, -1, -1, -1, -1],
        [-1, -1, -1, 0, 4, -1, -1],
        [-1, 2, -1, 2, 5, -1, -1],
        [-1, -1, -1, -1, 3, 6, -1],
        [-1, -1, -1, -1, -1, 2, -1],
        [-1, -1, -1, -1, -1, -1, -1],
        [1, -1, -1, -1, -1, 1, -1],
    ]
    dist = dijkstra(M, 0)
    for v, d in enumerate(dist):
        print(v, "INF" if d == -1 else d)
