"use strict";

function kosarajuScc(adj) {
  const n = adj.length;
  const radj = Array.from({ length: n }, () => []);
  adj.forEach((targets, u) => {
    for (const v of targets) radj[v].push(u);
  });

  const visited = new Array(n).fill(false);
  const order = []; // vertices in increasing order of DFS finishing time
  function dfs(v) {
    visited[v] = true;
    for (const w of adj[v]) {
      if (!visited[w]) dfs(w);
    }
    order.push(v);
  }
  for (let v = 0; v < n; v++) {
    if (!visited[v]) dfs(v);
  }

  const assigned = new Array(n).fill(false);
  const components = [];
  function collect(v, component) {
    assigned[v] = true;
    component.push(v);
    for (const w of radj[v]) {
      if (!assigned[w]) collect(w, component);
    }
  }
  for (let i = n - 1; i >= 0; i--) {
    const v = order[i];
    if (!assigned[v]) {
      const component = [];
      collect(v, component);
      components.push(component);
    }
  }
  return components;
}

const adj = [
  [5, 3],
  [2],
  [6, 4],
  [8],
  [7, 9],
  [0, 1],
  [1, 3],
  [8],
  [4],
  [],
];
const components = kosarajuScc(adj).map((c) => [...c].sort((a, b) => a - b));
components.sort((a, b) => a[0] - b[0]);
for (const c of components) console.log(c.join(" "));
