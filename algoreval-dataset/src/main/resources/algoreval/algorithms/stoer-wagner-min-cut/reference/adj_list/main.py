def min_cut_of_matrix(W):
    """Stoer-Wagner on a symmetric matrix W of total edge weights; returns (weight, side)."""
    n = len(W)
    W = [row[:] for row in W]
    owner = list(range(n))  # owner[v]: the merged vertex that original vertex v now belongs to
    active = list(range(n))
    best_weight, best_side = None, []
    while len(active) > 1:
        # one phase: grow a set by repeatedly adding the most tightly connected vertex
        connection = {v: 0 for v in active}
        added = set()
        prev = last = None
        for _ in range(len(active)):
            v = max((u for u in active if u not in added), key=connection.get)
            added.add(v)
            prev, last = last, v
            for u in active:
                if u not in added:
                    connection[u] += W[v][u]
        # the cut of the phase separates `last` from the other active vertices
        if best_weight is None or connection[last] < best_weight:
            best_weight = connection[last]
            best_side = [v for v in range(n) if owner[v] == last]
        # merge `last` into `prev`
        for u in active:
            if u != prev and u != last:
                W[prev][u] += W[last][u]
                W[u][prev] = W[prev][u]
        for v in range(n):
            if owner[v] == last:
                owner[v] = prev
        active.remove(last)
    return best_weight, best_side


def stoerWagner(adj):
    n = len(adj)
    W = [[0] * n for _ in range(n)]
    for u, arcs in enumerate(adj):
        for v, w in arcs:  # each edge is listed at both ends, so W stays symmetric
            W[u][v] += w
    return min_cut_of_matrix(W)


if __name__ == "__main__":
    adj = [
        [[6, 6], [7, 7]],
        [[2, 3], [3, 9], [4, 8]],
        [[1, 3], [3, 4], [4, 2], [5, 4]],
        [[1, 9], [2, 4], [4, 3], [6, 6]],
        [[1, 8], [2, 2], [3, 3]],
        [[2, 4], [6, 7], [7, 5]],
        [[0, 6], [3, 6], [5, 7], [7, 8]],
        [[0, 7], [5, 5], [6, 8]],
    ]
    n = len(adj)
    weight, side = stoerWagner(adj)
    if 0 in side:
        side = [v for v in range(n) if v not in side]
    print(weight)
    print(" ".join(str(v) for v in sorted(side)))
