package main

import "fmt"

func knapsack(weights, values []int, capacity int) int {
	// best[c] = maximum value achievable with total weight at most c
	best := make([]int, capacity+1)
	for i, w := range weights {
		// iterate capacities downwards so that each item is used at most once
		for c := capacity; c >= w; c-- {
			if best[c-w]+values[i] > best[c] {
				best[c] = best[c-w] + values[i]
			}
		}
	}
	return best[capacity]
}

func main() {
	weights := []int{5, 4, 6, 3, 7, 2, 8, 5, 4, 9}
	values := []int{10, 40, 30, 50, 35, 12, 45, 28, 22, 60}
	for _, capacity := range []int{20, 15, 1} {
		fmt.Println(knapsack(weights, values, capacity))
	}
}
