package main

import (
	"fmt"
	"math"
)

// unreachable marks a vertex that cannot be reached from the source.
const unreachable = math.MaxInt

// noEdge in the adjacency matrix means there is no edge.
const noEdge = 1000000

// arc is an edge to vertex to with weight w.
type arc struct{ to, w int }

func dagShortestPath(M [][]int, src int) []int {
	n := len(M)
	adj := make([][]arc, n)
	for u := 0; u < n; u++ {
		for v := 0; v < n; v++ {
			if M[u][v] != noEdge {
				adj[u] = append(adj[u], arc{v, M[u][v]})
			}
		}
	}
	// topological order by Kahn's algorithm
	indegree := make([]int, n)
	for _, arcs := range adj {
		for _, a := range arcs {
			indegree[a.to]++
		}
	}
	var order []int
	for v := 0; v < n; v++ {
		if indegree[v] == 0 {
			order = append(order, v)
		}
	}
	for head := 0; head < len(order); head++ {
		for _, a := range adj[order[head]] {
			indegree[a.to]--
			if indegree[a.to] == 0 {
				order = append(order, a.to)
			}
		}
	}

	// relax the outgoing edges of each reachable vertex in topological order
	dist := make([]int, n)
	for v := range dist {
		dist[v] = unreachable
	}
	dist[src] = 0
	for _, u := range order {
		if dist[u] == unreachable {
			continue
		}
		for _, a := range adj[u] {
			if d := dist[u] + a.w; d < dist[a.to] {
				dist[a.to] = d
			}
		}
	}
	return dist
}

func main() {
	M := [][]int{
		{1000000, 1000000, 1000000, 6, 1000000, 2, -2, 1000000},
		{1000000, 1000000, 5, 1000000, 2, 1000000, 1000000, 1000000},
		{1, 1000000, 1000000, 1000000, 1000000, 4, 1000000, 1000000},
		{1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 2},
		{1000000, 1000000, 1000000, -10, 1000000, 1000000, 1000000, 1000000},
		{1000000, 1000000, 1000000, -3, 1000000, 1000000, 1000000, 1},
		{1000000, 1000000, 1000000, 0, 1000000, 1000000, 1000000, 3},
		{1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000},
	}
	src := 2
	dist := dagShortestPath(M, src)
	for v, d := range dist {
		if d == unreachable {
			fmt.Printf("%d INF\n", v)
		} else {
			fmt.Printf("%d %d\n", v, d)
		}
	}
}
