"use strict";

// Whether dst can be reached from src without using the edge {cutU, cutV}.
function reaches(adj, src, dst, cutU, cutV) {
  const seen = new Array(adj.length).fill(false);
  const stack = [src];
  seen[src] = true;
  while (stack.length > 0) {
    const x = stack.pop();
    if (x === dst) return true;
    for (const y of adj[x]) {
      if (seen[y] || (x === cutU && y === cutV) || (x === cutV && y === cutU)) continue;
      seen[y] = true;
      stack.push(y);
    }
  }
  return false;
}

function findEulerianPath(V, edges) {
  const adj = Array.from({ length: V }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  for (const neighbours of adj) neighbours.sort((a, b) => a - b);
  let start = adj.findIndex((neighbours) => neighbours.length % 2 === 1);
  if (start === -1) start = adj.findIndex((neighbours) => neighbours.length > 0);
  if (start === -1) return [];
  // Fleury: from the current vertex take the smallest neighbour whose edge is not a bridge of
  // the unused edges, unless it is the only edge left there.
  const path = [start];
  let u = start;
  while (adj[u].length > 0) {
    const next = adj[u].find((v) => adj[u].length === 1 || reaches(adj, u, v, u, v));
    adj[u].splice(adj[u].indexOf(next), 1);
    adj[next].splice(adj[next].indexOf(u), 1);
    path.push(next);
    u = next;
  }
  return path;
}

const V = 9;
const edges = [[0, 1], [5, 0], [1, 4], [5, 1], [2, 3], [4, 2], [2, 6], [6, 3], [4, 5], [7, 4], [5, 6], [6, 7]];
console.log(findEulerianPath(V, edges).join(" "));
