fn box_blur(image: &[Vec<i32>]) -> Vec<Vec<i32>> {
    let rows = image.len();
    let cols = if rows > 0 { image[0].len() } else { 0 };
    let mut result = vec![vec![0; cols]; rows];
    for i in 0..rows {
        for j in 0..cols {
            let mut total = 0;
            let mut count = 0;
            for row in &image[i.saturating_sub(1)..(i + 2).min(rows)] {
                for &value in &row[j.saturating_sub(1)..(j + 2).min(cols)] {
                    total += value;
                    count += 1;
                }
            }
            result[i][j] = total / count;
        }
    }
    result
}

fn main() {
    let image: Vec<Vec<i32>> = vec![
        vec![0, 255, 10, 20, 30, 200],
        vec![100, 50, 0, 255, 128, 64],
        vec![7, 8, 9, 250, 251, 252],
        vec![255, 0, 255, 0, 255, 0],
        vec![13, 200, 31, 99, 180, 3],
    ];
    for row in box_blur(&image) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
