use std::collections::VecDeque;

#[derive(Clone, Copy, Default)]
struct Times {
    completion: i32,
    turnaround: i32,
    waiting: i32,
}

fn round_robin_times(arrival: &[i32], burst: &[i32], quantum: i32) -> Vec<Times> {
    let n = arrival.len();
    let mut by_arrival: Vec<usize> = (0..n).collect();
    by_arrival.sort_by_key(|&i| (arrival[i], i));
    let mut remaining = burst.to_vec();
    let mut result = vec![Times::default(); n];
    let mut queue: VecDeque<usize> = VecDeque::new();
    let mut next = 0;
    let mut time = 0;
    let mut finished = 0;
    while finished < n {
        while next < n && arrival[by_arrival[next]] <= time {
            queue.push_back(by_arrival[next]);
            next += 1;
        }
        let p = match queue.pop_front() {
            Some(p) => p,
            None => {
                time = arrival[by_arrival[next]]; // idle until the next arrival
                continue;
            }
        };
        let run = quantum.min(remaining[p]);
        time += run;
        remaining[p] -= run;
        // Arrivals up to now are queued before a preempted process.
        while next < n && arrival[by_arrival[next]] <= time {
            queue.push_back(by_arrival[next]);
            next += 1;
        }
        if remaining[p] == 0 {
            let turnaround = time - arrival[p];
            result[p] = Times { completion: time, turnaround, waiting: turnaround - burst[p] };
            finished += 1;
        } else {
            queue.push_back(p);
        }
    }
    result
}

/// The interface's result: one (completion, turnaround, waiting) row per process.
#[allow(dead_code)]
fn round_robin_schedule(arrival: &[i32], burst: &[i32], quantum: i32) -> Vec<(i32, i32, i32)> {
    round_robin_times(arrival, burst, quantum).iter().map(|t| (t.completion, t.turnaround, t.waiting)).collect()
}

fn main() {
    let arrival = [0, 3, 1, 6, 3, 20];
    let burst = [5, 2, 4, 5, 3, 4];
    let quantum = 3;
    let result = round_robin_times(&arrival, &burst, quantum);
    for (i, t) in result.iter().enumerate() {
        println!("P{} completion={} turnaround={} waiting={}", i, t.completion, t.turnaround, t.waiting);
    }
    let n = result.len() as f64;
    let total_turnaround: i32 = result.iter().map(|t| t.turnaround).sum();
    let total_waiting: i32 = result.iter().map(|t| t.waiting).sum();
    println!("average turnaround={:.2}", total_turnaround as f64 / n);
    println!("average waiting={:.2}", total_waiting as f64 / n);
}
