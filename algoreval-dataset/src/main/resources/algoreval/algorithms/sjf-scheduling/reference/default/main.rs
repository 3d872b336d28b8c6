#[derive(Clone, Copy, Default)]
struct Times {
    completion: i32,
    turnaround: i32,
    waiting: i32,
}

fn sjf_times(arrival: &[i32], burst: &[i32]) -> Vec<Times> {
    let n = arrival.len();
    let mut result = vec![Times::default(); n];
    let mut done = vec![false; n];
    let mut time = 0;
    let mut finished = 0;
    while finished < n {
        // Shortest burst first, then earlier arrival, then lower process number.
        let chosen = (0..n)
            .filter(|&i| !done[i] && arrival[i] <= time)
            .min_by_key(|&i| (burst[i], arrival[i], i));
        match chosen {
            Some(p) => {
                done[p] = true;
                finished += 1;
                time += burst[p];
                let turnaround = time - arrival[p];
                result[p] = Times { completion: time, turnaround, waiting: turnaround - burst[p] };
            }
            None => {
                // Idle until the next arrival.
                time = (0..n).filter(|&i| !done[i]).map(|i| arrival[i]).min().unwrap();
            }
        }
    }
    result
}

/// The interface's result: one (completion, turnaround, waiting) row per process.
#[allow(dead_code)]
fn sjf_schedule(arrival: &[i32], burst: &[i32]) -> Vec<(i32, i32, i32)> {
    sjf_times(arrival, burst).iter().map(|t| (t.completion, t.turnaround, t.waiting)).collect()
}

fn main() {
    let arrival = [5, 2, 0, 30, 4, 5, 12];
    let burst = [4, 4, 7, 3, 1, 4, 2];
    let result = sjf_times(&arrival, &burst);
    for (i, t) in result.iter().enumerate() {
        println!("P{} completion={} turnaround={} waiting={}", i, t.completion, t.turnaround, t.waiting);
    }
    let n = result.len() as f64;
    let total_turnaround: i32 = result.iter().map(|t| t.turnaround).sum();
    let total_waiting: i32 = result.iter().map(|t| t.waiting).sum();
    println!("average turnaround={:.2}", total_turnaround as f64 / n);
    println!("average waiting={:.2}", total_waiting as f64 / n);
}
