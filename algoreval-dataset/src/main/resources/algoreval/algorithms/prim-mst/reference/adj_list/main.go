package main

import (
	"container/heap"
	"fmt"
	"sort"
)

// candidate is an edge from parent (-1 for the start) to vertex of the given weight.
type candidate struct{ weight, vertex, parent int }

type candidateHeap []candidate

func (h candidateHeap) Len() int            { return len(h) }
func (h candidateHeap) Less(i, j int) bool  { return h[i].weight < h[j].weight }
func (h candidateHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *candidateHeap) Push(x interface{}) { *h = append(*h, x.(candidate)) }
func (h *candidateHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// primGraph runs Prim's algorithm from vertex 0 on graph[u] = {v, w} pairs with a lazy heap of
// candidate edges.
func primGraph(graph [][][2]int) [][3]int {
	n := len(graph)
	inTree := make([]bool, n)
	var mst [][3]int
	h := &candidateHeap{{0, 0, -1}}
	for h.Len() > 0 && len(mst) < n-1 {
		c := heap.Pop(h).(candidate)
		v := c.vertex
		if inTree[v] {
			continue
		}
		inTree[v] = true
		if c.parent >= 0 {
			mst = append(mst, [3]int{c.parent, v, c.weight})
		}
		for _, e := range graph[v] {
			if !inTree[e[0]] {
				heap.Push(h, candidate{e[1], e[0], v})
			}
		}
	}
	return mst
}

// primMST takes adj[u] = {v, w} pairs; every edge is listed at both ends.
func primMST(adj [][][2]int) [][3]int {
	return primGraph(adj)
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
	adj := [][][2]int{
		{{1, 4}, {2, 6}, {3, 5}},
		{{0, 4}, {2, 4}, {4, 7}},
		{{0, 6}, {1, 4}, {3, 3}, {4, 5}, {5, 6}},
		{{0, 5}, {2, 3}, {5, 8}, {7, 10}},
		{{1, 7}, {2, 5}, {5, 3}, {6, 6}},
		{{2, 6}, {3, 8}, {4, 3}, {6, 4}, {7, 9}},
		{{4, 6}, {5, 4}, {7, 4}},
		{{3, 10}, {5, 9}, {6, 4}},
	}
	printTree(primMST(adj))
}
