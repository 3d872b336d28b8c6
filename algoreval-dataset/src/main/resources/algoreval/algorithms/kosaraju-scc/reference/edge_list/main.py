import sys


def kosarajuScc(n, edges):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
    radj = [[] for _ in range(n)]
    for u in range(n):
        for v in adj[u]:
            radj[v].append(u)

    visited = [False] * n
    order = []  # vertices in increasing order of DFS finishing time

    def dfs(v):
        visited[v] = True
        for w in adj[v]:
            if not visited[w]:
                dfs(w)
        order.append(v)

    sys.setrecursionlimit(max(1000, 10 * n))
    for v in range(n):
        if not visited[v]:
            dfs(v)

    assigned = [False] * n
    components = []

    def collect(v, component):
        assigned[v] = True
        component.append(v)
        for w in radj[v]:
            if not assigned[w]:
                collect(w, component)

    for v in reversed(order):
        if not assigned[v]:
            component = []
            collect(v, component)
            components.append(component)
    return components


if __name__ == "__main__":
    n = 10
    edges = [[0, 5], [5, 0], [5, 1], [1, 2], [2, 6], [6, 1], [6, 3], [2, 4], [4, 7], [7, 8], [8, 4],
             [3, 8], [0, 3], [4, 9]]
    components = sorted(sorted(c) for c in kosarajuScc(n, edges))
    for c in components:
        print(" ".join(str(v) for v in c))
