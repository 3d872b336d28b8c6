import sys


def findBridges(V, edges):
    adj = [[] for _ in range(V)]
    for i, (u, v) in enumerate(edges):
        adj[u].append((v, i))
        adj[v].append((u, i))
    disc = [-1] * V
    low = [0] * V
    timer = [0]
    bridges = []

    def dfs(u, parent_edge):
        disc[u] = low[u] = timer[0]
        timer[0] += 1
        for v, idx in adj[u]:
            if idx == parent_edge:
                continue
            if disc[v] == -1:
                dfs(v, idx)
                low[u] = min(low[u], low[v])
                if low[v] > disc[u]:
                    bridges.append([min(u, v), max(u, v)])
            else:
                low[u] = min(low[u], disc[v])

    sys.setrecursionlimit(max(sys.getrecursionlimit(), V + 1000))  # the DFS may be V deep; never lower a caller's limit
    for u in range(V):
        if disc[u] == -1:
            dfs(u, -1)
    return bridges


if __name__ == "__main__":
    V = 5
    edges = [[0, 1], [0, 2], [1, 2], [0, 3], [3, 4]]
    for u, v in sorted(tuple(sorted(e)) for e in findBridges(V, edges)):
        print(u, v)
