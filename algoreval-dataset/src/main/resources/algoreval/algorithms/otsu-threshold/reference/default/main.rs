/// a / p > b / q exactly, for 0 < p, q < 2^63: the integer parts first, then the remainders
/// cross-multiplied (each product below 2^126).
fn ratio_greater(a: u128, p: u128, b: u128, q: u128) -> bool {
    if a / p != b / q {
        return a / p > b / q;
    }
    (a % p) * q > (b % q) * p
}

fn otsu_threshold(image: &[Vec<i32>]) -> i32 {
    let mut hist = [0u32; 256];
    let mut total = 0u32;
    let mut sum_all = 0u64;
    for row in image {
        for &v in row {
            hist[v as usize] += 1;
            total += 1;
            sum_all += v as u64;
        }
    }
    let mut best: Option<(u32, u128, u128)> = None;
    let mut count0 = 0u32;
    let mut sum0 = 0u64;
    for t in 0..256u32 {
        count0 += hist[t as usize];
        sum0 += t as u64 * hist[t as usize] as u64;
        let count1 = total - count0;
        if count0 == 0 || count1 == 0 {
            continue;
        }
        // w0 * w1 * (mean0 - mean1)^2 = (total * sum0 - count0 * sum_all)^2 / (total^2 * count0 * count1);
        // compared as exact fractions, so different splits with equal variances tie (floats may not)
        let d = (total as i128 * sum0 as i128 - count0 as i128 * sum_all as i128).unsigned_abs();
        let num = d * d;
        let den = count0 as u128 * count1 as u128;
        // strict: keeps the smallest maximising t
        if best.map_or(true, |(_, best_num, best_den)| ratio_greater(num, den, best_num, best_den)) {
            best = Some((t, num, den));
        }
    }
    best.map_or(0, |(t, _, _)| t as i32)
}

fn binarize(image: &[Vec<i32>], t: i32) -> Vec<Vec<i32>> {
    image
        .iter()
        .map(|row| row.iter().map(|&v| if v > t { 255 } else { 0 }).collect())
        .collect()
}

fn main() {
    let image: Vec<Vec<i32>> = vec![
        vec![34, 41, 38, 52, 170, 185, 190],
        vec![29, 45, 60, 160, 178, 201, 188],
        vec![36, 48, 95, 172, 140, 195, 210],
        vec![40, 33, 57, 120, 166, 182, 176],
        vec![27, 62, 44, 88, 150, 199, 205],
        vec![31, 39, 70, 110, 158, 174, 168],
    ];
    let t = otsu_threshold(&image);
    println!("{}", t);
    for row in binarize(&image, t) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
