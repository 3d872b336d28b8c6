"use strict";

// Prim's algorithm from vertex 0 on graph[u] = [[v, w], ...], choosing the next vertex by an O(n) scan.
function primGraph(graph) {
  const n = graph.length;
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
    for (const [u, w] of graph[v]) {
      if (!inTree[u] && w < best[u]) {
        best[u] = w;
        parent[u] = v;
      }
    }
  }
  return mst;
}

function primMST(adj) {
  return primGraph(adj);
}

const adj = [
  [[1, 4], [2, 6], [3, 5]],
  [[0, 4], [2, 4], [4, 7]],
  [[0, 6], [1, 4], [3, 3], [4, 5], [5, 6]],
  [[0, 5], [2, 3], [5, 8], [7, 10]],
  [[1, 7], [2, 5], [5, 3], [6, 6]],
  [[2, 6], [3, 8], [4, 3], [6, 4], [7, 9]],
  [[4, 6], [5, 4], [7, 4]],
  [[3, 10], [5, 9], [6, 4]],
];
const mst = primMST(adj).map(([u, v, w]) => [Math.min(u, v), Math.max(u, v), w]);
mst.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
console.log(mst.reduce((sum, e) => sum + e[2], 0));
for (const [u, v, w] of mst) console.log(`${u} ${v} ${w}`);
