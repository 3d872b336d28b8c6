package main

import (
	"fmt"
	"strings"
)

func solve(adj [][]int, s int) []int {
	reached := make([]bool, len(adj))
	reached[s] = true
	queue := []int{s}
	order := []int{}
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		order = append(order, u)
		for _, v := range adj[u] {
			if !reached[v] {
				reached[v] = true
				queue = append(queue, v)
			}
		}
	}
	return order
}

func main() {
	adj := [][]int{{3, 1, 4}, {0, 5}, {5, 6}, {0, 6}, {0}, {1, 2}, {2, 3}, {8}, {7}}
	s := 0
	parts := []string{}
	for _, v := range solve(adj, s) {
		parts = append(parts, fmt.Sprint(v))
	}
	fmt.Println(strings.Join(parts, " "))
}
