/// adj[u] holds (v, w) pairs: a directed edge u -> v of weight w.
fn dag_shortest_path(adj: &[Vec<(usize, i64)>], src: usize) -> Vec<Option<i64>> {
    let n = adj.len();
    // topological order by Kahn's algorithm
    let mut indegree = vec![0; n];
    for arcs in adj.iter() {
        for &(v, _) in arcs {
            indegree[v] += 1;
        }
    }
    let mut order: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
    let mut head = 0;
    while head < order.len() {
        let u = order[head];
        head += 1;
        for &(v, _) in &adj[u] {
            indegree[v] -= 1;
            if indegree[v] == 0 {
                order.push(v);
            }
        }
    }

    // relax the outgoing edges of each reachable vertex in topological order
    let mut dist: Vec<Option<i64>> = vec![None; n]; // None: unreachable from src
    dist[src] = Some(0);
    for &u in &order {
        if let Some(du) = dist[u] {
            for &(v, w) in &adj[u] {
                if dist[v].map_or(true, |dv| du + w < dv) {
                    dist[v] = Some(du + w);
                }
            }
        }
    }
    dist
}

fn main() {
    let adj: Vec<Vec<(usize, i64)>> = vec![
        vec![(5, 2), (3, 6), (6, -2)],
        vec![(2, 5), (4, 2)],
        vec![(5, 4), (0, 1)],
        vec![(7, 2)],
        vec![(3, -10)],
        vec![(3, -3), (7, 1)],
        vec![(7, 3), (3, 0)],
        vec![],
    ];
    let src = 2;
    let dist = dag_shortest_path(&adj, src);
    for (v, d) in dist.iter().enumerate() {
        match d {
            Some(d) => println!("{} {}", v, d),
            None => println!("{} INF", v),
        }
    }
}
