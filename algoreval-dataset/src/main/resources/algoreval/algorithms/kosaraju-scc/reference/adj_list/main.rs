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

fn kosaraju_scc(adj: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = adj.len();
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
    let adj: Vec<Vec<usize>> = vec![
        vec![5, 3],
        vec![2],
        vec![6, 4],
        vec![8],
        vec![7, 9],
        vec![0, 1],
        vec![1, 3],
        vec![8],
        vec![4],
        vec![],
    ];
    let mut components = kosaraju_scc(&adj);
    for c in components.iter_mut() {
        c.sort();
    }
    components.sort();
    for c in &components {
        let line: Vec<String> = c.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
