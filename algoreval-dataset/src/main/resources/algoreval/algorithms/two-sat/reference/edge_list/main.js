"use strict";

// Returns an array of n booleans (element i-1 is the value of x_i), or null if the formula is unsatisfiable.
function twoSat(n, clauses) {
  // vertex 2*(i-1) is the literal x_i and vertex 2*(i-1)+1 is NOT x_i, so v ^ 1 negates vertex v
  const vertex = (literal) => 2 * (Math.abs(literal) - 1) + (literal < 0 ? 1 : 0);
  const size = 2 * n;
  const adj = Array.from({ length: size }, () => []);
  for (const [a, b] of clauses) {
    // (a OR b) is equivalent to (NOT a -> b) and (NOT b -> a)
    adj[vertex(a) ^ 1].push(vertex(b));
    adj[vertex(b) ^ 1].push(vertex(a));
  }

  // Tarjan's SCC algorithm on the implication graph; components get numbers in reverse topological order
  const index = new Array(size).fill(-1);
  const low = new Array(size).fill(0);
  const comp = new Array(size).fill(-1);
  const stack = [];
  let counter = 0;
  let components = 0;

  function strongConnect(v) {
    index[v] = low[v] = counter++;
    stack.push(v);
    for (const w of adj[v]) {
      if (index[w] === -1) {
        strongConnect(w);
        low[v] = Math.min(low[v], low[w]);
      } else if (comp[w] === -1) {
        // w is still on the stack
        low[v] = Math.min(low[v], index[w]);
      }
    }
    if (low[v] === index[v]) {
      let w;
      do {
        w = stack.pop();
        comp[w] = components;
      } while (w !== v);
      components++;
    }
  }

  for (let v = 0; v < size; v++) {
    if (index[v] === -1) strongConnect(v);
  }

  const assignment = [];
  for (let i = 0; i < n; i++) {
    if (comp[2 * i] === comp[2 * i + 1]) return null; // x_i and NOT x_i imply each other
    // x_i is true when its component comes after the one of NOT x_i in topological order
    assignment.push(comp[2 * i] < comp[2 * i + 1]);
  }
  return assignment;
}

const n1 = 6;
const clauses1 = [[4, -6], [2, -6], [-4, 3], [4, -5], [1, -3], [-2, 6], [-4, 5], [2, 5], [-5, -2]];
const n2 = 4;
const clauses2 = [[1, 2], [3, -2], [3, 4], [-2, -1], [-4, -3], [-3, 2], [-1, -4], [4, 1]];
for (const [n, clauses] of [[n1, clauses1], [n2, clauses2]]) {
  const assignment = twoSat(n, clauses);
  if (assignment === null) {
    console.log("UNSATISFIABLE");
  } else {
    console.log("SATISFIABLE");
    console.log(assignment.map((value) => (value ? 1 : 0)).join(" "));
  }
}
