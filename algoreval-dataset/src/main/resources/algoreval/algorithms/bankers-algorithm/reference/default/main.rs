fn safe_sequence(available: &[i32], max: &[Vec<i32>], allocation: &[Vec<i32>]) -> Vec<usize> {
    let n = max.len();
    let mut work = available.to_vec();
    let mut finished = vec![false; n];
    let mut sequence = Vec::new();
    while sequence.len() < n {
        let chosen = (0..n).find(|&i| {
            !finished[i] && (0..work.len()).all(|j| max[i][j] - allocation[i][j] <= work[j])
        });
        match chosen {
            Some(i) => {
                finished[i] = true;
                sequence.push(i);
                for j in 0..work.len() {
                    work[j] += allocation[i][j];
                }
            }
            None => return Vec::new(), // no remaining process can finish: unsafe
        }
    }
    sequence
}

fn request_resources(
    available: &[i32],
    max: &[Vec<i32>],
    allocation: &[Vec<i32>],
    process: usize,
    request: &[i32],
) -> &'static str {
    let m = available.len();
    if (0..m).any(|j| request[j] > max[process][j] - allocation[process][j]) {
        return "error";
    }
    if (0..m).any(|j| request[j] > available[j]) {
        return "wait";
    }
    let new_available: Vec<i32> = (0..m).map(|j| available[j] - request[j]).collect();
    let mut new_allocation = allocation.to_vec();
    for j in 0..m {
        new_allocation[process][j] += request[j];
    }
    if safe_sequence(&new_available, max, &new_allocation).is_empty() {
        "unsafe"
    } else {
        "granted"
    }
}

fn main() {
    let available = vec![3, 1, 2, 2];
    let max = vec![vec![5, 0, 0, 6], vec![2, 4, 1, 0], vec![6, 5, 1, 7], vec![0, 2, 2, 6], vec![4, 0, 7, 5]];
    let allocation = vec![vec![4, 0, 0, 0], vec![2, 2, 1, 0], vec![4, 5, 0, 6], vec![0, 0, 2, 5], vec![2, 0, 6, 2]];
    for avail in [available.clone(), vec![0, 2, 0, 0]] {
        let sequence = safe_sequence(&avail, &max, &allocation);
        if sequence.is_empty() {
            println!("unsafe");
        } else {
            let parts: Vec<String> = sequence.iter().map(|p| p.to_string()).collect();
            println!("safe sequence: {}", parts.join(" "));
        }
    }
    let requests: [(usize, [i32; 4]); 5] = [
        (1, [0, 1, 0, 0]),
        (0, [1, 0, 0, 2]),
        (3, [0, 2, 0, 0]),
        (1, [0, 3, 0, 0]),
        (2, [2, 0, 1, 1]),
    ];
    for (process, request) in requests.iter() {
        println!("P{}: {}", process, request_resources(&available, &max, &allocation, *process, request));
    }
}
