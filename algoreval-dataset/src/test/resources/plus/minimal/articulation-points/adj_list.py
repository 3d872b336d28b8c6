# Contract-minimal: the contract promises simple graphs, so the low-link DFS skips the parent vertex (not
# an edge id); recursion is replaced by an explicit stack (no depth limit stated), no complexity is assumed.
def findArticulationPoints(adj):
    n = len(adj)
    disc = [-1] * n
    low = [0] * n
    cut = [False] * n
    timer = 0
    for s in range(n):
        if disc[s] != -1:
            continue
        disc[s] = low[s] = timer
        timer += 1
        children = 0
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
                if parent == s:
                    children += 1
                elif low[u] >= disc[parent]:
                    cut[parent] = True
        if children > 1:
            cut[s] = True
    return [v for v in range(n) if cut[v]]
