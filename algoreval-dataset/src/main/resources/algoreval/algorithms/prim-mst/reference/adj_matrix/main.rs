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

/// m[u][v] == 0 means no edge. Prim's algorithm from vertex 0 with an O(n) scan for the next vertex,
/// the natural fit for a dense matrix.
fn prim_mst(m: &[Vec<i32>]) -> Vec<(usize, usize, i32)> {
    let n = m.len();
    let mut best = vec![i32::MAX; n]; // lightest known edge from the tree to each vertex
    let mut parent: Vec<Option<usize>> = vec![None; n];
    let mut in_tree = vec![false; n];
    best[0] = 0;
    let mut mst = Vec::new();
    loop {
        let next = (0..n)
            .filter(|&u| !in_tree[u] && best[u] != i32::MAX)
            .min_by_key(|&u| best[u]);
        let v = match next {
            Some(v) => v,
            None => break,
        };
        in_tree[v] = true;
        if let Some(p) = parent[v] {
            mst.push((p, v, best[v]));
        }
        for u in 0..n {
            if m[v][u] != 0 && !in_tree[u] && m[v][u] < best[u] {
                best[u] = m[v][u];
                parent[u] = Some(v);
            }
        }
    }
    mst
}

fn main() {
    let m = vec![
        vec![0, 4, 6, 5, 0, 0, 0, 0],
        vec![4, 0, 4, 0, 7, 0, 0, 0],
        vec![6, 4, 0, 3, 5, 6, 0, 0],
        vec![5, 0, 3, 0, 0, 8, 0, 10],
        vec![0, 7, 5, 0, 0, 3, 6, 0],
        vec![0, 0, 6, 8, 3, 0, 4, 9],
        vec![0, 0, 0, 0, 6, 4, 0, 4],
        vec![0, 0, 0, 10, 0, 9, 4, 0],
    ];
    print_tree(prim_mst(&m));
}
