use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// adj[u] holds (neighbour, weight) pairs; dist[v] == -1 means v is unreachable from src.
fn dijkstra(adj: &[Vec<(usize, i64)>], src: usize) -> Vec<i64> {
    let n = adj.len();
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
    let adj: Vec<Vec<(usize, i64)>> = vec![
        vec![(1, 4), (2, 1)],
        vec![(3, 0), (4, 4)],
        vec![(1, 2), (3, 2), (4, 5)],
        vec![(4, 3), (5, 6)],
        vec![(5, 2)],
        vec![],
        vec![(0, 1), (5, 1)],
    ];
    let dist = dijkstra(&adj, 0);
    for (v, &d) in dist.iter().enumerate() {
        if d == -1 {
            println!("{} INF", v);
        } else {
            println!("{} {}", v, d);
        }
    }
}
