"use strict";

function gabowScc(n, edges) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) adj[u].push(v);
  const preorder = new Array(n).fill(-1);
  const assigned = new Array(n).fill(false);
  const s = []; // visited vertices not yet assigned to a component
  const p = []; // roots of the components on the current DFS path (boundaries in s)
  const components = [];
  let counter = 0;

  function visit(v) {
    preorder[v] = counter++;
    s.push(v);
    p.push(v);
    for (const w of adj[v]) {
      if (preorder[w] === -1) {
        visit(w);
      } else if (!assigned[w]) {
        // w is still open: everything on the path after w collapses into one component
        while (preorder[p[p.length - 1]] > preorder[w]) p.pop();
      }
    }
    if (p[p.length - 1] === v) {
      p.pop();
      const component = [];
      let w;
      do {
        w = s.pop();
        assigned[w] = true;
        component.push(w);
      } while (w !== v);
      components.push(component);
    }
  }

  for (let v = 0; v < n; v++) {
    if (preorder[v] === -1) visit(v);
  }
  return components;
}

const n = 10;
const edges = [[0, 1], [1, 4], [4, 6], [6, 1], [0, 7], [6, 7], [7, 8], [2, 8], [8, 3], [3, 5],
               [5, 2], [3, 2], [9, 0], [4, 2]];
const components = gabowScc(n, edges).map((c) => [...c].sort((a, b) => a - b));
components.sort((a, b) => a[0] - b[0]);
for (const c of components) console.log(c.join(" "));
