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

function primMST(V, edges) {
  const graph = Array.from({ length: V }, () => []);
  for (const [u, v, w] of edges) {
    graph[u].push([v, w]);
    graph[v].push([u, w]);
  }
  return primGraph(graph);
}

const V = 8;
const edges = [[2, 3, 3], [0, 1, 4], [5, 4, 3], [1, 2, 4], [3, 0, 5], [6, 5, 4], [2, 0, 6], [4, 1, 7],
  [2, 4, 5], [7, 6, 4], [5, 2, 6], [3, 5, 8], [4, 6, 6], [7, 5, 9], [3, 7, 10]];
const mst = primMST(V, edges).map(([u, v, w]) => [Math.min(u, v), Math.max(u, v), w]);
mst.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
console.log(mst.reduce((sum, e) => sum + e[2], 0));
for (const [u, v, w] of mst) console.log(`${u} ${v} ${w}`);
