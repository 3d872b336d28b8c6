fn counting_sort_usize(arr: &[usize]) -> Vec<usize> {
    let max = arr.iter().copied().max().unwrap_or(0);
    let mut counts = vec![0usize; max + 1];
    for &x in arr {
        counts[x] += 1;
    }
    // Prefix sums give each value's final position; walking backwards keeps the sort stable.
    for v in 1..=max {
        counts[v] += counts[v - 1];
    }
    let mut result = vec![0; arr.len()];
    for &x in arr.iter().rev() {
        counts[x] -= 1;
        result[counts[x]] = x;
    }
    result
}

/// The interface's form on i32 values (non-negative, as the prompt promises).
#[allow(dead_code)]
fn counting_sort(arr: &[i32]) -> Vec<i32> {
    let values: Vec<usize> = arr.iter().map(|&x| x as usize).collect();
    counting_sort_usize(&values).into_iter().map(|x| x as i32).collect()
}

fn main() {
    let arr = [7, 3, 0, 12, 3, 9, 1, 7, 15, 0, 4, 12, 3, 8];
    let sorted = counting_sort_usize(&arr);
    let parts: Vec<String> = sorted.iter().map(|x| x.to_string()).collect();
    println!("{}", parts.join(" "));
}
