/// M[u][v] == -1 means no edge; dist[v] == -1 means v is unreachable from src.
fn dijkstra(m: &[Vec<i64>], src: usize) -> Vec<i64> {
    let n = m.len();
    let mut dist = vec![-1i64; n];
    let mut done = vec![false; n];
    dist[src] = 0;
    for _ in 0..n {
        let mut best: Option<usize> = None;
        for v in 0..n {
            if !done[v] && dist[v] != -1 && best.map_or(true, |b| dist[v] < dist[b]) {
                best = Some(v);
            }
        }
        let Some(u) = best else { break };
        done[u] = true;
        for v in 0..n {
            let w = m[u][v];
            if w == -1 || done[v] {
                continue;
            }
            let nd = dist[u] + w;
            if dist[v] == -1 || nd < dist[v] {
                dist[v] = nd;
            }
        }
    }
    dist
}

fn main() {
    let m: Vec<Vec<i64>> = vec![
        vec![-1, 4, 1, -1, -1, -1, -1],
        vec![-1, -1, -1, 0, 4, -1, -1],
        vec![-1, 2, -1, 2, 5, -1, -1],
        vec![-1, -1, -1, -1, 3, 6, -1],
        vec![-1, -1, -1, -1, -1, 2, -1],
        vec![-1, -1, -1, -1, -1, -1, -1],
        vec![1, -1, -1, -1, -1, 1, -1],
    ];
    let dist = dijkstra(&m, 0);
    for (v, &d) in dist.iter().enumerate() {
        if d == -1 {
            println!("{} INF", v);
        } else {
            println!("{} {}", v, d);
        }
    }
}
