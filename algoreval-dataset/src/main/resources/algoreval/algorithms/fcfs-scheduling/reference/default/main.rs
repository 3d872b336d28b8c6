struct Times {
    completion: i32,
    turnaround: i32,
    waiting: i32,
}

fn fcfs_times(arrival: &[i32], burst: &[i32]) -> Vec<Times> {
    let n = arrival.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (arrival[i], i));
    let mut result: Vec<Option<Times>> = (0..n).map(|_| None).collect();
    let mut time = 0;
    for p in order {
        time = time.max(arrival[p]); // idle until the process arrives
        time += burst[p];
        let turnaround = time - arrival[p];
        result[p] = Some(Times { completion: time, turnaround, waiting: turnaround - burst[p] });
    }
    result.into_iter().map(|t| t.unwrap()).collect()
}

/// The interface's result: one (completion, turnaround, waiting) row per process.
#[allow(dead_code)]
fn fcfs_schedule(arrival: &[i32], burst: &[i32]) -> Vec<(i32, i32, i32)> {
    fcfs_times(arrival, burst).iter().map(|t| (t.completion, t.turnaround, t.waiting)).collect()
}

fn main() {
    let arrival = [2, 0, 4, 4, 25, 3];
    let burst = [5, 3, 1, 6, 2, 4];
    let result = fcfs_times(&arrival, &burst);
    for (i, t) in result.iter().enumerate() {
        println!("P{} completion={} turnaround={} waiting={}", i, t.completion, t.turnaround, t.waiting);
    }
    let n = result.len() as f64;
    let total_turnaround: i32 = result.iter().map(|t| t.turnaround).sum();
    let total_waiting: i32 = result.iter().map(|t| t.waiting).sum();
    println!("average turnaround={:.2}", total_turnaround as f64 / n);
    println!("average waiting={:.2}", total_waiting as f64 / n);
}
