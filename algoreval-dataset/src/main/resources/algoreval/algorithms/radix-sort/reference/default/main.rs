fn radix_sort(arr: &[u32]) -> Vec<u32> {
    let mut result = arr.to_vec();
    let max = arr.iter().copied().max().unwrap_or(0) as u64;
    let mut exp: u64 = 1;
    while max / exp > 0 {
        // One stable counting-sort pass on the decimal digit at position exp.
        let digit = |x: u32| ((x as u64 / exp) % 10) as usize;
        let mut counts = [0usize; 10];
        for &x in &result {
            counts[digit(x)] += 1;
        }
        for d in 1..10 {
            counts[d] += counts[d - 1];
        }
        let mut output = vec![0; result.len()];
        for &x in result.iter().rev() {
            counts[digit(x)] -= 1;
            output[counts[digit(x)]] = x;
        }
        result = output;
        exp *= 10;
    }
    result
}

fn main() {
    let arr = [170, 45, 75, 90, 802, 24, 2, 66, 1009, 0, 45, 3310, 7, 802, 58];
    let sorted = radix_sort(&arr);
    let parts: Vec<String> = sorted.iter().map(|x| x.to_string()).collect();
    println!("{}", parts.join(" "));
}
