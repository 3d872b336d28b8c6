fn equalize_levels(image: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut hist = [0usize; 256];
    let mut total = 0;
    for row in image {
        for &v in row {
            hist[v] += 1;
            total += 1;
        }
    }
    let mut cdf = [0usize; 256];
    let mut running = 0;
    let mut cdf_min = 0;
    for v in 0..256 {
        running += hist[v];
        cdf[v] = running;
        if cdf_min == 0 && running > 0 {
            cdf_min = running;
        }
    }
    let denom = total - cdf_min;
    let mut mapping = [0usize; 256];
    for v in 0..256 {
        if hist[v] > 0 && denom > 0 {
            // round((cdf - cdf_min) * 255 / denom) with halves rounded up, in exact integer arithmetic
            mapping[v] = (2 * (cdf[v] - cdf_min) * 255 + denom) / (2 * denom);
        }
    }
    image
        .iter()
        .map(|row| row.iter().map(|&v| mapping[v]).collect())
        .collect()
}

/// The AlgoREval+ interface: i32 pixels in and out.
#[allow(dead_code)]
fn histogram_equalization(image: &[Vec<i32>]) -> Vec<Vec<i32>> {
    let levels: Vec<Vec<usize>> = image.iter().map(|row| row.iter().map(|&v| v as usize).collect()).collect();
    equalize_levels(&levels)
        .iter()
        .map(|row| row.iter().map(|&v| v as i32).collect())
        .collect()
}

fn main() {
    let image: Vec<Vec<usize>> = vec![
        vec![52, 55, 61, 66, 70, 61],
        vec![63, 59, 55, 90, 109, 85],
        vec![62, 59, 68, 113, 144, 104],
        vec![63, 58, 71, 122, 154, 106],
        vec![67, 61, 68, 104, 126, 88],
        vec![70, 65, 63, 79, 85, 71],
    ];
    for row in equalize_levels(&image) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
