"use strict";

const NO_EDGE = 1000000;

function dagShortestPath(M, src) {
  const n = M.length;
  const adj = M.map((row) => row.flatMap((w, v) => (w === NO_EDGE ? [] : [[v, w]])));
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

const M = [
  [1000000, 1000000, 1000000, 6, 1000000, 2, -2, 1000000],
  [1000000, 1000000, 5, 1000000, 2, 1000000, 1000000, 1000000],
  [1, 1000000, 1000000, 1000000, 1000000, 4, 1000000, 1000000],
  [1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 2],
  [1000000, 1000000, 1000000, -10, 1000000, 1000000, 1000000, 1000000],
  [1000000, 1000000, 1000000, -3, 1000000, 1000000, 1000000, 1],
  [1000000, 1000000, 1000000, 0, 1000000, 1000000, 1000000, 3],
  [1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000],
];
const src = 2;
const dist = dagShortestPath(M, src);
dist.forEach((d, v) => console.log(`${v} ${d === null ? "INF" : d}`));
