# Follows the wrong spec: the level is set to every neighbour count at deletion, so it can fall.
def solve(n, edges):
    neighbours = [set() for _ in range(n)]
    for u, v in edges:
        neighbours[u].add(v)
        neighbours[v].add(u)
    degree = [len(neighbours[v]) for v in range(n)]
    removed = [False] * n
    value = [0] * n
    for _ in range(n):
        chosen = min((v for v in range(n) if not removed[v]), key=lambda v: (degree[v], v))
        value[chosen] = degree[chosen]
        removed[chosen] = True
        for w in neighbours[chosen]:
            if not removed[w]:
                degree[w] -= 1
    return value


if __name__ == "__main__":
    n = 9
    edges = [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [0, 3], [3, 4], [4, 5], [5, 6], [6, 4], [7, 8], [6, 7]]
    print(" ".join(str(value) for value in solve(n, edges)))
