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

// Prim's algorithm from vertex 0 with a lazy binary heap of candidate edges: O(E log V). The graph is
// flat (no array per vertex or per arc to allocate): the arcs at u go to to[a] with weight weight[a]
// for start[u] <= a < start[u + 1].
function primFlat(n, start, to, weight) {
  const mst = [];
  if (n === 0) return mst;
  // each arc is pushed at most once (when its tail joins the tree), plus the start
  const heap = new CandidateHeap(start[n] + 1);
  const inTree = new Uint8Array(n);
  heap.push(0, 0, -1);
  while (heap.size > 0 && mst.length < n - 1) {
    const top = heap.pop();
    const v = heap.v[top];
    if (inTree[v]) continue;
    inTree[v] = 1;
    if (heap.parent[top] >= 0) mst.push([heap.parent[top], v, heap.w[top]]);
    for (let a = start[v]; a < start[v + 1]; a++) {
      if (!inTree[to[a]]) heap.push(weight[a], to[a], v);
    }
  }
  return mst;
}

function primMST(V, edges) {
  // Each vertex's arcs side by side (counting sort by endpoint).
  const start = new Int32Array(V + 1);
  for (const [u, v] of edges) {
    start[u + 1]++;
    start[v + 1]++;
  }
  for (let u = 0; u < V; u++) start[u + 1] += start[u];
  const fill = start.slice(0, V);
  const to = new Int32Array(2 * edges.length);
  const weight = new Float64Array(2 * edges.length);
  for (const [u, v, w] of edges) {
    to[fill[u]] = v;
    weight[fill[u]++] = w;
    to[fill[v]] = u;
    weight[fill[v]++] = w;
  }
  return primFlat(V, start, to, weight);
}

const V = 8;
const edges = [[2, 3, 3], [0, 1, 4], [5, 4, 3], [1, 2, 4], [3, 0, 5], [6, 5, 4], [2, 0, 6], [4, 1, 7],
  [2, 4, 5], [7, 6, 4], [5, 2, 6], [3, 5, 8], [4, 6, 6], [7, 5, 9], [3, 7, 10]];
const mst = primMST(V, edges).map(([u, v, w]) => [Math.min(u, v), Math.max(u, v), w]);
mst.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
console.log(mst.reduce((sum, e) => sum + e[2], 0));
for (const [u, v, w] of mst) console.log(`${u} ${v} ${w}`);
