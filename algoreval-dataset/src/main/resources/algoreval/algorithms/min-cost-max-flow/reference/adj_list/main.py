from collections import deque


class MinCostFlow:
    """Residual network; edge e and its reverse edge e ^ 1 are stored next to each other."""

    def __init__(self, n):
        self.n = n
        self.graph = [[] for _ in range(n)]
        self.to = []
        self.cap = []
        self.cost = []

    def add_edge(self, u, v, cap, cost):
        self.graph[u].append(len(self.to))
        self.to.append(v)
        self.cap.append(cap)
        self.cost.append(cost)
        self.graph[v].append(len(self.to))
        self.to.append(u)
        self.cap.append(0)
        self.cost.append(-cost)

    def _shortest_paths(self, s):
        """Bellman-Ford with a queue (SPFA); reverse residual edges have negative costs."""
        dist = [float("inf")] * self.n
        prev_edge = [-1] * self.n
        in_queue = [False] * self.n
        dist[s] = 0
        queue = deque([s])
        while queue:
            u = queue.popleft()
            in_queue[u] = False
            for e in self.graph[u]:
                v = self.to[e]
                if self.cap[e] > 0 and dist[u] + self.cost[e] < dist[v]:
                    dist[v] = dist[u] + self.cost[e]
                    prev_edge[v] = e
                    if not in_queue[v]:
                        in_queue[v] = True
                        queue.append(v)
        return dist, prev_edge

    def run(self, s, t):
        flow = total_cost = 0
        while True:
            dist, prev_edge = self._shortest_paths(s)
            if dist[t] == float("inf"):
                return flow, total_cost
            push = float("inf")
            v = t
            while v != s:
                e = prev_edge[v]
                push = min(push, self.cap[e])
                v = self.to[e ^ 1]
            v = t
            while v != s:
                e = prev_edge[v]
                self.cap[e] -= push
                self.cap[e ^ 1] += push
                v = self.to[e ^ 1]
            flow += push
            total_cost += push * dist[t]


def minCostMaxFlow(adj, s, t):
    network = MinCostFlow(len(adj))
    for u, arcs in enumerate(adj):
        for v, cap, cost in arcs:
            network.add_edge(u, v, cap, cost)
    return network.run(s, t)


if __name__ == "__main__":
    adj = [
        [[4, 6, 5], [5, 4, 1]],
        [[4, 7, 2], [5, 3, 7], [5, 4, 5]],
        [[4, 2, 4], [5, 5, 3]],
        [[6, 4, 4]],
        [[6, 7, 2]],
        [[1, 8, 1], [2, 4, 9], [3, 6, 9], [6, 1, 1]],
        [],
    ]
    flow, cost = minCostMaxFlow(adj, 0, 6)
    print(flow, cost)
