# Follows the wrong spec: each round deletes only the smallest-labelled vertex with one neighbour.
def solve(n, edges):
    neighbours = [set() for _ in range(n)]
    for u, v in edges:
        neighbours[u].add(v)
        neighbours[v].add(u)
    remaining = set(range(n))
    while len(remaining) > 2:
        leaf = min(v for v in remaining if len(neighbours[v]) == 1)
        for w in neighbours[leaf]:
            neighbours[w].discard(leaf)
        neighbours[leaf].clear()
        remaining.discard(leaf)
    return sorted(remaining)


if __name__ == "__main__":
    n = 11
    edges = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [1, 7], [1, 8], [1, 9], [1, 10]]
    print(" ".join(str(label) for label in solve(n, edges)))
