use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Returns dist where dist[v] == -1 means v is unreachable from src.
fn dijkstra(n: usize, edges: &[(usize, usize, i64)], src: usize) -> Vec<i64> {
    let mut adj: Vec<Vec<(usize, i64)>> = vec![Vec::new(); n];
    for &(u, v, w) in edges {
        adj[u].push((v, w));
    }

    let mut dist = vec![-1i64; n];
    let mut heap = BinaryHeap::new();
    dist[src] = 0;
    heap.push(Reverse((0i64, src)));
    while let Some(Reverse((d, u))) = heap.pop() {
        if d > dist[u] {
            continue;
        }
        for &(v, w) in &adj[u] {
            let nd = d + w;
            if dist[v] == -1 || nd < dist[v] {
                dist[v] = nd;
                heap.push(Reverse((nd, v)));
            }
        }
    }
    dist
}

fn main() {
    let n = 7;
    let edges = [
        (0, 1, 4), (0, 2, 1), (2, 1, 2), (1, 3, 0), (2, 3, 2), (3, 4, 3),
        (1, 4, 4), (2, 4, 5), (4, 5, 2), (3, 5, 6), (6, 0, 1), (6, 5, 1),
    ];
    let dist = dijkstra(n, &edges, 0);
    for (v, &d) in dist.iter().enumerate() {
        if d == -1 {
            println!("{} INF", v);
        } else {
            println!("{} {}", v, d);
        }
    }
}
