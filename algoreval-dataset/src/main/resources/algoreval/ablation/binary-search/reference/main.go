package main

import "fmt"

func solve(a []int, x int) int {
	lo, hi := 0, len(a)
	for lo < hi {
		mid := (lo + hi) / 2
		if a[mid] < x {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

func main() {
	a := []int{1, 3, 3, 3, 5, 8, 8, 10}
	for _, x := range []int{3, 8, 0, 11, 4} {
		fmt.Println(solve(a, x))
	}
}
