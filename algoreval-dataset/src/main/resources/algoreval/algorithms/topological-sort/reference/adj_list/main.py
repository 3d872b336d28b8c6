import heapq


def topologicalSort(adj):
    V = len(adj)
    indegree = [0] * V
    for u in range(V):
        for v in adj[u]:
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
    adj = [[6], [], [3, 6], [1], [0, 1], [2, 0], [3], [6], [7, 1]]
    print(" ".join(str(v) for v in topologicalSort(adj)))
