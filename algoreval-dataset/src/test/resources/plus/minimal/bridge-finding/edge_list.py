# Contract-minimal: the contract allows parallel edges and self-loops, so the DFS skips the edge it came
# by (its index), not the parent vertex; recursion is replaced by an explicit stack (no depth limit stated).
def findBridges(V, edges):
    adj = [[] for _ in range(V)]
    for i, (u, v) in enumerate(edges):
        adj[u].append((v, i))
        adj[v].append((u, i))
    disc = [-1] * V
    low = [0] * V
    timer = 0
    bridges = []
    for s in range(V):
        if disc[s] != -1:
            continue
        disc[s] = low[s] = timer
        timer += 1
        stack = [(s, -1, 0)]
        while stack:
            u, via, k = stack.pop()
            if k < len(adj[u]):
                stack.append((u, via, k + 1))
                v, i = adj[u][k]
                if i == via:
                    continue
                if disc[v] == -1:
                    disc[v] = low[v] = timer
                    timer += 1
                    stack.append((v, i, 0))
                else:
                    low[u] = min(low[u], disc[v])
            elif via != -1:
                p = edges[via][0] if edges[via][1] == u else edges[via][1]
                low[p] = min(low[p], low[u])
                if low[u] > disc[p]:
                    bridges.append((min(p, u), max(p, u)))
    return bridges
