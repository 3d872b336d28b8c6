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

const NO_EDGE = 999;

function floydWarshall(M) {
  const dist = emptyDistances(M.length);
  M.forEach((row, u) => {
    row.forEach((w, v) => {
      if (u !== v && w !== NO_EDGE) dist[u][v] = w;
    });
  });
  return relaxThroughEveryVertex(dist);
}

const M = [
  [999, 3, 999, 7, 999, 999, 999],
  [999, 999, -2, 999, 4, 999, 999],
  [5, 999, 999, 1, 999, 999, 999],
  [999, 8, 999, 999, -3, 999, 999],
  [2, 999, 6, 999, 999, 999, 999],
  [1, 999, 999, 999, 999, 999, -1],
  [999, 999, 999, 4, 999, 999, 999],
];
const dist = floydWarshall(M);
for (const row of dist) console.log(row.map((d) => (d === Infinity ? "INF" : String(d))).join(" "));
