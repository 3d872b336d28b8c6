fn lis_length(arr: &[i32]) -> usize {
    // tails[k] = smallest possible last value of a strictly increasing subsequence of length k + 1
    let mut tails: Vec<i32> = Vec::new();
    for &x in arr {
        let k = tails.partition_point(|&t| t < x); // first position whose value is >= x
        if k == tails.len() {
            tails.push(x);
        } else {
            tails[k] = x;
        }
    }
    tails.len()
}

fn main() {
    let arrays: [&[i32]; 5] = [
        &[10, 9, 2, 5, 3, 7, 101, 18],
        &[0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15],
        &[-3, 4, -1, 0, 0, 2, 9, -5, 6, 7, 7, 3],
        &[5, 5, 5, 5],
        &[9, 7, 4, 2, -1],
    ];
    for arr in arrays {
        println!("{}", lis_length(arr));
    }
}
