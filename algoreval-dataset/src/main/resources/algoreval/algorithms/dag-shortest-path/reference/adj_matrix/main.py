from collections import deque

NO_EDGE = 1000000


def dagShortestPath(M, src):
    n = len(M)
    adj = [[(v, M[u][v]) for v in range(n) if M[u][v] != NO_EDGE] for u in range(n)]
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
    M = [
        [1000000, 1000000, 1000000, 6, 1000000, 2, -2, 1000000],
        [1000000, 1000000, 5, 1000000, 2, 1000000, 1000000, 1000000],
        [1, 1000000, 1000000, 1000000, 1000000, 4, 1000000, 1000000],
        [1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 2],
        [1000000, 1000000, 1000000, -10, 1000000, 1000000, 1000000, 1000000],
        [1000000, 1000000, 1000000, -3, 1000000, 1000000, 1000000, 1],
        [1000000, 1000000, 1000000, 0, 1000000, 1000000, 1000000, 3],
        [1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000],
    ]
    src = 2
    dist = dagShortestPath(M, src)
    unreachable = (None, float("inf"), 2**31 - 1, 2**63 - 1)
    for v, d in enumerate(dist):
        print(v, "INF" if d in unreachable else d)
