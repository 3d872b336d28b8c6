"use strict";

// Stoer-Wagner on a symmetric matrix W of total edge weights; returns { weight, side }.
function minCutOfMatrix(matrix) {
  const n = matrix.length;
  const W = matrix.map((row) => row.slice());
  const owner = Array.from({ length: n }, (_, v) => v); // merged vertex that v now belongs to
  let active = owner.slice();
  let best = { weight: Infinity, side: [] };
  while (active.length > 1) {
    // one phase: grow a set by repeatedly adding the most tightly connected vertex
    const connection = new Array(n).fill(0);
    const added = new Array(n).fill(false);
    let prev = -1;
    let last = -1;
    for (let step = 0; step < active.length; step++) {
      let v = -1;
      for (const u of active) {
        if (!added[u] && (v === -1 || connection[u] > connection[v])) v = u;
      }
      added[v] = true;
      prev = last;
      last = v;
      for (const u of active) {
        if (!added[u]) connection[u] += W[v][u];
      }
    }
    // the cut of the phase separates `last` from the other active vertices
    if (connection[last] < best.weight) {
      best = { weight: connection[last], side: owner.flatMap((o, v) => (o === last ? [v] : [])) };
    }
    // merge `last` into `prev`
    for (const u of active) {
      if (u !== prev && u !== last) {
        W[prev][u] += W[last][u];
        W[u][prev] = W[prev][u];
      }
    }
    owner.forEach((o, v) => {
      if (o === last) owner[v] = prev;
    });
    active = active.filter((u) => u !== last);
  }
  return best;
}

function stoerWagner(adj) {
  const n = adj.length;
  const W = Array.from({ length: n }, () => new Array(n).fill(0));
  adj.forEach((arcs, u) => {
    for (const [v, w] of arcs) W[u][v] += w; // each edge is listed at both ends
  });
  const { weight, side } = minCutOfMatrix(W);
  return [weight, side]; // the interface's pair<weight, side>
}

const adj = [
  [[6, 6], [7, 7]],
  [[2, 3], [3, 9], [4, 8]],
  [[1, 3], [3, 4], [4, 2], [5, 4]],
  [[1, 9], [2, 4], [4, 3], [6, 6]],
  [[1, 8], [2, 2], [3, 3]],
  [[2, 4], [6, 7], [7, 5]],
  [[0, 6], [3, 6], [5, 7], [7, 8]],
  [[0, 7], [5, 5], [6, 8]],
];
const n = adj.length;
const [weight, side] = stoerWagner(adj);
// print the side that does not contain vertex 0
const other = side.includes(0) ? [...Array(n).keys()].filter((v) => !side.includes(v)) : side;
console.log(String(weight));
console.log(other.sort((a, b) => a - b).join(" "));
