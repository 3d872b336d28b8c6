package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func findArticulationPoints(V int, edges [][2]int) []int {
	adj := make([][]int, V)
	for _, e := range edges {
		u, v := e[0], e[1]
		adj[u] = append(adj[u], v)
		adj[v] = append(adj[v], u)
	}
	disc := make([]int, V)
	low := make([]int, V)
	isCut := make([]bool, V)
	for i := range disc {
		disc[i] = -1
	}
	timer := 0

	var dfs func(u, parent int)
	dfs = func(u, parent int) {
		disc[u] = timer
		low[u] = timer
		timer++
		children := 0
		for _, v := range adj[u] {
			if v == parent {
				continue
			}
			if disc[v] == -1 {
				children++
				dfs(v, u)
				if low[v] < low[u] {
					low[u] = low[v]
				}
				// a non-root u separates v's subtree when no back edge from it climbs above u
				if parent != -1 && low[v] >= disc[u] {
					isCut[u] = true
				}
			} else if disc[v] < low[u] {
				low[u] = disc[v]
			}
		}
		// the root of a DFS tree is a cut vertex iff it has more than one tree child
		if parent == -1 && children > 1 {
			isCut[u] = true
		}
	}

	for u := 0; u < V; u++ {
		if disc[u] == -1 {
			dfs(u, -1)
		}
	}
	var points []int
	for u := 0; u < V; u++ {
		if isCut[u] {
			points = append(points, u)
		}
	}
	return points
}

func main() {
	V := 11
	edges := [][2]int{{0, 1}, {1, 2}, {2, 0}, {3, 1}, {3, 4}, {4, 5}, {5, 3}, {6, 5}, {8, 7}, {7, 9}}
	points := findArticulationPoints(V, edges)
	sort.Ints(points)
	parts := make([]string, len(points))
	for i, v := range points {
		parts[i] = strconv.Itoa(v)
	}
	fmt.Println(strings.Join(parts, " "))
}
