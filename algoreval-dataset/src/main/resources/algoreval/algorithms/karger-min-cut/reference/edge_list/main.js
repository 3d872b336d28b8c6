"use strict";

// One run of random contraction; returns the size of the cut it ends with.
function contractOnce(n, edges) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  let remaining = n;
  while (remaining > 2) {
    const [u, v] = edges[Math.floor(Math.random() * edges.length)];
    const ru = find(u);
    const rv = find(v);
    if (ru !== rv) {
      // an edge inside a super-vertex is a self-loop: skip it
      parent[ru] = rv;
      remaining--;
    }
  }
  return edges.filter(([u, v]) => find(u) !== find(v)).length;
}

function kargerMinCut(n, edges, trials) {
  let best = edges.length;
  for (let i = 0; i < trials; i++) best = Math.min(best, contractOnce(n, edges));
  return best;
}

const edges = [
  [0, 2], [0, 2], [0, 2], [0, 5], [0, 7], [1, 3], [1, 4],
  [1, 4], [1, 5], [1, 6], [2, 3], [2, 5], [2, 7], [3, 4],
  [3, 6], [3, 6], [4, 6], [5, 7], [5, 7], [6, 7],
];
console.log(String(kargerMinCut(8, edges, 1000)));
