def find(parent, x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


def boruvkaEdges(V, edges):
    """Boruvka's algorithm on a list of (u, v, w) edges; returns the tree edges [u, v, w]."""
    parent = list(range(V))
    mst = []
    components = V
    while components > 1:
        # cheapest[c] = index of the lightest edge leaving component c; ties go to the lower index,
        # so that equal weights can never close a cycle.
        cheapest = [-1] * V
        for i, (u, v, w) in enumerate(edges):
            ru, rv = find(parent, u), find(parent, v)
            if ru == rv:
                continue
            for r in (ru, rv):
                if cheapest[r] == -1 or (w, i) < (edges[cheapest[r]][2], cheapest[r]):
                    cheapest[r] = i
        if all(c == -1 for c in cheapest):
            break  # disconnected graph: the forest is complete
        for i in cheapest:
            if i == -1:
                continue
            u, v, w = edges[i]
            ru, rv = find(parent, u), find(parent, v)
            if ru != rv:
                parent[ru] = rv
                mst.append([u, v, w])
                components -= 1
    return mst


def boruvkaMST(V, edges):
    return boruvkaEdges(V, [tuple(e) for e in edges])


if __name__ == "__main__":
    V = 9
    edges = [[6, 7, 3], [0, 1, 7], [3, 0, 5], [2, 1, 8], [1, 3, 9], [4, 1, 7], [2, 4, 5], [3, 4, 15],
             [5, 3, 6], [4, 5, 8], [6, 4, 9], [5, 6, 11], [8, 7, 3], [6, 8, 5], [2, 8, 12]]
    mst = boruvkaMST(V, edges)
    print(sum(w for _, _, w in mst))
    for u, v, w in sorted((min(u, v), max(u, v), w) for u, v, w in mst):
        print(u, v, w)
