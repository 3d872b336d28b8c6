from collections import deque

INF = float("inf")


def hopcroftKarp(m, n, B):
    # Rows 0..m-1 of B are the left vertices, rows m..m+n-1 the right ones; column j is edge j.
    adj = [[] for _ in range(m)]  # adj[u]: right vertices adjacent to left vertex u
    for j in range(len(B[0])):
        u, v = (r for r in range(m + n) if B[r][j] == 1)  # u < m <= v
        adj[u].append(v)
    # -1 means "unmatched".
    pairU = [-1] * m          # pairU[u]: right vertex matched to left vertex u
    pairV = [-1] * n          # pairV[v - m]: left vertex matched to right vertex v
    dist = [0] * m
    free_dist = INF           # length of the shortest augmenting paths of the current phase

    def bfs():
        nonlocal free_dist
        queue = deque()
        for u in range(m):
            if pairU[u] == -1:
                dist[u] = 0
                queue.append(u)
            else:
                dist[u] = INF
        free_dist = INF
        while queue:
            u = queue.popleft()
            if dist[u] < free_dist:
                for v in adj[u]:
                    w = pairV[v - m]
                    if w == -1:
                        if free_dist == INF:
                            free_dist = dist[u] + 1
                    elif dist[w] == INF:
                        dist[w] = dist[u] + 1
                        queue.append(w)
        return free_dist != INF

    def dfs(u):
        for v in adj[u]:
            w = pairV[v - m]
            if (w == -1 and free_dist == dist[u] + 1) or (
                    w != -1 and dist[w] == dist[u] + 1 and dfs(w)):
                pairU[u] = v
                pairV[v - m] = u
                return True
        dist[u] = INF
        return False

    result = 0
    while bfs():
        for u in range(m):
            if pairU[u] == -1 and dfs(u):
                result += 1
    return result


if __name__ == "__main__":
    m, n = 4, 4
    B = [
        [1, 1, 0, 0, 0, 0],
        [0, 0, 1, 0, 0, 0],
        [0, 0, 0, 1, 0, 0],
        [0, 0, 0, 0, 1, 1],
        [0, 0, 1, 0, 0, 0],
        [1, 0, 0, 1, 1, 0],
        [0, 1, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 1],
    ]
    print("Size of maximum matching is %d" % hopcroftKarp(m, n, B))
