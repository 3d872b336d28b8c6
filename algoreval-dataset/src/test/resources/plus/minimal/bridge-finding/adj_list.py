# Contract-minimal: the contract promises a simple graph, so the textbook DFS that skips the parent
# vertex is enough; an explicit stack because no depth limit is stated.
def findBridges(adj):
    n = len(adj)
    disc = [-1] * n
    low = [0] * n
    timer = 0
    bridges = []
    for s in range(n):
        if disc[s] != -1:
            continue
        disc[s] = low[s] = timer
        timer += 1
        stack = [(s, -1, 0)]
        while stack:
            u, parent, k = stack.pop()
            if k < len(adj[u]):
                stack.append((u, parent, k + 1))
                v = adj[u][k]
                if v == parent:
                    continue
                if disc[v] == -1:
                    disc[v] = low[v] = timer
                    timer += 1
                    stack.append((v, u, 0))
                else:
                    low[u] = min(low[u], disc[v])
            elif parent != -1:
                low[parent] = min(low[parent], low[u])
                if low[u] > disc[parent]:
                    bridges.append((min(parent, u), max(parent, u)))
    return bridges
