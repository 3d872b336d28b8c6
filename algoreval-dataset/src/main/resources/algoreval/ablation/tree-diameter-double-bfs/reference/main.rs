use std::collections::VecDeque;

/// Distances (in edges) and parents from source, and the farthest vertex (the smallest label on ties).
fn farthest(source: usize, neighbours: &[Vec<usize>]) -> (usize, Vec<usize>, Vec<Option<usize>>) {
    let n = neighbours.len();
    let mut distance: Vec<Option<usize>> = vec![None; n];
    let mut parent: Vec<Option<usize>> = vec![None; n];
    distance[source] = Some(0);
    let mut queue = VecDeque::from([source]);
    while let Some(x) = queue.pop_front() {
        for &y in &neighbours[x] {
            if distance[y].is_none() {
                distance[y] = Some(distance[x].unwrap() + 1);
                parent[y] = Some(x);
                queue.push_back(y);
            }
        }
    }
    let distance: Vec<usize> = distance.into_iter().map(|d| d.unwrap()).collect();
    let mut best = 0;
    for v in 1..n {
        if distance[v] > distance[best] {
            best = v;
        }
    }
    (best, distance, parent)
}

fn solve(n: usize, edges: &[[usize; 2]]) -> (usize, Vec<usize>) {
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); n];
    for e in edges {
        neighbours[e[0]].push(e[1]);
        neighbours[e[1]].push(e[0]);
    }
    let (a, _, _) = farthest(0, &neighbours);
    let (b, distance, parent) = farthest(a, &neighbours);
    let mut path = vec![b];
    while let Some(p) = parent[*path.last().unwrap()] {
        path.push(p);
    }
    path.reverse();
    (distance[b], path)
}

fn main() {
    let n = 10;
    let edges = [[0, 1], [1, 2], [0, 3], [3, 4], [4, 8], [4, 9], [0, 5], [5, 6], [6, 7]];
    let (length, path) = solve(n, &edges);
    println!("{}", length);
    let labels: Vec<String> = path.iter().map(|l| l.to_string()).collect();
    println!("{}", labels.join(" "));
}
