package main

import "fmt"

func solve(a []int) (int, int, int) {
	running, start := 0, 0
	best, bestStart, bestEnd := 0, 0, 0
	for i, value := range a {
		if running < 0 {
			running, start = 0, i
		}
		running += value
		if i == 0 || running > best {
			best, bestStart, bestEnd = running, start, i
		}
	}
	return best, bestStart, bestEnd
}

func main() {
	a := []int{-2, 1, -1, 4, -5, 2, 2, -7, 3, 1}
	best, start, end := solve(a)
	fmt.Println(best, start, end)
}
