fn scc_by_reachability(adj: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = adj.len();
    let mut reach = vec![vec![false; n]; n];
    for (u, targets) in adj.iter().enumerate() {
        reach[u][u] = true;
        for &v in targets {
            reach[u][v] = true;
        }
    }
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
    let adj: Vec<Vec<usize>> = vec![
        vec![6],
        vec![0, 4],
        vec![3],
        vec![5, 7],
        vec![5, 7],
        vec![2],
        vec![0, 2],
        vec![],
    ];
    let mut components = scc_by_reachability(&adj);
    for c in components.iter_mut() {
        c.sort();
    }
    components.sort();
    for c in &components {
        let line: Vec<String> = c.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
