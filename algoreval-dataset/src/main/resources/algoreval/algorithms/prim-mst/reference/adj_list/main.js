"use strict";

// A min-heap of candidate tree edges (parent -> v of weight w), ordered by w, then v, in parallel
// typed arrays: no array allocated per candidate.
class CandidateHeap {
  constructor(capacity) {
    this.w = new Float64Array(capacity);
    this.v = new Int32Array(capacity);
    this.parent = new Int32Array(capacity);
    this.size = 0;
  }

  lighter(i, j) {
    return this.w[i] < this.w[j] || (this.w[i] === this.w[j] && this.v[i] < this.v[j]);
  }

  swap(i, j) {
    const { w, v, parent } = this;
    const tw = w[i]; w[i] = w[j]; w[j] = tw;
    const tv = v[i]; v[i] = v[j]; v[j] = tv;
    const tp = parent[i]; parent[i] = parent[j]; parent[j] = tp;
  }

  push(w, v, parent) {
    let i = this.size++;
    this.w[i] = w;
    this.v[i] = v;
    this.parent[i] = parent;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.lighter(i, p)) break;
      this.swap(i, p);
      i = p;
    }
  }

  // Removes the lightest candidate into slot `size` (read it there before the next push).
  pop() {
    const last = --this.size;
    this.swap(0, last);
    let i = 0;
    for (;;) {
      let m = i;
      const l = 2 * i + 1;
      if (l < last && this.lighter(l, m)) m = l;
      if (l + 1 < last && this.lighter(l + 1, m)) m = l + 1;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
    return last;
  }
}

// Prim's algorithm from vertex 0 on graph[u] = [[v, w], ...], with a lazy binary heap of candidate
// edges: O(E log V).
function primGraph(graph) {
  const n = graph.length;
  const mst = [];
  if (n === 0) return mst;
  let arcs = 1;
  for (const neighbours of graph) arcs += neighbours.length;
  // each arc is pushed at most once (when its tail joins the tree), plus the start
  const heap = new CandidateHeap(arcs);
  const inTree = new Uint8Array(n);
  heap.push(0, 0, -1);
  while (heap.size > 0 && mst.length < n - 1) {
    const top = heap.pop();
    const v = heap.v[top];
    if (inTree[v]) continue;
    inTree[v] = 1;
    if (heap.parent[top] >= 0) mst.push([heap.parent[top], v, heap.w[top]]);
    for (const [u, w] of graph[v]) {
      if (!inTree[u]) heap.push(w, u, v);
    }
  }
  return mst;
}

function primMST(adj) {
  return primGraph(adj);
}

const adj = [
  [[1, 4], [2, 6], [3, 5]],
  [[0, 4], [2, 4], [4, 7]],
  [[0, 6], [1, 4], [3, 3], [4, 5], [5, 6]],
  [[0, 5], [2, 3], [5, 8], [7, 10]],
  [[1, 7], [2, 5], [5, 3], [6, 6]],
  [[2, 6], [3, 8], [4, 3], [6, 4], [7, 9]],
  [[4, 6], [5, 4], [7, 4]],
  [[3, 10], [5, 9], [6, 4]],
];
const mst = primMST(adj).map(([u, v, w]) => [Math.min(u, v), Math.max(u, v), w]);
mst.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
console.log(mst.reduce((sum, e) => sum + e[2], 0));
for (const [u, v, w] of mst) console.log(`${u} ${v} ${w}`);
