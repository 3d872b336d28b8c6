from collections import deque


def dagShortestPath(adj, src):
    n = len(adj)
    # topological order by Kahn's algorithm
    indegree = [0] * n
    for u in range(n):
        for v, _ in adj[u]:
            indegree[v] += 1
    queue = deque(v for v in range(n) if indegree[v] == 0)
    order = []
    while queue:
        u = queue.popleft()
        order.append(u)
        for v, _ in adj[u]:
            indegree[v] -= 1
            if indegree[v] == 0:
                queue.append(v)

    # relax the outgoing edges of each reachable vertex in topological order
    dist = [None] * n  # None: unreachable from src
    dist[src] = 0
    for u in order:
        if dist[u] is None:
            continue
        for v, w in adj[u]:
            if dist[v] is None or dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
    return dist


if __name__ == "__main__":
    adj = [
        [[5, 2], [3, 6], [6, -2]],
        [[2, 5], [4, 2]],
        [[5, 4], [0, 1]],
        [[7, 2]],
        [[3, -10]],
        [[3, -3], [7, 1]],
        [[7, 3], [3, 0]],
        [],
    ]
    src = 2
    dist = dagShortestPath(adj, src)
    unreachable = (None, float("inf"), 2**31 - 1, 2**63 - 1)
    for v, d in enumerate(dist):
        print(v, "INF" if d in unreachable else d)
