/// Composite Simpson's rule for f on [a, b] with n (positive, even) subintervals.
fn simpson(f: impl Fn(f64) -> f64, a: f64, b: f64, n: usize) -> f64 {
    assert!(n > 0 && n % 2 == 0, "n must be a positive even number");
    let h = (b - a) / n as f64;
    let mut total = f(a) + f(b);
    for i in 1..n {
        let weight = if i % 2 == 1 { 4.0 } else { 2.0 };
        total += weight * f(a + i as f64 * h);
    }
    total * h / 3.0
}

fn main() {
    let f = |x: f64| 1.0 / (1.0 + x * x);
    let (a, b) = (0.0, 4.0);
    for n in [2, 8, 16] {
        println!("{:.6}", simpson(f, a, b, n));
    }
}
