package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Language;

/**
 * A Dijkstra that scans every vertex for the next minimum instead of keeping a heap: O(V²) whatever
 * the graph, so on sparse graphs it is the probe's "hidden O(V²)". In each language, with the edge
 * list interface of the dataset's Dijkstra, one function ({@code scan}) does the work; the program is
 * either that function called directly or the same function run on a helper thread that the call
 * starts and waits for, the way a model might write it "to be safe with deep recursion" or "to run
 * it in the background".
 */
final class LinearScanDijkstra {
    private LinearScanDijkstra() {
    }

    /** The program whose dijkstra calls the scan on the calling thread. */
    static String direct(Language language) {
        return program(language, false);
    }

    /** The program whose dijkstra starts a thread (goroutine, worker) for the scan and joins it. */
    static String onHelperThread(Language language) {
        return program(language, true);
    }

    private static String program(Language language, boolean helper) {
        return switch (language) {
            case PYTHON -> PYTHON_SCAN + (helper ? PYTHON_HELPER : PYTHON_DIRECT);
            case C -> C_SCAN + (helper ? C_HELPER : C_DIRECT);
            case CPP -> CPP_SCAN + (helper ? CPP_HELPER : CPP_DIRECT);
            case JAVA -> "public class Main {\n" + JAVA_SCAN + (helper ? JAVA_HELPER : JAVA_DIRECT) + "}\n";
            case JAVASCRIPT -> JS_SCAN + (helper ? JS_HELPER : JS_DIRECT);
            case GO -> GO_SCAN + (helper ? GO_HELPER : GO_DIRECT);
            case RUST -> RUST_SCAN + (helper ? RUST_HELPER : RUST_DIRECT);
        };
    }

    private static final String PYTHON_SCAN = """
            import threading


            def scan(n, edges, src):
                adj = [[] for _ in range(n)]
                for u, v, w in edges:
                    adj[u].append((v, w))
                dist = [None] * n
                done = [False] * n
                dist[src] = 0
                for _ in range(n):
                    u = -1
                    for v in range(n):  # O(V) scan per step: O(V^2) in all
                        if not done[v] and dist[v] is not None and (u == -1 or dist[v] < dist[u]):
                            u = v
                    if u == -1:
                        break
                    done[u] = True
                    for v, w in adj[u]:
                        if dist[v] is None or dist[u] + w < dist[v]:
                            dist[v] = dist[u] + w
                return [-1 if d is None else d for d in dist]

            """;
    private static final String PYTHON_DIRECT = """
            def dijkstra(n, edges, src):
                return scan(n, edges, src)
            """;
    private static final String PYTHON_HELPER = """
            def dijkstra(n, edges, src):
                result = []
                worker = threading.Thread(target=lambda: result.append(scan(n, edges, src)))
                worker.start()
                worker.join()
                return result[0]
            """;

    private static final String C_SCAN = """
            #include <pthread.h>
            #include <stdbool.h>
            #include <stdlib.h>

            static long long *scan(int n, const int edges[][3], int edgesSize, int src) {
                int *start = calloc(n + 1, sizeof(int));
                int *arcs = malloc((edgesSize > 0 ? edgesSize : 1) * sizeof(int));
                for (int i = 0; i < edgesSize; i++) start[edges[i][0] + 1]++;
                for (int v = 0; v < n; v++) start[v + 1] += start[v];
                int *fill = malloc((n > 0 ? n : 1) * sizeof(int));
                for (int v = 0; v < n; v++) fill[v] = start[v];
                for (int i = 0; i < edgesSize; i++) arcs[fill[edges[i][0]]++] = i;
                long long *dist = malloc((n > 0 ? n : 1) * sizeof(long long));
                bool *done = calloc(n > 0 ? n : 1, sizeof(bool));
                for (int v = 0; v < n; v++) dist[v] = -1;
                dist[src] = 0;
                for (int step = 0; step < n; step++) {
                    int u = -1;
                    for (int v = 0; v < n; v++) { /* O(V) scan per step: O(V^2) in all */
                        if (!done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u])) u = v;
                    }
                    if (u == -1) break;
                    done[u] = true;
                    for (int k = start[u]; k < start[u + 1]; k++) {
                        const int *e = edges[arcs[k]];
                        long long nd = dist[u] + e[2];
                        if (dist[e[1]] == -1 || nd < dist[e[1]]) dist[e[1]] = nd;
                    }
                }
                free(start);
                free(arcs);
                free(fill);
                free(done);
                return dist;
            }

            """;
    private static final String C_DIRECT = """
            long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {
                *returnSize = n;
                return scan(n, edges, edgesSize, src);
            }
            """;
    private static final String C_HELPER = """
            struct job {
                int n;
                const int (*edges)[3];
                int edgesSize;
                int src;
                long long *dist;
            };

            static void *work(void *arg) {
                struct job *j = arg;
                j->dist = scan(j->n, j->edges, j->edgesSize, j->src);
                return NULL;
            }

            long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {
                struct job j = {n, edges, edgesSize, src, NULL};
                pthread_t helper;
                pthread_create(&helper, NULL, work, &j);
                pthread_join(helper, NULL);
                *returnSize = n;
                return j.dist;
            }
            """;

