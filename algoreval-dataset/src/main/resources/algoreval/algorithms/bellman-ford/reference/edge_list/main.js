"use strict";

// Distances from src (Infinity = unreachable), or null if a negative cycle is reachable from src.
function bellmanFord(n, edges, src) {
  const dist = new Array(n).fill(Infinity);
  dist[src] = 0;
  for (let round = 0; round < n - 1; round++) {
    let changed = false;
    for (const [u, v, w] of edges) {
      if (dist[u] + w < dist[v]) {
        dist[v] = dist[u] + w;
        changed = true;
      }
    }
    if (!changed) break;
  }
  // One more improvement after n-1 rounds means a reachable negative cycle
  // (Infinity + w stays Infinity, so unreachable edges never count).
  for (const [u, v, w] of edges) {
    if (dist[u] + w < dist[v]) return null;
  }
  return dist;
}

const n = 8;
const edges = [[3, 4, -4], [0, 1, 4], [6, 2, 1], [2, 4, 8], [4, 1, 3], [1, 3, 6], [7, 5, 2],
  [2, 3, 3], [5, 6, 1], [0, 2, 5], [6, 5, -3], [1, 2, -2], [3, 0, 2], [7, 0, 4]];
for (const src of [0, 7]) {
  const dist = bellmanFord(n, edges, src);
  if (dist === null) {
    console.log("NEGATIVE CYCLE");
    continue;
  }
  dist.forEach((d, v) => console.log(`${v} ${d === Infinity ? "INF" : d}`));
}
