import sys


def findBridges(adj):
    V = len(adj)
    disc = [-1] * V
    low = [0] * V
    timer = [0]
    bridges = []

    def dfs(u, parent):
        disc[u] = low[u] = timer[0]
        timer[0] += 1
        for v in adj[u]:
            if v == parent:
                continue
            if disc[v] == -1:
                dfs(v, u)
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
    adj = [[1, 2, 3], [0, 2], [0, 1], [0, 4], [3]]
    for u, v in sorted(tuple(sorted(e)) for e in findBridges(adj)):
        print(u, v)