    private static final String CPP_SCAN = """
            #include <array>
            #include <thread>
            #include <vector>

            static std::vector<long long> scan(int n, const std::vector<std::array<int, 3>>& edges, int src) {
                std::vector<std::vector<std::pair<int, int>>> adj(n);
                for (const auto& e : edges) adj[e[0]].push_back({e[1], e[2]});
                std::vector<long long> dist(n, -1);
                std::vector<bool> done(n, false);
                dist[src] = 0;
                for (int step = 0; step < n; step++) {
                    int u = -1;
                    for (int v = 0; v < n; v++) {  // O(V) scan per step: O(V^2) in all
                        if (!done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u])) u = v;
                    }
                    if (u == -1) break;
                    done[u] = true;
                    for (auto [v, w] : adj[u]) {
                        long long nd = dist[u] + w;
                        if (dist[v] == -1 || nd < dist[v]) dist[v] = nd;
                    }
                }
                return dist;
            }

            """;
    private static final String CPP_DIRECT = """
            std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {
                return scan(n, edges, src);
            }
            """;
    private static final String CPP_HELPER = """
            std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {
                std::vector<long long> dist;
                std::thread helper([&] { dist = scan(n, edges, src); });
                helper.join();
                return dist;
            }
            """;

    private static final String JAVA_SCAN = """
                static long[] scan(int n, int[][] edges, int src) {
                    int[] start = new int[n + 1];
                    for (int[] e : edges) start[e[0] + 1]++;
                    for (int v = 0; v < n; v++) start[v + 1] += start[v];
                    int[] fill = java.util.Arrays.copyOf(start, n);
                    int[] to = new int[edges.length];
                    int[] weight = new int[edges.length];
                    for (int[] e : edges) {
                        to[fill[e[0]]] = e[1];
                        weight[fill[e[0]]++] = e[2];
                    }
                    long[] dist = new long[n];
                    java.util.Arrays.fill(dist, -1);
                    boolean[] done = new boolean[n];
                    dist[src] = 0;
                    for (int step = 0; step < n; step++) {
                        int u = -1;
                        for (int v = 0; v < n; v++) { // O(V) scan per step: O(V^2) in all
                            if (!done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u])) u = v;
                        }
                        if (u == -1) break;
                        done[u] = true;
                        for (int a = start[u]; a < start[u + 1]; a++) {
                            long nd = dist[u] + weight[a];
                            if (dist[to[a]] == -1 || nd < dist[to[a]]) dist[to[a]] = nd;
                        }
                    }
                    return dist;
                }

            """;
    private static final String JAVA_DIRECT = """
                static long[] dijkstra(int n, int[][] edges, int src) {
                    return scan(n, edges, src);
                }
            """;
    private static final String JAVA_HELPER = """
                static long[] dijkstra(int n, int[][] edges, int src) {
                    long[][] result = new long[1][];
                    Thread helper = new Thread(() -> result[0] = scan(n, edges, src));
                    helper.start();
                    try {
                        helper.join();
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                    return result[0];
                }
            """;

