package main

import (
	"fmt"
	"strconv"
	"strings"
)

func countingSort(arr []int) []int {
	max := 0
	for _, x := range arr {
		if x > max {
			max = x
		}
	}
	counts := make([]int, max+1)
	for _, x := range arr {
		counts[x]++
	}
	// Prefix sums give each value's final position; walking backwards keeps the sort stable.
	for v := 1; v <= max; v++ {
		counts[v] += counts[v-1]
	}
	result := make([]int, len(arr))
	for i := len(arr) - 1; i >= 0; i-- {
		counts[arr[i]]--
		result[counts[arr[i]]] = arr[i]
	}
	return result
}

func main() {
	arr := []int{7, 3, 0, 12, 3, 9, 1, 7, 15, 0, 4, 12, 3, 8}
	sorted := countingSort(arr)
	parts := make([]string, len(sorted))
	for i, x := range sorted {
		parts[i] = strconv.Itoa(x)
	}
	fmt.Println(strings.Join(parts, " "))
}
