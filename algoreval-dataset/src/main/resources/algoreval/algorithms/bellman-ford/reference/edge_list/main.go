package main

import (
	"fmt"
	"math"
)

// bellmanFord returns the distances from src (+Inf = unreachable) and true, or false if a negative
// cycle is reachable from src.
func bellmanFord(n int, edges [][3]int, src int) ([]float64, bool) {
	dist := make([]float64, n)
	for i := range dist {
		dist[i] = math.Inf(1)
	}
	dist[src] = 0
	for round := 0; round < n-1; round++ {
		changed := false
		for _, e := range edges {
			u, v, w := e[0], e[1], float64(e[2])
			if !math.IsInf(dist[u], 1) && dist[u]+w < dist[v] {
				dist[v] = dist[u] + w
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	// One more improvement after n-1 rounds means a reachable negative cycle.
	for _, e := range edges {
		u, v, w := e[0], e[1], float64(e[2])
		if !math.IsInf(dist[u], 1) && dist[u]+w < dist[v] {
			return nil, false
		}
	}
	return dist, true
}

func main() {
	n := 8
	edges := [][3]int{{3, 4, -4}, {0, 1, 4}, {6, 2, 1}, {2, 4, 8}, {4, 1, 3}, {1, 3, 6}, {7, 5, 2},
		{2, 3, 3}, {5, 6, 1}, {0, 2, 5}, {6, 5, -3}, {1, 2, -2}, {3, 0, 2}, {7, 0, 4}}
	for _, src := range []int{0, 7} {
		dist, ok := bellmanFord(n, edges, src)
		if !ok {
			fmt.Println("NEGATIVE CYCLE")
			continue
		}
		for v, d := range dist {
			if math.IsInf(d, 1) {
				fmt.Printf("%d INF\n", v)
			} else {
				fmt.Printf("%d %d\n", v, int(d))
			}
		}
	}
}
