fn scc_by_reachability(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut reach = vec![vec![false; n]; n];
    for v in 0..n {
        reach[v][v] = true;
    }
    for &(u, v) in edges {
        reach[u][v] = true;
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
    let n = 8;
    let edges = [
        (0, 6),
        (6, 0),
        (6, 2),
        (2, 3),
        (3, 5),
        (5, 2),
        (1, 0),
        (1, 4),
        (4, 5),
        (3, 7),
        (4, 7),
    ];
    let mut components = scc_by_reachability(n, &edges);
    for c in components.iter_mut() {
        c.sort();
    }
    components.sort();
    for c in &components {
        let line: Vec<String> = c.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
