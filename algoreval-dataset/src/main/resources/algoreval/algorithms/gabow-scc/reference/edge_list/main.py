import sys


def gabowScc(n, edges):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
    preorder = [-1] * n
    assigned = [False] * n
    s = []  # visited vertices not yet assigned to a component
    p = []  # roots of the components on the current DFS path (boundaries in s)
    components = []
    counter = 0

    def visit(v):
        nonlocal counter
        preorder[v] = counter
        counter += 1
        s.append(v)
        p.append(v)
        for w in adj[v]:
            if preorder[w] == -1:
                visit(w)
            elif not assigned[w]:
                # w is still open: everything on the path after w collapses into one component
                while preorder[p[-1]] > preorder[w]:
                    p.pop()
        if p[-1] == v:
            p.pop()
            component = []
            while True:
                w = s.pop()
                assigned[w] = True
                component.append(w)
                if w == v:
                    break
            components.append(component)

    sys.setrecursionlimit(max(1000, 10 * n))
    for v in range(n):
        if preorder[v] == -1:
            visit(v)
    return components


if __name__ == "__main__":
    n = 10
    edges = [[0, 1], [1, 4], [4, 6], [6, 1], [0, 7], [6, 7], [7, 8], [2, 8], [8, 3], [3, 5], [5, 2],
             [3, 2], [9, 0], [4, 2]]
    components = sorted(sorted(c) for c in gabowScc(n, edges))
    for c in components:
        print(" ".join(str(v) for v in c))
