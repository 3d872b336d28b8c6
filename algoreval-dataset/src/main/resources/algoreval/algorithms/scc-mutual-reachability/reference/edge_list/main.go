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

func sccByReachability(n int, edges [][2]int) [][]int {
	reach := newReach(n)
	for _, e := range edges {
		reach[e[0]][e[1]] = true
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
	n := 8
	edges := [][2]int{
		{0, 6}, {6, 0}, {6, 2}, {2, 3}, {3, 5}, {5, 2}, {1, 0}, {1, 4}, {4, 5}, {3, 7},
		{4, 7},
	}
	components := sccByReachability(n, edges)
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
