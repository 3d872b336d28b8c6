function solve(n, edges) {
  const neighbours = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    neighbours[u].push(v);
    neighbours[v].push(u);
  }
  const distance = new Array(n);
  const parent = new Array(n);
  // Returns the farthest vertex from source, the smallest label on ties.
  function farthest(source) {
    distance.fill(-1);
    distance[source] = 0;
    parent[source] = -1;
    const queue = [source];
    for (let head = 0; head < queue.length; head++) {
      const x = queue[head];
      for (const y of neighbours[x]) {
        if (distance[y] < 0) {
          distance[y] = distance[x] + 1;
          parent[y] = x;
          queue.push(y);
        }
      }
    }
    return distance.indexOf(Math.max(...distance));
  }
  const a = farthest(0);
  const b = farthest(a);
  const path = [];
  for (let x = b; x !== -1; x = parent[x]) path.unshift(x);
  return [distance[b], path];
}

const n = 10;
const edges = [[0, 1], [1, 2], [0, 3], [3, 4], [4, 8], [4, 9], [0, 5], [5, 6], [6, 7]];
const [length, path] = solve(n, edges);
console.log(length);
console.log(path.join(" "));
