# Follows the wrong spec: among edges of equal weight the later one in the input goes first.
def solve(n, edges):
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    selected = []
    order = sorted(range(len(edges)), key=lambda i: (edges[i][2], -i))
    for u, v, w in (edges[i] for i in order):
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[ru] = rv
            selected.append([u, v, w])
    return selected


if __name__ == "__main__":
    n = 5
    edges = [[0, 1, 2], [1, 2, 1], [0, 2, 2], [2, 3, 3], [3, 4, 1], [1, 3, 3], [2, 4, 3], [0, 4, 5]]
    selected = solve(n, edges)
    for u, v, w in selected:
        print(u, v, w)
    print(sum(w for _, _, w in selected))
