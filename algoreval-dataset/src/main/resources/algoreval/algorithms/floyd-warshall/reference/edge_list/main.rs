const INF: i64 = i64::MAX;

/// Floyd-Warshall in place on a matrix of direct distances (INF = no edge, 0 on the diagonal).
fn relax_through_every_vertex(dist: &mut [Vec<i64>]) {
    let n = dist.len();
    for k in 0..n {
        for i in 0..n {
            let dik = dist[i][k];
            if dik == INF {
                continue;
            }
            for j in 0..n {
                let dkj = dist[k][j];
                if dkj != INF && dik + dkj < dist[i][j] {
                    dist[i][j] = dik + dkj;
                }
            }
        }
    }
}

fn empty_distances(n: usize) -> Vec<Vec<i64>> {
    (0..n).map(|i| (0..n).map(|j| if i == j { 0 } else { INF }).collect()).collect()
}

fn print_matrix(dist: &[Vec<f64>]) {
    for row in dist {
        let cells: Vec<String> = row
            .iter()
            .map(|&d| if d == f64::INFINITY { "INF".to_string() } else { d.to_string() })
            .collect();
        println!("{}", cells.join(" "));
    }
}

fn floyd_warshall_ints(n: usize, edges: &[(usize, usize, i64)]) -> Vec<Vec<i64>> {
    let mut dist = empty_distances(n);
    for &(u, v, w) in edges {
        dist[u][v] = dist[u][v].min(w);
    }
    relax_through_every_vertex(&mut dist);
    dist
}

/// floyd_warshall_ints as the typed interface returns it: unreachable is +inf.
fn floyd_warshall(n: usize, edges: &[(usize, usize, i64)]) -> Vec<Vec<f64>> {
    floyd_warshall_ints(n, edges)
        .into_iter()
        .map(|row| row.into_iter().map(|d| if d == INF { f64::INFINITY } else { d as f64 }).collect())
        .collect()
}

fn main() {
    let n = 7;
    let edges = [
        (0, 1, 3), (0, 3, 7), (1, 2, -2), (1, 4, 4), (2, 0, 5), (2, 3, 1), (3, 4, -3),
        (4, 2, 6), (4, 0, 2), (5, 0, 1), (5, 6, -1), (6, 3, 4), (3, 1, 8),
    ];
    print_matrix(&floyd_warshall(n, &edges));
}
