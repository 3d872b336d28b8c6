package main

import (
	"fmt"
	"strconv"
	"strings"
)

func mergeSort(arr []int) []int {
	if len(arr) <= 1 {
		return append([]int(nil), arr...)
	}
	mid := len(arr) / 2
	left := mergeSort(arr[:mid])
	right := mergeSort(arr[mid:])
	merged := make([]int, 0, len(arr))
	i, j := 0, 0
	for i < len(left) && j < len(right) {
		if left[i] <= right[j] {
			merged = append(merged, left[i])
			i++
		} else {
			merged = append(merged, right[j])
			j++
		}
	}
	merged = append(merged, left[i:]...)
	merged = append(merged, right[j:]...)
	return merged
}

func main() {
	arr := []int{38, -5, 12, 0, 7, -5, 99, 3, 12, -20, 7, 1, 0, 45}
	parts := make([]string, 0, len(arr))
	for _, x := range mergeSort(arr) {
		parts = append(parts, strconv.Itoa(x))
	}
	fmt.Println(strings.Join(parts, " "))
}
