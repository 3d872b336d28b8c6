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

func topologicalSort(adj [][]int) []int {
	V := len(adj)
	indegree := make([]int, V)
	for _, successors := range adj {
		for _, v := range successors {
			indegree[v]++
		}
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
	adj := [][]int{{6}, {}, {3, 6}, {1}, {0, 1}, {2, 0}, {3}, {6}, {7, 1}}
	parts := make([]string, 0, len(adj))
	for _, v := range topologicalSort(adj) {
		parts = append(parts, strconv.Itoa(v))
	}
	fmt.Println(strings.Join(parts, " "))
}
