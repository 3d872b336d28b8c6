package main

import (
	"fmt"
	"sort"
)

func findBridges(V int, edges [][2]int) [][2]int {
	type arc struct{ to, id int }
	adj := make([][]arc, V)
	for i, e := range edges {
		u, v := e[0], e[1]
		adj[u] = append(adj[u], arc{v, i})
		adj[v] = append(adj[v], arc{u, i})
	}
	disc := make([]int, V)
	low := make([]int, V)
	for i := range disc {
		disc[i] = -1
	}
	timer := 0
	var bridges [][2]int

	var dfs func(u, parentEdge int)
	dfs = func(u, parentEdge int) {
		disc[u] = timer
		low[u] = timer
		timer++
		for _, a := range adj[u] {
			v := a.to
			if a.id == parentEdge {
				continue
			}
			if disc[v] == -1 {
				dfs(v, a.id)
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
	V := 5
	edges := [][2]int{{0, 1}, {0, 2}, {1, 2}, {0, 3}, {3, 4}}
	bridges := findBridges(V, edges)
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
