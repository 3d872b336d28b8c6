"use strict";

function findArticulationPoints(V, edges) {
  const adj = Array.from({ length: V }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const disc = new Array(V).fill(-1);
  const low = new Array(V).fill(0);
  const isCut = new Array(V).fill(false);
  let timer = 0;

  function dfs(u, parent) {
    disc[u] = low[u] = timer++;
    let children = 0;
    for (const v of adj[u]) {
      if (v === parent) continue;
      if (disc[v] === -1) {
        children++;
        dfs(v, u);
        low[u] = Math.min(low[u], low[v]);
        // a non-root u separates v's subtree when no back edge from it climbs above u
        if (parent !== -1 && low[v] >= disc[u]) isCut[u] = true;
      } else {
        low[u] = Math.min(low[u], disc[v]);
      }
    }
    // the root of a DFS tree is a cut vertex iff it has more than one tree child
    if (parent === -1 && children > 1) isCut[u] = true;
  }

  for (let u = 0; u < V; u++) {
    if (disc[u] === -1) dfs(u, -1);
  }
  const points = [];
  for (let u = 0; u < V; u++) {
    if (isCut[u]) points.push(u);
  }
  return points;
}

const V = 11;
const edges = [[0, 1], [1, 2], [2, 0], [3, 1], [3, 4], [4, 5], [5, 3], [6, 5], [8, 7], [7, 9]];
const points = findArticulationPoints(V, edges);
points.sort((a, b) => a - b);
console.log(points.join(" "));
