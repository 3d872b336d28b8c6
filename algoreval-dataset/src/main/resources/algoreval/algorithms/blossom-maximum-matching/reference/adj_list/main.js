"use strict";

// Edmonds' blossom algorithm: augmenting paths found by BFS, odd cycles contracted via base.
class Blossom {
  constructor(adj) {
    this.adj = adj;
    this.n = adj.length;
    this.mate = new Array(this.n).fill(-1);
  }

  // Lowest common ancestor of a and b in the alternating tree (on blossom bases).
  lca(a, b) {
    const seen = new Array(this.n).fill(false);
    for (;;) {
      a = this.base[a];
      seen[a] = true;
      if (this.mate[a] === -1) break;
      a = this.parent[this.mate[a]];
    }
    for (;;) {
      b = this.base[b];
      if (seen[b]) return b;
      b = this.parent[this.mate[b]];
    }
  }

  // Marks the blossom path from v down to base b and reverses parent links along it.
  markPath(v, b, child) {
    while (this.base[v] !== b) {
      this.inBlossom[this.base[v]] = true;
      this.inBlossom[this.base[this.mate[v]]] = true;
      this.parent[v] = child;
      child = this.mate[v];
      v = this.parent[this.mate[v]];
    }
  }

  // BFS from a free root; returns a free vertex at the end of an augmenting path, or -1.
  findAugmentingPath(root) {
    const n = this.n;
    this.parent = new Array(n).fill(-1);
    this.base = Array.from({ length: n }, (_, i) => i);
    const used = new Array(n).fill(false); // even (outer) vertices of the alternating tree
    used[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      for (const to of this.adj[v]) {
        if (this.base[v] === this.base[to] || this.mate[v] === to) continue;
        if (to === root || (this.mate[to] !== -1 && this.parent[this.mate[to]] !== -1)) {
          // edge between two even vertices: contract the odd cycle (blossom)
          const curBase = this.lca(v, to);
          this.inBlossom = new Array(n).fill(false);
          this.markPath(v, curBase, to);
          this.markPath(to, curBase, v);
          for (let i = 0; i < n; i++) {
            if (this.inBlossom[this.base[i]]) {
              this.base[i] = curBase;
              if (!used[i]) {
                used[i] = true;
                queue.push(i);
              }
            }
          }
        } else if (this.parent[to] === -1) {
          this.parent[to] = v;
          if (this.mate[to] === -1) return to;
          used[this.mate[to]] = true;
          queue.push(this.mate[to]);
        }
      }
    }
    return -1;
  }

  solve() {
    for (let root = 0; root < this.n; root++) {
      if (this.mate[root] !== -1) continue;
      let v = this.findAugmentingPath(root);
      while (v !== -1) {
        // flip the matched and unmatched edges along the path
        const pv = this.parent[v];
        const next = this.mate[pv];
        this.mate[v] = pv;
        this.mate[pv] = v;
        v = next;
      }
    }
    return this.mate;
  }
}

// Returns mate: mate[v] is the vertex matched to v, or -1.
function maxMatching(adj) {
  return new Blossom(adj).solve();
}

const adj = [
  [5, 6, 10],
  [5, 6, 8, 9, 11],
  [3, 7],
  [2, 4, 7],
  [3, 6, 8, 9, 10],
  [0, 1, 8, 11],
  [0, 1, 4, 10],
  [2, 3],
  [1, 4, 5, 11],
  [1, 4],
  [0, 4, 6],
  [1, 5, 8],
];
const mate = maxMatching(adj);
console.log(String(mate.filter((m) => m !== -1).length / 2));
