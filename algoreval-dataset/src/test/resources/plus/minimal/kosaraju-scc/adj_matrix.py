# Minimal: textbook recursive Kosaraju on lists read from the matrix (1 = edge); a 1 on the diagonal (self-loop) needs no special case.
def kosarajuScc(M):
    n = len(M)
    return _kosaraju(n, [[v for v in range(n) if M[u][v] == 1] for u in range(n)])

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
