package main

import (
	"fmt"
	"math"
	"sort"
)

// primMST takes a symmetric matrix where M[u][v] == 0 means no edge. Prim's algorithm from vertex 0
// with an O(n) scan for the next vertex, the natural fit for a dense matrix.
func primMST(M [][]int) [][3]int {
	n := len(M)
	best := make([]int, n) // lightest known edge from the tree to each vertex
	parent := make([]int, n)
	inTree := make([]bool, n)
	for v := range best {
		best[v] = math.MaxInt
		parent[v] = -1
	}
	best[0] = 0
	var mst [][3]int
	for {
		v := -1
		for u := 0; u < n; u++ {
			if !inTree[u] && best[u] != math.MaxInt && (v < 0 || best[u] < best[v]) {
				v = u
			}
		}
		if v < 0 {
			break
		}
		inTree[v] = true
		if parent[v] >= 0 {
			mst = append(mst, [3]int{parent[v], v, best[v]})
		}
		for u := 0; u < n; u++ {
			if M[v][u] != 0 && !inTree[u] && M[v][u] < best[u] {
				best[u] = M[v][u]
				parent[u] = v
			}
		}
	}
	return mst
}

// printTree prints the total weight, then the edges as "u v w" (u < v) sorted by u, then v.
func printTree(mst [][3]int) {
	total := 0
	for i := range mst {
		total += mst[i][2]
		if mst[i][0] > mst[i][1] {
			mst[i][0], mst[i][1] = mst[i][1], mst[i][0]
		}
	}
	sort.Slice(mst, func(i, j int) bool {
		if mst[i][0] != mst[j][0] {
			return mst[i][0] < mst[j][0]
		}
		return mst[i][1] < mst[j][1]
	})
	fmt.Println(total)
	for _, e := range mst {
		fmt.Printf("%d %d %d\n", e[0], e[1], e[2])
	}
}

func main() {
	M := [][]int{
		{0, 4, 6, 5, 0, 0, 0, 0},
		{4, 0, 4, 0, 7, 0, 0, 0},
		{6, 4, 0, 3, 5, 6, 0, 0},
		{5, 0, 3, 0, 0, 8, 0, 10},
		{0, 7, 5, 0, 0, 3, 6, 0},
		{0, 0, 6, 8, 3, 0, 4, 9},
		{0, 0, 0, 0, 6, 4, 0, 4},
		{0, 0, 0, 10, 0, 9, 4, 0},
	}
	printTree(primMST(M))
}
