fn otsu_threshold(image: &[Vec<u32>]) -> u32 {
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
    let mut best_t = 0;
    let mut best_var = -1.0f64;
    let mut count0 = 0u32;
    let mut sum0 = 0u64;
    for t in 0..256u32 {
        count0 += hist[t as usize];
        sum0 += t as u64 * hist[t as usize] as u64;
        let count1 = total - count0;
        if count0 == 0 || count1 == 0 {
            continue;
        }
        let mean0 = sum0 as f64 / count0 as f64;
        let mean1 = (sum_all - sum0) as f64 / count1 as f64;
        let w0 = count0 as f64 / total as f64;
        let w1 = count1 as f64 / total as f64;
        let var_between = w0 * w1 * (mean0 - mean1) * (mean0 - mean1);
        // strict: keeps the smallest maximising t
        if var_between > best_var {
            best_var = var_between;
            best_t = t;
        }
    }
    best_t
}

fn binarize(image: &[Vec<u32>], t: u32) -> Vec<Vec<u32>> {
    image
        .iter()
        .map(|row| row.iter().map(|&v| if v > t { 255 } else { 0 }).collect())
        .collect()
}

fn main() {
    let image: Vec<Vec<u32>> = vec![
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
