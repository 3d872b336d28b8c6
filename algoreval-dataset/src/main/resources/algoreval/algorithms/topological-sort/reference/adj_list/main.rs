use std::cmp::Reverse;
use std::collections::BinaryHeap;

fn topological_sort(adj: &[Vec<usize>]) -> Vec<usize> {
    let v_count = adj.len();
    let mut indegree = vec![0usize; v_count];
    for successors in adj {
        for &v in successors {
            indegree[v] += 1;
        }
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
    let adj = vec![
        vec![6], vec![], vec![3, 6], vec![1], vec![0, 1], vec![2, 0], vec![3], vec![6], vec![7, 1],
    ];
    let order: Vec<String> = topological_sort(&adj).iter().map(|v| v.to_string()).collect();
    println!("{}", order.join(" "));
}
