# Follows the wrong spec: groups are numbered in increasing order of their LARGEST vertex label.
def solve(n, edges):
    def connected(a, b, skipped):
        seen = {a}
        stack = [a]
        while stack:
            x = stack.pop()
            for index, (u, v) in enumerate(edges):
                if index != skipped and x in (u, v):
                    y = v if x == u else u
                    if y not in seen:
                        seen.add(y)
                        stack.append(y)
        return b in seen

    fragile = [not connected(u, v, index) for index, (u, v) in enumerate(edges)]
    piece = [-1] * n
    pieces = []
    for start in range(n):
        if piece[start] >= 0:
            continue
        piece[start] = len(pieces)
        members = [start]
        stack = [start]
        while stack:
            x = stack.pop()
            for index, (u, v) in enumerate(edges):
                if not fragile[index] and x in (u, v):
                    y = v if x == u else u
                    if piece[y] < 0:
                        piece[y] = piece[start]
                        members.append(y)
                        stack.append(y)
        pieces.append(members)
    order = sorted(range(len(pieces)), key=lambda p: max(pieces[p]))
    number = {p: rank for rank, p in enumerate(order)}
    group = [number[piece[v]] for v in range(n)]
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
