class FenwickTree:
    def __init__(self, n):
        self.n = n
        self.tree = [0] * (n + 1)  # 1-based internal array

    def add(self, i, delta):
        i += 1
        while i <= self.n:
            self.tree[i] += delta
            i += i & -i

    def prefixSum(self, i):
        total = 0
        i += 1
        while i > 0:
            total += self.tree[i]
            i -= i & -i
        return total

    def rangeSum(self, l, r):
        return self.prefixSum(r) - self.prefixSum(l - 1)


if __name__ == "__main__":
    arr = [5, -3, 7, 0, 2, -8, 4, 4, 10, -1, 6, 3]
    ops = [[1, 0, 11], [1, 2, 5], [0, 3, 6], [1, 0, 3], [0, 11, -5], [1, 8, 11],
           [0, 0, -5], [1, 0, 0], [1, 4, 4], [0, 6, 2], [1, 5, 9], [1, 3, 7]]
    ft = FenwickTree(len(arr))
    for i, v in enumerate(arr):
        ft.add(i, v)
    for op, x, y in ops:
        if op == 0:
            ft.add(x, y)
        else:
            print(ft.rangeSum(x, y))
