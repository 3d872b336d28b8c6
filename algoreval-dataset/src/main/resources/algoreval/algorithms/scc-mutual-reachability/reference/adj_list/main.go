package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// newReach returns an n x n matrix with true exactly on the diagonal (every vertex reaches itself).
func newReach(n int) [][]bool {
	reach := make([][]bool, n)
	for i := range reach {
		reach[i] = make([]bool, n)
		reach[i][i] = true
	}
	return reach
}

func sccByReachability(adj [][]int) [][]int {
	n := len(adj)
	reach := newReach(n)
	for u, targets := range adj {
		for _, v := range targets {
			reach[u][v] = true
		}
	}
	// Warshall's transitive closure: afterwards reach[i][j] is true iff j is reachable from i
	for k := 0; k < n; k++ {
		for i := 0; i < n; i++ {
			if !reach[i][k] {
				continue
			}
			for j := 0; j < n; j++ {
				if reach[k][j] {
					reach[i][j] = true
				}
			}
		}
	}

	assigned := make([]bool, n)
	var components [][]int
	for v := 0; v < n; v++ {
		if assigned[v] {
			continue
		}
		var component []int
		for w := 0; w < n; w++ {
			if reach[v][w] && reach[w][v] {
				component = append(component, w)
				assigned[w] = true
			}
		}
		components = append(components, component)
	}
	return components
}

func main() {
	adj := [][]int{
		{6},
		{0, 4},
		{3},
		{5, 7},
		{5, 7},
		{2},
		{0, 2},
		{},
	}
	components := sccByReachability(adj)
	for _, c := range components {
		sort.Ints(c)
	}
	sort.Slice(components, func(i, j int) bool { return components[i][0] < components[j][0] })
	for _, c := range components {
		parts := make([]string, len(c))
		for i, v := range c {
			parts[i] = strconv.Itoa(v)
		}
		fmt.Println(strings.Join(parts, " "))
	}
}
