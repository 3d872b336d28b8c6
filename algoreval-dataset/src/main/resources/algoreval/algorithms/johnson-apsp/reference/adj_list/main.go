package main

import (
	"container/heap"
	"fmt"
	"math"
	"strconv"
	"strings"
)

const inf = math.MaxInt64

// arc is an edge to v of weight w.
type arc struct{ v, w int }

// item is a vertex with its tentative (reweighted) distance in the Dijkstra heap.
type item struct{ d, v int }

type minHeap []item

func (h minHeap) Len() int            { return len(h) }
func (h minHeap) Less(i, j int) bool  { return h[i].d < h[j].d }
func (h minHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x interface{}) { *h = append(*h, x.(item)) }
func (h *minHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// johnsonGraph runs Johnson's algorithm on graph[u] = arcs leaving u; dist[i][j] = inf when j is
// unreachable from i.
func johnsonGraph(graph [][]arc) [][]int {
	n := len(graph)
	// Bellman-Ford from a virtual source joined to every vertex by a 0-weight edge: h starts at 0.
	h := make([]int, n)
	for round := 0; round < n; round++ {
		changed := false
		for u, arcs := range graph {
			for _, a := range arcs {
				if h[u]+a.w < h[a.v] {
					h[a.v] = h[u] + a.w
					changed = true
				}
			}
		}
		if !changed {
			break
		}
	}
	// Reweighted edges w + h[u] - h[v] are non-negative, so Dijkstra works from every source.
	dist := make([][]int, n)
	for s := 0; s < n; s++ {
		d := make([]int, n)
		for v := range d {
			d[v] = inf
		}
		d[s] = 0
		pq := &minHeap{{0, s}}
		for pq.Len() > 0 {
			top := heap.Pop(pq).(item)
			u := top.v
			if top.d > d[u] {
				continue
			}
			for _, a := range graph[u] {
				nd := top.d + a.w + h[u] - h[a.v]
				if nd < d[a.v] {
					d[a.v] = nd
					heap.Push(pq, item{nd, a.v})
				}
			}
		}
		for v := range d {
			if d[v] != inf {
				d[v] += h[v] - h[s]
			}
		}
		dist[s] = d
	}
	return dist
}

func printMatrix(dist [][]float64) {
	for _, row := range dist {
		cells := make([]string, len(row))
		for j, d := range row {
			if math.IsInf(d, 1) {
				cells[j] = "INF"
			} else {
				cells[j] = strconv.FormatFloat(d, 'f', -1, 64)
			}
		}
		fmt.Println(strings.Join(cells, " "))
	}
}

// adj[u] holds pairs {v, w}: an edge from u to v of weight w.
func johnsonInts(adj [][][2]int) [][]int {
	graph := make([][]arc, len(adj))
	for u, pairs := range adj {
		for _, p := range pairs {
			graph[u] = append(graph[u], arc{p[0], p[1]})
		}
	}
	return johnsonGraph(graph)
}

// johnson is johnsonInts as the typed interface returns it: unreachable is +Inf.
func johnson(adj [][][2]int) [][]float64 {
	dist := johnsonInts(adj)
	out := make([][]float64, len(dist))
	for i, row := range dist {
		out[i] = make([]float64, len(row))
		for j, d := range row {
			if d == inf {
				out[i][j] = math.Inf(1)
			} else {
				out[i][j] = float64(d)
			}
		}
	}
	return out
}

func main() {
	adj := [][][2]int{
		{{1, 4}, {2, -1}},
		{{3, -3}},
		{{1, 2}, {3, 6}},
		{{0, 5}, {2, 1}},
		{{5, -3}},
		{{1, -2}, {4, 5}},
	}
	printMatrix(johnson(adj))
}
