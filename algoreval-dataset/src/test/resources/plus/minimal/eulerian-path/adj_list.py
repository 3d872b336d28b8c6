# Contract-minimal: Fleury's algorithm for the lexicographically smallest trail: from the current vertex
# take the smallest neighbour whose edge is not a bridge of the unused edges (a BFS per try, no faster
# bound is asked); the contract promises a simple graph, so a neighbour names its edge.
from collections import deque


def findEulerianPath(adj):
    V = len(adj)
    nbrs = [set(row) for row in adj]
    E = sum(len(row) for row in adj) // 2
    odd = [v for v in range(V) if len(nbrs[v]) % 2 == 1]
    start = odd[0] if odd else min(v for v in range(V) if nbrs[v])

    def reaches(a, b):
        seen = [False] * V
        seen[a] = True
        q = deque([a])
        while q:
            x = q.popleft()
            if x == b:
                return True
            for y in nbrs[x]:
                if not seen[y]:
                    seen[y] = True
                    q.append(y)
        return False

    path = [start]
    u = start
    for _ in range(E):
        choices = sorted(nbrs[u])
        pick = choices[0]
        if len(choices) > 1:
            for v in choices:
                nbrs[u].discard(v)
                nbrs[v].discard(u)
                bridge = not reaches(v, u)
                nbrs[u].add(v)
                nbrs[v].add(u)
                if not bridge:
                    pick = v
                    break
        nbrs[u].discard(pick)
        nbrs[pick].discard(u)
        path.append(pick)
        u = pick
    return path
