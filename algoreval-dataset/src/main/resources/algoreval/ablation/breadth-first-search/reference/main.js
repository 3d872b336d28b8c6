function solve(adj, s) {
  const reached = new Set([s]);
  const queue = [s];
  const order = [];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    order.push(u);
    for (const v of adj[u]) {
      if (!reached.has(v)) {
        reached.add(v);
        queue.push(v);
      }
    }
  }
  return order;
}

const adj = [[3, 1, 4], [0, 5], [5, 6], [0, 6], [0], [1, 2], [2, 3], [8], [7]];
const s = 0;
console.log(solve(adj, s).join(" "));
