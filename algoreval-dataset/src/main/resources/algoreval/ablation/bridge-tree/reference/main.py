import sys


def solve(n, edges):
    sys.setrecursionlimit(10000 + 2 * n)
    adjacency = [[] for _ in range(n)]
    for index, (u, v) in enumerate(edges):
        adjacency[u].append((v, index))
        adjacency[v].append((u, index))
    discovered = [-1] * n
    low = [0] * n
    fragile = [False] * len(edges)
    clock = [0]

    def visit(u, via):
        discovered[u] = low[u] = clock[0]
        clock[0] += 1
        for v, index in adjacency[u]:
            if index == via:
                continue
            if discovered[v] < 0:
                visit(v, index)
                low[u] = min(low[u], low[v])
                if low[v] > discovered[u]:
                    fragile[index] = True
            else:
                low[u] = min(low[u], discovered[v])

    for start in range(n):
        if discovered[start] < 0:
            visit(start, -1)

    # Scanning the vertices in increasing order numbers each group by its smallest vertex.
    group = [-1] * n
    count = 0
    for start in range(n):
        if group[start] >= 0:
            continue
        group[start] = count
        stack = [start]
        while stack:
            x = stack.pop()
            for y, index in adjacency[x]:
                if not fragile[index] and group[y] < 0:
                    group[y] = count
                    stack.append(y)
        count += 1
    pairs = [sorted((group[u], group[v])) for index, (u, v) in enumerate(edges) if fragile[index]]
    return group, pairs


if __name__ == "__main__":
    n = 12
    edges = [[0, 6], [6, 7], [7, 0], [1, 3], [3, 5], [5, 1], [0, 1], [3, 2], [7, 4], [4, 8], [8, 9], [9, 4],
             [9, 10], [10, 11], [11, 9]]
    groups, pairs = solve(n, edges)
    print(" ".join(str(group) for group in groups))
    for a, b in sorted(tuple(pair) for pair in pairs):
        print(a, b)
