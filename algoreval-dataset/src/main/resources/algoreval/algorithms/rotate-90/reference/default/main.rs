fn rotate90(image: &[Vec<i32>]) -> Vec<Vec<i32>> {
    let rows = image.len();
    let cols = if rows > 0 { image[0].len() } else { 0 };
    // Row r of the result is column r of the input read from the bottom row upwards.
    (0..cols)
        .map(|r| image.iter().rev().map(|row| row[r]).collect())
        .collect()
}

fn main() {
    let image: Vec<Vec<i32>> = vec![
        vec![11, 22, 33, 44, 55, 66, 77],
        vec![5, 0, 255, 128, 64, 32, 16],
        vec![90, 80, 70, 60, 50, 40, 30],
        vec![1, 2, 3, 4, 5, 6, 7],
        vec![200, 150, 100, 75, 25, 12, 9],
    ];
    for row in rotate90(&image) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
