fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// Boruvka's algorithm: every round, each component picks its lightest outgoing edge.
fn boruvka_edges(v_count: usize, edges: &[(usize, usize, i32)]) -> Vec<(usize, usize, i32)> {
    let mut parent: Vec<usize> = (0..v_count).collect();
    let mut mst = Vec::new();
    let mut components = v_count;
    while components > 1 {
        // lightest edge leaving each component, by index; ties go to the lower index (the key
        // (weight, index) is unique), so equal weights can never close a cycle
        let mut cheapest: Vec<Option<usize>> = vec![None; v_count];
        for (i, &(u, v, w)) in edges.iter().enumerate() {
            let (ru, rv) = (find(&mut parent, u), find(&mut parent, v));
            if ru == rv {
                continue;
            }
            for r in [ru, rv] {
                let better = match cheapest[r] {
                    None => true,
                    Some(j) => (w, i) < (edges[j].2, j),
                };
                if better {
                    cheapest[r] = Some(i);
                }
            }
        }
        let mut merged = false;
        for i in cheapest.into_iter().flatten() {
            let (u, v, w) = edges[i];
            let (ru, rv) = (find(&mut parent, u), find(&mut parent, v));
            if ru != rv {
                parent[ru] = rv;
                mst.push((u, v, w));
                components -= 1;
                merged = true;
            }
        }
        if !merged {
            break; // disconnected graph: the forest is complete
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
fn boruvka_mst(adj: &[Vec<(usize, i32)>]) -> Vec<(usize, usize, i32)> {
    let mut edges = Vec::new();
    for (u, neighbours) in adj.iter().enumerate() {
        for &(v, w) in neighbours {
            if u < v {
                edges.push((u, v, w)); // keep each edge once
            }
        }
    }
    boruvka_edges(adj.len(), &edges)
}

fn main() {
    let adj = vec![
        vec![(1, 7), (3, 5)],
        vec![(0, 7), (2, 8), (3, 9), (4, 7)],
        vec![(1, 8), (4, 5), (8, 12)],
        vec![(0, 5), (1, 9), (4, 15), (5, 6)],
        vec![(1, 7), (2, 5), (3, 15), (5, 8), (6, 9)],
        vec![(3, 6), (4, 8), (6, 11)],
        vec![(4, 9), (5, 11), (7, 3), (8, 5)],
        vec![(6, 3), (8, 3)],
        vec![(2, 12), (6, 5), (7, 3)],
    ];
    print_tree(boruvka_mst(&adj));
}
