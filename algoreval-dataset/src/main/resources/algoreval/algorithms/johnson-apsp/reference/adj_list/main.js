"use strict";

// Johnson's algorithm on graph[u] = [[v, w], ...]; dist[i][j] = Infinity when j is unreachable from i.
function johnsonGraph(graph) {
  const n = graph.length;
  // Bellman-Ford from a virtual source joined to every vertex by a 0-weight edge: h starts at 0.
  const h = new Array(n).fill(0);
  for (let round = 0; round < n; round++) {
    let changed = false;
    graph.forEach((arcs, u) => {
      for (const [v, w] of arcs) {
        if (h[u] + w < h[v]) {
          h[v] = h[u] + w;
          changed = true;
        }
      }
    });
    if (!changed) break;
  }
  // Reweighted edges w + h[u] - h[v] are non-negative: Dijkstra (O(n^2) selection) from every source.
  const dist = [];
  for (let s = 0; s < n; s++) {
    const d = new Array(n).fill(Infinity);
    const done = new Array(n).fill(false);
    d[s] = 0;
    for (;;) {
      let u = -1;
      for (let v = 0; v < n; v++) {
        if (!done[v] && d[v] < Infinity && (u < 0 || d[v] < d[u])) u = v;
      }
      if (u < 0) break;
      done[u] = true;
      for (const [v, w] of graph[u]) {
        const nd = d[u] + w + h[u] - h[v];
        if (nd < d[v]) d[v] = nd;
      }
    }
    dist.push(d.map((x, v) => (x === Infinity ? Infinity : x - h[s] + h[v])));
  }
  return dist;
}

function johnson(adj) {
  return johnsonGraph(adj);
}

const adj = [
  [[1, 4], [2, -1]],
  [[3, -3]],
  [[1, 2], [3, 6]],
  [[0, 5], [2, 1]],
  [[5, -3]],
  [[1, -2], [4, 5]],
];
const dist = johnson(adj);
for (const row of dist) console.log(row.map((d) => (d === Infinity ? "INF" : String(d))).join(" "));
