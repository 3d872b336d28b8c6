from collections import deque


def solve(adj, s):
    reached = {s}
    queue = deque([s])
    order = []
    while queue:
        u = queue.popleft()
        order.append(u)
        for v in adj[u]:
            if v not in reached:
                reached.add(v)
                queue.append(v)
    return order


if __name__ == "__main__":
    adj = [[3, 1, 4], [0, 5], [5, 6], [0, 6], [0], [1, 2], [2, 3], [8], [7]]
    s = 0
    print(" ".join(str(v) for v in solve(adj, s)))
