"use strict";

function findArticulationPoints(adj) {
  const V = adj.length;
  const disc = new Int32Array(V).fill(-1);
  const low = new Int32Array(V);
  const parent = new Int32Array(V);
  const children = new Int32Array(V);
  const isCut = new Uint8Array(V);
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
          children[u]++;
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
      if (p === -1) {
        // the root of a DFS tree is a cut vertex iff it has more than one tree child
        if (children[u] > 1) isCut[u] = 1;
      } else {
        if (low[u] < low[p]) low[p] = low[u];
        // a non-root p separates u's subtree when no back edge from it climbs above p
        if (parent[p] !== -1 && low[u] >= disc[p]) isCut[p] = 1;
      }
    }
  }
  const points = [];
  for (let u = 0; u < V; u++) {
    if (isCut[u]) points.push(u);
  }
  return points;
}

const adj = [[1, 2], [0, 2, 3], [1, 0], [1, 4, 5], [3, 5], [4, 3, 6], [5], [8, 9], [7], [7], []];
const points = findArticulationPoints(adj);
points.sort((a, b) => a - b);
console.log(points.join(" "));
