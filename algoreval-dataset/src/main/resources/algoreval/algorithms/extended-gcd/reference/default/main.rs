/// Returns (g, x, y) with g = gcd(a, b) and a*x + b*y = g.
fn extended_gcd(a: i64, b: i64) -> (i64, i64, i64) {
    // invariants: old_r = a*old_x + b*old_y and r = a*x + b*y
    let (mut old_r, mut r) = (a, b);
    let (mut old_x, mut x) = (1i64, 0i64);
    let (mut old_y, mut y) = (0i64, 1i64);
    while r != 0 {
        let q = old_r / r;
        (old_r, r) = (r, old_r - q * r);
        (old_x, x) = (x, old_x - q * x);
        (old_y, y) = (y, old_y - q * y);
    }
    (old_r, old_x, old_y)
}

fn main() {
    let pairs = [(240, 46), (17, 3120), (1071, 462), (12, 36), (36, 12), (0, 7), (123456789, 9876543)];
    for (a, b) in pairs {
        let (g, x, _y) = extended_gcd(a, b);
        // normalize to the unique solution with 0 <= x < b/g
        let x_norm = x.rem_euclid(b / g);
        let y_norm = (g - a * x_norm) / b;
        println!("{} {} {}", g, x_norm, y_norm);
    }
}
