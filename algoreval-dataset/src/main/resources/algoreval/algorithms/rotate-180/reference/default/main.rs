fn rotate180(image: &[Vec<i32>]) -> Vec<Vec<i32>> {
    // Reverse the order of the rows and the order of the pixels within each row.
    image
        .iter()
        .rev()
        .map(|row| row.iter().rev().copied().collect())
        .collect()
}

fn main() {
    let image: Vec<Vec<i32>> = vec![
        vec![12, 250, 37, 8, 199, 64],
        vec![0, 73, 145, 220, 5, 91],
        vec![255, 18, 102, 47, 166, 30],
        vec![81, 134, 9, 177, 240, 56],
        vec![23, 210, 68, 113, 1, 150],
    ];
    for row in rotate180(&image) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
