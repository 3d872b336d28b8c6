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

fn stoer_wagner(m: &[Vec<i64>]) -> (i64, Vec<usize>) {
    min_cut_of_matrix(m.to_vec())
}

fn main() {
    let m: Vec<Vec<i64>> = vec![
        vec![0, 0, 0, 0, 0, 0, 6, 7],
        vec![0, 0, 3, 9, 8, 0, 0, 0],
        vec![0, 3, 0, 4, 2, 4, 0, 0],
        vec![0, 9, 4, 0, 3, 0, 6, 0],
        vec![0, 8, 2, 3, 0, 0, 0, 0],
        vec![0, 0, 4, 0, 0, 0, 7, 5],
        vec![6, 0, 0, 6, 0, 7, 0, 8],
        vec![7, 0, 0, 0, 0, 5, 8, 0],
    ];
    let n = m.len();
    let (weight, side) = stoer_wagner(&m);
    // print the side that does not contain vertex 0
    let flip = side.contains(&0);
    let other: Vec<String> = (0..n)
        .filter(|v| side.contains(v) != flip)
        .map(|v| v.to_string())
        .collect();
    println!("{}", weight);
    println!("{}", other.join(" "));
}
