# Minimal: Kahn's algorithm on the matrix, smallest ready vertex by a linear scan, O(n^2) per step at worst.
def topologicalSort(M):
    n = len(M)
    indeg = [sum(M[u][v] for u in range(n)) for v in range(n)]
    done = [False] * n
    order = []
    for _ in range(n):
        u = -1
        for v in range(n):
            if not done[v] and indeg[v] == 0:
                u = v
                break
        if u == -1:
            break
        done[u] = True
        order.append(u)
        for v in range(n):
            if M[u][v]:
                indeg[v] -= 1
    return order
