from collections import deque


class FlowNetwork:
    """Residual network; edge e and its reverse edge e ^ 1 are stored next to each other."""

    def __init__(self, n):
        self.n = n
        self.graph = [[] for _ in range(n)]
        self.to = []
        self.cap = []

    def add_edge(self, u, v, c):
        self.graph[u].append(len(self.to))
        self.to.append(v)
        self.cap.append(c)
        self.graph[v].append(len(self.to))
        self.to.append(u)
        self.cap.append(0)

    def _bfs(self, s, t):
        self.level = [-1] * self.n
        self.level[s] = 0
        queue = deque([s])
        while queue:
            u = queue.popleft()
            for e in self.graph[u]:
                v = self.to[e]
                if self.cap[e] > 0 and self.level[v] < 0:
                    self.level[v] = self.level[u] + 1
                    queue.append(v)
        return self.level[t] >= 0

    def _dfs(self, u, t, pushed):
        if u == t:
            return pushed
        while self.it[u] < len(self.graph[u]):
            e = self.graph[u][self.it[u]]
            v = self.to[e]
            if self.cap[e] > 0 and self.level[v] == self.level[u] + 1:
                d = self._dfs(v, t, min(pushed, self.cap[e]))
                if d > 0:
                    self.cap[e] -= d
                    self.cap[e ^ 1] += d
                    return d
            self.it[u] += 1
        return 0

    def max_flow(self, s, t):
        flow = 0
        while self._bfs(s, t):
            # blocking flow on the level graph; it[u] skips edges that are already saturated or dead
            self.it = [0] * self.n
            pushed = self._dfs(s, t, float("inf"))
            while pushed > 0:
                flow += pushed
                pushed = self._dfs(s, t, float("inf"))
        return flow


def dinic(adj, s, t):
    network = FlowNetwork(len(adj))
    for u, arcs in enumerate(adj):
        for v, c in arcs:
            network.add_edge(u, v, c)
    return network.max_flow(s, t)


if __name__ == "__main__":
    adj = [
        [[1, 8], [2, 12], [3, 4], [4, 6]],
        [[2, 12], [4, 10]],
        [[6, 2]],
        [[2, 6], [4, 12], [5, 9], [7, 7]],
        [[7, 9]],
        [[3, 5]],
        [[2, 2], [7, 10]],
        [],
    ]
    print(dinic(adj, 0, 7))
