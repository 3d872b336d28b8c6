# Minimal: the textbook recursive segment tree of minima, O(log n) per update and query.
class SegmentTree:
    def __init__(self, arr):
        self.n = len(arr)
        self.tree = [0] * (4 * self.n)
        self._build(1, 0, self.n - 1, arr)

    def _build(self, node, lo, hi, arr):
        if lo == hi:
            self.tree[node] = arr[lo]
            return
        mid = (lo + hi) // 2
        self._build(2 * node, lo, mid, arr)
        self._build(2 * node + 1, mid + 1, hi, arr)
        self.tree[node] = min(self.tree[2 * node], self.tree[2 * node + 1])

    def update(self, i, value):
        self._update(1, 0, self.n - 1, i, value)

    def _update(self, node, lo, hi, i, value):
        if lo == hi:
            self.tree[node] = value
            return
        mid = (lo + hi) // 2
        if i <= mid:
            self._update(2 * node, lo, mid, i, value)
        else:
            self._update(2 * node + 1, mid + 1, hi, i, value)
        self.tree[node] = min(self.tree[2 * node], self.tree[2 * node + 1])

    def query(self, l, r):
        return self._query(1, 0, self.n - 1, l, r)

    def _query(self, node, lo, hi, l, r):
        if l <= lo and hi <= r:
            return self.tree[node]
        mid = (lo + hi) // 2
        if r <= mid:
            return self._query(2 * node, lo, mid, l, r)
        if l > mid:
            return self._query(2 * node + 1, mid + 1, hi, l, r)
        return min(self._query(2 * node, lo, mid, l, r), self._query(2 * node + 1, mid + 1, hi, l, r))
