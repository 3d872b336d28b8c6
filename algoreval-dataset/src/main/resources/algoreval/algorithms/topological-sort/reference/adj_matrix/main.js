"use strict";

function topologicalSort(M) {
  const V = M.length;
  const indegree = new Array(V).fill(0);
  for (let u = 0; u < V; u++) {
    for (let v = 0; v < V; v++) indegree[v] += M[u][v];
  }
  const placed = new Array(V).fill(false);
  const order = [];
  for (;;) {
    // the smallest vertex not yet placed whose predecessors are all placed
    let u = -1;
    for (let v = 0; v < V && u === -1; v++) {
      if (!placed[v] && indegree[v] === 0) u = v;
    }
    if (u === -1) break;
    placed[u] = true;
    order.push(u);
    for (let v = 0; v < V; v++) {
      if (M[u][v]) indegree[v]--;
    }
  }
  return order;
}

const M = [
  [0, 0, 0, 0, 0, 0, 1, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 1, 0, 0, 1, 0, 0],
  [0, 1, 0, 0, 0, 0, 0, 0, 0],
  [1, 1, 0, 0, 0, 0, 0, 0, 0],
  [1, 0, 1, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 1, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 1, 0, 0],
  [0, 1, 0, 0, 0, 0, 0, 1, 0],
];
console.log(topologicalSort(M).join(" "));
