const KERNEL: [[i32; 3]; 3] = [[1, 2, 1], [2, 4, 2], [1, 2, 1]];

fn gaussian_blur(image: &[Vec<i32>]) -> Vec<Vec<i32>> {
    let rows = image.len() as isize;
    let cols = if rows > 0 { image[0].len() as isize } else { 0 };
    let mut result = vec![vec![0; cols as usize]; rows as usize];
    for i in 0..rows {
        for j in 0..cols {
            let mut total = 0;
            for di in -1..=1isize {
                for dj in -1..=1isize {
                    // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
                    let r = (i + di).clamp(0, rows - 1) as usize;
                    let c = (j + dj).clamp(0, cols - 1) as usize;
                    total += KERNEL[(di + 1) as usize][(dj + 1) as usize] * image[r][c];
                }
            }
            result[i as usize][j as usize] = (total + 8) / 16;
        }
    }
    result
}

fn main() {
    let image: Vec<Vec<i32>> = vec![
        vec![10, 200, 35, 90, 255, 0],
        vec![120, 45, 180, 60, 15, 220],
        vec![250, 5, 77, 140, 199, 33],
        vec![64, 128, 0, 211, 90, 175],
        vec![30, 240, 100, 8, 160, 66],
        vec![185, 12, 230, 150, 40, 95],
    ];
    for row in gaussian_blur(&image) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
