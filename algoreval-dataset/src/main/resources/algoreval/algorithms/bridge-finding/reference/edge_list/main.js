"use strict";

function findBridges(V, edges) {
  // Each vertex's arcs side by side in flat arrays (counting sort by endpoint): no array per vertex
  // or per edge to allocate. The arcs at u are to[a] (through edge id[a]) for start[u] <= a < start[u + 1].
  const start = new Int32Array(V + 1);
  for (const [u, v] of edges) {
    start[u + 1]++;
    start[v + 1]++;
  }
  for (let u = 0; u < V; u++) start[u + 1] += start[u];
  const fill = start.slice(0, V);
  const to = new Int32Array(2 * edges.length);
  const id = new Int32Array(2 * edges.length);
  edges.forEach(([u, v], i) => {
    to[fill[u]] = v;
    id[fill[u]++] = i;
    to[fill[v]] = u;
    id[fill[v]++] = i;
  });
  const disc = new Int32Array(V).fill(-1);
  const low = new Int32Array(V);
  const parent = new Int32Array(V);
  const parentEdge = new Int32Array(V); // the edge the DFS entered a vertex by: a parallel edge is a back edge
  const bridges = [];
  // The DFS keeps its own stack: recursion as deep as a long path overflows V8's call stack.
  const stack = new Int32Array(V);
  const next = new Int32Array(V); // the position in u's neighbours the DFS resumes at
  let timer = 0;

  for (let root = 0; root < V; root++) {
    if (disc[root] !== -1) continue;
    parent[root] = -1;
    parentEdge[root] = -1;
    disc[root] = low[root] = timer++;
    stack[0] = root;
    let top = 0;
    while (top >= 0) {
      const u = stack[top];
      if (next[u] < start[u + 1] - start[u]) {
        const a = start[u] + next[u];
        const v = to[a];
        next[u]++;
        if (id[a] === parentEdge[u]) continue;
        if (disc[v] === -1) {
          parent[v] = u;
          parentEdge[v] = id[a];
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

const V = 5;
const edges = [[0, 1], [0, 2], [1, 2], [0, 3], [3, 4]];
const bridges = findBridges(V, edges);
bridges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
for (const [u, v] of bridges) console.log(`${u} ${v}`);
