/// Stoer-Wagner on a symmetric matrix w of total edge weights; returns (weight, one side).
fn min_cut_of_matrix(mut w: Vec<Vec<i64>>) -> (i64, Vec<usize>) {
    let n = w.len();
    let mut owner: Vec<usize> = (0..n).collect(); // merged vertex that original vertex v now belongs to
    let mut active: Vec<usize> = (0..n).collect();
    let mut best: Option<(i64, Vec<usize>)> = None;
    while active.len() > 1 {
        // one phase: grow a set by repeatedly adding the most tightly connected vertex
        let mut connection = vec![0i64; n];
        let mut added = vec![false; n];
        let (mut prev, mut last) = (usize::MAX, usize::MAX);
        for _ in 0..active.len() {
            let mut v = usize::MAX;
            for &u in &active {
                if !added[u] && (v == usize::MAX || connection[u] > connection[v]) {
                    v = u;
                }
            }
            added[v] = true;
            prev = last;
            last = v;
            for &u in &active {
                if !added[u] {
                    connection[u] += w[v][u];
                }
            }
        }
        // the cut of the phase separates `last` from the other active vertices
        if best.as_ref().map_or(true, |(weight, _)| connection[last] < *weight) {
            let side = (0..n).filter(|&v| owner[v] == last).collect();
            best = Some((connection[last], side));
        }
        // merge `last` into `prev`
        for &u in &active {
            if u != prev && u != last {
                w[prev][u] += w[last][u];
                w[u][prev] = w[prev][u];
            }
        }
        for o in owner.iter_mut() {
            if *o == last {
                *o = prev;
            }
        }
        active.retain(|&u| u != last);
    }
    best.unwrap_or((0, Vec::new()))
}

fn stoer_wagner(n: usize, edges: &[(usize, usize, i64)]) -> (i64, Vec<usize>) {
    let mut w = vec![vec![0i64; n]; n];
    for &(u, v, weight) in edges {
        w[u][v] += weight;
        w[v][u] += weight;
    }
    min_cut_of_matrix(w)
}

fn main() {
    let n = 8;
    let edges = [
        (0, 6, 6), (0, 7, 7), (1, 2, 3), (1, 3, 9), (1, 4, 8),
        (2, 3, 4), (2, 4, 2), (2, 5, 4), (3, 4, 3), (3, 6, 6),
        (5, 6, 7), (5, 7, 5), (6, 7, 8),
    ];
    let (weight, side) = stoer_wagner(n, &edges);
    // print the side that does not contain vertex 0
    let flip = side.contains(&0);
    let other: Vec<String> = (0..n)
        .filter(|v| side.contains(v) != flip)
        .map(|v| v.to_string())
        .collect();
    println!("{}", weight);
    println!("{}", other.join(" "));
}
