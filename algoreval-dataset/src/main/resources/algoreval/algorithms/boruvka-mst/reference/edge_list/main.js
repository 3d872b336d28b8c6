"use strict";

function find(parent, x) {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

// Boruvka's algorithm on [u, v, w] edges: every round, each component picks its lightest outgoing edge.
function boruvkaEdges(V, edges) {
  const parent = Array.from({ length: V }, (_, i) => i);
  // Ties go to the lower index, so equal weights can never close a cycle.
  const lighter = (i, j) => edges[i][2] < edges[j][2] || (edges[i][2] === edges[j][2] && i < j);
  const mst = [];
  let components = V;
  while (components > 1) {
    const cheapest = new Array(V).fill(-1); // lightest edge leaving each component, by index
    edges.forEach(([u, v], i) => {
      const ru = find(parent, u);
      const rv = find(parent, v);
      if (ru === rv) return;
      if (cheapest[ru] < 0 || lighter(i, cheapest[ru])) cheapest[ru] = i;
      if (cheapest[rv] < 0 || lighter(i, cheapest[rv])) cheapest[rv] = i;
    });
    let merged = false;
    for (const i of cheapest) {
      if (i < 0) continue;
      const [u, v, w] = edges[i];
      const ru = find(parent, u);
      const rv = find(parent, v);
      if (ru === rv) continue;
      parent[ru] = rv;
      mst.push([u, v, w]);
      components--;
      merged = true;
    }
    if (!merged) break; // disconnected graph: the forest is complete
  }
  return mst;
}

function boruvkaMST(V, edges) {
  return boruvkaEdges(V, edges);
}

const V = 9;
const edges = [[6, 7, 3], [0, 1, 7], [3, 0, 5], [2, 1, 8], [1, 3, 9], [4, 1, 7], [2, 4, 5], [3, 4, 15],
  [5, 3, 6], [4, 5, 8], [6, 4, 9], [5, 6, 11], [8, 7, 3], [6, 8, 5], [2, 8, 12]];
const mst = boruvkaMST(V, edges).map(([u, v, w]) => [Math.min(u, v), Math.max(u, v), w]);
mst.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
console.log(mst.reduce((sum, e) => sum + e[2], 0));
for (const [u, v, w] of mst) console.log(`${u} ${v} ${w}`);
