fn scc_by_reachability(m: &[Vec<u8>]) -> Vec<Vec<usize>> {
    let n = m.len();
    let mut reach: Vec<Vec<bool>> = (0..n)
        .map(|u| (0..n).map(|v| u == v || m[u][v] == 1).collect())
        .collect();
    // Warshall's transitive closure: afterwards reach[i][j] is true iff j is reachable from i
    for k in 0..n {
        for i in 0..n {
            if reach[i][k] {
                for j in 0..n {
                    if reach[k][j] {
                        reach[i][j] = true;
                    }
                }
            }
        }
    }

    let mut assigned = vec![false; n];
    let mut components = Vec::new();
    for v in 0..n {
        if assigned[v] {
            continue;
        }
        let component: Vec<usize> = (0..n).filter(|&w| reach[v][w] && reach[w][v]).collect();
        for &w in &component {
            assigned[w] = true;
        }
        components.push(component);
    }
    components
}

fn main() {
    let m: Vec<Vec<u8>> = vec![
        vec![0, 0, 0, 0, 0, 0, 1, 0],
        vec![1, 0, 0, 0, 1, 0, 0, 0],
        vec![0, 0, 0, 1, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 1, 0, 1],
        vec![0, 0, 0, 0, 0, 1, 0, 1],
        vec![0, 0, 1, 0, 0, 0, 0, 0],
        vec![1, 0, 1, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 0],
    ];
    let mut components = scc_by_reachability(&m);
    for c in components.iter_mut() {
        c.sort();
    }
    components.sort();
    for c in &components {
        let line: Vec<String> = c.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
