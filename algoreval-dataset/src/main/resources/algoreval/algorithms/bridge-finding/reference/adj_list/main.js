"use strict";

function findBridges(adj) {
  const V = adj.length;
  const disc = new Int32Array(V).fill(-1);
  const low = new Int32Array(V);
  const parent = new Int32Array(V);
  const bridges = [];
  // The DFS keeps its own stack: recursion as deep as a long path overflows V8's call stack.
  const stack = new Int32Array(V);
  const next = new Int32Array(V); // the position in u's neighbours the DFS resumes at
  let timer = 0;

  for (let root = 0; root < V; root++) {
    if (disc[root] !== -1) continue;
    parent[root] = -1;
    disc[root] = low[root] = timer++;
    stack[0] = root;
    let top = 0;
    while (top >= 0) {
      const u = stack[top];
      const neighbours = adj[u];
      if (next[u] < neighbours.length) {
        const v = neighbours[next[u]];
        next[u]++;
        if (v === parent[u]) continue;
        if (disc[v] === -1) {
          parent[v] = u;
          disc[v] = low[v] = timer++;
          stack[++top] = v;
        } else if (disc[v] < low[u]) {
          low[u] = disc[v];
        }
        continue;
      }
      top--;
      const p = parent[u];
      if (p !== -1) {
        if (low[u] < low[p]) low[p] = low[u];
        if (low[u] > disc[p]) bridges.push([Math.min(p, u), Math.max(p, u)]);
      }
    }
  }
  return bridges;
}

const adj = [[1, 2, 3], [0, 2], [0, 1], [0, 4], [3]];
const bridges = findBridges(adj);
bridges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
for (const [u, v] of bridges) console.log(`${u} ${v}`);
