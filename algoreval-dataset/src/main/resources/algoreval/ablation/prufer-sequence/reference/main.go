package main

import (
	"fmt"
	"strings"
)

func solve(n int, edges [][2]int) []int {
	neighbours := make([]map[int]bool, n)
	for v := range neighbours {
		neighbours[v] = map[int]bool{}
	}
	for _, e := range edges {
		neighbours[e[0]][e[1]] = true
		neighbours[e[1]][e[0]] = true
	}
	result := []int{}
	for step := 0; step < n-2; step++ {
		leaf := 0
		for len(neighbours[leaf]) != 1 {
			leaf++
		}
		parent := -1
		for p := range neighbours[leaf] {
			parent = p
		}
		result = append(result, parent)
		delete(neighbours[leaf], parent)
		delete(neighbours[parent], leaf)
	}
	return result
}

func main() {
	n := 8
	edges := [][2]int{{0, 3}, {1, 3}, {3, 4}, {4, 5}, {5, 2}, {5, 6}, {6, 7}}
	parts := []string{}
	for _, label := range solve(n, edges) {
		parts = append(parts, fmt.Sprint(label))
	}
	fmt.Println(strings.Join(parts, " "))
}
