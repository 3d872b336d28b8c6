def knapsack(weights, values, capacity):
    # best[c] = maximum value achievable with total weight at most c
    best = [0] * (capacity + 1)
    for w, v in zip(weights, values):
        # iterate capacities downwards so that each item is used at most once
        for c in range(capacity, w - 1, -1):
            best[c] = max(best[c], best[c - w] + v)
    return best[capacity]


if __name__ == "__main__":
    weights = [5, 4, 6, 3, 7, 2, 8, 5, 4, 9]
    values = [10, 40, 30, 50, 35, 12, 45, 28, 22, 60]
    for capacity in [20, 15, 1]:
        print(knapsack(weights, values, capacity))
