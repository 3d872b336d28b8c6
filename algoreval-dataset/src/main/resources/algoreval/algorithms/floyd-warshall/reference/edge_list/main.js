"use strict";

// Floyd-Warshall in place on a matrix of direct distances (Infinity = no edge, 0 on the diagonal).
function relaxThroughEveryVertex(dist) {
  const n = dist.length;
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < n; i++) {
      if (dist[i][k] === Infinity) continue;
      for (let j = 0; j < n; j++) {
        if (dist[i][k] + dist[k][j] < dist[i][j]) dist[i][j] = dist[i][k] + dist[k][j];
      }
    }
  }
  return dist;
}

function emptyDistances(n) {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : Infinity)));
}

function floydWarshall(n, edges) {
  const dist = emptyDistances(n);
  for (const [u, v, w] of edges) dist[u][v] = Math.min(dist[u][v], w);
  return relaxThroughEveryVertex(dist);
}

const n = 7;
const edges = [[0, 1, 3], [0, 3, 7], [1, 2, -2], [1, 4, 4], [2, 0, 5], [2, 3, 1], [3, 4, -3],
  [4, 2, 6], [4, 0, 2], [5, 0, 1], [5, 6, -1], [6, 3, 4], [3, 1, 8]];
const dist = floydWarshall(n, edges);
for (const row of dist) console.log(row.map((d) => (d === Infinity ? "INF" : String(d))).join(" "));
