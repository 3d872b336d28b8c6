// A binary min-heap of (distance, vertex) entries in parallel typed arrays: no array allocated per
// entry. pop() returns the vertex and leaves its distance in lastKey.
class MinHeap {
  constructor(capacity) {
    this.keys = new Float64Array(capacity);
    this.vertices = new Int32Array(capacity);
    this.size = 0;
    this.lastKey = 0;
  }

  push(key, vertex) {
    if (this.size === this.keys.length) this.grow();
    const { keys, vertices } = this;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p] <= key) break;
      keys[i] = keys[p];
      vertices[i] = vertices[p];
      i = p;
    }
    keys[i] = key;
    vertices[i] = vertex;
  }

  grow() {
    const keys = new Float64Array(2 * this.keys.length + 1);
    const vertices = new Int32Array(keys.length);
    keys.set(this.keys);
    vertices.set(this.vertices);
    this.keys = keys;
    this.vertices = vertices;
  }

  pop() {
    const { keys, vertices } = this;
    const top = vertices[0];
    this.lastKey = keys[0];
    const n = --this.size;
    const key = keys[n];
    const vertex = vertices[n];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && keys[c + 1] < keys[c]) c++;
      if (keys[c] >= key) break;
      keys[i] = keys[c];
      vertices[i] = vertices[c];
      i = c;
    }
    keys[i] = key;
    vertices[i] = vertex;
    return top;
  }
}

// Returns dist where dist[v] === -1 means v is unreachable from src.
function dijkstra(n, edges, src) {
  // Each vertex's arcs side by side in flat arrays (counting sort by tail), no array per vertex or
  // per arc to allocate: the arcs out of u go to to[a] with weight weight[a], start[u] <= a < start[u + 1].
  const start = new Int32Array(n + 1);
  for (const [u] of edges) start[u + 1]++;
  for (let u = 0; u < n; u++) start[u + 1] += start[u];
  const fill = start.slice(0, n);
  const to = new Int32Array(edges.length);
  const weight = new Float64Array(edges.length);
  for (const [u, v, w] of edges) {
    to[fill[u]] = v;
    weight[fill[u]++] = w;
  }

  const dist = new Array(n).fill(-1);
  // a vertex's arcs are relaxed once (a stale entry is skipped): at most one push per arc
  const heap = new MinHeap(edges.length + 1);
  dist[src] = 0;
  heap.push(0, src);
  while (heap.size > 0) {
    const u = heap.pop();
    const d = heap.lastKey;
    if (d > dist[u]) continue;
    for (let a = start[u]; a < start[u + 1]; a++) {
      const v = to[a];
      const nd = d + weight[a];
      if (dist[v] === -1 || nd < dist[v]) {
        dist[v] = nd;
        heap.push(nd, v);
      }
    }
  }
  return dist;
}

const n = 7;
const edges = [[0, 1, 4], [0, 2, 1], [2, 1, 2], [1, 3, 0], [2, 3, 2], [3, 4, 3],
  [1, 4, 4], [2, 4, 5], [4, 5, 2], [3, 5, 6], [6, 0, 1], [6, 5, 1]];
const dist = dijkstra(n, edges, 0);
dist.forEach((d, v) => console.log(`${v} ${d === -1 ? "INF" : d}`));
