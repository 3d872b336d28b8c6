import random


def contract_once(n, edges, rng):
    """One run of random contraction; returns the size of the cut it ends with."""
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    remaining = n
    while remaining > 2:
        u, v = edges[rng.randrange(len(edges))]
        ru, rv = find(u), find(v)
        if ru != rv:  # an edge inside a super-vertex is a self-loop: skip it
            parent[ru] = rv
            remaining -= 1
    return sum(1 for u, v in edges if find(u) != find(v))


def kargerMinCut(n, edges, trials):
    rng = random.Random(12345)
    return min(contract_once(n, edges, rng) for _ in range(trials))


if __name__ == "__main__":
    n = 8
    edges = [
        [0, 2], [0, 2], [0, 2], [0, 5], [0, 7], [1, 3], [1, 4],
        [1, 4], [1, 5], [1, 6], [2, 3], [2, 5], [2, 7], [3, 4],
        [3, 6], [3, 6], [4, 6], [5, 7], [5, 7], [6, 7],
    ]
    print(kargerMinCut(n, edges, 1000))
