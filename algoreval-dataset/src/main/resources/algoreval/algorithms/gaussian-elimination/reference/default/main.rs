/// Solves A x = b by Gaussian elimination with partial pivoting; returns None if A is singular.
fn gaussian_elimination(a: &[Vec<f64>], b: &[f64]) -> Option<Vec<f64>> {
    let n = a.len();
    let mut m: Vec<Vec<f64>> = a
        .iter()
        .zip(b)
        .map(|(row, &bi)| {
            let mut r = row.clone();
            r.push(bi);
            r
        })
        .collect();
    for col in 0..n {
        let mut pivot = col;
        for r in col + 1..n {
            if m[r][col].abs() > m[pivot][col].abs() {
                pivot = r;
            }
        }
        if m[pivot][col] == 0.0 {
            return None;
        }
        m.swap(col, pivot);
        for r in col + 1..n {
            let factor = m[r][col] / m[col][col];
            for c in col..=n {
                m[r][c] -= factor * m[col][c];
            }
        }
    }
    let mut x = vec![0.0; n];
    for i in (0..n).rev() {
        let s: f64 = m[i][n] - (i + 1..n).map(|j| m[i][j] * x[j]).sum::<f64>();
        x[i] = s / m[i][i];
    }
    Some(x)
}

fn main() {
    let a = vec![
        vec![0.0, 2.0, -1.0, 3.0],
        vec![4.0, -1.0, 2.0, 1.0],
        vec![-2.0, 3.0, 5.0, -4.0],
        vec![1.0, 1.0, -3.0, 2.0],
    ];
    let b = [5.0, 7.0, -3.0, 6.0];
    let x = gaussian_elimination(&a, &b).expect("matrix is singular");
    for v in x {
        let s = format!("{:.4}", v);
        println!("{}", if s == "-0.0000" { "0.0000" } else { &s });
    }
}
