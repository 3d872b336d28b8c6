package main

import (
	"fmt"
	"strings"
)

func solve(items [][2]int) [][2]int {
	sorted := append([][2]int{}, items...)
	for i := 1; i < len(sorted); i++ {
		pair := sorted[i]
		j := i - 1
		for j >= 0 && sorted[j][0] > pair[0] {
			sorted[j+1] = sorted[j]
			j--
		}
		sorted[j+1] = pair
	}
	return sorted
}

func main() {
	items := [][2]int{{5, 0}, {2, 1}, {5, 2}, {1, 3}, {2, 4}, {5, 5}, {3, 6}}
	parts := []string{}
	for _, pair := range solve(items) {
		parts = append(parts, fmt.Sprint(pair[1]))
	}
	fmt.Println(strings.Join(parts, " "))
}
