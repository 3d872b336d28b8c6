# Contract-minimal: plain Boruvka rounds over the whole edge list with a union-find (no complexity stated);
# self-loops and parallel edges (which the contract allows) are skipped or compared like any other edge.

def _boruvka(n, edges):
    comp = list(range(n))

    def find(x):
        while comp[x] != x:
            comp[x] = comp[comp[x]]
            x = comp[x]
        return x

    tree = []
    components = n
    while components > 1:
        # the cheapest edge leaving each component; ties broken by edge index so no cycle forms
        best = [-1] * n
        for i, (u, v, w) in enumerate(edges):
            a, b = find(u), find(v)
            if a == b:
                continue
            for c in (a, b):
                if best[c] == -1 or (w, i) < (edges[best[c]][2], best[c]):
                    best[c] = i
        added = False
        for c in range(n):
            i = best[c]
            if i == -1:
                continue
            u, v, w = edges[i]
            a, b = find(u), find(v)
            if a != b:
                comp[a] = b
                tree.append((u, v, w))
                components -= 1
                added = True
        if not added:
            break
    return tree


def boruvkaMST(adj):
    edges = [(u, v, w) for u in range(len(adj)) for v, w in adj[u] if u < v]
    return _boruvka(len(adj), edges)
