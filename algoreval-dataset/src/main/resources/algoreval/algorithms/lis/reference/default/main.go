package main

import (
	"fmt"
	"sort"
)

func lisLength(arr []int) int {
	// tails[k] = smallest possible last value of a strictly increasing subsequence of length k + 1
	tails := []int{}
	for _, x := range arr {
		k := sort.SearchInts(tails, x) // first position whose value is >= x
		if k == len(tails) {
			tails = append(tails, x)
		} else {
			tails[k] = x
		}
	}
	return len(tails)
}

func main() {
	arrays := [][]int{
		{10, 9, 2, 5, 3, 7, 101, 18},
		{0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15},
		{-3, 4, -1, 0, 0, 2, 9, -5, 6, 7, 7, 3},
		{5, 5, 5, 5},
		{9, 7, 4, 2, -1},
	}
	for _, arr := range arrays {
		fmt.Println(lisLength(arr))
	}
}
