package main

import (
	"fmt"
	"math/rand"
)

func find(parent []int, x int) int {
	for parent[x] != x {
		parent[x] = parent[parent[x]]
		x = parent[x]
	}
	return x
}

// contractOnce performs one run of random contraction and returns the size of the cut it ends with.
func contractOnce(n int, edges [][2]int, rng *rand.Rand) int {
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	remaining := n
	for remaining > 2 {
		e := edges[rng.Intn(len(edges))]
		ru, rv := find(parent, e[0]), find(parent, e[1])
		if ru != rv { // an edge inside a super-vertex is a self-loop: skip it
			parent[ru] = rv
			remaining--
		}
	}
	cut := 0
	for _, e := range edges {
		if find(parent, e[0]) != find(parent, e[1]) {
			cut++
		}
	}
	return cut
}

func kargerMinCut(n int, edges [][2]int, trials int) int {
	rng := rand.New(rand.NewSource(12345))
	best := len(edges)
	for i := 0; i < trials; i++ {
		if cut := contractOnce(n, edges, rng); cut < best {
			best = cut
		}
	}
	return best
}

func main() {
	edges := [][2]int{
		{0, 2}, {0, 2}, {0, 2}, {0, 5}, {0, 7}, {1, 3}, {1, 4},
		{1, 4}, {1, 5}, {1, 6}, {2, 3}, {2, 5}, {2, 7}, {3, 4},
		{3, 6}, {3, 6}, {4, 6}, {5, 7}, {5, 7}, {6, 7},
	}
	fmt.Println(kargerMinCut(8, edges, 1000))
}
