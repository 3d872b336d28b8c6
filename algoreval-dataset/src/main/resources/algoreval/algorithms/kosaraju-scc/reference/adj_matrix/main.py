import sys


def kosarajuScc(M):
    n = len(M)
    adj = [[v for v in range(n) if M[u][v] == 1] for u in range(n)]
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
    M = [
        [0, 0, 0, 1, 0, 1, 0, 0, 0, 0],
        [0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 1, 0, 1, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
        [0, 0, 0, 0, 0, 0, 0, 1, 0, 1],
        [1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 1, 0, 1, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
        [0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]
    components = sorted(sorted(c) for c in kosarajuScc(M))
    for c in components:
        print(" ".join(str(v) for v in c))
