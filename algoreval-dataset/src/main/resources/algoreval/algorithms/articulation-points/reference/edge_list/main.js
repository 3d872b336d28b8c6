"use strict";

function findArticulationPoints(V, edges) {
  // Each vertex's neighbours side by side in one flat array (counting sort by endpoint): no array
  // per vertex or per edge to allocate. The neighbours of u are to[start[u]] .. to[start[u + 1] - 1].
  const start = new Int32Array(V + 1);
  for (const [u, v] of edges) {
    start[u + 1]++;
    start[v + 1]++;
  }
  for (let u = 0; u < V; u++) start[u + 1] += start[u];
  const fill = start.slice(0, V);
  const to = new Int32Array(2 * edges.length);
  for (const [u, v] of edges) {
    to[fill[u]++] = v;
    to[fill[v]++] = u;
  }
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
      if (next[u] < start[u + 1] - start[u]) {
        const v = to[start[u] + next[u]];
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

const V = 11;
const edges = [[0, 1], [1, 2], [2, 0], [3, 1], [3, 4], [4, 5], [5, 3], [6, 5], [8, 7], [7, 9]];
const points = findArticulationPoints(V, edges);
points.sort((a, b) => a - b);
console.log(points.join(" "));
