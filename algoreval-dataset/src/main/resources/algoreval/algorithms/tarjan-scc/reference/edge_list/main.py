import sys


def tarjanScc(n, edges):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
    index = [-1] * n
    low = [0] * n
    on_stack = [False] * n
    stack = []
    components = []
    counter = 0

    def strong_connect(v):
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack[v] = True
        for w in adj[v]:
            if index[w] == -1:
                strong_connect(w)
                low[v] = min(low[v], low[w])
            elif on_stack[w]:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack[w] = False
                component.append(w)
                if w == v:
                    break
            components.append(component)

    sys.setrecursionlimit(max(1000, 10 * n))
    for v in range(n):
        if index[v] == -1:
            strong_connect(v)
    return components


if __name__ == "__main__":
    n = 10
    edges = [[0, 3], [3, 7], [7, 0], [7, 1], [1, 2], [2, 5], [5, 8], [8, 2], [8, 9], [9, 5], [3, 4],
             [4, 9], [1, 4], [0, 2]]
    components = sorted(sorted(c) for c in tarjanScc(n, edges))
    for c in components:
        print(" ".join(str(v) for v in c))
