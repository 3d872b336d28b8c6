class DisjointSet:
    def __init__(self, n):
        self.parent = list(range(n))
        self.rank = [0] * n

    def find(self, x):
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        return True


def kruskalMST(V, edges):
    dsu = DisjointSet(V)
    mst = []
    for u, v, w in sorted(edges, key=lambda e: e[2]):
        if dsu.union(u, v):
            mst.append([u, v, w])
            if len(mst) == V - 1:
                break
    return mst


if __name__ == "__main__":
    V = 8
    edges = [[2, 4, 3], [1, 5, 3], [0, 4, 4], [0, 1, 4], [6, 7, 5], [1, 3, 2], [0, 2, 3], [3, 5, 2],
             [4, 6, 1], [1, 2, 5], [5, 7, 4], [2, 3, 6], [3, 4, 7], [0, 7, 10], [4, 5, 8], [5, 6, 9]]
    mst = kruskalMST(V, edges)
    print(sum(w for _, _, w in mst))
    for u, v, w in sorted((min(u, v), max(u, v), w) for u, v, w in mst):
        print(u, v, w)
