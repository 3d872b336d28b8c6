fn median_filter(image: &[Vec<i32>]) -> Vec<Vec<i32>> {
    let rows = image.len() as isize;
    let cols = if rows > 0 { image[0].len() as isize } else { 0 };
    let mut result = vec![vec![0; cols as usize]; rows as usize];
    for i in 0..rows {
        for j in 0..cols {
            let mut window = Vec::with_capacity(9);
            for di in -1..=1isize {
                for dj in -1..=1isize {
                    // Replicate the border so every window holds exactly 9 values.
                    let r = (i + di).clamp(0, rows - 1) as usize;
                    let c = (j + dj).clamp(0, cols - 1) as usize;
                    window.push(image[r][c]);
                }
            }
            window.sort_unstable();
            result[i as usize][j as usize] = window[4];
        }
    }
    result
}

fn main() {
    let image: Vec<Vec<i32>> = vec![
        vec![100, 102, 255, 98, 97, 0, 95],
        vec![101, 0, 99, 100, 255, 96, 94],
        vec![103, 104, 100, 30, 98, 97, 255],
        vec![255, 105, 101, 99, 0, 93, 92],
        vec![106, 107, 0, 102, 100, 255, 90],
        vec![108, 255, 109, 103, 101, 91, 0],
    ];
    for row in median_filter(&image) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
