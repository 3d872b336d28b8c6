package main

import (
	"fmt"
	"sort"
	"strings"
)

type arc struct{ to, edge int }

func solve(n int, edges [][2]int) ([]int, [][2]int) {
	adjacency := make([][]arc, n)
	for i, e := range edges {
		adjacency[e[0]] = append(adjacency[e[0]], arc{e[1], i})
		adjacency[e[1]] = append(adjacency[e[1]], arc{e[0], i})
	}
	discovered := make([]int, n)
	low := make([]int, n)
	fragile := make([]bool, len(edges))
	for v := range discovered {
		discovered[v] = -1
	}
	clock := 0
	var visit func(u, via int)
	visit = func(u, via int) {
		discovered[u] = clock
		low[u] = clock
		clock++
		for _, a := range adjacency[u] {
			if a.edge == via {
				continue
			}
			if discovered[a.to] < 0 {
				visit(a.to, a.edge)
				if low[a.to] < low[u] {
					low[u] = low[a.to]
				}
				if low[a.to] > discovered[u] {
					fragile[a.edge] = true
				}
			} else if discovered[a.to] < low[u] {
				low[u] = discovered[a.to]
			}
		}
	}
	for v := 0; v < n; v++ {
		if discovered[v] < 0 {
			visit(v, -1)
		}
	}
	// Scanning the vertices in increasing order numbers each group by its smallest vertex.
	group := make([]int, n)
	for v := range group {
		group[v] = -1
	}
	count := 0
	for start := 0; start < n; start++ {
		if group[start] >= 0 {
			continue
		}
		group[start] = count
		stack := []int{start}
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, a := range adjacency[x] {
				if !fragile[a.edge] && group[a.to] < 0 {
					group[a.to] = count
					stack = append(stack, a.to)
				}
			}
		}
		count++
	}
	pairs := [][2]int{}
	for i, e := range edges {
		if fragile[i] {
			a, b := group[e[0]], group[e[1]]
			if a > b {
				a, b = b, a
			}
			pairs = append(pairs, [2]int{a, b})
		}
	}
	return group, pairs
}

func main() {
	n := 12
	edges := [][2]int{{0, 6}, {6, 7}, {7, 0}, {1, 3}, {3, 5}, {5, 1}, {0, 1}, {3, 2},
		{7, 4}, {4, 8}, {8, 9}, {9, 4}, {9, 10}, {10, 11}, {11, 9}}
	groups, pairs := solve(n, edges)
	parts := []string{}
	for _, g := range groups {
		parts = append(parts, fmt.Sprint(g))
	}
	fmt.Println(strings.Join(parts, " "))
	sort.Slice(pairs, func(i, j int) bool {
		if pairs[i][0] != pairs[j][0] {
			return pairs[i][0] < pairs[j][0]
		}
		return pairs[i][1] < pairs[j][1]
	})
	for _, p := range pairs {
		fmt.Printf("%d %d\n", p[0], p[1])
	}
}
