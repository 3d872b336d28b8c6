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

fn kosaraju_scc(m: &[Vec<u8>]) -> Vec<Vec<usize>> {
    let n = m.len();
    let adj: Vec<Vec<usize>> = (0..n)
        .map(|u| (0..n).filter(|&v| m[u][v] == 1).collect())
        .collect();
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
    let m: Vec<Vec<u8>> = vec![
        vec![0, 0, 0, 1, 0, 1, 0, 0, 0, 0],
        vec![0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 1, 0, 1, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 1, 0, 1],
        vec![1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        vec![0, 1, 0, 1, 0, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
        vec![0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ];
    let mut components = kosaraju_scc(&m);
    for c in components.iter_mut() {
        c.sort();
    }
    components.sort();
    for c in &components {
        let line: Vec<String> = c.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
