package main

import (
	"fmt"
	"sort"
	"strings"
)

func solve(n int, edges [][2]int) []int {
	neighbours := make([][]int, n)
	for _, e := range edges {
		neighbours[e[0]] = append(neighbours[e[0]], e[1])
		neighbours[e[1]] = append(neighbours[e[1]], e[0])
	}
	degree := make([]int, n)
	layer := []int{}
	for v := 0; v < n; v++ {
		degree[v] = len(neighbours[v])
		if degree[v] <= 1 {
			layer = append(layer, v)
		}
	}
	remaining := n
	for remaining > 2 {
		remaining -= len(layer)
		next := []int{}
		for _, leaf := range layer {
			for _, w := range neighbours[leaf] {
				degree[w]--
				if degree[w] == 1 {
					next = append(next, w)
				}
			}
		}
		layer = next
	}
	sort.Ints(layer)
	return layer
}

func main() {
	n := 11
	edges := [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {1, 7}, {1, 8}, {1, 9}, {1, 10}}
	parts := []string{}
	for _, label := range solve(n, edges) {
		parts = append(parts, fmt.Sprint(label))
	}
	fmt.Println(strings.Join(parts, " "))
}
