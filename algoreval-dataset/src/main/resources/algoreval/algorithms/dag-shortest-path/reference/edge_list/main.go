package main

import (
	"fmt"
	"math"
)

// unreachable marks a vertex that cannot be reached from the source.
const unreachable = math.MaxInt

// arc is an edge to vertex to with weight w.
type arc struct{ to, w int }

func dagShortestPath(n int, edges [][3]int, src int) []int {
	adj := make([][]arc, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], arc{e[1], e[2]})
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
	n := 8
	edges := [][3]int{
		{2, 5, 4}, {2, 0, 1}, {0, 5, 2}, {5, 3, -3}, {0, 3, 6}, {3, 7, 2}, {5, 7, 1},
		{0, 6, -2}, {6, 7, 3}, {6, 3, 0}, {1, 2, 5}, {1, 4, 2}, {4, 3, -10},
	}
	src := 2
	dist := dagShortestPath(n, edges, src)
	for v, d := range dist {
		if d == unreachable {
			fmt.Printf("%d INF\n", v)
		} else {
			fmt.Printf("%d %d\n", v, d)
		}
	}
}
