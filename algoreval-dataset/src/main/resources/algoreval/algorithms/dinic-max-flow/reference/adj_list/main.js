"use strict";

// Residual network; edge e and its reverse edge e ^ 1 are stored next to each other.
class FlowNetwork {
  constructor(n) {
    this.n = n;
    this.graph = Array.from({ length: n }, () => []);
    this.to = [];
    this.cap = [];
  }

  addEdge(u, v, c) {
    this.graph[u].push(this.to.length);
    this.to.push(v);
    this.cap.push(c);
    this.graph[v].push(this.to.length);
    this.to.push(u);
    this.cap.push(0);
  }

  bfs(s, t) {
    this.level = new Array(this.n).fill(-1);
    this.level[s] = 0;
    const queue = [s];
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head];
      for (const e of this.graph[u]) {
        const v = this.to[e];
        if (this.cap[e] > 0 && this.level[v] < 0) {
          this.level[v] = this.level[u] + 1;
          queue.push(v);
        }
      }
    }
    return this.level[t] >= 0;
  }

  dfs(u, t, pushed) {
    if (u === t) return pushed;
    for (; this.iter[u] < this.graph[u].length; this.iter[u]++) {
      const e = this.graph[u][this.iter[u]];
      const v = this.to[e];
      if (this.cap[e] > 0 && this.level[v] === this.level[u] + 1) {
        const d = this.dfs(v, t, Math.min(pushed, this.cap[e]));
        if (d > 0) {
          this.cap[e] -= d;
          this.cap[e ^ 1] += d;
          return d;
        }
      }
    }
    return 0;
  }

  maxFlow(s, t) {
    let flow = 0;
    while (this.bfs(s, t)) {
      // blocking flow on the level graph; iter[u] skips edges that are saturated or lead nowhere
      this.iter = new Array(this.n).fill(0);
      let pushed;
      while ((pushed = this.dfs(s, t, Infinity)) > 0) flow += pushed;
    }
    return flow;
  }
}

function dinic(adj, s, t) {
  const network = new FlowNetwork(adj.length);
  adj.forEach((arcs, u) => {
    for (const [v, c] of arcs) network.addEdge(u, v, c);
  });
  return network.maxFlow(s, t);
}

const adj = [
  [[1, 8], [2, 12], [3, 4], [4, 6]],
  [[2, 12], [4, 10]],
  [[6, 2]],
  [[2, 6], [4, 12], [5, 9], [7, 7]],
  [[7, 9]],
  [[3, 5]],
  [[2, 2], [7, 10]],
  [],
];
console.log(String(dinic(adj, 0, 7)));
