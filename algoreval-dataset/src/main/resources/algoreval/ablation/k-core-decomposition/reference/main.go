package main

import (
	"fmt"
	"strings"
)

func solve(n int, edges [][2]int) []int {
	neighbours := make([][]int, n)
	degree := make([]int, n)
	for _, e := range edges {
		neighbours[e[0]] = append(neighbours[e[0]], e[1])
		neighbours[e[1]] = append(neighbours[e[1]], e[0])
		degree[e[0]]++
		degree[e[1]]++
	}
	removed := make([]bool, n)
	value := make([]int, n)
	k := 0
	for step := 0; step < n; step++ {
		chosen := -1
		for v := 0; v < n; v++ {
			if !removed[v] && (chosen < 0 || degree[v] < degree[chosen]) {
				chosen = v
			}
		}
		if degree[chosen] > k {
			k = degree[chosen]
		}
		value[chosen] = k
		removed[chosen] = true
		for _, w := range neighbours[chosen] {
			if !removed[w] {
				degree[w]--
			}
		}
	}
	return value
}

func main() {
	n := 9
	edges := [][2]int{{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}, {0, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 4}, {7, 8}, {6, 7}}
	parts := []string{}
	for _, value := range solve(n, edges) {
		parts = append(parts, fmt.Sprint(value))
	}
	fmt.Println(strings.Join(parts, " "))
}
