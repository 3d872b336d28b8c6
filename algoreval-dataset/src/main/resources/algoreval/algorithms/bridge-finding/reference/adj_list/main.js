"use strict";

function findBridges(adj) {
  const V = adj.length;
  const disc = new Array(V).fill(-1);
  const low = new Array(V).fill(0);
  let timer = 0;
  const bridges = [];

  function dfs(u, parent) {
    disc[u] = low[u] = timer++;
    for (const v of adj[u]) {
      if (v === parent) continue;
      if (disc[v] === -1) {
        dfs(v, u);
        low[u] = Math.min(low[u], low[v]);
        if (low[v] > disc[u]) bridges.push([Math.min(u, v), Math.max(u, v)]);
      } else {
        low[u] = Math.min(low[u], disc[v]);
      }
    }
  }

  for (let u = 0; u < V; u++) {
    if (disc[u] === -1) dfs(u, -1);
  }
  return bridges;
}

const adj = [[1, 2, 3], [0, 2], [0, 1], [0, 4], [3]];
const bridges = findBridges(adj);
bridges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
for (const [u, v] of bridges) console.log(`${u} ${v}`);
