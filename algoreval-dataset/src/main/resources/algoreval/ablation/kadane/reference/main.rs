fn solve(a: &[i64]) -> (i64, usize, usize) {
    let (mut running, mut start) = (0i64, 0usize);
    let mut best = (0i64, 0usize, 0usize);
    for (i, &value) in a.iter().enumerate() {
        if running < 0 {
            running = 0;
            start = i;
        }
        running += value;
        if i == 0 || running > best.0 {
            best = (running, start, i);
        }
    }
    best
}

fn main() {
    let a = [-2, 1, -1, 4, -5, 2, 2, -7, 3, 1];
    let (sum, start, end) = solve(&a);
    println!("{} {} {}", sum, start, end);
}
