class FenwickTree {
  constructor(n) {
    this.n = n;
    this.tree = new Array(n + 1).fill(0); // 1-based internal array
  }

  add(i, delta) {
    for (i++; i <= this.n; i += i & -i) {
      this.tree[i] += delta;
    }
  }

  prefixSum(i) {
    let total = 0;
    for (i++; i > 0; i -= i & -i) {
      total += this.tree[i];
    }
    return total;
  }

  rangeSum(l, r) {
    return this.prefixSum(r) - this.prefixSum(l - 1);
  }
}

const arr = [5, -3, 7, 0, 2, -8, 4, 4, 10, -1, 6, 3];
const ops = [[1, 0, 11], [1, 2, 5], [0, 3, 6], [1, 0, 3], [0, 11, -5], [1, 8, 11],
  [0, 0, -5], [1, 0, 0], [1, 4, 4], [0, 6, 2], [1, 5, 9], [1, 3, 7]];
const ft = new FenwickTree(arr.length);
arr.forEach((v, i) => ft.add(i, v));
for (const [op, x, y] of ops) {
  if (op === 0) {
    ft.add(x, y);
  } else {
    console.log(String(ft.rangeSum(x, y)));
  }
}
