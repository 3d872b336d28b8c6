function solve(n, edges) {
  const neighbours = Array.from({ length: n }, () => new Set());
  for (const [u, v] of edges) {
    neighbours[u].add(v);
    neighbours[v].add(u);
  }
  const result = [];
  for (let step = 0; step < n - 2; step++) {
    let leaf = 0;
    while (neighbours[leaf].size !== 1) leaf++;
    const [parent] = neighbours[leaf];
    result.push(parent);
    neighbours[leaf].clear();
    neighbours[parent].delete(leaf);
  }
  return result;
}

const n = 8;
const edges = [[0, 3], [1, 3], [3, 4], [4, 5], [5, 2], [5, 6], [6, 7]];
console.log(solve(n, edges).join(" "));
