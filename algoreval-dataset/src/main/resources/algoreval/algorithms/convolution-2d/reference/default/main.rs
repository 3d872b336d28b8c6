fn convolve2d(image: &[Vec<i32>], kernel: &[Vec<i32>]) -> Vec<Vec<i32>> {
    let rows = image.len() as isize;
    let cols = if rows > 0 { image[0].len() as isize } else { 0 };
    let k = kernel.len() as isize;
    let half = k / 2;
    let mut result = vec![vec![0; cols as usize]; rows as usize];
    for i in 0..rows {
        for j in 0..cols {
            let mut total = 0;
            for a in 0..k {
                for b in 0..k {
                    // True convolution: kernel cell (a, b) meets the pixel mirrored through the centre.
                    let r = i + half - a;
                    let c = j + half - b;
                    if r >= 0 && r < rows && c >= 0 && c < cols {
                        total += kernel[a as usize][b as usize] * image[r as usize][c as usize];
                    }
                }
            }
            result[i as usize][j as usize] = total;
        }
    }
    result
}

fn main() {
    let image: Vec<Vec<i32>> = vec![
        vec![12, 40, 87, 150, 200, 180, 95],
        vec![30, 65, 120, 210, 240, 160, 70],
        vec![55, 90, 35, 100, 185, 130, 45],
        vec![80, 145, 60, 20, 90, 220, 110],
        vec![25, 170, 205, 75, 15, 60, 140],
        vec![5, 100, 230, 250, 120, 35, 10],
    ];
    let kernel: Vec<Vec<i32>> = vec![vec![-1, 0, 2], vec![-2, 1, 1], vec![0, 3, -1]];
    for row in convolve2d(&image, &kernel) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
