fn solve(a: &[i32], x: i32) -> usize {
    let (mut lo, mut hi) = (0, a.len());
    while lo < hi {
        let mid = (lo + hi) / 2;
        if a[mid] < x {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

fn main() {
    let a = [1, 3, 3, 3, 5, 8, 8, 10];
    for x in [3, 8, 0, 11, 4] {
        println!("{}", solve(&a, x));
    }
}
