/// Newton-Raphson on the polynomial with coefficients from the highest degree down, starting at x0.
/// Stops when two successive iterates differ by less than tol; returns the last iterate,
/// or None if the derivative vanishes.
fn newton_raphson(coeffs: &[f64], x0: f64, tol: f64, max_iter: usize) -> Option<f64> {
    let mut x = x0;
    for _ in 0..max_iter {
        // Horner's scheme for the polynomial value p and its derivative dp at x.
        let (mut p, mut dp) = (0.0, 0.0);
        for &c in coeffs {
            dp = dp * x + p;
            p = p * x + c;
        }
        if dp == 0.0 {
            return None;
        }
        let next = x - p / dp;
        if (next - x).abs() < tol {
            return Some(next);
        }
        x = next;
    }
    Some(x)
}

fn main() {
    let coeffs = [1.0, -4.0, 1.0, 3.0];
    let tol = 1e-12;
    let max_iter = 100;
    for x0 in [-2.0, 0.5, 5.0] {
        let root = newton_raphson(&coeffs, x0, tol, max_iter).expect("zero derivative");
        println!("{:.6}", root);
    }
}
