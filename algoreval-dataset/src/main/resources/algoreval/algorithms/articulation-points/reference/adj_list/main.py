import sys


def findArticulationPoints(adj):
    V = len(adj)
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
    adj = [[1, 2], [0, 2, 3], [1, 0], [1, 4, 5], [3, 5], [4, 3, 6], [5], [8, 9], [7], [7], []]
    print(" ".join(str(v) for v in sorted(findArticulationPoints(adj))))
