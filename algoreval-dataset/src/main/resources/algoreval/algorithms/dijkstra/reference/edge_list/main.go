package main

import (
	"container/heap"
	"fmt"
)

type item struct {
	dist, vertex int
}

type minHeap []item

func (h minHeap) Len() int            { return len(h) }
func (h minHeap) Less(i, j int) bool  { return h[i].dist < h[j].dist }
func (h minHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x interface{}) { *h = append(*h, x.(item)) }
func (h *minHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// dijkstra returns dist where dist[v] == -1 means v is unreachable from src.
func dijkstra(n int, edges [][3]int, src int) []int {
	adj := make([][][2]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], [2]int{e[1], e[2]})
	}

	dist := make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	dist[src] = 0
	h := &minHeap{{0, src}}
	for h.Len() > 0 {
		top := heap.Pop(h).(item)
		d, u := top.dist, top.vertex
		if d > dist[u] {
			continue
		}
		for _, arc := range adj[u] {
			v, nd := arc[0], d+arc[1]
			if dist[v] == -1 || nd < dist[v] {
				dist[v] = nd
				heap.Push(h, item{nd, v})
			}
		}
	}
	return dist
}

func main() {
	n := 7
	edges := [][3]int{{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 0}, {2, 3, 2}, {3, 4, 3},
		{1, 4, 4}, {2, 4, 5}, {4, 5, 2}, {3, 5, 6}, {6, 0, 1}, {6, 5, 1}}
	dist := dijkstra(n, edges, 0)
	for v, d := range dist {
		if d == -1 {
			fmt.Printf("%d INF\n", v)
		} else {
			fmt.Printf("%d %d\n", v, d)
		}
	}
}
