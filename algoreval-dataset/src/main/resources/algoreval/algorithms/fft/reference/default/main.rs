use std::f64::consts::PI;
use std::ops::{Add, Mul, Sub};

#[derive(Clone, Copy, Debug)]
struct Complex {
    re: f64,
    im: f64,
}

impl Add for Complex {
    type Output = Complex;
    fn add(self, o: Complex) -> Complex {
        Complex { re: self.re + o.re, im: self.im + o.im }
    }
}

impl Sub for Complex {
    type Output = Complex;
    fn sub(self, o: Complex) -> Complex {
        Complex { re: self.re - o.re, im: self.im - o.im }
    }
}

impl Mul for Complex {
    type Output = Complex;
    fn mul(self, o: Complex) -> Complex {
        Complex { re: self.re * o.re - self.im * o.im, im: self.re * o.im + self.im * o.re }
    }
}

/// Recursive radix-2 Cooley-Tukey FFT; the length of `x` must be a power of two.
fn fft_complex(x: &[Complex]) -> Vec<Complex> {
    let n = x.len();
    if n == 1 {
        return x.to_vec();
    }
    let even: Vec<Complex> = x.iter().step_by(2).copied().collect();
    let odd: Vec<Complex> = x.iter().skip(1).step_by(2).copied().collect();
    let (e, o) = (fft_complex(&even), fft_complex(&odd));
    let mut result = vec![Complex { re: 0.0, im: 0.0 }; n];
    for k in 0..n / 2 {
        let angle = -2.0 * PI * k as f64 / n as f64;
        let t = Complex { re: angle.cos(), im: angle.sin() } * o[k];
        result[k] = e[k] + t;
        result[k + n / 2] = e[k] - t;
    }
    result
}

/// The AlgoREval+ interface: the transform of real samples, X[k] as (re, im).
#[allow(dead_code)]
fn fft(x: &[f64]) -> Vec<(f64, f64)> {
    let input: Vec<Complex> = x.iter().map(|&v| Complex { re: v, im: 0.0 }).collect();
    fft_complex(&input).into_iter().map(|c| (c.re, c.im)).collect()
}

fn fixed4(v: f64) -> String {
    let s = format!("{:.4}", v);
    if s == "-0.0000" { "0.0000".to_string() } else { s }
}

fn main() {
    let x = [1, 2, 3, 4, 0, -1, 5, 2];
    let input: Vec<Complex> = x.iter().map(|&v| Complex { re: v as f64, im: 0.0 }).collect();
    for c in fft_complex(&input) {
        println!("{} {}", fixed4(c.re), fixed4(c.im));
    }
}
