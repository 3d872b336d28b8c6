"use strict";

class DisjointSet {
  constructor(n) {
    this.parent = Array.from({ length: n }, (_, i) => i);
    this.rank = new Array(n).fill(0);
  }

  find(x) {
    while (this.parent[x] !== x) {
      this.parent[x] = this.parent[this.parent[x]];
      x = this.parent[x];
    }
    return x;
  }

  union(a, b) {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return false;
    if (this.rank[ra] < this.rank[rb]) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    if (this.rank[ra] === this.rank[rb]) this.rank[ra]++;
    return true;
  }
}

function kruskalMST(V, edges) {
  const sorted = [...edges].sort((a, b) => a[2] - b[2]);
  const dsu = new DisjointSet(V);
  const mst = [];
  for (const [u, v, w] of sorted) {
    if (dsu.union(u, v)) {
      mst.push([u, v, w]);
      if (mst.length === V - 1) break;
    }
  }
  return mst;
}

const V = 8;
const edges = [[2, 4, 3], [1, 5, 3], [0, 4, 4], [0, 1, 4], [6, 7, 5], [1, 3, 2], [0, 2, 3], [3, 5, 2],
  [4, 6, 1], [1, 2, 5], [5, 7, 4], [2, 3, 6], [3, 4, 7], [0, 7, 10], [4, 5, 8], [5, 6, 9]];
const mst = kruskalMST(V, edges).map(([u, v, w]) => [Math.min(u, v), Math.max(u, v), w]);
mst.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
console.log(mst.reduce((sum, e) => sum + e[2], 0));
for (const [u, v, w] of mst) console.log(`${u} ${v} ${w}`);
