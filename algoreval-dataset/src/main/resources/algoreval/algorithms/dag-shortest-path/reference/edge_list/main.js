"use strict";

function dagShortestPath(n, edges, src) {
  // Heads and weights of u's arcs in two parallel lists of numbers, not an array per arc: E small
  // arrays made during the call are copied by each young-generation collection until promoted, which
  // on 96,000 arcs cost twice the algorithm itself and bent the scale probe's fit to n^2.8.
  const heads = Array.from({ length: n }, () => []);
  const weights = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    heads[u].push(v);
    weights[u].push(w);
  }
  // topological order by Kahn's algorithm
  const indegree = new Array(n).fill(0);
  for (const targets of heads) {
    for (const v of targets) indegree[v]++;
  }
  const order = [];
  for (let v = 0; v < n; v++) {
    if (indegree[v] === 0) order.push(v);
  }
  for (let head = 0; head < order.length; head++) {
    for (const v of heads[order[head]]) {
      if (--indegree[v] === 0) order.push(v);
    }
  }

  // relax the outgoing edges of each reachable vertex in topological order
  const dist = new Array(n).fill(Infinity); // Infinity: unreachable from src
  dist[src] = 0;
  for (const u of order) {
    if (dist[u] === Infinity) continue;
    const targets = heads[u];
    for (let i = 0; i < targets.length; i++) {
      const v = targets[i];
      if (dist[u] + weights[u][i] < dist[v]) dist[v] = dist[u] + weights[u][i];
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
