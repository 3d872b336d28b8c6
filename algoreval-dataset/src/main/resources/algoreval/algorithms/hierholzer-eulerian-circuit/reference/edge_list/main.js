"use strict";

function findEulerianCircuit(V, edges, start) {
  const succ = Array.from({ length: V }, () => []);
  for (const [u, v] of edges) succ[u].push(v);
  for (const targets of succ) targets.sort((a, b) => a - b);
  const used = new Array(V).fill(0); // succ[u].slice(0, used[u]) are the edges already walked
  const stack = [start];
  const circuit = [];
  while (stack.length > 0) {
    const u = stack[stack.length - 1];
    if (used[u] < succ[u].length) {
      stack.push(succ[u][used[u]++]);
    } else {
      // u has no unused edge left: it is final at this point of the circuit
      circuit.push(stack.pop());
    }
  }
  return circuit.reverse();
}

const V = 7;
const edges = [[5, 4], [0, 5], [4, 6], [1, 5], [5, 0], [2, 4], [6, 1], [4, 3], [5, 6], [3, 5], [6, 4], [5, 2], [4, 5]];
const start = 3;
console.log(findEulerianCircuit(V, edges, start).join(" "));
