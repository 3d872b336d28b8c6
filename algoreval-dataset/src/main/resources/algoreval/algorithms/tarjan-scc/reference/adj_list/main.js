"use strict";

function tarjanScc(adj) {
  const n = adj.length;
  const index = new Array(n).fill(-1);
  const low = new Array(n).fill(0);
  const onStack = new Array(n).fill(false);
  const stack = [];
  const components = [];
  let counter = 0;

  function strongConnect(v) {
    index[v] = low[v] = counter++;
    stack.push(v);
    onStack[v] = true;
    for (const w of adj[v]) {
      if (index[w] === -1) {
        strongConnect(w);
        low[v] = Math.min(low[v], low[w]);
      } else if (onStack[w]) {
        low[v] = Math.min(low[v], index[w]);
      }
    }
    if (low[v] === index[v]) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack[w] = false;
        component.push(w);
      } while (w !== v);
      components.push(component);
    }
  }

  for (let v = 0; v < n; v++) {
    if (index[v] === -1) strongConnect(v);
  }
  return components;
}

const adj = [
  [3, 2],
  [2, 4],
  [5],
  [7, 4],
  [9],
  [8],
  [],
  [0, 1],
  [2, 9],
  [5],
];
const components = tarjanScc(adj).map((c) => [...c].sort((a, b) => a - b));
components.sort((a, b) => a[0] - b[0]);
for (const c of components) console.log(c.join(" "));
