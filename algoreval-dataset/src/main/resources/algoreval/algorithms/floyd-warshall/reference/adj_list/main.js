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

function floydWarshall(adj) {
  const dist = emptyDistances(adj.length);
  adj.forEach((neighbours, u) => {
    for (const [v, w] of neighbours) dist[u][v] = Math.min(dist[u][v], w);
  });
  return relaxThroughEveryVertex(dist);
}

const adj = [
  [[1, 3], [3, 7]],
  [[2, -2], [4, 4]],
  [[0, 5], [3, 1]],
  [[1, 8], [4, -3]],
  [[0, 2], [2, 6]],
  [[0, 1], [6, -1]],
  [[3, 4]],
];
const dist = floydWarshall(adj);
for (const row of dist) console.log(row.map((d) => (d === Infinity ? "INF" : String(d))).join(" "));
