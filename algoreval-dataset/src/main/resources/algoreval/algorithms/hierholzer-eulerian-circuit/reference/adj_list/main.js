"use strict";

function findEulerianCircuit(adj, start) {
  const V = adj.length;
  const succ = adj.map((targets) => [...targets].sort((a, b) => a - b));
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

const adj = [[5], [5], [4], [5], [6, 3, 5], [4, 0, 6, 2], [1, 4]];
const start = 3;
console.log(findEulerianCircuit(adj, start).join(" "));
