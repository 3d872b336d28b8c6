use std::cmp::Reverse;
use std::collections::BinaryHeap;

const INF: i64 = i64::MAX;

/// Johnson's algorithm on graph[u] = [(v, w), ...]; dist[i][j] = INF when j is unreachable from i.
fn johnson_graph(graph: &[Vec<(usize, i64)>]) -> Vec<Vec<i64>> {
    let n = graph.len();
    // Bellman-Ford from a virtual source joined to every vertex by a 0-weight edge: h starts at 0.
    let mut h = vec![0i64; n];
    for _ in 0..n {
        let mut changed = false;
        for (u, arcs) in graph.iter().enumerate() {
            for &(v, w) in arcs {
                if h[u] + w < h[v] {
                    h[v] = h[u] + w;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    // Reweighted edges w + h[u] - h[v] are non-negative, so Dijkstra works from every source.
    let mut dist = Vec::with_capacity(n);
    for s in 0..n {
        let mut d = vec![INF; n];
        d[s] = 0;
        let mut heap = BinaryHeap::new();
        heap.push(Reverse((0i64, s)));
        while let Some(Reverse((du, u))) = heap.pop() {
            if du > d[u] {
                continue;
            }
            for &(v, w) in &graph[u] {
                let nd = du + w + h[u] - h[v];
                if nd < d[v] {
                    d[v] = nd;
                    heap.push(Reverse((nd, v)));
                }
            }
        }
        for v in 0..n {
            if d[v] != INF {
                d[v] += h[v] - h[s];
            }
        }
        dist.push(d);
    }
    dist
}

fn print_matrix(dist: &[Vec<f64>]) {
    for row in dist {
        let cells: Vec<String> = row
            .iter()
            .map(|&d| if d == f64::INFINITY { "INF".to_string() } else { d.to_string() })
            .collect();
        println!("{}", cells.join(" "));
    }
}

/// adj[u] holds pairs (v, w): an edge from u to v of weight w.
fn johnson_ints(adj: &[Vec<(usize, i64)>]) -> Vec<Vec<i64>> {
    johnson_graph(adj)
}

/// johnson_ints as the typed interface returns it: unreachable is +inf.
fn johnson(adj: &[Vec<(usize, i64)>]) -> Vec<Vec<f64>> {
    johnson_ints(adj)
        .into_iter()
        .map(|row| row.into_iter().map(|d| if d == INF { f64::INFINITY } else { d as f64 }).collect())
        .collect()
}

fn main() {
    let adj = vec![
        vec![(1, 4), (2, -1)],
        vec![(3, -3)],
        vec![(1, 2), (3, 6)],
        vec![(0, 5), (2, 1)],
        vec![(5, -3)],
        vec![(1, -2), (4, 5)],
    ];
    print_matrix(&johnson(&adj));
}
