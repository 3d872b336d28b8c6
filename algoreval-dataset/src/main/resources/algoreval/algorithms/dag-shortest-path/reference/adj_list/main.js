"use strict";

function dagShortestPath(adj, src) {
  const n = adj.length;
  // topological order by Kahn's algorithm
  const indegree = new Array(n).fill(0);
  for (const arcs of adj) {
    for (const [v] of arcs) indegree[v]++;
  }
  const order = [];
  for (let v = 0; v < n; v++) {
    if (indegree[v] === 0) order.push(v);
  }
  for (let head = 0; head < order.length; head++) {
    for (const [v] of adj[order[head]]) {
      if (--indegree[v] === 0) order.push(v);
    }
  }

  // relax the outgoing edges of each reachable vertex in topological order
  const dist = new Array(n).fill(Infinity); // Infinity: unreachable from src
  dist[src] = 0;
  for (const u of order) {
    if (dist[u] === Infinity) continue;
    for (const [v, w] of adj[u]) {
      if (dist[u] + w < dist[v]) dist[v] = dist[u] + w;
    }
  }
  return dist.map((d) => (d === Infinity ? null : d)); // null: unreachable, as the interface asks
}

const adj = [
  [[5, 2], [3, 6], [6, -2]],
  [[2, 5], [4, 2]],
  [[5, 4], [0, 1]],
  [[7, 2]],
  [[3, -10]],
  [[3, -3], [7, 1]],
  [[7, 3], [3, 0]],
  [],
];
const src = 2;
const dist = dagShortestPath(adj, src);
dist.forEach((d, v) => console.log(`${v} ${d === null ? "INF" : d}`));
