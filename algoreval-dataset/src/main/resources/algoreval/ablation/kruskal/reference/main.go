package main

import (
	"fmt"
	"sort"
)

func solve(n int, edges [][3]int) [][3]int {
	parent := make([]int, n)
	for v := range parent {
		parent[v] = v
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	sorted := append([][3]int{}, edges...)
	// SliceStable keeps edges of equal weight in their input order.
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i][2] < sorted[j][2] })
	selected := [][3]int{}
	for _, e := range sorted {
		ru, rv := find(e[0]), find(e[1])
		if ru != rv {
			parent[ru] = rv
			selected = append(selected, e)
		}
	}
	return selected
}

func main() {
	n := 5
	edges := [][3]int{{0, 1, 2}, {1, 2, 1}, {0, 2, 2}, {2, 3, 3}, {3, 4, 1}, {1, 3, 3}, {2, 4, 3}, {0, 4, 5}}
	total := 0
	for _, e := range solve(n, edges) {
		fmt.Printf("%d %d %d\n", e[0], e[1], e[2])
		total += e[2]
	}
	fmt.Println(total)
}
