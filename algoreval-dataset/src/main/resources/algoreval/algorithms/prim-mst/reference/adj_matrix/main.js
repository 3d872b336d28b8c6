"use strict";

// M[u][v] === 0 means no edge. Prim's algorithm from vertex 0 with an O(n) scan for the next vertex.
function primMST(M) {
  const n = M.length;
  const best = new Array(n).fill(Infinity); // lightest known edge from the tree to each vertex
  const parent = new Array(n).fill(-1);
  const inTree = new Array(n).fill(false);
  best[0] = 0;
  const mst = [];
  for (;;) {
    let v = -1;
    for (let u = 0; u < n; u++) {
      if (!inTree[u] && best[u] < Infinity && (v < 0 || best[u] < best[v])) v = u;
    }
    if (v < 0) break;
    inTree[v] = true;
    if (parent[v] >= 0) mst.push([parent[v], v, best[v]]);
    for (let u = 0; u < n; u++) {
      if (M[v][u] !== 0 && !inTree[u] && M[v][u] < best[u]) {
        best[u] = M[v][u];
        parent[u] = v;
      }
    }
  }
  return mst;
}

const M = [
  [0, 4, 6, 5, 0, 0, 0, 0],
  [4, 0, 4, 0, 7, 0, 0, 0],
  [6, 4, 0, 3, 5, 6, 0, 0],
  [5, 0, 3, 0, 0, 8, 0, 10],
  [0, 7, 5, 0, 0, 3, 6, 0],
  [0, 0, 6, 8, 3, 0, 4, 9],
  [0, 0, 0, 0, 6, 4, 0, 4],
  [0, 0, 0, 10, 0, 9, 4, 0],
];
const mst = primMST(M).map(([u, v, w]) => [Math.min(u, v), Math.max(u, v), w]);
mst.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
console.log(mst.reduce((sum, e) => sum + e[2], 0));
for (const [u, v, w] of mst) console.log(`${u} ${v} ${w}`);
