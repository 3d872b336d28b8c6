package main

import (
	"fmt"
	"strconv"
	"strings"
)

func radixSort(arr []int) []int {
	result := append([]int(nil), arr...)
	max := 0
	for _, x := range arr {
		if x > max {
			max = x
		}
	}
	for exp := 1; max/exp > 0; exp *= 10 {
		// One stable counting-sort pass on the decimal digit at position exp.
		var counts [10]int
		for _, x := range result {
			counts[x/exp%10]++
		}
		for d := 1; d < 10; d++ {
			counts[d] += counts[d-1]
		}
		output := make([]int, len(result))
		for i := len(result) - 1; i >= 0; i-- {
			d := result[i] / exp % 10
			counts[d]--
			output[counts[d]] = result[i]
		}
		result = output
	}
	return result
}

func main() {
	arr := []int{170, 45, 75, 90, 802, 24, 2, 66, 1009, 0, 45, 3310, 7, 802, 58}
	sorted := radixSort(arr)
	parts := make([]string, len(sorted))
	for i, x := range sorted {
		parts[i] = strconv.Itoa(x)
	}
	fmt.Println(strings.Join(parts, " "))
}
