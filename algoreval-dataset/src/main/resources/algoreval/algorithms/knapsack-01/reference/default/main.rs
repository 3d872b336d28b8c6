fn knapsack_items(weights: &[usize], values: &[u64], capacity: usize) -> u64 {
    // best[c] = maximum value achievable with total weight at most c
    let mut best = vec![0u64; capacity + 1];
    for (&w, &v) in weights.iter().zip(values) {
        // iterate capacities downwards so that each item is used at most once
        for c in (w..=capacity).rev() {
            best[c] = best[c].max(best[c - w] + v);
        }
    }
    best[capacity]
}

/// The AlgoREval+ interface: 32-bit weights, values and capacity (none negative), by the version above.
fn knapsack(weights: &[i32], values: &[i32], capacity: i32) -> i32 {
    let weights: Vec<usize> = weights.iter().map(|&w| w as usize).collect();
    let values: Vec<u64> = values.iter().map(|&v| v as u64).collect();
    knapsack_items(&weights, &values, capacity as usize) as i32
}

fn main() {
    let weights = [5, 4, 6, 3, 7, 2, 8, 5, 4, 9];
    let values = [10, 40, 30, 50, 35, 12, 45, 28, 22, 60];
    for capacity in [20, 15, 1] {
        println!("{}", knapsack(&weights, &values, capacity));
    }
}
