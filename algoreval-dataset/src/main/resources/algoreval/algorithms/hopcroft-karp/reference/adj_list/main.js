"use strict";

function hopcroftKarp(m, n, adj) {
  // Left vertices are 0..m-1, right vertices m..m+n-1; -1 means "unmatched".
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
const adj = [[5, 6], [4], [5], [5, 7], [1], [0, 2, 3], [0], [3]];
console.log(`Size of maximum matching is ${hopcroftKarp(m, n, adj)}`);
