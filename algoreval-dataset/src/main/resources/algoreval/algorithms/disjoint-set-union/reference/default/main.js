class DisjointSet {
  constructor(n) {
    this.parent = Array.from({ length: n }, (_, i) => i);
    this.rank = new Array(n).fill(0);
    this.components = n;
  }

  find(x) {
    let root = x;
    while (this.parent[root] !== root) root = this.parent[root];
    while (this.parent[x] !== root) { // path compression
      const next = this.parent[x];
      this.parent[x] = root;
      x = next;
    }
    return root;
  }

  unite(a, b) {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return false;
    if (this.rank[ra] < this.rank[rb]) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    if (this.rank[ra] === this.rank[rb]) this.rank[ra]++;
    this.components--;
    return true;
  }

  connected(a, b) {
    return this.find(a) === this.find(b);
  }

  count() {
    return this.components;
  }
}

const n = 10;
const ops = [[0, 0, 1], [0, 2, 3], [1, 0, 3], [0, 1, 3], [1, 0, 2], [0, 4, 5], [0, 5, 6],
  [0, 6, 4], [1, 4, 6], [1, 7, 8], [0, 7, 8], [0, 3, 0], [1, 1, 8], [0, 8, 9],
  [1, 9, 7], [0, 2, 7], [1, 0, 9]];
const ds = new DisjointSet(n);
for (const [op, a, b] of ops) {
  const result = op === 0 ? ds.unite(a, b) : ds.connected(a, b);
  console.log(result ? "true" : "false");
}
console.log(String(ds.count()));
