const KX: [[i32; 3]; 3] = [[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]];
const KY: [[i32; 3]; 3] = [[-1, -2, -1], [0, 0, 0], [1, 2, 1]];

fn sobel_edge(image: &[Vec<i32>]) -> Vec<Vec<i32>> {
    let rows = image.len() as isize;
    let cols = if rows > 0 { image[0].len() as isize } else { 0 };
    let mut result = vec![vec![0; cols as usize]; rows as usize];
    for i in 0..rows {
        for j in 0..cols {
            let mut gx = 0;
            let mut gy = 0;
            for di in -1..=1isize {
                for dj in -1..=1isize {
                    // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
                    let v = image[(i + di).clamp(0, rows - 1) as usize][(j + dj).clamp(0, cols - 1) as usize];
                    gx += KX[(di + 1) as usize][(dj + 1) as usize] * v;
                    gy += KY[(di + 1) as usize][(dj + 1) as usize] * v;
                }
            }
            // gx^2 + gy^2 is an integer, so its square root is never exactly halfway
            let magnitude = ((gx * gx + gy * gy) as f64).sqrt().round() as i32;
            result[i as usize][j as usize] = magnitude.min(255);
        }
    }
    result
}

fn main() {
    let image: Vec<Vec<i32>> = vec![
        vec![10, 12, 15, 40, 70, 72, 75],
        vec![11, 14, 22, 50, 68, 74, 77],
        vec![13, 18, 35, 58, 66, 71, 60],
        vec![30, 42, 48, 52, 45, 40, 38],
        vec![70, 75, 60, 41, 30, 25, 20],
    ];
    for row in sobel_edge(&image) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
