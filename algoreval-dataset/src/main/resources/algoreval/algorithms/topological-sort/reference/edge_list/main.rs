use std::cmp::Reverse;
use std::collections::BinaryHeap;

fn topological_sort(v_count: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut adj = vec![Vec::new(); v_count];
    let mut indegree = vec![0usize; v_count];
    for &(u, v) in edges {
        adj[u].push(v);
        indegree[v] += 1;
    }
    let mut ready: BinaryHeap<Reverse<usize>> =
        (0..v_count).filter(|&u| indegree[u] == 0).map(Reverse).collect();
    let mut order = Vec::with_capacity(v_count);
    while let Some(Reverse(u)) = ready.pop() {
        order.push(u);
        for &v in &adj[u] {
            indegree[v] -= 1;
            if indegree[v] == 0 {
                ready.push(Reverse(v));
            }
        }
    }
    order
}

fn main() {
    let v_count = 9;
    let edges = [
        (5, 2), (5, 0), (4, 0), (4, 1), (2, 3), (3, 1), (8, 7), (7, 6), (6, 3), (0, 6), (2, 6), (8, 1),
    ];
    let order: Vec<String> = topological_sort(v_count, &edges)
        .iter()
        .map(|v| v.to_string())
        .collect();
    println!("{}", order.join(" "));
}
