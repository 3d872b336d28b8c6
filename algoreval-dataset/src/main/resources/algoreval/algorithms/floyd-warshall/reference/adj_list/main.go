package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

const inf = math.MaxInt64

// relaxThroughEveryVertex runs Floyd-Warshall in place on a matrix of direct distances
// (inf = no edge, 0 on the diagonal).
func relaxThroughEveryVertex(dist [][]int) {
	n := len(dist)
	for k := 0; k < n; k++ {
		for i := 0; i < n; i++ {
			if dist[i][k] == inf {
				continue
			}
			for j := 0; j < n; j++ {
				if dist[k][j] != inf && dist[i][k]+dist[k][j] < dist[i][j] {
					dist[i][j] = dist[i][k] + dist[k][j]
				}
			}
		}
	}
}

func emptyDistances(n int) [][]int {
	dist := make([][]int, n)
	for i := range dist {
		dist[i] = make([]int, n)
		for j := range dist[i] {
			if i != j {
				dist[i][j] = inf
			}
		}
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
func floydWarshallInts(adj [][][2]int) [][]int {
	dist := emptyDistances(len(adj))
	for u, neighbours := range adj {
		for _, e := range neighbours {
			if e[1] < dist[u][e[0]] {
				dist[u][e[0]] = e[1]
			}
		}
	}
	relaxThroughEveryVertex(dist)
	return dist
}

// floydWarshall is floydWarshallInts as the typed interface returns it: unreachable is +Inf.
func floydWarshall(adj [][][2]int) [][]float64 {
	dist := floydWarshallInts(adj)
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
		{{1, 3}, {3, 7}},
		{{2, -2}, {4, 4}},
		{{0, 5}, {3, 1}},
		{{1, 8}, {4, -3}},
		{{0, 2}, {2, 6}},
		{{0, 1}, {6, -1}},
		{{3, 4}},
	}
	printMatrix(floydWarshall(adj))
}
