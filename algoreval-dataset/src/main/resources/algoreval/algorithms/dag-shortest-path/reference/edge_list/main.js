"use strict";

function dagShortestPath(n, edges, src) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) adj[u].push([v, w]);
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

const n = 8;
const edges = [[2, 5, 4], [2, 0, 1], [0, 5, 2], [5, 3, -3], [0, 3, 6], [3, 7, 2], [5, 7, 1],
               [0, 6, -2], [6, 7, 3], [6, 3, 0], [1, 2, 5], [1, 4, 2], [4, 3, -10]];
const src = 2;
const dist = dagShortestPath(n, edges, src);
dist.forEach((d, v) => console.log(`${v} ${d === null ? "INF" : d}`));
