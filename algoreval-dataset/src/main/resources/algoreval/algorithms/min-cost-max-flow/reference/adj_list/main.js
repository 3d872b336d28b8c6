"use strict";

// Residual network; edge e and its reverse edge e ^ 1 are stored next to each other.
class MinCostFlow {
  constructor(n) {
    this.n = n;
    this.graph = Array.from({ length: n }, () => []);
    this.to = [];
    this.cap = [];
    this.cost = [];
  }

  addEdge(u, v, cap, cost) {
    this.graph[u].push(this.to.length);
    this.to.push(v);
    this.cap.push(cap);
    this.cost.push(cost);
    this.graph[v].push(this.to.length);
    this.to.push(u);
    this.cap.push(0);
    this.cost.push(-cost);
  }

  // Bellman-Ford with a queue (SPFA); reverse residual edges have negative costs.
  shortestPaths(s) {
    const dist = new Array(this.n).fill(Infinity);
    const prevEdge = new Array(this.n).fill(-1);
    const inQueue = new Array(this.n).fill(false);
    dist[s] = 0;
    inQueue[s] = true;
    const queue = [s];
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head];
      inQueue[u] = false;
      for (const e of this.graph[u]) {
        const v = this.to[e];
        if (this.cap[e] > 0 && dist[u] + this.cost[e] < dist[v]) {
          dist[v] = dist[u] + this.cost[e];
          prevEdge[v] = e;
          if (!inQueue[v]) {
            inQueue[v] = true;
            queue.push(v);
          }
        }
      }
    }
    return { dist, prevEdge };
  }

  // Returns [maximum flow, minimum cost of a maximum flow].
  run(s, t) {
    let flow = 0;
    let totalCost = 0;
    for (;;) {
      const { dist, prevEdge } = this.shortestPaths(s);
      if (dist[t] === Infinity) return [flow, totalCost];
      let push = Infinity;
      for (let v = t; v !== s; v = this.to[prevEdge[v] ^ 1]) push = Math.min(push, this.cap[prevEdge[v]]);
      for (let v = t; v !== s; v = this.to[prevEdge[v] ^ 1]) {
        this.cap[prevEdge[v]] -= push;
        this.cap[prevEdge[v] ^ 1] += push;
      }
      flow += push;
      totalCost += push * dist[t];
    }
  }
}

function minCostMaxFlow(adj, s, t) {
  const network = new MinCostFlow(adj.length);
  adj.forEach((arcs, u) => {
    for (const [v, cap, cost] of arcs) network.addEdge(u, v, cap, cost);
  });
  return network.run(s, t);
}

const adj = [
  [[4, 6, 5], [5, 4, 1]],
  [[4, 7, 2], [5, 3, 7], [5, 4, 5]],
  [[4, 2, 4], [5, 5, 3]],
  [[6, 4, 4]],
  [[6, 7, 2]],
  [[1, 8, 1], [2, 4, 9], [3, 6, 9], [6, 1, 1]],
  [],
];
const [flow, cost] = minCostMaxFlow(adj, 0, 6);
console.log(`${flow} ${cost}`);
