"use strict";

class MinHeap {
  constructor() {
    this.data = [];
  }

  get size() {
    return this.data.length;
  }

  push(x) {
    const a = this.data;
    let i = a.length;
    a.push(x);
    while (i > 0 && a[(i - 1) >> 1] > x) {
      a[i] = a[(i - 1) >> 1];
      i = (i - 1) >> 1;
    }
    a[i] = x;
  }

  pop() {
    const a = this.data;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= a.length) break;
        if (child + 1 < a.length && a[child + 1] < a[child]) child++;
        if (a[child] >= last) break;
        a[i] = a[child];
        i = child;
      }
      a[i] = last;
    }
    return top;
  }
}

function topologicalSort(adj) {
  const V = adj.length;
  const indegree = new Array(V).fill(0);
  for (const successors of adj) {
    for (const v of successors) indegree[v]++;
  }
  const ready = new MinHeap();
  for (let u = 0; u < V; u++) {
    if (indegree[u] === 0) ready.push(u);
  }
  const order = [];
  while (ready.size > 0) {
    const u = ready.pop();
    order.push(u);
    for (const v of adj[u]) {
      if (--indegree[v] === 0) ready.push(v);
    }
  }
  return order;
}

const adj = [[6], [], [3, 6], [1], [0, 1], [2, 0], [3], [6], [7, 1]];
console.log(topologicalSort(adj).join(" "));
