# Minimal: the implication graph's components by Kosaraju with explicit stacks; x is true when its component comes after NOT x's in topological order; tautologies and repeated clauses need no special case.
def twoSat(n, clauses):
    N = 2 * n

    def node(lit):
        return 2 * (abs(lit) - 1) + (1 if lit < 0 else 0)

    g = [[] for _ in range(N)]
    gt = [[] for _ in range(N)]
    for a, b in clauses:
        # (a OR b): NOT a -> b, NOT b -> a
        for x, y in ((node(-a), node(b)), (node(-b), node(a))):
            g[x].append(y)
            gt[y].append(x)
    seen = [False] * N
    order = []
    for s in range(N):
        if seen[s]:
            continue
        seen[s] = True
        stack = [(s, 0)]
        while stack:
            u, i = stack[-1]
            if i < len(g[u]):
                stack[-1] = (u, i + 1)
                v = g[u][i]
                if not seen[v]:
                    seen[v] = True
                    stack.append((v, 0))
            else:
                stack.pop()
                order.append(u)
    comp = [-1] * N
    c = 0
    for s in reversed(order):
        if comp[s] != -1:
            continue
        comp[s] = c
        stack = [s]
        while stack:
            u = stack.pop()
            for v in gt[u]:
                if comp[v] == -1:
                    comp[v] = c
                    stack.append(v)
        c += 1
    result = []
    for i in range(n):
        if comp[2 * i] == comp[2 * i + 1]:
            return None
        result.append(comp[2 * i] > comp[2 * i + 1])
    return result
