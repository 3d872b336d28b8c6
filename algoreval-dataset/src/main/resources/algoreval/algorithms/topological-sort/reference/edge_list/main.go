package main

import (
	"container/heap"
	"fmt"
	"strconv"
	"strings"
)

type IntHeap []int

func (h IntHeap) Len() int            { return len(h) }
func (h IntHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h IntHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *IntHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *IntHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func topologicalSort(V int, edges [][2]int) []int {
	adj := make([][]int, V)
	indegree := make([]int, V)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		indegree[e[1]]++
	}
	ready := &IntHeap{}
	for u := 0; u < V; u++ {
		if indegree[u] == 0 {
			heap.Push(ready, u)
		}
	}
	order := make([]int, 0, V)
	for ready.Len() > 0 {
		u := heap.Pop(ready).(int)
		order = append(order, u)
		for _, v := range adj[u] {
			indegree[v]--
			if indegree[v] == 0 {
				heap.Push(ready, v)
			}
		}
	}
	return order
}

func main() {
	V := 9
	edges := [][2]int{{5, 2}, {5, 0}, {4, 0}, {4, 1}, {2, 3}, {3, 1}, {8, 7}, {7, 6}, {6, 3}, {0, 6}, {2, 6}, {8, 1}}
	parts := make([]string, 0, V)
	for _, v := range topologicalSort(V, edges) {
		parts = append(parts, strconv.Itoa(v))
	}
	fmt.Println(strings.Join(parts, " "))
}
