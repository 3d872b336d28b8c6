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

fn boruvka_mst(v_count: usize, edges: &[(usize, usize, i32)]) -> Vec<(usize, usize, i32)> {
    boruvka_edges(v_count, edges)
}

fn main() {
    let v_count = 9;
    let edges = [
        (6, 7, 3), (0, 1, 7), (3, 0, 5), (2, 1, 8), (1, 3, 9), (4, 1, 7), (2, 4, 5), (3, 4, 15),
        (5, 3, 6), (4, 5, 8), (6, 4, 9), (5, 6, 11), (8, 7, 3), (6, 8, 5), (2, 8, 12),
    ];
    print_tree(boruvka_mst(v_count, &edges));
}
