function solve(n, edges) {
  const successors = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) successors[u].push(v);
  // reach[a] holds every vertex reachable from a along one or more edges
  const reach = [];
  for (let start = 0; start < n; start++) {
    const seen = new Set();
    const stack = [start];
    while (stack.length > 0) {
      const x = stack.pop();
      for (const y of successors[x]) {
        if (!seen.has(y)) {
          seen.add(y);
          stack.push(y);
        }
      }
    }
    reach.push(seen);
  }
  return edges
    .filter(([u, v]) => !successors[u].some((w) => w !== v && reach[w].has(v)))
    .map(([u, v]) => [u, v]);
}

const n = 7;
const edges = [[0, 1], [1, 2], [2, 3], [0, 3], [0, 2], [3, 4], [1, 4], [4, 5], [2, 5], [6, 5], [6, 3]];
const kept = solve(n, edges).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
for (const [u, v] of kept) console.log(`${u} ${v}`);
