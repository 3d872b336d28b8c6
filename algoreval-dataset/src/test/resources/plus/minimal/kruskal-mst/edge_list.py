# Minimal: textbook Kruskal (sort by weight, union-find without ranks); a self-loop or a heavier parallel edge joins a vertex to its own set and is skipped.
def kruskalMST(V, edges):
    parent = list(range(V))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    tree = []
    for u, v, w in sorted(edges, key=lambda e: e[2]):
        a, b = find(u), find(v)
        if a != b:
            parent[a] = b
            tree.append((u, v, w))
    return tree
