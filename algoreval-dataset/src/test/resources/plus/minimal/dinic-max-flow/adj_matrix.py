# Contract-minimal: textbook Dinic on a residual capacity matrix (BFS levels, DFS blocking flow with
# per-vertex column pointers); 0 means no edge, a self-loop is never on a level path; recursion <= n deep.
from collections import deque


def dinic(M, s, t):
    n = len(M)
    res = [row[:] for row in M]

    def bfs():
        level = [-1] * n
        level[s] = 0
        q = deque([s])
        while q:
            u = q.popleft()
            for v in range(n):
                if res[u][v] > 0 and level[v] == -1:
                    level[v] = level[u] + 1
                    q.append(v)
        return level

    def dfs(u, pushed, level, it):
        if u == t:
            return pushed
        while it[u] < n:
            v = it[u]
            if res[u][v] > 0 and level[v] == level[u] + 1:
                got = dfs(v, min(pushed, res[u][v]), level, it)
                if got > 0:
                    res[u][v] -= got
                    res[v][u] += got
                    return got
            it[u] += 1
        return 0

    flow = 0
    while True:
        level = bfs()
        if level[t] == -1:
            return flow
        it = [0] * n
        while True:
            got = dfs(s, float("inf"), level, it)
            if got == 0:
                break
            flow += got
