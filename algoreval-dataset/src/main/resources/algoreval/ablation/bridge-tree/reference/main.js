function solve(n, edges) {
  const adjacency = Array.from({ length: n }, () => []); // [neighbour, edge index]
  edges.forEach(([u, v], i) => {
    adjacency[u].push([v, i]);
    adjacency[v].push([u, i]);
  });
  const discovered = new Array(n).fill(-1);
  const low = new Array(n).fill(0);
  const fragile = new Array(edges.length).fill(false);
  let clock = 0;
  function visit(u, via) {
    discovered[u] = low[u] = clock++;
    for (const [v, i] of adjacency[u]) {
      if (i === via) continue;
      if (discovered[v] < 0) {
        visit(v, i);
        low[u] = Math.min(low[u], low[v]);
        if (low[v] > discovered[u]) fragile[i] = true;
      } else {
        low[u] = Math.min(low[u], discovered[v]);
      }
    }
  }
  for (let v = 0; v < n; v++) if (discovered[v] < 0) visit(v, -1);
  // Scanning the vertices in increasing order numbers each group by its smallest vertex.
  const group = new Array(n).fill(-1);
  let count = 0;
  for (let start = 0; start < n; start++) {
    if (group[start] >= 0) continue;
    group[start] = count;
    const stack = [start];
    while (stack.length > 0) {
      const x = stack.pop();
      for (const [y, i] of adjacency[x]) {
        if (!fragile[i] && group[y] < 0) {
          group[y] = count;
          stack.push(y);
        }
      }
    }
    count++;
  }
  const pairs = [];
  edges.forEach(([u, v], i) => {
    if (fragile[i]) pairs.push([Math.min(group[u], group[v]), Math.max(group[u], group[v])]);
  });
  return [group, pairs];
}

const n = 12;
const edges = [[0, 6], [6, 7], [7, 0], [1, 3], [3, 5], [5, 1], [0, 1], [3, 2], [7, 4], [4, 8], [8, 9], [9, 4],
  [9, 10], [10, 11], [11, 9]];
const [groups, pairs] = solve(n, edges);
console.log(groups.join(" "));
pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
for (const [a, b] of pairs) console.log(`${a} ${b}`);
