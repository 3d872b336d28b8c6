fn radix_sort_u32(arr: &[u32]) -> Vec<u32> {
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

/// The interface's form on i32 values (non-negative, as the prompt promises).
#[allow(dead_code)]
fn radix_sort(arr: &[i32]) -> Vec<i32> {
    let values: Vec<u32> = arr.iter().map(|&x| x as u32).collect();
    radix_sort_u32(&values).into_iter().map(|x| x as i32).collect()
}

fn main() {
    let arr = [170, 45, 75, 90, 802, 24, 2, 66, 1009, 0, 45, 3310, 7, 802, 58];
    let sorted = radix_sort_u32(&arr);
    let parts: Vec<String> = sorted.iter().map(|x| x.to_string()).collect();
    println!("{}", parts.join(" "));
}
