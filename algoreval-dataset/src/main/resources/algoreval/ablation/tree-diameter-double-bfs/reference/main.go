package main

import (
	"fmt"
	"strings"
)

func solve(n int, edges [][2]int) (int, []int) {
	neighbours := make([][]int, n)
	for _, e := range edges {
		neighbours[e[0]] = append(neighbours[e[0]], e[1])
		neighbours[e[1]] = append(neighbours[e[1]], e[0])
	}
	distance := make([]int, n)
	parent := make([]int, n)
	// farthest returns the farthest vertex from source, the smallest label on ties.
	farthest := func(source int) int {
		for v := range distance {
			distance[v] = -1
		}
		distance[source] = 0
		parent[source] = -1
		queue := []int{source}
		for head := 0; head < len(queue); head++ {
			x := queue[head]
			for _, y := range neighbours[x] {
				if distance[y] < 0 {
					distance[y] = distance[x] + 1
					parent[y] = x
					queue = append(queue, y)
				}
			}
		}
		best := 0
		for v := 1; v < n; v++ {
			if distance[v] > distance[best] {
				best = v
			}
		}
		return best
	}
	a := farthest(0)
	b := farthest(a)
	path := []int{}
	for x := b; x != -1; x = parent[x] {
		path = append([]int{x}, path...)
	}
	return distance[b], path
}

func main() {
	n := 10
	edges := [][2]int{{0, 1}, {1, 2}, {0, 3}, {3, 4}, {4, 8}, {4, 9}, {0, 5}, {5, 6}, {6, 7}}
	length, path := solve(n, edges)
	fmt.Println(length)
	parts := []string{}
	for _, label := range path {
		parts = append(parts, fmt.Sprint(label))
	}
	fmt.Println(strings.Join(parts, " "))
}
