fn merge_sort(arr: &[i32]) -> Vec<i32> {
    if arr.len() <= 1 {
        return arr.to_vec();
    }
    let mid = arr.len() / 2;
    let left = merge_sort(&arr[..mid]);
    let right = merge_sort(&arr[mid..]);
    let mut merged = Vec::with_capacity(arr.len());
    let (mut i, mut j) = (0, 0);
    while i < left.len() && j < right.len() {
        if left[i] <= right[j] {
            merged.push(left[i]);
            i += 1;
        } else {
            merged.push(right[j]);
            j += 1;
        }
    }
    merged.extend_from_slice(&left[i..]);
    merged.extend_from_slice(&right[j..]);
    merged
}

fn main() {
    let arr = [38, -5, 12, 0, 7, -5, 99, 3, 12, -20, 7, 1, 0, 45];
    let sorted = merge_sort(&arr);
    let parts: Vec<String> = sorted.iter().map(|x| x.to_string()).collect();
    println!("{}", parts.join(" "));
}
