/// First pass: appends v to `order` once everything reachable from it is finished.
fn dfs_order(adj: &[Vec<usize>], v: usize, visited: &mut [bool], order: &mut Vec<usize>) {
    visited[v] = true;
    for &w in &adj[v] {
        if !visited[w] {
            dfs_order(adj, w, visited, order);
        }
    }
    order.push(v);
}

/// Second pass: collects every unassigned vertex that reaches v (a DFS in the reverse graph).
fn collect(radj: &[Vec<usize>], v: usize, assigned: &mut [bool], component: &mut Vec<usize>) {
    assigned[v] = true;
    component.push(v);
    for &w in &radj[v] {
        if !assigned[w] {
            collect(radj, w, assigned, component);
        }
    }
}

fn kosaraju_scc(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in edges {
        adj[u].push(v);
    }
    let mut radj = vec![Vec::new(); n];
    for (u, targets) in adj.iter().enumerate() {
        for &v in targets {
            radj[v].push(u);
        }
    }
    let mut visited = vec![false; n];
    let mut order = Vec::with_capacity(n); // increasing DFS finishing time
    for v in 0..n {
        if !visited[v] {
            dfs_order(&adj, v, &mut visited, &mut order);
        }
    }
    let mut assigned = vec![false; n];
    let mut components = Vec::new();
    for &v in order.iter().rev() {
        if !assigned[v] {
            let mut component = Vec::new();
            collect(&radj, v, &mut assigned, &mut component);
            components.push(component);
        }
    }
    components
}

fn main() {
    let n = 10;
    let edges = [
        (0, 5),
        (5, 0),
        (5, 1),
        (1, 2),
        (2, 6),
        (6, 1),
        (6, 3),
        (2, 4),
        (4, 7),
        (7, 8),
        (8, 4),
        (3, 8),
        (0, 3),
        (4, 9),
    ];
    let mut components = kosaraju_scc(n, &edges);
    for c in components.iter_mut() {
        c.sort();
    }
    components.sort();
    for c in &components {
        let line: Vec<String> = c.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
