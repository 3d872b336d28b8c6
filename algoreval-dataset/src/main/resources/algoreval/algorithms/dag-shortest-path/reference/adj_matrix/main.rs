/// The adjacency-matrix entry that means "no edge".
const NO_EDGE: i64 = 1_000_000;

/// m[u][v] is the weight of the edge u -> v, or NO_EDGE.
fn dag_shortest_path(m: &[Vec<i64>], src: usize) -> Vec<Option<i64>> {
    let n = m.len();
    let adj: Vec<Vec<(usize, i64)>> = m
        .iter()
        .map(|row| {
            (0..n)
                .filter(|&v| row[v] != NO_EDGE)
                .map(|v| (v, row[v]))
                .collect()
        })
        .collect();
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
    let m: Vec<Vec<i64>> = vec![
        vec![1000000, 1000000, 1000000, 6, 1000000, 2, -2, 1000000],
        vec![1000000, 1000000, 5, 1000000, 2, 1000000, 1000000, 1000000],
        vec![1, 1000000, 1000000, 1000000, 1000000, 4, 1000000, 1000000],
        vec![
            1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 2,
        ],
        vec![
            1000000, 1000000, 1000000, -10, 1000000, 1000000, 1000000, 1000000,
        ],
        vec![1000000, 1000000, 1000000, -3, 1000000, 1000000, 1000000, 1],
        vec![1000000, 1000000, 1000000, 0, 1000000, 1000000, 1000000, 3],
        vec![
            1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000,
        ],
    ];
    let src = 2;
    let dist = dag_shortest_path(&m, src);
    for (v, d) in dist.iter().enumerate() {
        match d {
            Some(d) => println!("{} {}", v, d),
            None => println!("{} INF", v),
        }
    }
}
