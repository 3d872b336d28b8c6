package main

import (
	"fmt"
	"strconv"
	"strings"
)

func topologicalSort(M [][]int) []int {
	V := len(M)
	indegree := make([]int, V)
	for u := 0; u < V; u++ {
		for v := 0; v < V; v++ {
			indegree[v] += M[u][v]
		}
	}
	placed := make([]bool, V)
	order := make([]int, 0, V)
	for {
		// the smallest vertex not yet placed whose predecessors are all placed
		u := -1
		for v := 0; v < V && u == -1; v++ {
			if !placed[v] && indegree[v] == 0 {
				u = v
			}
		}
		if u == -1 {
			break
		}
		placed[u] = true
		order = append(order, u)
		for v := 0; v < V; v++ {
			if M[u][v] != 0 {
				indegree[v]--
			}
		}
	}
	return order
}

func main() {
	M := [][]int{
		{0, 0, 0, 0, 0, 0, 1, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 1, 0, 0, 1, 0, 0},
		{0, 1, 0, 0, 0, 0, 0, 0, 0},
		{1, 1, 0, 0, 0, 0, 0, 0, 0},
		{1, 0, 1, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 1, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 1, 0, 0},
		{0, 1, 0, 0, 0, 0, 0, 1, 0},
	}
	parts := make([]string, 0, len(M))
	for _, v := range topologicalSort(M) {
		parts = append(parts, strconv.Itoa(v))
	}
	fmt.Println(strings.Join(parts, " "))
}
