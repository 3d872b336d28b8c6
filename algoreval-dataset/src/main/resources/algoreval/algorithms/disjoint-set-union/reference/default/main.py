class DisjointSet:
    def __init__(self, n):
        self.parent = list(range(n))
        self.rank = [0] * n
        self.components = n

    def find(self, x):
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:  # path compression
            nxt = self.parent[x]
            self.parent[x] = root
            x = nxt
        return root

    def unite(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.components -= 1
        return True

    def connected(self, a, b):
        return self.find(a) == self.find(b)

    def count(self):
        return self.components


if __name__ == "__main__":
    n = 10
    ops = [[0, 0, 1], [0, 2, 3], [1, 0, 3], [0, 1, 3], [1, 0, 2], [0, 4, 5], [0, 5, 6],
           [0, 6, 4], [1, 4, 6], [1, 7, 8], [0, 7, 8], [0, 3, 0], [1, 1, 8], [0, 8, 9],
           [1, 9, 7], [0, 2, 7], [1, 0, 9]]
    ds = DisjointSet(n)
    for op, a, b in ops:
        result = ds.unite(a, b) if op == 0 else ds.connected(a, b)
        print("true" if result else "false")
    print(ds.count())
