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

function stoerWagner(M) {
  const { weight, side } = minCutOfMatrix(M);
  return [weight, side]; // the interface's pair<weight, side>
}

const M = [
  [0, 0, 0, 0, 0, 0, 6, 7],
  [0, 0, 3, 9, 8, 0, 0, 0],
  [0, 3, 0, 4, 2, 4, 0, 0],
  [0, 9, 4, 0, 3, 0, 6, 0],
  [0, 8, 2, 3, 0, 0, 0, 0],
  [0, 0, 4, 0, 0, 0, 7, 5],
  [6, 0, 0, 6, 0, 7, 0, 8],
  [7, 0, 0, 0, 0, 5, 8, 0],
];
const n = M.length;
const [weight, side] = stoerWagner(M);
// print the side that does not contain vertex 0
const other = side.includes(0) ? [...Array(n).keys()].filter((v) => !side.includes(v)) : side;
console.log(String(weight));
console.log(other.sort((a, b) => a - b).join(" "));
