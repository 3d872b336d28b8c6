fn sift_down(arr: &mut [i32], mut root: usize, end: usize) {
    while 2 * root + 1 < end {
        let mut child = 2 * root + 1;
        if child + 1 < end && arr[child + 1] > arr[child] {
            child += 1;
        }
        if arr[root] >= arr[child] {
            return;
        }
        arr.swap(root, child);
        root = child;
    }
}

fn heap_sort(arr: &mut [i32]) {
    let n = arr.len();
    for start in (0..n / 2).rev() {
        sift_down(arr, start, n);
    }
    for end in (1..n).rev() {
        arr.swap(0, end);
        sift_down(arr, 0, end);
    }
}

fn main() {
    let mut arr = [23, -7, 0, 15, -7, 42, 8, -19, 15, 3, 0, 99, -1, 8, 27];
    heap_sort(&mut arr);
    let parts: Vec<String> = arr.iter().map(|x| x.to_string()).collect();
    println!("{}", parts.join(" "));
}
