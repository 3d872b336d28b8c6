use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Prim's algorithm from vertex 0 on graph[u] = [(v, w), ...] with a lazy heap of candidate edges.
fn prim_graph(graph: &[Vec<(usize, i32)>]) -> Vec<(usize, usize, i32)> {
    let n = graph.len();
    let mut in_tree = vec![false; n];
    let mut mst = Vec::new();
    // candidates (weight, vertex, parent); the start vertex has no parent
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((0, 0usize, None::<usize>)));
    // once the tree spans the graph, the candidates left could only close cycles
    while mst.len() + 1 < n {
        let Some(Reverse((w, v, parent))) = heap.pop() else {
            break;
        };
        if in_tree[v] {
            continue;
        }
        in_tree[v] = true;
        if let Some(p) = parent {
            mst.push((p, v, w));
        }
        for &(u, wu) in &graph[v] {
            if !in_tree[u] {
                heap.push(Reverse((wu, u, Some(v))));
            }
        }
    }
    mst
}

/// Prints the total weight, then the edges as "u v w" (u < v) sorted by u, then v.
fn print_tree(mst: Vec<(usize, usize, i32)>) {
    let mut mst: Vec<(usize, usize, i32)> = mst
        .into_iter()
        .map(|(u, v, w)| (u.min(v), u.max(v), w))
        .collect();
    mst.sort();
    let total: i32 = mst.iter().map(|e| e.2).sum();
    println!("{}", total);
    for (u, v, w) in mst {
        println!("{} {} {}", u, v, w);
    }
}

/// adj[u] holds pairs (v, w); every edge is listed at both ends.
fn prim_mst(adj: &[Vec<(usize, i32)>]) -> Vec<(usize, usize, i32)> {
    prim_graph(adj)
}

fn main() {
    let adj = vec![
        vec![(1, 4), (2, 6), (3, 5)],
        vec![(0, 4), (2, 4), (4, 7)],
        vec![(0, 6), (1, 4), (3, 3), (4, 5), (5, 6)],
        vec![(0, 5), (2, 3), (5, 8), (7, 10)],
        vec![(1, 7), (2, 5), (5, 3), (6, 6)],
        vec![(2, 6), (3, 8), (4, 3), (6, 4), (7, 9)],
        vec![(4, 6), (5, 4), (7, 4)],
        vec![(3, 10), (5, 9), (6, 4)],
    ];
    print_tree(prim_mst(&adj));
}
