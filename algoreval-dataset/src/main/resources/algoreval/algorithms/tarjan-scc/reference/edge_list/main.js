"use strict";

function tarjanScc(n, edges) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) adj[u].push(v);
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

const n = 10;
const edges = [[0, 3], [3, 7], [7, 0], [7, 1], [1, 2], [2, 5], [5, 8], [8, 2], [8, 9], [9, 5],
               [3, 4], [4, 9], [1, 4], [0, 2]];
const components = tarjanScc(n, edges).map((c) => [...c].sort((a, b) => a - b));
components.sort((a, b) => a[0] - b[0]);
for (const c of components) console.log(c.join(" "));
