def solve(n, edges):
    successors = [[] for _ in range(n)]
    for u, v in edges:
        successors[u].append(v)

    def reachable_from(start):
        seen = set()
        stack = [start]
        while stack:
            x = stack.pop()
            for y in successors[x]:
                if y not in seen:
                    seen.add(y)
                    stack.append(y)
        return seen

    reach = [reachable_from(v) for v in range(n)]
    kept = []
    for u, v in edges:
        if not any(v in reach[w] for w in successors[u] if w != v):
            kept.append([u, v])
    return kept


if __name__ == "__main__":
    n = 7
    edges = [[0, 1], [1, 2], [2, 3], [0, 3], [0, 2], [3, 4], [1, 4], [4, 5], [2, 5], [6, 5], [6, 3]]
    for u, v in sorted(tuple(edge) for edge in solve(n, edges)):
        print(u, v)
