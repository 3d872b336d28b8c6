# Minimal: the textbook binary indexed tree (1-based internally), O(log n) per operation; Python ints are unbounded.
class FenwickTree:
    def __init__(self, n):
        self.n = n
        self.tree = [0] * (n + 1)

    def add(self, i, delta):
        i += 1
        while i <= self.n:
            self.tree[i] += delta
            i += i & -i

    def prefixSum(self, i):
        i += 1
        total = 0
        while i > 0:
            total += self.tree[i]
            i -= i & -i
        return total

    def rangeSum(self, l, r):
        return self.prefixSum(r) - (self.prefixSum(l - 1) if l > 0 else 0)
