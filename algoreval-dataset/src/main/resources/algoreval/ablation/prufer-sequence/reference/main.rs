use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap};

fn solve(n: usize, edges: &[[usize; 2]]) -> Vec<usize> {
    let mut neighbours: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); n];
    for e in edges {
        neighbours[e[0]].insert(e[1]);
        neighbours[e[1]].insert(e[0]);
    }
    let mut leaves: BinaryHeap<Reverse<usize>> =
        (0..n).filter(|&v| neighbours[v].len() == 1).map(Reverse).collect();
    let mut result = Vec::new();
    for _ in 0..n.saturating_sub(2) {
        let Reverse(leaf) = leaves.pop().unwrap();
        let parent = *neighbours[leaf].iter().next().unwrap();
        result.push(parent);
        neighbours[leaf].clear();
        neighbours[parent].remove(&leaf);
        if neighbours[parent].len() == 1 {
            leaves.push(Reverse(parent));
        }
    }
    result
}

fn main() {
    let n = 8;
    let edges = [[0, 3], [1, 3], [3, 4], [4, 5], [5, 2], [5, 6], [6, 7]];
    let labels: Vec<String> = solve(n, &edges).iter().map(|l| l.to_string()).collect();
    println!("{}", labels.join(" "));
}
