use std::collections::VecDeque;

fn solve(adj: &[Vec<usize>], s: usize) -> Vec<usize> {
    let mut reached = vec![false; adj.len()];
    let mut queue = VecDeque::from([s]);
    let mut order = Vec::new();
    reached[s] = true;
    while let Some(u) = queue.pop_front() {
        order.push(u);
        for &v in &adj[u] {
            if !reached[v] {
                reached[v] = true;
                queue.push_back(v);
            }
        }
    }
    order
}

fn main() {
    let adj: Vec<Vec<usize>> = vec![vec![3, 1, 4], vec![0, 5], vec![5, 6], vec![0, 6], vec![0], vec![1, 2], vec![2, 3], vec![8], vec![7]];
    let s = 0;
    let order: Vec<String> = solve(&adj, s).iter().map(|v| v.to_string()).collect();
    println!("{}", order.join(" "));
}
