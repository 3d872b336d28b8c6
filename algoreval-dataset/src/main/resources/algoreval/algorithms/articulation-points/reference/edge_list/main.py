import sys


def findArticulationPoints(V, edges):
    adj = [[] for _ in range(V)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    disc = [-1] * V
    low = [0] * V
    timer = [0]
    is_cut = [False] * V

    def dfs(u, parent):
        disc[u] = low[u] = timer[0]
        timer[0] += 1
        children = 0
        for v in adj[u]:
            if v == parent:
                continue
            if disc[v] == -1:
                children += 1
                dfs(v, u)
                low[u] = min(low[u], low[v])
                # a non-root u separates v's subtree when no back edge from it climbs above u
                if parent != -1 and low[v] >= disc[u]:
                    is_cut[u] = True
            else:
                low[u] = min(low[u], disc[v])
        # the root of a DFS tree is a cut vertex iff it has more than one tree child
        if parent == -1 and children > 1:
            is_cut[u] = True

    sys.setrecursionlimit(max(sys.getrecursionlimit(), V + 1000))  # the DFS may be V deep; never lower a caller's limit
    for u in range(V):
        if disc[u] == -1:
            dfs(u, -1)
    return [u for u in range(V) if is_cut[u]]


if __name__ == "__main__":
    V = 11
    edges = [[0, 1], [1, 2], [2, 0], [3, 1], [3, 4], [4, 5], [5, 3], [6, 5], [8, 7], [7, 9]]
    print(" ".join(str(v) for v in sorted(findArticulationPoints(V, edges))))
