package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// reaches reports whether dst can be reached from src without using the edge {cutU, cutV}.
func reaches(adj [][]int, src, dst, cutU, cutV int) bool {
	seen := make([]bool, len(adj))
	stack := []int{src}
	seen[src] = true
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x == dst {
			return true
		}
		for _, y := range adj[x] {
			if seen[y] || (x == cutU && y == cutV) || (x == cutV && y == cutU) {
				continue
			}
			seen[y] = true
			stack = append(stack, y)
		}
	}
	return false
}

func removeOnce(list []int, x int) []int {
	for i, y := range list {
		if y == x {
			return append(list[:i], list[i+1:]...)
		}
	}
	return list
}

func findEulerianPath(V int, edges [][2]int) []int {
	adj := make([][]int, V)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	for _, neighbours := range adj {
		sort.Ints(neighbours)
	}
	start := -1
	for u := 0; u < V && start == -1; u++ {
		if len(adj[u])%2 == 1 {
			start = u
		}
	}
	for u := 0; u < V && start == -1; u++ {
		if len(adj[u]) > 0 {
			start = u
		}
	}
	if start == -1 {
		return nil
	}
	// Fleury: from the current vertex take the smallest neighbour whose edge is not a bridge of
	// the unused edges, unless it is the only edge left there.
	path := []int{start}
	u := start
	for len(adj[u]) > 0 {
		next := -1
		for _, v := range adj[u] {
			if len(adj[u]) == 1 || reaches(adj, u, v, u, v) {
				next = v
				break
			}
		}
		adj[u] = removeOnce(adj[u], next)
		adj[next] = removeOnce(adj[next], u)
		path = append(path, next)
		u = next
	}
	return path
}

func main() {
	V := 9
	edges := [][2]int{{0, 1}, {5, 0}, {1, 4}, {5, 1}, {2, 3}, {4, 2}, {2, 6}, {6, 3}, {4, 5}, {7, 4}, {5, 6}, {6, 7}}
	parts := []string{}
	for _, v := range findEulerianPath(V, edges) {
		parts = append(parts, strconv.Itoa(v))
	}
	fmt.Println(strings.Join(parts, " "))
}
