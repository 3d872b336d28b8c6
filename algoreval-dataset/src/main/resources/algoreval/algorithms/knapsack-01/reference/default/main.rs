fn knapsack(weights: &[usize], values: &[u64], capacity: usize) -> u64 {
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

fn main() {
    let weights = [5, 4, 6, 3, 7, 2, 8, 5, 4, 9];
    let values = [10, 40, 30, 50, 35, 12, 45, 28, 22, 60];
    for capacity in [20, 15, 1] {
        println!("{}", knapsack(&weights, &values, capacity));
    }
}
