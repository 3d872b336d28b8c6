package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func gabowScc(n int, edges [][2]int) [][]int {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
	}
	preorder := make([]int, n)
	assigned := make([]bool, n)
	for i := range preorder {
		preorder[i] = -1
	}
	var s []int // visited vertices not yet assigned to a component
	var p []int // roots of the components on the current DFS path (boundaries in s)
	var components [][]int
	counter := 0

	var visit func(v int)
	visit = func(v int) {
		preorder[v] = counter
		counter++
		s = append(s, v)
		p = append(p, v)
		for _, w := range adj[v] {
			if preorder[w] == -1 {
				visit(w)
			} else if !assigned[w] {
				// w is still open: everything on the path after w collapses into one component
				for preorder[p[len(p)-1]] > preorder[w] {
					p = p[:len(p)-1]
				}
			}
		}
		if p[len(p)-1] == v {
			p = p[:len(p)-1]
			var component []int
			for {
				w := s[len(s)-1]
				s = s[:len(s)-1]
				assigned[w] = true
				component = append(component, w)
				if w == v {
					break
				}
			}
			components = append(components, component)
		}
	}

	for v := 0; v < n; v++ {
		if preorder[v] == -1 {
			visit(v)
		}
	}
	return components
}

func main() {
	n := 10
	edges := [][2]int{
		{0, 1}, {1, 4}, {4, 6}, {6, 1}, {0, 7}, {6, 7}, {7, 8}, {2, 8}, {8, 3}, {3, 5},
		{5, 2}, {3, 2}, {9, 0}, {4, 2},
	}
	components := gabowScc(n, edges)
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
