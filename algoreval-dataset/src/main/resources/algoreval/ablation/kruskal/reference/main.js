function solve(n, edges) {
  const parent = Array.from({ length: n }, (_, v) => v);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  // Array.prototype.sort is stable: edges of equal weight keep their input order.
  const sorted = [...edges].sort((a, b) => a[2] - b[2]);
  const selected = [];
  for (const [u, v, w] of sorted) {
    const ru = find(u);
    const rv = find(v);
    if (ru !== rv) {
      parent[ru] = rv;
      selected.push([u, v, w]);
    }
  }
  return selected;
}

const n = 5;
const edges = [[0, 1, 2], [1, 2, 1], [0, 2, 2], [2, 3, 3], [3, 4, 1], [1, 3, 3], [2, 4, 3], [0, 4, 5]];
const selected = solve(n, edges);
for (const [u, v, w] of selected) console.log(`${u} ${v} ${w}`);
console.log(selected.reduce((total, e) => total + e[2], 0));
