"use strict";

const NIL = 0;
const INF = Infinity;

class BipGraph {
  constructor(m, n) {
    this.m = m;
    this.n = n;
    this.adj = Array.from({ length: m + 1 }, () => []);
  }

  addEdge(u, v) {
    this.adj[u].push(v);
  }

  bfs() {
    const queue = [];
    for (let u = 1; u <= this.m; u++) {
      if (this.pairU[u] === NIL) {
        this.dist[u] = 0;
        queue.push(u);
      } else {
        this.dist[u] = INF;
      }
    }
    this.dist[NIL] = INF;
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head];
      if (this.dist[u] < this.dist[NIL]) {
        for (const v of this.adj[u]) {
          const w = this.pairV[v];
          if (this.dist[w] === INF) {
            this.dist[w] = this.dist[u] + 1;
            if (w !== NIL) queue.push(w);
          }
        }
      }
    }
    return this.dist[NIL] !== INF;
  }

  dfs(u) {
    if (u === NIL) return true;
    for (const v of this.adj[u]) {
      const w = this.pairV[v];
      if (this.dist[w] === this.dist[u] + 1 && this.dfs(w)) {
        this.pairV[v] = u;
        this.pairU[u] = v;
        return true;
      }
    }
    this.dist[u] = INF;
    return false;
  }

  hopcroftKarp() {
    this.pairU = new Array(this.m + 1).fill(NIL);
    this.pairV = new Array(this.n + 1).fill(NIL);
    this.dist = new Array(this.m + 1).fill(0);
    let result = 0;
    while (this.bfs()) {
      for (let u = 1; u <= this.m; u++) {
        if (this.pairU[u] === NIL && this.dfs(u)) result++;
      }
    }
    return result;
  }
}

const g = new BipGraph(4, 4);
g.addEdge(1, 2);
g.addEdge(1, 3);
g.addEdge(2, 1);
g.addEdge(3, 2);
g.addEdge(4, 2);
g.addEdge(4, 4);
console.log(`Size of maximum matching is ${g.hopcroftKarp()}`);
