# Contract-minimal: textbook Dinic (BFS levels, DFS blocking flow with per-vertex edge pointers) on a
# residual edge array where every listed edge, parallel copies and self-loops included, is an edge of its
# own with a reverse edge; recursion is at most n deep (n <= 80); Python ints need no 64-bit care.
from collections import deque


def dinic(n, edges, s, t):
    to, cap, graph = [], [], [[] for _ in range(n)]
    for u, v, c in edges:
        graph[u].append(len(to))
        to.append(v)
        cap.append(c)
        graph[v].append(len(to))
        to.append(u)
        cap.append(0)

    def bfs():
        level = [-1] * n
        level[s] = 0
        q = deque([s])
        while q:
            u = q.popleft()
            for e in graph[u]:
                if cap[e] > 0 and level[to[e]] == -1:
                    level[to[e]] = level[u] + 1
                    q.append(to[e])
        return level

    def dfs(u, pushed, level, it):
        if u == t:
            return pushed
        while it[u] < len(graph[u]):
            e = graph[u][it[u]]
            v = to[e]
            if cap[e] > 0 and level[v] == level[u] + 1:
                got = dfs(v, min(pushed, cap[e]), level, it)
                if got > 0:
                    cap[e] -= got
                    cap[e ^ 1] += got
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
