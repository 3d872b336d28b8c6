function knapsack(weights, values, capacity) {
  // best[c] = maximum value achievable with total weight at most c
  const best = new Array(capacity + 1).fill(0);
  for (let i = 0; i < weights.length; i++) {
    // iterate capacities downwards so that each item is used at most once
    for (let c = capacity; c >= weights[i]; c--) {
      best[c] = Math.max(best[c], best[c - weights[i]] + values[i]);
    }
  }
  return best[capacity];
}

const weights = [5, 4, 6, 3, 7, 2, 8, 5, 4, 9];
const values = [10, 40, 30, 50, 35, 12, 45, 28, 22, 60];
for (const capacity of [20, 15, 1]) console.log(knapsack(weights, values, capacity));
