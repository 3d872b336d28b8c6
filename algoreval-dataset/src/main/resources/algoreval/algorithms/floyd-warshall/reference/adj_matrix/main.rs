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

const NO_EDGE: i64 = 999;

fn floyd_warshall_ints(m: &[Vec<i64>]) -> Vec<Vec<i64>> {
    let mut dist = empty_distances(m.len());
    for (u, row) in m.iter().enumerate() {
        for (v, &w) in row.iter().enumerate() {
            if u != v && w != NO_EDGE {
                dist[u][v] = w;
            }
        }
    }
    relax_through_every_vertex(&mut dist);
    dist
}

/// floyd_warshall_ints as the typed interface returns it: unreachable is +inf.
fn floyd_warshall(m: &[Vec<i64>]) -> Vec<Vec<f64>> {
    floyd_warshall_ints(m)
        .into_iter()
        .map(|row| row.into_iter().map(|d| if d == INF { f64::INFINITY } else { d as f64 }).collect())
        .collect()
}

fn main() {
    let m = vec![
        vec![999, 3, 999, 7, 999, 999, 999],
        vec![999, 999, -2, 999, 4, 999, 999],
        vec![5, 999, 999, 1, 999, 999, 999],
        vec![999, 8, 999, 999, -3, 999, 999],
        vec![2, 999, 6, 999, 999, 999, 999],
        vec![1, 999, 999, 999, 999, 999, -1],
        vec![999, 999, 999, 4, 999, 999, 999],
    ];
    print_matrix(&floyd_warshall(&m));
}
