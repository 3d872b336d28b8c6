package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func kosarajuScc(n int, edges [][2]int) [][]int {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
	}
	radj := make([][]int, n)
	for u := 0; u < n; u++ {
		for _, v := range adj[u] {
			radj[v] = append(radj[v], u)
		}
	}

	visited := make([]bool, n)
	var order []int // vertices in increasing order of DFS finishing time
	var dfs func(v int)
	dfs = func(v int) {
		visited[v] = true
		for _, w := range adj[v] {
			if !visited[w] {
				dfs(w)
			}
		}
		order = append(order, v)
	}
	for v := 0; v < n; v++ {
		if !visited[v] {
			dfs(v)
		}
	}

	assigned := make([]bool, n)
	var components [][]int
	var collect func(v int, component *[]int)
	collect = func(v int, component *[]int) {
		assigned[v] = true
		*component = append(*component, v)
		for _, w := range radj[v] {
			if !assigned[w] {
				collect(w, component)
			}
		}
	}
	for i := n - 1; i >= 0; i-- {
		if v := order[i]; !assigned[v] {
			var component []int
			collect(v, &component)
			components = append(components, component)
		}
	}
	return components
}

func main() {
	n := 10
	edges := [][2]int{
		{0, 5}, {5, 0}, {5, 1}, {1, 2}, {2, 6}, {6, 1}, {6, 3}, {2, 4}, {4, 7}, {7, 8},
		{8, 4}, {3, 8}, {0, 3}, {4, 9},
	}
	components := kosarajuScc(n, edges)
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
