# Contract-minimal: the classic O(V^3) Edmonds blossom search, one BFS per unmatched vertex with blossoms
# contracted by relabelling bases; parallel edges (which the contract allows) need no special case.

def _edmonds(adj):
    n = len(adj)
    match = [-1] * n
    for root in range(n):
        if match[root] != -1:
            continue
        # BFS for an augmenting path from root, contracting blossoms (base[]) as they appear
        parent = [-1] * n
        base = list(range(n))
        used = [False] * n
        used[root] = True
        queue = [root]
        head = 0
        found = -1
        while head < len(queue) and found == -1:
            v = queue[head]
            head += 1
            for u in adj[v]:
                if base[v] == base[u] or match[v] == u:
                    continue
                if u == root or (match[u] != -1 and parent[match[u]] != -1):
                    # an odd cycle: find the blossom's base and contract it
                    seen = [False] * n
                    a = v
                    while True:
                        a = base[a]
                        seen[a] = True
                        if match[a] == -1:
                            break
                        a = parent[match[a]]
                    b = u
                    while True:
                        b = base[b]
                        if seen[b]:
                            break
                        b = parent[match[b]]
                    lca = b
                    in_blossom = [False] * n
                    for x, child in ((v, u), (u, v)):
                        while base[x] != lca:
                            in_blossom[base[x]] = True
                            in_blossom[base[match[x]]] = True
                            parent[x] = child
                            child = match[x]
                            x = parent[match[x]]
                    for x in range(n):
                        if in_blossom[base[x]]:
                            base[x] = lca
                            if not used[x]:
                                used[x] = True
                                queue.append(x)
                elif parent[u] == -1:
                    parent[u] = v
                    if match[u] == -1:
                        found = u
                        break
                    used[match[u]] = True
                    queue.append(match[u])
        # augment along the path ending at found
        while found != -1:
            pv = parent[found]
            nxt = match[pv]
            match[found] = pv
            match[pv] = found
            found = nxt
    return match


def maxMatching(n, edges):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    return _edmonds(adj)
