"use strict";

function findBridges(V, edges) {
  const adj = Array.from({ length: V }, () => []);
  edges.forEach(([u, v], i) => {
    adj[u].push([v, i]);
    adj[v].push([u, i]);
  });
  const disc = new Array(V).fill(-1);
  const low = new Array(V).fill(0);
  let timer = 0;
  const bridges = [];

  function dfs(u, parentEdge) {
    disc[u] = low[u] = timer++;
    for (const [v, idx] of adj[u]) {
      if (idx === parentEdge) continue;
      if (disc[v] === -1) {
        dfs(v, idx);
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

const V = 5;
const edges = [[0, 1], [0, 2], [1, 2], [0, 3], [3, 4]];
const bridges = findBridges(V, edges);
bridges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
for (const [u, v] of bridges) console.log(`${u} ${v}`);
