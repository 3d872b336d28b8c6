import heapq


def solve(n, edges):
    neighbours = [set() for _ in range(n)]
    for u, v in edges:
        neighbours[u].add(v)
        neighbours[v].add(u)
    leaves = [v for v in range(n) if len(neighbours[v]) == 1]
    heapq.heapify(leaves)
    result = []
    for _ in range(n - 2):
        leaf = heapq.heappop(leaves)
        parent = neighbours[leaf].pop()
        result.append(parent)
        neighbours[parent].discard(leaf)
        if len(neighbours[parent]) == 1:
            heapq.heappush(leaves, parent)
    return result


if __name__ == "__main__":
    n = 8
    edges = [[0, 3], [1, 3], [3, 4], [4, 5], [5, 2], [5, 6], [6, 7]]
    print(" ".join(str(label) for label in solve(n, edges)))
