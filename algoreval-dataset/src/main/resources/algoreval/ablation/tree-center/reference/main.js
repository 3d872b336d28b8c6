function solve(n, edges) {
  const neighbours = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    neighbours[u].push(v);
    neighbours[v].push(u);
  }
  const degree = neighbours.map((list) => list.length);
  let layer = [];
  for (let v = 0; v < n; v++) if (degree[v] <= 1) layer.push(v);
  let remaining = n;
  while (remaining > 2) {
    remaining -= layer.length;
    const next = [];
    for (const leaf of layer) {
      for (const w of neighbours[leaf]) {
        degree[w]--;
        if (degree[w] === 1) next.push(w);
      }
    }
    layer = next;
  }
  return layer.sort((a, b) => a - b);
}

const n = 11;
const edges = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [1, 7], [1, 8], [1, 9], [1, 10]];
console.log(solve(n, edges).join(" "));
