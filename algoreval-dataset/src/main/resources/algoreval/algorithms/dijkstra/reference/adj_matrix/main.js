// M[u][v] === -1 means no edge; dist[v] === -1 means v is unreachable from src.
function dijkstra(M, src) {
  const n = M.length;
  const dist = new Array(n).fill(-1);
  const done = new Array(n).fill(false);
  dist[src] = 0;
  for (let iter = 0; iter < n; iter++) {
    let u = -1;
    for (let v = 0; v < n; v++) {
      if (!done[v] && dist[v] !== -1 && (u === -1 || dist[v] < dist[u])) u = v;
    }
    if (u === -1) break;
    done[u] = true;
    for (let v = 0; v < n; v++) {
      if (M[u][v] === -1 || done[v]) continue;
      const nd = dist[u] + M[u][v];
      if (dist[v] === -1 || nd < dist[v]) dist[v] = nd;
    }
  }
  return dist;
}

const M = [
  [-1, 4, 1, -1, -1, -1, -1],
  [-1, -1, -1, 0, 4, -1, -1],
  [-1, 2, -1, 2, 5, -1, -1],
  [-1, -1, -1, -1, 3, 6, -1],
  [-1, -1, -1, -1, -1, 2, -1],
  [-1, -1, -1, -1, -1, -1, -1],
  [1, -1, -1, -1, -1, 1, -1],
];
const dist = dijkstra(M, 0);
dist.forEach((d, v) => console.log(`${v} ${d === -1 ? "INF" : d}`));
