/// Distances from src (+inf = unreachable), or None if a negative cycle is reachable from src.
fn bellman_ford(n: usize, edges: &[(usize, usize, i64)], src: usize) -> Option<Vec<f64>> {
    let mut dist = vec![f64::INFINITY; n];
    dist[src] = 0.0;
    for _ in 1..n {
        let mut changed = false;
        for &(u, v, w) in edges {
            if dist[u] != f64::INFINITY && dist[u] + (w as f64) < dist[v] {
                dist[v] = dist[u] + w as f64;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // One more improvement after n-1 rounds means a reachable negative cycle.
    for &(u, v, w) in edges {
        if dist[u] != f64::INFINITY && dist[u] + (w as f64) < dist[v] {
            return None;
        }
    }
    Some(dist)
}

fn main() {
    let n = 8;
    let edges = [
        (3, 4, -4), (0, 1, 4), (6, 2, 1), (2, 4, 8), (4, 1, 3), (1, 3, 6), (7, 5, 2),
        (2, 3, 3), (5, 6, 1), (0, 2, 5), (6, 5, -3), (1, 2, -2), (3, 0, 2), (7, 0, 4),
    ];
    for src in [0, 7] {
        match bellman_ford(n, &edges, src) {
            None => println!("NEGATIVE CYCLE"),
            Some(dist) => {
                for (v, &d) in dist.iter().enumerate() {
                    if d == f64::INFINITY {
                        println!("{} INF", v);
                    } else {
                        println!("{} {}", v, d);
                    }
                }
            }
        }
    }
}
