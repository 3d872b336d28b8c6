# Minimal: textbook recursive Kosaraju (finish order on the graph, then DFS on the reversed graph); a self-loop needs no special case.
def kosarajuScc(adj):
    return _kosaraju(len(adj), adj)

def _kosaraju(n, adj):
    radj = [[] for _ in range(n)]
    for u in range(n):
        for v in adj[u]:
            radj[v].append(u)
    seen = [False] * n
    order = []

    def first(u):
        seen[u] = True
        for v in adj[u]:
            if not seen[v]:
                first(v)
        order.append(u)

    for u in range(n):
        if not seen[u]:
            first(u)
    comp_of = [-1] * n
    out = []

    def second(u, comp):
        comp_of[u] = len(out)
        comp.append(u)
        for v in radj[u]:
            if comp_of[v] == -1:
                second(v, comp)

    for u in reversed(order):
        if comp_of[u] == -1:
            comp = []
            second(u, comp)
            out.append(comp)
    return out
