package main

import (
	"fmt"
	"sort"
)

func solve(n int, edges [][2]int) [][2]int {
	successors := make([][]int, n)
	for _, e := range edges {
		successors[e[0]] = append(successors[e[0]], e[1])
	}
	// reach[a][b]: b can be reached from a along one or more edges
	reach := make([][]bool, n)
	for start := 0; start < n; start++ {
		reach[start] = make([]bool, n)
		stack := []int{start}
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, y := range successors[x] {
				if !reach[start][y] {
					reach[start][y] = true
					stack = append(stack, y)
				}
			}
		}
	}
	kept := [][2]int{}
	for _, e := range edges {
		detour := false
		for _, w := range successors[e[0]] {
			if w != e[1] && reach[w][e[1]] {
				detour = true
			}
		}
		if !detour {
			kept = append(kept, e)
		}
	}
	return kept
}

func main() {
	n := 7
	edges := [][2]int{{0, 1}, {1, 2}, {2, 3}, {0, 3}, {0, 2}, {3, 4}, {1, 4}, {4, 5}, {2, 5}, {6, 5}, {6, 3}}
	kept := solve(n, edges)
	sort.Slice(kept, func(i, j int) bool {
		if kept[i][0] != kept[j][0] {
			return kept[i][0] < kept[j][0]
		}
		return kept[i][1] < kept[j][1]
	})
	for _, e := range kept {
		fmt.Printf("%d %d\n", e[0], e[1])
	}
}
