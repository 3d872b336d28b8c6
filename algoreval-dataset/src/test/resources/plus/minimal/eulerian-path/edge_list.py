# Contract-minimal: Fleury's algorithm for the lexicographically smallest trail: from the current vertex
# take the smallest neighbour whose edge is not a bridge of the unused edges (a BFS per try, no faster
# bound is asked); the contract promises a simple graph, so a neighbour names its edge.
from collections import deque


def findEulerianPath(V, edges):
    adj = [set() for _ in range(V)]
    for u, v in edges:
        adj[u].add(v)
        adj[v].add(u)
    odd = [v for v in range(V) if len(adj[v]) % 2 == 1]
    start = odd[0] if odd else min(v for v in range(V) if adj[v])

    def reaches(a, b):
        seen = [False] * V
        seen[a] = True
        q = deque([a])
        while q:
            x = q.popleft()
            if x == b:
                return True
            for y in adj[x]:
                if not seen[y]:
                    seen[y] = True
                    q.append(y)
        return False

    path = [start]
    u = start
    for _ in range(len(edges)):
        choices = sorted(adj[u])
        pick = choices[0]
        if len(choices) > 1:
            for v in choices:
                adj[u].discard(v)
                adj[v].discard(u)
                bridge = not reaches(v, u)
                adj[u].add(v)
                adj[v].add(u)
                if not bridge:
                    pick = v
                    break
        adj[u].discard(pick)
        adj[pick].discard(u)
        path.append(pick)
        u = pick
    return path
