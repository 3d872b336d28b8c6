from collections import deque


def solve(n, edges):
    neighbours = [[] for _ in range(n)]
    for u, v in edges:
        neighbours[u].append(v)
        neighbours[v].append(u)

    def farthest(source):
        distance = [-1] * n
        parent = [-1] * n
        distance[source] = 0
        queue = deque([source])
        while queue:
            x = queue.popleft()
            for y in neighbours[x]:
                if distance[y] < 0:
                    distance[y] = distance[x] + 1
                    parent[y] = x
                    queue.append(y)
        best = max(distance)
        return distance.index(best), distance, parent  # index() finds the smallest label

    a, _, _ = farthest(0)
    b, distance, parent = farthest(a)
    path = [b]
    while path[-1] != a:
        path.append(parent[path[-1]])
    path.reverse()
    return distance[b], path


if __name__ == "__main__":
    n = 10
    edges = [[0, 1], [1, 2], [0, 3], [3, 4], [4, 8], [4, 9], [0, 5], [5, 6], [6, 7]]
    length, path = solve(n, edges)
    print(length)
    print(" ".join(str(label) for label in path))
