fn prewitt_edge(image: &[Vec<i32>]) -> Vec<Vec<i32>> {
    let rows = image.len() as isize;
    let cols = if rows > 0 { image[0].len() as isize } else { 0 };
    // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
    let px = |r: isize, c: isize| image[r.clamp(0, rows - 1) as usize][c.clamp(0, cols - 1) as usize];
    let mut result = vec![vec![0; cols as usize]; rows as usize];
    for i in 0..rows {
        for j in 0..cols {
            let mut gx = 0;
            let mut gy = 0;
            for d in -1..=1 {
                gx += px(i + d, j + 1) - px(i + d, j - 1);
                gy += px(i + 1, j + d) - px(i - 1, j + d);
            }
            result[i as usize][j as usize] = (gx.abs() + gy.abs()).min(255);
        }
    }
    result
}

fn main() {
    let image: Vec<Vec<i32>> = vec![
        vec![20, 22, 25, 60, 110, 115],
        vec![21, 24, 30, 75, 112, 118],
        vec![23, 26, 45, 90, 108, 120],
        vec![40, 55, 70, 85, 95, 100],
        vec![80, 90, 88, 70, 60, 52],
    ];
    for row in prewitt_edge(&image) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
