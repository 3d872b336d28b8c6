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

function findEulerianPath(graph) {
  // sorted copies of the lists; the caller's adjacency list stays intact
  const adj = graph.map((neighbours) => [...neighbours].sort((a, b) => a - b));
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

const adj = [[5, 1], [0, 4, 5], [6, 3, 4], [2, 6], [1, 2, 5, 7], [0, 1, 4, 6], [7, 2, 3, 5], [4, 6], []];
console.log(findEulerianPath(adj).join(" "));
