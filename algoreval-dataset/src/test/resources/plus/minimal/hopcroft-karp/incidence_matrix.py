# Contract-minimal: no complexity is stated, so plain augmenting paths (Kuhn's algorithm, O(V * E)),
# with an explicit stack; a repeated edge (two equal columns) is harmless.
def hopcroftKarp(m, n, B):
    edges = len(B[0]) if B else 0
    adj = [[] for _ in range(m)]
    for j in range(edges):
        ends = [x for x in range(m + n) if B[x][j] == 1]
        u, v = ends
        adj[u].append(v)
    return _max_matching(m, n, adj, m)


def _max_matching(m, n, adj, base):
    # adj[l] lists right vertices numbered base..base+n-1
    match_r = {}
    size = 0
    for l in range(m):
        seen = set()
        # DFS for an augmenting path from l
        stack = [(l, 0)]
        path = []
        found = False
        while stack and not found:
            u, k = stack.pop()
            if k >= len(adj[u]):
                if path:
                    path.pop()
                continue
            stack.append((u, k + 1))
            r = adj[u][k]
            if r in seen:
                continue
            seen.add(r)
            if r not in match_r:
                path.append((u, r))
                found = True
            else:
                path.append((u, r))
                stack.append((match_r[r], 0))
        if found:
            for u, r in path:
                match_r[r] = u
            size += 1
    return size
