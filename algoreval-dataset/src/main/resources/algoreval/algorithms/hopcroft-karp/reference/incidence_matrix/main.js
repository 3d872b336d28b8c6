"use strict";

function hopcroftKarp(m, n, B) {
  // Rows 0..m-1 of B are the left vertices, rows m..m+n-1 the right ones; column j is edge j.
  const adj = Array.from({ length: m }, () => []); // adj[u]: right vertices adjacent to left vertex u
  const edges = B.length === 0 ? 0 : B[0].length; // a graph without vertices has no rows to count columns in
  for (let j = 0; j < edges; j++) {
    let u = -1;
    let v = -1;
    for (let r = 0; r < m + n; r++) {
      if (B[r][j] !== 1) continue;
      if (r < m) u = r;
      else v = r;
    }
    adj[u].push(v);
  }
  // -1 means "unmatched".
  const pairU = new Array(m).fill(-1);
  const pairV = new Array(n).fill(-1);
  const dist = new Array(m).fill(0);
  let freeDist = Infinity; // length of the shortest augmenting paths of the current phase

  function bfs() {
    const queue = [];
    for (let u = 0; u < m; u++) {
      if (pairU[u] === -1) {
        dist[u] = 0;
        queue.push(u);
      } else {
        dist[u] = Infinity;
      }
    }
    freeDist = Infinity;
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head];
      if (dist[u] >= freeDist) continue;
      for (const v of adj[u]) {
        const w = pairV[v - m];
        if (w === -1) {
          if (freeDist === Infinity) freeDist = dist[u] + 1;
        } else if (dist[w] === Infinity) {
          dist[w] = dist[u] + 1;
          queue.push(w);
        }
      }
    }
    return freeDist !== Infinity;
  }

  function dfs(u) {
    for (const v of adj[u]) {
      const w = pairV[v - m];
      if ((w === -1 && freeDist === dist[u] + 1) || (w !== -1 && dist[w] === dist[u] + 1 && dfs(w))) {
        pairU[u] = v;
        pairV[v - m] = u;
        return true;
      }
    }
    dist[u] = Infinity;
    return false;
  }

  let result = 0;
  while (bfs()) {
    for (let u = 0; u < m; u++) {
      if (pairU[u] === -1 && dfs(u)) result++;
    }
  }
  return result;
}

const m = 4;
const n = 4;
const B = [
  [1, 1, 0, 0, 0, 0],
  [0, 0, 1, 0, 0, 0],
  [0, 0, 0, 1, 0, 0],
  [0, 0, 0, 0, 1, 1],
  [0, 0, 1, 0, 0, 0],
  [1, 0, 0, 1, 1, 0],
  [0, 1, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 1],
];
console.log(`Size of maximum matching is ${hopcroftKarp(m, n, B)}`);
