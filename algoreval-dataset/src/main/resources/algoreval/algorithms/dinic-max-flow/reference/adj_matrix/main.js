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

function dinic(M, s, t) {
  const n = M.length;
  const network = new FlowNetwork(n);
  for (let u = 0; u < n; u++) {
    for (let v = 0; v < n; v++) {
      if (M[u][v] > 0) network.addEdge(u, v, M[u][v]);
    }
  }
  return network.maxFlow(s, t);
}

const M = [
  [0, 8, 12, 4, 6, 0, 0, 0],
  [0, 0, 12, 0, 10, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 2, 0],
  [0, 0, 6, 0, 12, 9, 0, 7],
  [0, 0, 0, 0, 0, 0, 0, 9],
  [0, 0, 0, 5, 0, 0, 0, 0],
  [0, 0, 2, 0, 0, 0, 0, 10],
  [0, 0, 0, 0, 0, 0, 0, 0],
];
console.log(String(dinic(M, 0, 7)));
