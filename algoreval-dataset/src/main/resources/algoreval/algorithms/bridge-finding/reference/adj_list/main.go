package main

import (
	"fmt"
	"sort"
)

func findBridges(adj [][]int) [][2]int {
	V := len(adj)
	disc := make([]int, V)
	low := make([]int, V)
	for i := range disc {
		disc[i] = -1
	}
	timer := 0
	var bridges [][2]int

	var dfs func(u, parent int)
	dfs = func(u, parent int) {
		disc[u] = timer
		low[u] = timer
		timer++
		for _, v := range adj[u] {
			if v == parent {
				continue
			}
			if disc[v] == -1 {
				dfs(v, u)
				low[u] = min(low[u], low[v])
				if low[v] > disc[u] {
					bridges = append(bridges, [2]int{min(u, v), max(u, v)})
				}
			} else {
				low[u] = min(low[u], disc[v])
			}
		}
	}

	for u := 0; u < V; u++ {
		if disc[u] == -1 {
			dfs(u, -1)
		}
	}
	return bridges
}

func min(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func max(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func main() {
	adj := [][]int{{1, 2, 3}, {0, 2}, {0, 1}, {0, 4}, {3}}
	bridges := findBridges(adj)
	sort.Slice(bridges, func(i, j int) bool {
		if bridges[i][0] != bridges[j][0] {
			return bridges[i][0] < bridges[j][0]
		}
		return bridges[i][1] < bridges[j][1]
	})
	for _, b := range bridges {
		fmt.Printf("%d %d\n", b[0], b[1])
	}
}
