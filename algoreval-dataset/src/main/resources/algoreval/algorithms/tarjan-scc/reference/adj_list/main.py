import sys


def tarjanScc(adj):
    n = len(adj)
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
    adj = [
        [3, 2],
        [2, 4],
        [5],
        [7, 4],
        [9],
        [8],
        [],
        [0, 1],
        [2, 9],
        [5],
    ]
    components = sorted(sorted(c) for c in tarjanScc(adj))
    for c in components:
        print(" ".join(str(v) for v in c))
