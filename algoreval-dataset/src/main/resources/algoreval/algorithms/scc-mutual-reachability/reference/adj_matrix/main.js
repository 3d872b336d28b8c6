"use strict";

function sccByReachability(M) {
  const n = M.length;
  const reach = M.map((row, u) => row.map((x, v) => u === v || x === 1));
  // Warshall's transitive closure: afterwards reach[i][j] is true iff j is reachable from i
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < n; i++) {
      if (!reach[i][k]) continue;
      for (let j = 0; j < n; j++) {
        if (reach[k][j]) reach[i][j] = true;
      }
    }
  }

  const assigned = new Array(n).fill(false);
  const components = [];
  for (let v = 0; v < n; v++) {
    if (assigned[v]) continue;
    const component = [];
    for (let w = 0; w < n; w++) {
      if (reach[v][w] && reach[w][v]) {
        component.push(w);
        assigned[w] = true;
      }
    }
    components.push(component);
  }
  return components;
}

const M = [
  [0, 0, 0, 0, 0, 0, 1, 0],
  [1, 0, 0, 0, 1, 0, 0, 0],
  [0, 0, 0, 1, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 1, 0, 1],
  [0, 0, 0, 0, 0, 1, 0, 1],
  [0, 0, 1, 0, 0, 0, 0, 0],
  [1, 0, 1, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0],
];
const components = sccByReachability(M).map((c) => [...c].sort((a, b) => a - b));
components.sort((a, b) => a[0] - b[0]);
for (const c of components) console.log(c.join(" "));
