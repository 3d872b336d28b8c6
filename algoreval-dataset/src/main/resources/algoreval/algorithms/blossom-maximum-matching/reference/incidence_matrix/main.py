from collections import deque


class Blossom:
    """Edmonds' blossom algorithm: augmenting paths found by BFS, odd cycles contracted via base[]."""

    def __init__(self, adj):
        self.adj = adj
        self.n = len(adj)
        self.mate = [-1] * self.n

    def _lca(self, a, b):
        """Lowest common ancestor of a and b in the alternating tree (on blossom bases)."""
        seen = [False] * self.n
        while True:
            a = self.base[a]
            seen[a] = True
            if self.mate[a] == -1:
                break
            a = self.parent[self.mate[a]]
        while True:
            b = self.base[b]
            if seen[b]:
                return b
            b = self.parent[self.mate[b]]

    def _mark_path(self, v, b, child):
        """Marks the blossom path from v down to base b and reverses parent links along it."""
        while self.base[v] != b:
            self.in_blossom[self.base[v]] = self.in_blossom[self.base[self.mate[v]]] = True
            self.parent[v] = child
            child = self.mate[v]
            v = self.parent[self.mate[v]]

    def _find_augmenting_path(self, root):
        """BFS from a free root; returns a free vertex at the end of an augmenting path, or -1."""
        n = self.n
        self.parent = [-1] * n
        self.base = list(range(n))
        used = [False] * n  # even (outer) vertices of the alternating tree
        used[root] = True
        queue = deque([root])
        while queue:
            v = queue.popleft()
            for to in self.adj[v]:
                if self.base[v] == self.base[to] or self.mate[v] == to:
                    continue
                if to == root or (self.mate[to] != -1 and self.parent[self.mate[to]] != -1):
                    # edge between two even vertices: contract the odd cycle (blossom)
                    cur_base = self._lca(v, to)
                    self.in_blossom = [False] * n
                    self._mark_path(v, cur_base, to)
                    self._mark_path(to, cur_base, v)
                    for i in range(n):
                        if self.in_blossom[self.base[i]]:
                            self.base[i] = cur_base
                            if not used[i]:
                                used[i] = True
                                queue.append(i)
                elif self.parent[to] == -1:
                    self.parent[to] = v
                    if self.mate[to] == -1:
                        return to
                    used[self.mate[to]] = True
                    queue.append(self.mate[to])
        return -1

    def solve(self):
        for root in range(self.n):
            if self.mate[root] != -1:
                continue
            v = self._find_augmenting_path(root)
            while v != -1:  # flip the matched and unmatched edges along the path
                pv = self.parent[v]
                next_v = self.mate[pv]
                self.mate[v] = pv
                self.mate[pv] = v
                v = next_v
        return self.mate


def maxMatching(B):
    n = len(B)
    adj = [[] for _ in range(n)]
    for j in range(len(B[0]) if n else 0):
        u, v = [i for i in range(n) if B[i][j] == 1]  # the two endpoints of edge j
        adj[u].append(v)
        adj[v].append(u)
    return Blossom(adj).solve()


if __name__ == "__main__":
    B = [
        [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0],
        [1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0],
        [0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1],
        [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
        [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0],
        [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1],
    ]
    mate = maxMatching(B)
    print(sum(1 for m in mate if m != -1) // 2)
