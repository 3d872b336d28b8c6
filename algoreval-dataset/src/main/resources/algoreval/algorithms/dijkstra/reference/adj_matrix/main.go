package main

import "fmt"

// dijkstra treats M[u][v] == -1 as "no edge" and returns dist where
// dist[v] == -1 means v is unreachable from src.
func dijkstra(M [][]int, src int) []int {
	n := len(M)
	dist := make([]int, n)
	done := make([]bool, n)
	for i := range dist {
		dist[i] = -1
	}
	dist[src] = 0
	for iter := 0; iter < n; iter++ {
		u := -1
		for v := 0; v < n; v++ {
			if !done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u]) {
				u = v
			}
		}
		if u == -1 {
			break
		}
		done[u] = true
		for v := 0; v < n; v++ {
			if M[u][v] == -1 || done[v] {
				continue
			}
			if nd := dist[u] + M[u][v]; dist[v] == -1 || nd < dist[v] {
				dist[v] = nd
			}
		}
	}
	return dist
}

func main() {
	M := [][]int{
		{-1, 4, 1, -1, -1, -1, -1},
		{-1, -1, -1, 0, 4, -1, -1},
		{-1, 2, -1, 2, 5, -1, -1},
		{-1, -1, -1, -1, 3, 6, -1},
		{-1, -1, -1, -1, -1, 2, -1},
		{-1, -1, -1, -1, -1, -1, -1},
		{1, -1, -1, -1, -1, 1, -1},
	}
	dist := dijkstra(M, 0)
	for v, d := range dist {
		if d == -1 {
			fmt.Printf("%d INF\n", v)
		} else {
			fmt.Printf("%d %d\n", v, d)
		}
	}
}
