package main

import (
	"fmt"
	"sort"
)

func find(parent []int, x int) int {
	for parent[x] != x {
		parent[x] = parent[parent[x]]
		x = parent[x]
	}
	return x
}

// boruvkaEdges runs Boruvka's algorithm: every round, each component picks its lightest outgoing edge.
func boruvkaEdges(V int, edges [][3]int) [][3]int {
	parent := make([]int, V)
	for i := range parent {
		parent[i] = i
	}
	// Ties go to the lower index, so equal weights can never close a cycle.
	lighter := func(i, j int) bool {
		return edges[i][2] < edges[j][2] || (edges[i][2] == edges[j][2] && i < j)
	}
	var mst [][3]int
	components := V
	for components > 1 {
		cheapest := make([]int, V) // lightest edge leaving each component, by index
		for i := range cheapest {
			cheapest[i] = -1
		}
		for i, e := range edges {
			ru, rv := find(parent, e[0]), find(parent, e[1])
			if ru == rv {
				continue
			}
			if cheapest[ru] < 0 || lighter(i, cheapest[ru]) {
				cheapest[ru] = i
			}
			if cheapest[rv] < 0 || lighter(i, cheapest[rv]) {
				cheapest[rv] = i
			}
		}
		merged := false
		for _, i := range cheapest {
			if i < 0 {
				continue
			}
			e := edges[i]
			ru, rv := find(parent, e[0]), find(parent, e[1])
			if ru == rv {
				continue
			}
			parent[ru] = rv
			mst = append(mst, e)
			components--
			merged = true
		}
		if !merged {
			break // disconnected graph: the forest is complete
		}
	}
	return mst
}

func boruvkaMST(V int, edges [][3]int) [][3]int {
	return boruvkaEdges(V, edges)
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
	V := 9
	edges := [][3]int{{6, 7, 3}, {0, 1, 7}, {3, 0, 5}, {2, 1, 8}, {1, 3, 9}, {4, 1, 7}, {2, 4, 5}, {3, 4, 15},
		{5, 3, 6}, {4, 5, 8}, {6, 4, 9}, {5, 6, 11}, {8, 7, 3}, {6, 8, 5}, {2, 8, 12}}
	printTree(boruvkaMST(V, edges))
}