    /**
     * In JavaScript the edges are first packed into shared memory (u, v, w triples), by both versions
     * alike: a worker gets the graph without a structured clone, which for 100,000 small arrays cost
     * more than the scan itself (350 ms against 90 ms at n = 8000), an O(E) cost that hid the O(V²).
     */
    private static final String JS_SCAN = """
            function pack(edges) {
              const flat = new Int32Array(new SharedArrayBuffer(12 * Math.max(edges.length, 1)));
              for (let i = 0; i < edges.length; i++) {
                flat[3 * i] = edges[i][0];
                flat[3 * i + 1] = edges[i][1];
                flat[3 * i + 2] = edges[i][2];
              }
              return flat;
            }

            function scan(n, m, flat, src) {
              const start = new Int32Array(n + 1);
              for (let i = 0; i < m; i++) start[flat[3 * i] + 1]++;
              for (let u = 0; u < n; u++) start[u + 1] += start[u];
              const fill = start.slice(0, n);
              const to = new Int32Array(m);
              const weight = new Float64Array(m);
              for (let i = 0; i < m; i++) {
                const u = flat[3 * i];
                to[fill[u]] = flat[3 * i + 1];
                weight[fill[u]++] = flat[3 * i + 2];
              }
              const dist = new Array(n).fill(-1);
              const done = new Uint8Array(n);
              dist[src] = 0;
              for (let step = 0; step < n; step++) {
                let u = -1;
                for (let v = 0; v < n; v++) { // O(V) scan per step: O(V^2) in all
                  if (!done[v] && dist[v] !== -1 && (u === -1 || dist[v] < dist[u])) u = v;
                }
                if (u === -1) break;
                done[u] = 1;
                for (let a = start[u]; a < start[u + 1]; a++) {
                  const nd = dist[u] + weight[a];
                  if (dist[to[a]] === -1 || nd < dist[to[a]]) dist[to[a]] = nd;
                }
              }
              return dist;
            }

            """;
    private static final String JS_DIRECT = """
            function dijkstra(n, edges, src) {
              return scan(n, edges.length, pack(edges), src);
            }
            """;
    /**
     * A worker thread and Atomics.wait: the call hands the packed graph to the worker and blocks until
     * the distances are in shared memory, so it is synchronous like the others. The worker is started
     * when the program loads, not by each call: starting one is a whole Node environment, ~40-80 ms of
     * CPU here, which would outweigh the scan at every size CI can afford (n = 8000 takes ~90 ms) and
     * flatten the fit to k 0.8 whatever the clock.
     */
    private static final String JS_HELPER = """
            const { Worker } = require('worker_threads');

            const helper = new Worker(`
              const { parentPort } = require('worker_threads');
              ${scan.toString()}
              parentPort.on('message', ({ n, m, flat, src, shared }) => {
                const dist = scan(n, m, flat, src);
                const out = new Float64Array(shared, 8, n);
                for (let v = 0; v < n; v++) out[v] = dist[v];
                const flag = new Int32Array(shared, 0, 1);
                Atomics.store(flag, 0, 1);
                Atomics.notify(flag, 0);
              });
            `, { eval: true });

            function dijkstra(n, edges, src) {
              const shared = new SharedArrayBuffer(8 * (n + 1));
              helper.postMessage({ n, m: edges.length, flat: pack(edges), src, shared });
              Atomics.wait(new Int32Array(shared, 0, 1), 0, 0);
              return Array.from(new Float64Array(shared, 8, n));
            }
            """;

    private static final String GO_SCAN = """
            package main

            func scan(n int, edges [][3]int, src int) []int {
            	adj := make([][][2]int, n)
            	for _, e := range edges {
            		adj[e[0]] = append(adj[e[0]], [2]int{e[1], e[2]})
            	}
            	dist := make([]int, n)
            	for i := range dist {
            		dist[i] = -1
            	}
            	done := make([]bool, n)
            	dist[src] = 0
            	for step := 0; step < n; step++ {
            		u := -1
            		for v := 0; v < n; v++ { // O(V) scan per step: O(V^2) in all
            			if !done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u]) {
            				u = v
            			}
            		}
            		if u == -1 {
            			break
            		}
            		done[u] = true
            		for _, arc := range adj[u] {
            			nd := dist[u] + arc[1]
            			if dist[arc[0]] == -1 || nd < dist[arc[0]] {
            				dist[arc[0]] = nd
            			}
            		}
            	}
            	return dist
            }

            """;
    private static final String GO_DIRECT = """
            func dijkstra(n int, edges [][3]int, src int) []int {
            	return scan(n, edges, src)
            }

            func main() {}
            """;
    private static final String GO_HELPER = """
            func dijkstra(n int, edges [][3]int, src int) []int {
            	done := make(chan []int)
            	go func() { done <- scan(n, edges, src) }()
            	return <-done
            }

            func main() {}
            """;

    private static final String RUST_SCAN = """
            fn scan(n: usize, edges: &[(usize, usize, i64)], src: usize) -> Vec<i64> {
                let mut adj: Vec<Vec<(usize, i64)>> = vec![Vec::new(); n];
                for &(u, v, w) in edges {
                    adj[u].push((v, w));
                }
                let mut dist = vec![-1i64; n];
                let mut done = vec![false; n];
                dist[src] = 0;
                for _ in 0..n {
                    let mut u = usize::MAX;
                    for v in 0..n {
                        // O(V) scan per step: O(V^2) in all
                        if !done[v] && dist[v] != -1 && (u == usize::MAX || dist[v] < dist[u]) {
                            u = v;
                        }
                    }
                    if u == usize::MAX {
                        break;
                    }
                    done[u] = true;
                    for &(v, w) in &adj[u] {
                        let nd = dist[u] + w;
                        if dist[v] == -1 || nd < dist[v] {
                            dist[v] = nd;
                        }
                    }
                }
                dist
            }

            """;
    private static final String RUST_DIRECT = """
            fn dijkstra(n: usize, edges: &[(usize, usize, i64)], src: usize) -> Vec<i64> {
                scan(n, edges, src)
            }

            fn main() {}
            """;
    private static final String RUST_HELPER = """
            fn dijkstra(n: usize, edges: &[(usize, usize, i64)], src: usize) -> Vec<i64> {
                std::thread::scope(|s| s.spawn(|| scan(n, edges, src)).join().unwrap())
            }

            fn main() {}
            """;
}
