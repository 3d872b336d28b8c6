import heapq


def topologicalSort(V, edges):
    adj = [[] for _ in range(V)]
    indegree = [0] * V
    for u, v in edges:
        adj[u].append(v)
        indegree[v] += 1
    ready = [u for u in range(V) if indegree[u] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        u = heapq.heappop(ready)
        order.append(u)
        for v in adj[u]:
            indegree[v] -= 1
            if indegree[v] == 0:
                heapq.heappush(ready, v)
    return order


if __name__ == "__main__":
    V = 9
    edges = [[5, 2], [5, 0], [4, 0], [4, 1], [2, 3], [3, 1], [8, 7], [7, 6], [6, 3], [0, 6], [2, 6], [8, 1]]
    print(" ".join(str(v) for v in topologicalSort(V, edges)))
