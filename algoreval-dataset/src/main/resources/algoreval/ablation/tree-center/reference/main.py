def solve(n, edges):
    neighbours = [[] for _ in range(n)]
    for u, v in edges:
        neighbours[u].append(v)
        neighbours[v].append(u)
    degree = [len(neighbours[v]) for v in range(n)]
    layer = [v for v in range(n) if degree[v] <= 1]
    remaining = n
    while remaining > 2:
        remaining -= len(layer)
        next_layer = []
        for leaf in layer:
            for w in neighbours[leaf]:
                degree[w] -= 1
                if degree[w] == 1:
                    next_layer.append(w)
        layer = next_layer
    return sorted(layer)


if __name__ == "__main__":
    n = 11
    edges = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [1, 7], [1, 8], [1, 9], [1, 10]]
    print(" ".join(str(label) for label in solve(n, edges)))
