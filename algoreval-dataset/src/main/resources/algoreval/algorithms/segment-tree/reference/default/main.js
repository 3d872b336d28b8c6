class SegmentTree {
  constructor(arr) {
    this.n = arr.length;
    this.tree = new Array(4 * this.n).fill(0); // node 1 is the root; node k has children 2k and 2k+1
    this.build(1, 0, this.n - 1, arr);
  }

  build(node, lo, hi, arr) {
    if (lo === hi) {
      this.tree[node] = arr[lo];
      return;
    }
    const mid = Math.floor((lo + hi) / 2);
    this.build(2 * node, lo, mid, arr);
    this.build(2 * node + 1, mid + 1, hi, arr);
    this.tree[node] = Math.min(this.tree[2 * node], this.tree[2 * node + 1]);
  }

  update(i, value, node = 1, lo = 0, hi = this.n - 1) {
    if (lo === hi) {
      this.tree[node] = value;
      return;
    }
    const mid = Math.floor((lo + hi) / 2);
    if (i <= mid) {
      this.update(i, value, 2 * node, lo, mid);
    } else {
      this.update(i, value, 2 * node + 1, mid + 1, hi);
    }
    this.tree[node] = Math.min(this.tree[2 * node], this.tree[2 * node + 1]);
  }

  query(l, r, node = 1, lo = 0, hi = this.n - 1) {
    if (l <= lo && hi <= r) return this.tree[node];
    const mid = Math.floor((lo + hi) / 2);
    if (r <= mid) return this.query(l, r, 2 * node, lo, mid);
    if (l > mid) return this.query(l, r, 2 * node + 1, mid + 1, hi);
    return Math.min(this.query(l, r, 2 * node, lo, mid), this.query(l, r, 2 * node + 1, mid + 1, hi));
  }
}

const arr = [9, 4, -2, 7, 7, 3, 15, -6, 8, 0, 5];
const ops = [[1, 0, 10], [1, 0, 1], [1, 3, 6], [0, 7, 12], [1, 5, 10], [0, 2, 11], [1, 0, 4],
  [1, 8, 8], [0, 4, -3], [1, 3, 5], [1, 6, 9], [0, 9, 20], [1, 8, 10]];
const st = new SegmentTree(arr);
for (const [op, x, y] of ops) {
  if (op === 0) {
    st.update(x, y);
  } else {
    console.log(String(st.query(x, y)));
  }
}
