def topologicalSort(M):
    V = len(M)
    indegree = [sum(M[u][v] for u in range(V)) for v in range(V)]
    placed = [False] * V
    order = []
    while True:
        # the smallest vertex not yet placed whose predecessors are all placed
        u = next((v for v in range(V) if not placed[v] and indegree[v] == 0), None)
        if u is None:
            break
        placed[u] = True
        order.append(u)
        for v in range(V):
            if M[u][v]:
                indegree[v] -= 1
    return order


if __name__ == "__main__":
    M = [
        [0, 0, 0, 0, 0, 0, 1, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 1, 0, 0, 1, 0, 0],
        [0, 1, 0, 0, 0, 0, 0, 0, 0],
        [1, 1, 0, 0, 0, 0, 0, 0, 0],
        [1, 0, 1, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 1, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 1, 0, 0],
        [0, 1, 0, 0, 0, 0, 0, 1, 0],
    ]
    print(" ".join(str(v) for v in topologicalSort(M)))
