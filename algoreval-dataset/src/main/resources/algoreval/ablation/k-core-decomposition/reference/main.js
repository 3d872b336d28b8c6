function solve(n, edges) {
  const neighbours = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    neighbours[u].push(v);
    neighbours[v].push(u);
  }
  const degree = neighbours.map((list) => list.length);
  const removed = new Array(n).fill(false);
  const value = new Array(n).fill(0);
  let k = 0;
  for (let step = 0; step < n; step++) {
    let chosen = -1;
    for (let v = 0; v < n; v++) {
      if (!removed[v] && (chosen < 0 || degree[v] < degree[chosen])) chosen = v;
    }
    k = Math.max(k, degree[chosen]);
    value[chosen] = k;
    removed[chosen] = true;
    for (const w of neighbours[chosen]) {
      if (!removed[w]) degree[w]--;
    }
  }
  return value;
}

const n = 9;
const edges = [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [0, 3], [3, 4], [4, 5], [5, 6], [6, 4], [7, 8], [6, 7]];
console.log(solve(n, edges).join(" "));
